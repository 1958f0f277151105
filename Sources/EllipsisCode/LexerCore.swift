/// A file a lexer gave up on: too many tokens or strings nested too deep.
/// The file is skipped with a note; it never stops a run.
public struct LexingError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var line: Int
    public var column: Int

    public var description: String { "\(line):\(column): \(message)" }
}

/// The cursor and output the four lexers share: bytes, position, line and
/// column bookkeeping, tokens and decoded literals. Lines end at `\n`, `\r\n`
/// or a lone `\r`; columns count Unicode scalars from 1.
struct LexerCore {
    static let maximumTokens = 4_000_000
    /// Interpolations inside interpolations (`"\("\("…")")"`) deeper than this stop the file.
    static let maximumNesting = 24

    let bytes: [UInt8]
    var position = 0
    var line: Int32 = 1
    private var lineStart = 0
    private var cacheOffset = 0
    private var cacheColumn: Int32 = 1
    var tokens: [Token] = []
    var literals: [StringLiteral] = []
    /// Above zero while lexing an interpolation: its tokens are not kept.
    var discard = 0
    var nesting = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        tokens.reserveCapacity(bytes.count / 5)
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            position = 3
            lineStart = 3
            cacheOffset = 3
        }
    }

    var atEnd: Bool { position >= bytes.count }
    var current: UInt8 { position < bytes.count ? bytes[position] : 0 }

    func peek(_ offset: Int) -> UInt8 {
        let index = position + offset
        return index < bytes.count ? bytes[index] : 0
    }

    /// Moves one byte on, counting lines.
    @inline(__always)
    mutating func advance() {
        let byte = bytes[position]
        position += 1
        if byte == 10 {
            newLine()
        } else if byte == 13, position >= bytes.count || bytes[position] != 10 {
            newLine()
        }
    }

    /// Moves `count` bytes on that are known not to hold a line end.
    @inline(__always)
    mutating func skip(_ count: Int) { position = min(bytes.count, position + count) }

    private mutating func newLine() {
        line += 1
        lineStart = position
        cacheOffset = position
        cacheColumn = 1
    }

    /// The column of `offset` on the current line, counted from the last one asked (linear per line).
    mutating func column(at offset: Int) -> Int32 {
        if offset < cacheOffset {
            cacheOffset = lineStart
            cacheColumn = 1
        }
        var column = cacheColumn
        var index = cacheOffset
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        cacheOffset = offset
        cacheColumn = column
        return column
    }

    /// Where a token starts: its offset, line and column.
    mutating func mark() -> (start: Int, line: Int32, column: Int32) {
        (position, line, column(at: position))
    }

    func error(_ message: String, line: Int32, column: Int32) -> LexingError {
        LexingError(message: message, line: Int(line), column: Int(column))
    }

    mutating func emit(_ kind: Token.Kind, byte: UInt8, from mark: (start: Int, line: Int32, column: Int32),
                       hash: UInt32 = 0, literal: Int32 = -1) throws {
        guard discard == 0 else { return }
        if tokens.count >= Self.maximumTokens {
            throw error("more than \(Self.maximumTokens) tokens", line: mark.line, column: mark.column)
        }
        tokens.append(Token(kind: kind, byte: byte, start: Int32(mark.start), end: Int32(position),
                            line: mark.line, column: mark.column, hash: hash, literal: literal))
    }

    /// Adds a decoded literal and its token.
    mutating func emitString(_ literal: StringLiteral, from mark: (start: Int, line: Int32, column: Int32)) throws {
        guard discard == 0 else { return }
        literals.append(literal)
        try emit(.string, byte: UInt8(ascii: "\""), from: mark, literal: Int32(literals.count - 1))
    }

    /// One punctuation or bracket character.
    mutating func emitSingle() throws {
        let mark = mark()
        let byte = current
        let kind: Token.Kind
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): kind = .open
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): kind = .close
        default: kind = .punctuation
        }
        advance()
        try emit(kind, byte: byte, from: mark)
    }

    // MARK: - Classes of bytes

    @inline(__always)
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }

    @inline(__always)
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        default: nil
        }
    }

    // MARK: - Shared scanners

    /// An identifier from the current byte; returns its hash.
    mutating func scanIdentifier() -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        while position < bytes.count {
            let byte = bytes[position]
            guard Self.isIdentifierByte(byte) else { break }
            hash = (hash ^ UInt32(byte)) &* 16_777_619
            position += 1
        }
        return hash
    }

    mutating func identifier() throws {
        let mark = mark()
        let hash = scanIdentifier()
        try emit(.identifier, byte: bytes[mark.start], from: mark, hash: hash)
    }

    /// `` `name` ``: an identifier token of the name inside (Swift, Kotlin).
    mutating func backquoted() throws {
        var mark = mark()
        advance()
        let inner = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "`"), bytes[position] != 10, bytes[position] != 13 {
            position += 1
        }
        let hash = NameHash.of(bytes: bytes[inner..<position])
        mark.start = inner
        let end = position
        guard discard == 0 else {
            if current == UInt8(ascii: "`") { advance() }
            return
        }
        if tokens.count >= Self.maximumTokens {
            throw error("more than \(Self.maximumTokens) tokens", line: mark.line, column: mark.column)
        }
        tokens.append(Token(kind: .identifier, byte: inner < bytes.count ? bytes[inner] : 0, start: Int32(inner),
                            end: Int32(end), line: mark.line, column: mark.column, hash: hash, literal: -1))
        if current == UInt8(ascii: "`") { advance() }
    }

    /// Digits, letters (hex, suffixes, exponents), `_`, and a `.` between digits.
    mutating func number() throws {
        let mark = mark()
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isIdentifierByte(byte) && byte < 0x80 {
                position += 1
            } else if byte == UInt8(ascii: "."), Self.isDigit(peek(1)) {
                position += 1
            } else if (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")), position > mark.start,
                      [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")].contains(bytes[position - 1]),
                      !(bytes[mark.start] == UInt8(ascii: "0") && position > mark.start + 1
                        && (bytes[mark.start + 1] | 0x20) == UInt8(ascii: "x") && (bytes[position - 1] | 0x20) == UInt8(ascii: "e")) {
                position += 1
            } else {
                break
            }
        }
        try emit(.number, byte: bytes[mark.start], from: mark)
    }

    /// `// ...` up to the line end (not consumed).
    mutating func skipLineComment() {
        while position < bytes.count, bytes[position] != 10, bytes[position] != 13 { position += 1 }
    }

    /// `/* ... */`, nested when the language nests them; an unterminated one ends the file.
    mutating func skipBlockComment(nested: Bool) {
        advance()
        advance()
        var depth = 1
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                skip(2)
                depth -= 1
                if depth == 0 { return }
            } else if nested, byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                skip(2)
                depth += 1
            } else {
                advance()
            }
        }
    }

    /// A character literal `'x'` (C, Java, Kotlin), escapes skipped; ends at the line end if unterminated.
    mutating func character() throws {
        let mark = mark()
        advance()
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 10 || byte == 13 { break }
            if byte == UInt8(ascii: "\\") {
                skip(1)
                if position < bytes.count, bytes[position] != 10, bytes[position] != 13 { skip(1) }
                continue
            }
            position += 1
            if byte == UInt8(ascii: "'") { break }
        }
        try emit(.character, byte: UInt8(ascii: "'"), from: mark)
    }

    /// Enters an interpolation; past the nesting limit the file is given up.
    mutating func enterInterpolation() throws {
        nesting += 1
        discard += 1
        if nesting > Self.maximumNesting {
            throw error("string interpolations nested deeper than \(Self.maximumNesting) levels", line: line,
                        column: column(at: position))
        }
    }

    mutating func leaveInterpolation() {
        nesting -= 1
        discard -= 1
    }
}

