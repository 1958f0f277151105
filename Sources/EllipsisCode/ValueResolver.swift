import EllipsisCore

/// A name bound to an expression elsewhere: a parameter to its caller's argument.
final class Binding: Sendable {
    let range: Range<Int>
    let context: ResolutionContext

    init(range: Range<Int>, context: ResolutionContext) {
        self.range = range
        self.context = context
    }
}

/// Where an expression is read: its file, the declaration around it, the
/// type it is in, names bound by a caller, and the enum case `self` is.
struct ResolutionContext: Sendable {
    var file: Int
    var scope: Declaration?
    var container: [String]
    var bindings: [String: Binding] = [:]
    var selfCase: Declaration?
    var depth = 0

    func deeper() -> ResolutionContext {
        var copy = self
        copy.depth += 1
        return copy
    }
}

/// Reads an expression's tokens the way the code runs: literals, the
/// platforms' localization calls and the app's wrappers, constants and enum
/// cases declared in any file, locals before the use, ternaries and `??` as
/// alternatives, concatenation and interpolation of run-time data, and
/// functions and computed properties by what they return.
struct ValueResolver: Sendable {
    static let maximumDepth = 10

    let files: [SourceTokens]
    let paths: [String]
    let index: DeclarationIndex
    let forms: [SourceLanguage: LocalizationForms]

    func location(_ file: Int, _ token: Int) -> SourceLocation {
        let token = files[file][token]
        return SourceLocation(file: paths[file], line: Int(token.line), column: Int(token.column))
    }

    func forms(for file: Int) -> LocalizationForms {
        forms[files[file].language] ?? LocalizationForms(language: files[file].language, extra: [])
    }

    /// The context for an expression at `token` of `file`.
    func context(file: Int, token: Int) -> ResolutionContext {
        ResolutionContext(file: file, scope: index.enclosing(file: file, token: token),
                          container: index.container(file: file, token: token))
    }

    // MARK: - Expressions

    func resolve(_ range: Range<Int>, _ context: ResolutionContext) -> CodeValue {
        guard context.depth < Self.maximumDepth else { return .runTime(pattern: "%@", nil) }
        let source = files[context.file]
        let range = trimmed(range, source)
        guard !range.isEmpty else { return .nothing }
        if let value = ternary(range, source, context) { return value }
        if let value = coalescing(range, source, context) { return value }
        if let value = concatenation(range, source, context) { return value }
        if let value = kotlinBranches(range, source, context) { return value }
        return primary(range, source, context)
    }

    /// Drops what does not change the value: `try`, `await`, `&`, a trailing `!`, `;`, casts.
    func trimmed(_ range: Range<Int>, _ source: SourceTokens) -> Range<Int> {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, source.isIdentifier(lower, "try") || source.isIdentifier(lower, "await")
                || (source.isByte(lower, UInt8(ascii: "&")) && upper - lower > 1)
                || (lower > range.lowerBound && source.isByte(lower, UInt8(ascii: "?")) && source.isIdentifier(lower - 1, "try"))
                || (lower > range.lowerBound && source.isByte(lower, UInt8(ascii: "!")) && source.isIdentifier(lower - 1, "try")) {
            lower += 1
        }
        while upper > lower, source.isByte(upper - 1, UInt8(ascii: "!")) || source.isByte(upper - 1, UInt8(ascii: ";")) {
            upper -= 1
        }
        // `x as String`, `x as? String`, `(String) x` is left alone.
        var index = lower
        while index < upper {
            if source.isIdentifier(index, "as"), index > lower { return lower..<index }
            index = source.after(index)
        }
        return lower..<upper
    }

    /// Top-level tokens of a range (groups skipped), for finding operators.
    func topLevel(_ range: Range<Int>, _ source: SourceTokens) -> [Int] {
        var result: [Int] = []
        var index = range.lowerBound
        while index < range.upperBound {
            result.append(index)
            index = source.after(index)
        }
        return result
    }

    /// `condition ? a : b`: one value per branch.
    private func ternary(_ range: Range<Int>, _ source: SourceTokens, _ context: ResolutionContext) -> CodeValue? {
        guard source.language != .kotlin else { return nil }
        let tokens = topLevel(range, source)
        var question: Int?
        for index in tokens where source.isByte(index, UInt8(ascii: "?")) {
            // Swift optional chaining and `??` touch their neighbours; a ternary's `?` stands apart.
            if source.isByte(index + 1, UInt8(ascii: "?")) || (index > 0 && source.isByte(index - 1, UInt8(ascii: "?"))) { continue }
            if source.language == .swift, index > 0, source.touches(index - 1, index) { continue }
            question = index
            break
        }
        guard let question else { return nil }
        var depth = 0
        for index in tokens where index > question {
            if source.isByte(index, UInt8(ascii: "?")), !source.isByte(index + 1, UInt8(ascii: "?")),
               !source.touches(index - 1, index) || source.language != .swift {
                depth += 1
            } else if source.isByte(index, UInt8(ascii: ":")), !source.isByte(index + 1, UInt8(ascii: ":")) {
                if depth == 0 {
                    let next = context.deeper()
                    return .alternatives([resolve((question + 1)..<index, next), resolve((index + 1)..<range.upperBound, next)])
                }
                depth -= 1
            }
        }
        return nil
    }

