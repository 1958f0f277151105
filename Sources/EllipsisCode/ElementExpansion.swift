import EllipsisCore

/// A `map`, `forEach` or `for` loop over an array written out in the code:
/// `[a, b].map { entry in ... }`, `entries.forEach { ... }` after
/// `let entries = [...]`, `for kind in Kind.allCases {`, Kotlin
/// `listOf(a, b).map { ... }`. The loop runs once per element, so a site in it
/// makes one action per element, with the element bound to the loop's name.
struct ElementExpansion {
    /// The loop's name for the element: `entry`, `$0`, `it`.
    var parameter: String
    var elements: [Binding]

    /// An array longer than this is not written out action by action.
    static let maximumElements = 8
    static let listCalls: [StaticString] = ["listOf", "arrayOf", "mutableListOf", "setOf", "asList", "of", "arrayListOf"]
}

extension SiteReader {
    /// The innermost loop around `token` in its body, when it runs over an array the code writes out.
    func expansion(file: Int, token: Int) -> ElementExpansion? {
        let source = files[file]
        let lower = index.enclosing(file: file, token: token)?.value?.lowerBound ?? 0
        var open = Int(source.enclosing[token])
        while open >= 0, open >= lower - 1 {
            if let (parameter, receiver) = loopHead(open, source) {
                guard !parameter.isEmpty, let elements = elements(receiver, file: file, before: open, depth: 0) else { return nil }
                return ElementExpansion(parameter: parameter, elements: elements)
            }
            open = Int(source.enclosing[open])
        }
        return nil
    }

    /// The element name and sequence of a loop that opens at `open`, nil when `open` starts no loop.
    private func loopHead(_ open: Int, _ source: SourceTokens) -> (String, Range<Int>)? {
        if source.isByte(open, UInt8(ascii: "{")) {
            let before = open - 1
            if MultiplicityReader.mapNames.contains(where: { source.isIdentifier(before, $0) }) {
                guard let receiver = receiver(ofMemberAt: before, source) else { return ("", 0..<0) }
                return (closureParameter(open, source), receiver)
            }
            // SwiftUI `ForEach(items) { item in ... }`, `ForEach(items, id: \.self) { ... }`.
            if source.isByte(before, UInt8(ascii: ")")), let paren = source.open(of: before),
               source.isIdentifier(paren - 1, "ForEach") {
                guard let first = source.arguments(ofCallAt: paren).first, first.label == nil else { return ("", 0..<0) }
                return (closureParameter(open, source), first.range)
            }
            return forLoop(open, source)
        }
        // Java and Kotlin `items.forEach(item -> ...)`.
        if source.isByte(open, UInt8(ascii: "(")), MultiplicityReader.mapNames.contains(where: { source.isIdentifier(open - 1, $0) }) {
            guard let receiver = receiver(ofMemberAt: open - 1, source) else { return ("", 0..<0) }
            let arrow = source.isByte(open + 2, UInt8(ascii: "-")) && source.isByte(open + 3, UInt8(ascii: ">"))
            return (arrow && source[open + 1].kind == .identifier ? source.text(open + 1) : "", receiver)
        }
        return nil
    }

    /// `items` in `items.map`, `[a, b]` in `[a, b].map`, `Kind.allCases` in `Kind.allCases.forEach`.
    private func receiver(ofMemberAt name: Int, _ source: SourceTokens) -> Range<Int>? {
        guard name >= 2, source.isByte(name - 1, UInt8(ascii: ".")) else { return nil }
        let last = name - 2
        var first = last
        if let open = source.open(of: first) {
            first = open
            if first > 0, source[first - 1].kind == .identifier { first -= 1 }
        }
        while first > 1, source.isByte(first - 1, UInt8(ascii: ".")), source[first - 2].kind == .identifier {
            first -= 2
        }
        return first..<(last + 1)
    }

    /// `entry in`, `(entry) in`, `[weak self] entry in`, Kotlin `entry ->`; else `$0` or `it`.
    private func closureParameter(_ open: Int, _ source: SourceTokens) -> String {
        var index = open + 1
        if source.isByte(index, UInt8(ascii: "[")), let close = source.close(of: index) { index = close + 1 }
        if source.isByte(index, UInt8(ascii: "(")), source[index + 1].kind == .identifier,
           source.isByte(index + 2, UInt8(ascii: ")")) || source.isByte(index + 2, UInt8(ascii: ",")) {
            index += 1
        }
        if source[index].kind == .identifier {
            let next = source.isByte(index + 1, UInt8(ascii: ")")) ? index + 2 : index + 1
            if source.isIdentifier(next, "in") || source.isByte(next, UInt8(ascii: ",")) { return source.text(index) }
            if source.isByte(next, UInt8(ascii: "-")), source.isByte(next + 1, UInt8(ascii: ">")) { return source.text(index) }
        }
        return source.language == .kotlin ? "it" : "$0"
    }