/// Building a string literal's pieces from bytes.
struct LiteralBuilder {
    var pieces: [StringLiteral.Piece] = []
    var buffer: [UInt8] = []

    mutating func append(_ byte: UInt8) {
        if pendingHigh != nil { appendReplacement() }
        buffer.append(byte)
    }

    /// A high surrogate from a `\uD83D`-style escape waiting for its low half.
    private var pendingHigh: UInt32?

    /// Appends a Unicode scalar value as UTF-8; a UTF-16 surrogate pair written
    /// as two escapes joins, anything else invalid becomes U+FFFD.
    mutating func append(scalar value: UInt32) {
        if (0xD800...0xDBFF).contains(value) {
            if pendingHigh != nil { appendReplacement() }
            pendingHigh = value
            return
        }
        var value = value
        if (0xDC00...0xDFFF).contains(value), let high = pendingHigh {
            value = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
        } else if pendingHigh != nil {
            appendReplacement()
        }
        pendingHigh = nil
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func appendReplacement() {
        buffer.append(contentsOf: [0xEF, 0xBF, 0xBD])
        pendingHigh = nil
    }

    mutating func interpolation(_ range: Range<Int>) {
        flush()
        pieces.append(.interpolation(Int32(range.lowerBound)..<Int32(max(range.lowerBound, range.upperBound))))
    }

    mutating func flush() {
        if pendingHigh != nil { appendReplacement() }
        guard !buffer.isEmpty else { return }
        let text = String(decoding: buffer, as: UTF8.self)
        if case .text(let previous)? = pieces.last {
            pieces[pieces.count - 1] = .text(previous + text)
        } else {
            pieces.append(.text(text))
        }
        buffer.removeAll(keepingCapacity: true)
    }

    mutating func literal(objectiveC: Bool = false) -> StringLiteral {
        flush()
        return StringLiteral(pieces: pieces.isEmpty ? [.text("")] : pieces, isObjectiveC: objectiveC)
    }
}
