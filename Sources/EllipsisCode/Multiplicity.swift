import EllipsisCore
import Foundation

/// How many actions one constructor call makes: one, or "up to N" / "several"
/// when it runs in a loop or a `map` (over `prefix(3)`, `0..<3`, a three-element
/// array: up to three), in its own function or in a caller's (three levels up).
struct MultiplicityReader: Sendable {
    static let mapNames: [StaticString] = ["map", "compactMap", "flatMap", "forEach", "mapNotNull", "mapIndexed",
                                   "forEachIndexed", "flatMapNotNull", "mapTo", "enumerateObjectsUsingBlock"]
    static let callerDepth = 3

    let files: [SourceTokens]
    let index: DeclarationIndex
    let callers: CallerIndex

    func multiplicity(file: Int, token: Int) -> ActionMultiplicity {
        multiplicity(file: file, token: token, depth: 0)
    }

    private func multiplicity(file: Int, token: Int, depth: Int) -> ActionMultiplicity {
        let source = files[file]
        let scope = index.enclosing(file: file, token: token)
        let lower = scope?.value?.lowerBound ?? 0
        if let local = loop(around: token, above: lower, source) { return local }
        guard depth < Self.callerDepth, let scope, scope.kind == .function else { return .one }
        var result = ActionMultiplicity.one
        for call in callers.calls(of: scope) {
            result = result.max(multiplicity(file: call.file, token: call.token, depth: depth + 1))
            if case .several = result { break }
        }
        return result
    }

    /// The loop or `map` closure around `token` inside its body, if any.
    private func loop(around token: Int, above lower: Int, _ source: SourceTokens) -> ActionMultiplicity? {
        var open = Int(source.enclosing[token])
        while open >= lower - 1, open >= 0 {
            if source.isByte(open, UInt8(ascii: "{")) {
                let before = open - 1
                if Self.mapNames.contains(where: { source.isIdentifier(before, $0) }) {
                    return bound(ofReceiverOf: before, source)
                }
                if before > 0, source.isByte(before, UInt8(ascii: ")")), let paren = source.open(of: before),
                   Self.mapNames.contains(where: { source.isIdentifier(paren - 1, $0) }) {
                    return bound(ofReceiverOf: paren - 1, source)
                }
                if before > 0, source.isByte(before, UInt8(ascii: ")")), let paren = source.open(of: before),
                   source.isIdentifier(paren - 1, "ForEach") {
                    // SwiftUI's `ForEach(items) { ... }`: one row per element of its first argument.
                    guard let first = source.arguments(ofCallAt: paren).first?.range, !first.isEmpty else { return .several }
                    return bound(of: first.lowerBound...(first.upperBound - 1), source)
                }
                if let statement = loopStatement(open, source) { return statement }
            } else if source.isByte(open, UInt8(ascii: "(")),
                      Self.mapNames.contains(where: { source.isIdentifier(open - 1, $0) }) {
                return bound(ofReceiverOf: open - 1, source)
            }
            open = Int(source.enclosing[open])
        }
        return nil
    }

    /// `for x in items.prefix(3) {`, `for (x in list) {`, `for (X *x in items) {`, `while`, Kotlin `repeat(3)`.
    private func loopStatement(_ open: Int, _ source: SourceTokens) -> ActionMultiplicity? {
        var start = open - 1
        let line = source[open].line
        while start > 0, source[start - 1].line == line, !source.isByte(start - 1, UInt8(ascii: "{")),
              !source.isByte(start - 1, UInt8(ascii: "}")), !source.isByte(start - 1, UInt8(ascii: ";")) {
            start -= 1
        }
        if source.isIdentifier(start, "repeat"), source.isByte(start + 1, UInt8(ascii: "(")),
           let count = number(start + 2, source) {
            return .upTo(count)
        }
        guard source.isIdentifier(start, "for") || source.isIdentifier(start, "while") else { return nil }
        guard source.isIdentifier(start, "for") else { return .several }
        // The sequence: after `in` (or `:` in Java) up to the brace.
        var cursor = start + 1
        var sequenceStart: Int?
        while cursor < open {
            if source.isIdentifier(cursor, "in") || (source.language == .java && source.isByte(cursor, UInt8(ascii: ":"))) {
                sequenceStart = cursor + 1
            }
            cursor += 1
        }
        var end = open - 1
        if source.isByte(end, UInt8(ascii: ")")) { end -= 1 }
        guard let sequenceStart, sequenceStart <= end else { return .several }
        return bound(of: sequenceStart...end, source)
    }