    /// `for entry in items {`, Kotlin `for (entry in items) {`, Java `for (Entry entry : items) {`.
    private func forLoop(_ open: Int, _ source: SourceTokens) -> (String, Range<Int>)? {
        var start = open - 1
        let line = source[open].line
        while start > 0, source[start - 1].line == line, !source.isByte(start - 1, UInt8(ascii: "{")),
              !source.isByte(start - 1, UInt8(ascii: "}")), !source.isByte(start - 1, UInt8(ascii: ";")) {
            start -= 1
        }
        guard source.isIdentifier(start, "for") else { return nil }
        var cursor = start + 1
        var end = open
        if source.isByte(cursor, UInt8(ascii: "(")), let close = source.close(of: cursor), close == open - 1 {
            cursor += 1
            end = close
        }
        var name: Int?
        var sequence: Int?
        while cursor < end {
            if source.isIdentifier(cursor, "in") || (source.language == .java && source.isByte(cursor, UInt8(ascii: ":"))) {
                name = cursor - 1
                sequence = cursor + 1
                break
            }
            cursor = source.after(cursor)
        }
        guard let name, let sequence, source[name].kind == .identifier, sequence < end else { return ("", 0..<0) }
        return (source.text(name), sequence..<end)
    }

    /// The elements of an array the code writes out, read where it is written: a
    /// literal, a list call, a local or a constant holding one, an enum's `allCases`.
    private func elements(_ range: Range<Int>, file: Int, before limit: Int, depth: Int) -> [Binding]? {
        let source = files[file]
        guard depth < 3, !range.isEmpty else { return nil }
        let context = resolver.context(file: file, token: range.lowerBound)
        func bindings(_ arguments: [Argument]) -> [Binding]? {
            guard (1...ElementExpansion.maximumElements).contains(arguments.count),
                  arguments.allSatisfy({ $0.label == nil }) else { return nil }
            return arguments.map { Binding(range: $0.range, context: context) }
        }
        let first = range.lowerBound, last = range.upperBound - 1
        // `[a, b]`: not a dictionary (`[k: v]`), which Swift's argument reader would label.
        if source.isByte(first, UInt8(ascii: "[")), source.close(of: first) == last {
            return bindings(source.arguments(ofCallAt: first))
        }
        if source.isByte(last, UInt8(ascii: ")")), let open = source.open(of: last), open > first,
           ElementExpansion.listCalls.contains(where: { source.isIdentifier(open - 1, $0) }) {
            return bindings(source.arguments(ofCallAt: open))
        }
        var names = range
        if names.count >= 3, source.isIdentifier(names.lowerBound, "self") || source.isIdentifier(names.lowerBound, "this"),
           source.isByte(names.lowerBound + 1, UInt8(ascii: ".")) {
            names = (names.lowerBound + 2)..<names.upperBound
        }
        if names.count == 3, source.isIdentifier(names.upperBound - 1, "allCases") || source.isIdentifier(names.upperBound - 1, "entries"),
           source.isByte(names.lowerBound + 1, UInt8(ascii: ".")) {
            return cases(of: source.text(names.lowerBound))
        }
        guard names.count == 1, source[names.lowerBound].kind == .identifier else { return nil }
        let name = Name(source.text(names.lowerBound))
        if let assigned = assignedValue(name, before: limit, file: file) {
            return elements(assigned, file: file, before: assigned.lowerBound, depth: depth + 1)
        }
        let constants = index.named(name.text).filter { $0.kind == .constant && $0.value != nil }
        guard let constant = resolver.best(constants, context), let value = constant.value else { return nil }
        return elements(value, file: constant.file, before: value.lowerBound, depth: depth + 1)
    }

    /// The cases of an enum the app declares, each bound to its name.
    private func cases(of type: String) -> [Binding]? {
        let found = index.declarations.filter { $0.kind == .enumCase && $0.container.last == type }
        guard (1...ElementExpansion.maximumElements).contains(found.count) else { return nil }
        return found.map { Binding(range: $0.token..<($0.token + 1), context: resolver.context(file: $0.file, token: $0.token)) }
    }

    /// What `let name = ...` (or `val`, `var`) assigns last before `limit` in the same body; nil when
    /// the name is assigned anywhere else after it (a mutable array grows at run time).
    private func assignedValue(_ name: Name, before limit: Int, file: Int) -> Range<Int>? {
        let source = files[file]
        let scope = index.enclosing(file: file, token: limit)?.value ?? 0..<limit
        var found: Range<Int>?
        var index = scope.lowerBound
        while index < min(limit, scope.upperBound) {
            defer { index += 1 }
            guard source.isIdentifier(index, name), index > 0,
                  Words.bindings.contains(where: { source.isIdentifier(index - 1, $0) }) else { continue }
            var equals = index + 1
            if source.isByte(equals, UInt8(ascii: ":")) {
                while equals < limit, !source.isAssignment(equals), source[equals].line == source[index].line { equals = source.after(equals) }
            }
            guard source.isAssignment(equals) else { continue }
            let end = source.expressionEnd(from: equals + 1, limit: scope.upperBound)
            guard end > equals + 1 else { continue }
            // `var items = [...]` then `items.append(...)`: not a written-out array.
            let grows = (end..<min(limit, scope.upperBound)).contains { at in
                guard source.isIdentifier(at, name) else { return false }
                if source.isAssignment(at + 1) || source.isByte(at + 1, UInt8(ascii: "+")) { return true }
                return source.isByte(at + 1, UInt8(ascii: ".")) && Words.appending.contains { source.isIdentifier(at + 2, $0) }
            }
            if grows { return nil }
            found = (equals + 1)..<end
        }
        return found
    }
}
