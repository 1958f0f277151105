/// The tokens of one source file with everything pattern matching needs:
/// the bytes they point into, decoded string literals, and for every bracket
/// the index of its partner, so that an argument list or a body is skipped
/// in one step.
public struct SourceTokens: Sendable {
    public let language: SourceLanguage
    public let bytes: [UInt8]
    public let tokens: [Token]
    public let literals: [StringLiteral]
    /// For an open or close bracket, the index of its partner; -1 when unmatched
    /// (a tolerant lexer keeps going after a stray bracket), and for other tokens.
    public let partner: [Int32]
    /// For every token, the innermost open bracket around it; -1 at the top level.
    public let enclosing: [Int32]

    init(language: SourceLanguage, bytes: [UInt8], tokens: [Token], literals: [StringLiteral]) {
        self.language = language
        self.bytes = bytes
        self.tokens = tokens
        self.literals = literals
        (self.partner, self.enclosing) = Self.matchBrackets(tokens)
    }

    public var count: Int { tokens.count }

    /// The token at `index`; past either end, an empty token that matches
    /// nothing, so that a matcher looking ahead of the last token stops there.
    public subscript(index: Int) -> Token {
        guard index >= 0, index < tokens.count else {
            let end = Int32(bytes.count)
            return Token(kind: .punctuation, byte: 0, start: end, end: end, line: tokens.last?.line ?? 1,
                         column: tokens.last?.column ?? 1, hash: 0, literal: -1)
        }
        return tokens[index]
    }

    /// The source text of a token ("" past the ends).
    public func text(_ index: Int) -> String {
        let token = self[index]
        return String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }

    /// Whether token `index` is the identifier `name` (hash first, then bytes).
    public func isIdentifier(_ index: Int, _ name: Name) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        guard token.kind == .identifier, token.hash == name.hash, token.length == name.bytes.count else { return false }
        var offset = Int(token.start)
        for byte in name.bytes {
            if bytes[offset] != byte { return false }
            offset += 1
        }
        return true
    }

    /// Whether token `index` is the identifier `name`: a length check, then the bytes (no allocation).
    public func isIdentifier(_ index: Int, _ name: StaticString) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        guard token.kind == .identifier, token.length == name.utf8CodeUnitCount else { return false }
        return name.withUTF8Buffer { buffer in
            var offset = Int(token.start)
            for byte in buffer {
                if bytes[offset] != byte { return false }
                offset += 1
            }
            return true
        }
    }

    /// Whether token `index` is the punctuation or bracket character `character`.
    public func isByte(_ index: Int, _ character: UInt8) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        return token.kind != .identifier && token.kind != .string && token.kind != .number
            && token.kind != .character && token.byte == character
    }

    /// Whether two tokens touch (no space or comment between them): `?.`, `->`, `??`.
    public func touches(_ a: Int, _ b: Int) -> Bool {
        guard a >= 0, b < tokens.count else { return false }
        return tokens[a].end == tokens[b].start
    }

    /// The string literal of token `index`, if it is one.
    public func literal(_ index: Int) -> StringLiteral? {
        guard index >= 0, index < tokens.count, tokens[index].kind == .string else { return nil }
        return literals[Int(tokens[index].literal)]
    }

    /// The partner of the bracket at `index`, or nil.
    public func close(of index: Int) -> Int? {
        guard index >= 0, index < tokens.count, tokens[index].kind == .open else { return nil }
        let other = Int(partner[index])
        return other >= 0 ? other : nil
    }

    public func open(of index: Int) -> Int? {
        guard index >= 0, index < tokens.count, tokens[index].kind == .close else { return nil }
        let other = Int(partner[index])
        return other >= 0 ? other : nil
    }

    /// Pairs brackets with a stack. A closing bracket that does not match the
    /// innermost open one closes it anyway when the open one of its kind is
    /// deeper (an unclosed `(` inside a `{`), and is ignored otherwise.
    static func matchBrackets(_ tokens: [Token]) -> (partner: [Int32], enclosing: [Int32]) {
        var partner = [Int32](repeating: -1, count: tokens.count)
        var enclosing = [Int32](repeating: -1, count: tokens.count)
        var stack: [Int32] = []
        stack.reserveCapacity(64)
        for index in tokens.indices {
            let token = tokens[index]
            enclosing[index] = stack.last ?? -1
            if token.kind == .open {
                stack.append(Int32(index))
            } else if token.kind == .close {
                let wanted: UInt8 = token.byte == UInt8(ascii: ")") ? UInt8(ascii: "(")
                    : token.byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
                guard let depth = stack.lastIndex(where: { tokens[Int($0)].byte == wanted }) else { continue }
                // Only look a few levels down: a stray bracket must not unwind a whole file.
                if stack.count - depth > 8 { continue }
                let open = stack[depth]
                stack.removeSubrange(depth...)
                partner[Int(open)] = Int32(index)
                partner[index] = open
                enclosing[index] = enclosing[Int(open)]
            }
        }
        return (partner, enclosing)
    }
}

/// A name known only at run time (a declaration's, a variable's), with its bytes and hash computed once.
public struct Name: Sendable, Hashable {
    public let text: String
    public let bytes: [UInt8]
    public let hash: UInt32

    public init(_ text: String) {
        self.text = text
        self.bytes = Array(text.utf8)
        self.hash = NameHash.of(bytes: bytes)
    }

    public static func == (a: Name, b: Name) -> Bool { a.text == b.text }
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