    /// The bound of the sequence `map` (at `name`) is called on: `items.prefix(3).map`.
    private func bound(ofReceiverOf name: Int, _ source: SourceTokens) -> ActionMultiplicity {
        guard name >= 2, source.isByte(name - 1, UInt8(ascii: ".")) else { return .several }
        let last = name - 2
        var first = last
        // Walk back over a chain `a.b(c).prefix(3)`: each step a name, a call or a subscript.
        func extend() {
            if let open = source.open(of: first) {
                first = open
                if first > 0, source[first - 1].kind == .identifier { first -= 1 }
            }
        }
        extend()
        while first > 1, source.isByte(first - 1, UInt8(ascii: ".")) {
            first -= 2
            extend()
        }
        return bound(of: first...last, source)
    }

    private func bound(of range: ClosedRange<Int>, _ source: SourceTokens) -> ActionMultiplicity {
        var index = range.lowerBound
        while index <= range.upperBound {
            if Words.bounding.contains(where: { source.isIdentifier(index, $0) }),
               source.isByte(index + 1, UInt8(ascii: "(")), let count = number(index + 2, source) {
                return .upTo(count)
            }
            // `0..<3`, `0...2`, `0 until 3`, `1..3`.
            if source[index].kind == .number, let low = Int(source.text(index)) {
                var cursor = index + 1
                var dots = 0
                while source.isByte(cursor, UInt8(ascii: ".")) { dots += 1; cursor += 1 }
                var exclusive = false
                if source.isByte(cursor, UInt8(ascii: "<")) { exclusive = true; cursor += 1 }
                if source.isIdentifier(cursor, "until") { exclusive = true; dots = 2; cursor += 1 }
                if dots >= 2, cursor <= range.upperBound + 1, let high = number(cursor, source) {
                    return .upTo(max(0, exclusive ? high - low : high - low + 1))
                }
            }
            index += 1
        }
        // An array literal `[a, b, c]` or `listOf(a, b, c)`: as many as it holds.
        if source.isByte(range.lowerBound, UInt8(ascii: "[")), source.close(of: range.lowerBound) == range.upperBound {
            return .upTo(source.arguments(ofCallAt: range.lowerBound).count)
        }
        return .several
    }

    private func number(_ index: Int, _ source: SourceTokens) -> Int? {
        guard index < source.count, source[index].kind == .number else { return nil }
        return Int(source.text(index).replacingOccurrences(of: "_", with: ""))
    }
}

/// Calls of the app's functions by name, found once per name across every file:
/// `name(`, or `name` passed as a function (`items.map(makeItem)`).
final class CallerIndex: @unchecked Sendable {
    struct Call: Sendable {
        var file: Int
        var token: Int
    }

    private let files: [SourceTokens]
    private var cache: [String: [Call]] = [:]
    private let lock = NSLock()

    init(files: [SourceTokens]) { self.files = files }

    func calls(of declaration: Declaration) -> [Call] {
        let key = declaration.name
        if let cached = lock.withLock({ cache[key] }) { return cached.filter { !($0.file == declaration.file && $0.token == declaration.token) } }
        let name = Name(declaration.name)
        var found: [Call] = []
        for (file, source) in files.enumerated() {
            for index in source.tokens.indices where source.tokens[index].hash == name.hash && source.isIdentifier(index, name) {
                // Not the declaration itself (`func name(`), and a use: a call or a function reference.
                if index > 0, Words.functionIntroducers.contains(where: { source.isIdentifier(index - 1, $0) }) { continue }
                let isCall = source.isByte(index + 1, UInt8(ascii: "("))
                let isReference = index > 0 && (source.isByte(index - 1, UInt8(ascii: "(")) || source.isByte(index - 1, UInt8(ascii: ",")))
                    && (source.isByte(index + 1, UInt8(ascii: ")")) || source.isByte(index + 1, UInt8(ascii: ",")))
                let isMessagePart = source.language == .objectiveC && source.isByte(index + 1, UInt8(ascii: ":"))
                    && source.enclosing[index] >= 0 && source.isByte(Int(source.enclosing[index]), UInt8(ascii: "["))
                if isCall || isReference || isMessagePart { found.append(Call(file: file, token: index)) }
                if found.count > 64 { break }
            }
        }
        lock.withLock { cache[key] = found }
        return found.filter { !($0.file == declaration.file && $0.token == declaration.token) }
    }
}
