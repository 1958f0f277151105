/// An argument of a call: its label (`title:` in Swift, `title =` in Kotlin)
/// and the tokens of its value.
struct Argument: Sendable {
    var label: String?
    var range: Range<Int>
}

/// An Objective-C message `[receiver part:value part:value]`.
struct MessageSend: Sendable {
    var receiver: Range<Int>
    var parts: [(name: String, range: Range<Int>)]
    /// The selector, `initWithType:localizedTitle:` or `alloc`.
    var selector: String { parts.map { $0.range.isEmpty ? $0.name : $0.name + ":" }.joined() }

    func argument(_ name: String) -> Range<Int>? { parts.first { $0.name == name }?.range }
}

extension SourceTokens {
    /// The index after the token at `index`, jumping over its bracket group.
    func after(_ index: Int) -> Int {
        if let close = close(of: index) { return close + 1 }
        return index + 1
    }

    /// Whether `index` is an `=` that assigns (not `==`, `!=`, `<=`, `>=`, `=>`, `+=`...).
    func isAssignment(_ index: Int) -> Bool {
        guard isByte(index, UInt8(ascii: "=")) else { return false }
        if isByte(index + 1, UInt8(ascii: "=")), touches(index, index + 1) { return false }
        if isByte(index + 1, UInt8(ascii: ">")), touches(index, index + 1) { return false }
        if index > 0, tokens[index - 1].kind == .punctuation, touches(index - 1, index) { return false }
        return true
    }

    /// The arguments of the call whose `(` is at `open`.
    func arguments(ofCallAt open: Int) -> [Argument] {
        guard let close = close(of: open) else { return [] }
        var result: [Argument] = []
        var start = open + 1
        var index = start
        func finish(_ end: Int) {
            guard end > start else { return }
            var range = start..<end
            var label: String?
            if tokens[start].kind == .identifier, start + 1 < end {
                if language == .kotlin || language == .java {
                    if language == .kotlin, isAssignment(start + 1) {
                        label = text(start)
                        range = (start + 2)..<end
                    }
                } else if isByte(start + 1, UInt8(ascii: ":")), !isByte(start + 2, UInt8(ascii: ":")) {
                    label = text(start)
                    range = (start + 2)..<end
                }
            }
            result.append(Argument(label: label, range: range))
        }
        while index < close {
            if isByte(index, UInt8(ascii: ",")) {
                finish(index)
                start = index + 1
                index = start
                continue
            }
            index = after(index)
        }
        finish(close)
        return result
    }

    /// The argument labelled `label`, else (when `position` is given) the unlabelled one at that position.
    func argument(_ arguments: [Argument], label: String?, position: Int? = nil) -> Argument? {
        if let label, let found = arguments.first(where: { $0.label == label }) { return found }
        guard let position, position < arguments.count, arguments[position].label == nil else { return nil }
        return arguments[position]
    }

    /// The message send whose `[` is at `open`, if the group reads as one.
    func message(at open: Int) -> MessageSend? {
        guard isByte(open, UInt8(ascii: "[")), let close = close(of: open), close > open + 1 else { return nil }
        // The receiver: a bracket group, or a name chain (`self.items`, `UIApplication`).
        var index = open + 1
        if tokens[index].kind == .open {
            index = after(index)
        } else {
            guard tokens[index].kind == .identifier else { return nil }
            index += 1
            while index + 1 < close, isByte(index, UInt8(ascii: ".")), tokens[index + 1].kind == .identifier {
                index += 2
            }
            // A call as the receiver, `foo()`.
            while index < close, isByte(index, UInt8(ascii: "(")) { index = after(index) }
        }
        let receiver = (open + 1)..<index
        guard index < close, tokens[index].kind == .identifier else { return nil }
        if index + 1 == close {
            return MessageSend(receiver: receiver, parts: [(text(index), index..<index)])
        }
        var parts: [(String, Range<Int>)] = []
        var name: String?
        var start = index
        var cursor = index
        func partStart(_ at: Int) -> Bool {
            tokens[at].kind == .identifier && isByte(at + 1, UInt8(ascii: ":")) && !isByte(at + 2, UInt8(ascii: ":"))
        }
        while cursor < close {
            if partStart(cursor) {
                if let name { parts.append((name, start..<cursor)) }
                name = text(cursor)
                cursor += 2
                start = cursor
                continue
            }
            if name == nil { return nil }
            cursor = after(cursor)
        }
        if let name { parts.append((name, start..<close)) }
        guard !parts.isEmpty else { return nil }
        return MessageSend(receiver: receiver, parts: parts)
    }

    /// Where an expression that starts at `start` ends (exclusive), at most `limit`.
    /// Java and Objective-C end at `;` (or `,`, `)` at depth 0); Swift and Kotlin at
    /// a line break that nothing continues (no operator or `.` on either side).
    func expressionEnd(from start: Int, limit: Int) -> Int {
        var index = start
        var last = -1
        while index < limit {
            let token = tokens[index]
            if token.kind == .close { return index }
            if token.kind == .punctuation, token.byte == UInt8(ascii: ";") || token.byte == UInt8(ascii: ",") {
                return index
            }
            if last >= 0, language == .swift || language == .kotlin, token.line > tokens[last].line {
                if !continues(after: last, before: index) { return index }
            }
            last = index
            if let close = close(of: index) {
                last = close
                index = close + 1
            } else {
                index += 1
            }
        }
        return min(index, limit)
    }

    /// Whether the token at `next`, on a later line, continues the expression whose last token is `previous`.
    private func continues(after previous: Int, before next: Int) -> Bool {
        let before = tokens[previous], starting = tokens[next]
        if before.kind == .punctuation, ![UInt8(ascii: ")"), UInt8(ascii: "!"), UInt8(ascii: "?")].contains(before.byte) {
            return true
        }
        return starting.kind == .punctuation
            && [UInt8(ascii: "."), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "+"), UInt8(ascii: "&"),
                UInt8(ascii: "|"), UInt8(ascii: "*"), UInt8(ascii: "/")].contains(starting.byte)
    }

    /// The brace group opening at or after `start` before `limit`, skipping parenthesised
    /// groups; nil when a token that cannot precede a body comes first.
    func bodyOpen(from start: Int, limit: Int, stopAtLineEnd: Bool = false) -> Int? {
        var index = start
        let line = start < tokens.count ? tokens[start].line : 0
        while index < limit {
            if isByte(index, UInt8(ascii: "{")) { return index }
            if isByte(index, UInt8(ascii: "}")) || isByte(index, UInt8(ascii: ";")) { return nil }
            if stopAtLineEnd, tokens[index].line > line + 2 { return nil }
            if tokens[index].kind == .identifier, DeclarationKeywords.startsDeclaration(self, index) { return nil }
            index = after(index)
        }
        return nil
    }
}

/// Keywords that begin a declaration, for knowing where a signature ends.
enum DeclarationKeywords {
    static let names: [StaticString] = ["func", "var", "let", "case", "init", "class", "struct", "enum", "extension",
                                "protocol", "actor", "fun", "val", "object", "interface", "typealias", "subscript",
                                "deinit", "import"]

    static func startsDeclaration(_ source: SourceTokens, _ index: Int) -> Bool {
        names.contains { source.isIdentifier(index, $0) }
    }
}