    /// `a ?? b` (Swift), `a ?: b` (Kotlin): either.
    private func coalescing(_ range: Range<Int>, _ source: SourceTokens, _ context: ResolutionContext) -> CodeValue? {
        for index in topLevel(range, source) where source.isByte(index, UInt8(ascii: "?")) && index > range.lowerBound {
            let second = index + 1
            let isCoalescing = source.touches(index, second)
                && (source.isByte(second, UInt8(ascii: "?")) || (source.language == .kotlin && source.isByte(second, UInt8(ascii: ":"))))
            guard isCoalescing else { continue }
            let next = context.deeper()
            let left = resolve(range.lowerBound..<index, next)
            let right = resolve((second + 1)..<range.upperBound, next)
            if left.isNothing { return right }
            if case .runTime = left, right.constantString == "" { return left }
            return .alternatives([left, right])
        }
        return nil
    }

    /// `"@" + handle`: a string when every part is one, else run-time data.
    private func concatenation(_ range: Range<Int>, _ source: SourceTokens, _ context: ResolutionContext) -> CodeValue? {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        for index in topLevel(range, source) where source.isByte(index, UInt8(ascii: "+")) && index > range.lowerBound {
            if source.isByte(index + 1, UInt8(ascii: "=")) || source.isByte(index + 1, UInt8(ascii: "+")) { continue }
            if source.isByte(index - 1, UInt8(ascii: "+")) { continue }
            parts.append(start..<index)
            start = index + 1
        }
        guard !parts.isEmpty else { return nil }
        parts.append(start..<range.upperBound)
        var text = ""
        var constant = true
        for part in parts {
            let value = resolve(part, context.deeper())
            if let string = value.constantString {
                text += string
            } else {
                constant = false
                if case .runTime(let pattern, _) = value { text += pattern } else { text += "%@" }
            }
        }
        let location = self.location(context.file, range.lowerBound)
        return constant ? .string(text, location) : .runTime(pattern: text, location)
    }

    /// Kotlin `if (c) a else b` and `when (x) { ... -> a }` as values.
    private func kotlinBranches(_ range: Range<Int>, _ source: SourceTokens, _ context: ResolutionContext) -> CodeValue? {
        guard source.language == .kotlin else { return nil }
        let first = range.lowerBound
        if source.isIdentifier(first, "if"), source.isByte(first + 1, UInt8(ascii: "(")) {
            let thenStart = source.after(first + 1)
            guard let elseIndex = topLevel(thenStart..<range.upperBound, source).first(where: { source.isIdentifier($0, "else") })
            else { return nil }
            let next = context.deeper()
            return .alternatives([resolve(unbraced(thenStart..<elseIndex, source), next),
                                  resolve(unbraced((elseIndex + 1)..<range.upperBound, source), next)])
        }
        if source.isIdentifier(first, "when") {
            var brace = first + 1
            if source.isByte(brace, UInt8(ascii: "(")) { brace = source.after(brace) }
            guard source.isByte(brace, UInt8(ascii: "{")), let close = source.close(of: brace) else { return nil }
            var values: [CodeValue] = []
            var index = brace + 1
            while index < close {
                if source.isByte(index, UInt8(ascii: "-")), source.isByte(index + 1, UInt8(ascii: ">")), source.touches(index, index + 1) {
                    let end = source.expressionEnd(from: index + 2, limit: close)
                    values.append(resolve(unbraced((index + 2)..<end, source), context.deeper()))
                    index = max(end, index + 2)
                    continue
                }
                index = source.after(index)
            }
            return values.isEmpty ? nil : .alternatives(values)
        }
        return nil
    }

    /// `{ a }` as the branch of an expression: its contents.
    func unbraced(_ range: Range<Int>, _ source: SourceTokens) -> Range<Int> {
        if source.isByte(range.lowerBound, UInt8(ascii: "{")), let close = source.close(of: range.lowerBound),
           close == range.upperBound - 1 {
            return (range.lowerBound + 1)..<close
        }
        return range
    }

    private func primary(_ range: Range<Int>, _ source: SourceTokens, _ context: ResolutionContext) -> CodeValue {
        let first = range.lowerBound
        // Adjacent literals join: `@"a" @"b"`, `"a" "b"`.
        if (first..<range.upperBound).allSatisfy({ source[$0].kind == .string }) {
            let values = (first..<range.upperBound).map { literalValue($0, source, context) }
            if values.count == 1 { return values[0] }
            if values.allSatisfy({ $0.constantString != nil }) {
                return .string(values.compactMap(\.constantString).joined(), location(context.file, first))
            }
            return .runTime(pattern: "%@", location(context.file, first))
        }
        if range.count == 1 {
            let token = source[first]
            switch token.kind {
            case .identifier:
                if Words.nothing.contains(where: { source.isIdentifier(first, $0) }) { return .nothing }
                return identifierValue(first, leadingDot: false, context)
            case .number, .character:
                return .runTime(pattern: "%@", location(context.file, first))
            default:
                return .runTime(pattern: "%@", nil)
            }
        }
        // `(expression)`.
        if source.isByte(first, UInt8(ascii: "(")), source.close(of: first) == range.upperBound - 1 {
            return resolve((first + 1)..<(range.upperBound - 1), context.deeper())
        }
        // Objective-C boxing `@(...)`, `@[...]`.
        if source.isByte(first, UInt8(ascii: "@")), range.count > 1, source[first + 1].kind == .open {
            return resolve((first + 1)..<range.upperBound, context.deeper())
        }
        if source.isByte(first, UInt8(ascii: "[")), source.close(of: first) == range.upperBound - 1 {
            if source.language == .objectiveC, let message = source.message(at: first) {
                return messageValue(message, at: first, context)
            }
            return .runTime(pattern: "%@", location(context.file, first))
        }
        // `{ ... }()`: what the closure returns.
        if source.isByte(first, UInt8(ascii: "{")), let close = source.close(of: first), close + 1 < range.upperBound,
           source.isByte(close + 1, UInt8(ascii: "(")) {
            return returnedValue(body: (first + 1)..<close, file: context.file, context.deeper())
        }
        // Java `new Foo(...)`.
        if source.isIdentifier(first, "new") {
            return chainValue((first + 1)..<range.upperBound, source, context)
        }
        return chainValue(range, source, context)
    }

    /// A string literal: plain, or with interpolations (constants and `rawValue` are read, the rest is data).
    func literalValue(_ token: Int, _ source: SourceTokens, _ context: ResolutionContext) -> CodeValue {
        guard let literal = source.literal(token) else { return .runTime(pattern: "%@", nil) }
        let location = self.location(context.file, token)
        if let text = literal.plainText { return .string(text, location) }
        var text = ""
        var constant = true
        for piece in literal.pieces {
            switch piece {
            case .text(let part):
                text += part
            case .interpolation(let bytes):
                if let value = interpolationValue(bytes, source, context) {
                    text += value
                } else {
                    text += "%@"
                    constant = false
                }
            }
        }
        return constant ? .string(text, location) : .runTime(pattern: text, location)
    }

    /// An interpolated `rawValue` of the enum case `self` is, or a constant of the app; else nil.
    private func interpolationValue(_ bytes: Range<Int32>, _ source: SourceTokens, _ context: ResolutionContext) -> String? {
        let slice = Array(source.bytes[Int(bytes.lowerBound)..<Int(min(bytes.upperBound, Int32(source.bytes.count)))])
        guard slice.count < 200, let snippet = try? source.language.tokenize(slice), snippet.count > 0 else { return nil }
        var names: [String] = []
        var position = 0
        while position < snippet.count {
            guard snippet[position].kind == .identifier else { return nil }
            names.append(snippet.text(position))
            position += 1
            if position < snippet.count {
                guard snippet.isByte(position, UInt8(ascii: ".")) else { return nil }
                position += 1
            }
        }
        if names.first == "self" { names.removeFirst() }
        if names == ["rawValue"], let selfCase = context.selfCase { return selfCase.rawValue ?? selfCase.name }
        // A name bound elsewhere (an element of the array a loop runs over, a caller's argument).
        if let first = names.first, let binding = context.bindings[first], names.count <= 2 {
            guard names.count == 2 else { return resolve(binding.range, binding.context.deeper()).constantString }
            let member = Component(name: names[1], token: 0, call: nil, leadingDot: false)
            return boundMemberValue(binding, members: [member], source, context.deeper(),
                                    SourceLocation(file: paths[context.file], line: 0, column: 0)).constantString
        }
        guard let name = names.last, !names.isEmpty else { return nil }
        let found = index.named(name, qualifier: Array(names.dropLast()), strict: names.count > 1)
            .filter { $0.kind == .constant || $0.kind == .enumCase }
        guard found.count == 1 else { return nil }
        return declarationValue(found[0], call: nil, context.deeper()).constantString
    }
}
