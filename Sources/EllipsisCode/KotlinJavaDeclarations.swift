/// Kotlin declarations: classes, objects (a companion object adds no name),
/// `fun` with parameters and a body or `= expression`, `val`/`var` with an
/// initializer or a getter.
enum KotlinDeclarations {
    static func scan(_ source: SourceTokens, file: Int, into found: inout [Declaration],
                     types: inout [(Range<Int>, [String])]) {
        scope(source, 0..<source.count, container: [], file: file, found: &found, types: &types)
    }

    private static func scope(_ source: SourceTokens, _ range: Range<Int>, container: [String], file: Int,
                              found: inout [Declaration], types: inout [(Range<Int>, [String])]) {
        var index = range.lowerBound
        let limit = range.upperBound
        while index < limit {
            let token = source[index]
            if token.kind == .open {
                index = source.after(index)
                continue
            }
            guard token.kind == .identifier else {
                index += 1
                continue
            }
            let afterColons = index >= 2 && source.isByte(index - 1, UInt8(ascii: ":")) && source.isByte(index - 2, UInt8(ascii: ":"))
            if !afterColons, source.isIdentifier(index, "class") || source.isIdentifier(index, "interface")
                || source.isIdentifier(index, "object") {
                let companion = index > 0 && source.isIdentifier(index - 1, "companion")
                var path = container
                var nameEnd = index + 1
                if nameEnd < limit, source[nameEnd].kind == .identifier, !companion || !source.isByte(nameEnd, UInt8(ascii: "{")) {
                    if !companion { path.append(source.text(nameEnd)) }
                    nameEnd += 1
                    // A primary constructor, `class Entry(val kind: String, val title: String)`: which
                    // argument of `Entry(...)` each property holds.
                    if !companion, source.isByte(nameEnd, UInt8(ascii: "(")) {
                        let name = source.text(nameEnd - 1)
                        found.append(Declaration(kind: .type, name: name, hash: NameHash.of(name), container: container,
                                                 file: file, token: nameEnd - 1, parameters: parameters(source, open: nameEnd)))
                    }
                }
                guard let open = source.bodyOpen(from: nameEnd, limit: limit), let close = source.close(of: open) else {
                    index = nameEnd
                    continue
                }
                types.append(((open + 1)..<close, path))
                scope(source, (open + 1)..<close, container: path, file: file, found: &found, types: &types)
                index = close + 1
                continue
            }
            if source.isIdentifier(index, "fun") {
                index = function(source, index, limit: limit, container: container, file: file, found: &found)
                continue
            }
            if source.isIdentifier(index, "val") || source.isIdentifier(index, "var") {
                index = property(source, index, limit: limit, container: container, file: file, found: &found)
                continue
            }
            index += 1
        }
    }

    private static func function(_ source: SourceTokens, _ start: Int, limit: Int, container: [String], file: Int,
                                 found: inout [Declaration]) -> Int {
        var index = start + 1
        var nameIndex = -1
        while index < limit, !source.isByte(index, UInt8(ascii: "(")), index - start < 24 {
            if source[index].kind == .identifier { nameIndex = index }
            index += 1
        }
        guard nameIndex >= 0, source.isByte(index, UInt8(ascii: "(")), let close = source.close(of: index) else {
            return index
        }
        let name = source.text(nameIndex)
        var declaration = Declaration(kind: .function, name: name, hash: NameHash.of(name), container: container,
                                      file: file, token: nameIndex, parameters: parameters(source, open: index))
        var cursor = close + 1
        // `: Type` before the body.
        while cursor < limit, !source.isByte(cursor, UInt8(ascii: "{")), !source.isAssignment(cursor),
              source[cursor].line == source[close].line {
            cursor = source.after(cursor)
        }
        if source.isByte(cursor, UInt8(ascii: "{")), let bodyClose = source.close(of: cursor) {
            declaration.value = (cursor + 1)..<bodyClose
            found.append(declaration)
            return bodyClose + 1
        }
        if source.isAssignment(cursor) {
            let end = source.expressionEnd(from: cursor + 1, limit: limit)
            declaration.value = (cursor + 1)..<end
            found.append(declaration)
            return max(end, cursor + 1)
        }
        found.append(declaration)
        return close + 1
    }

    /// `(app: Context, label: String = "")`, annotations and `vararg` allowed.
    static func parameters(_ source: SourceTokens, open: Int) -> [Declaration.Parameter] {
        source.arguments(ofCallAt: open).compactMap { argument in
            var index = argument.range.lowerBound
            while index < argument.range.upperBound {
                if source[index].kind == .identifier, source.isByte(index + 1, UInt8(ascii: ":")) {
                    let name = source.text(index)
                    return Declaration.Parameter(label: name, name: name)
                }
                index += 1
            }
            return nil
        }
    }

    private static func property(_ source: SourceTokens, _ start: Int, limit: Int, container: [String], file: Int,
                                 found: inout [Declaration]) -> Int {
        var nameIndex = start + 1
        // An extension property `val String.x`.
        while nameIndex + 2 < limit, source[nameIndex].kind == .identifier, source.isByte(nameIndex + 1, UInt8(ascii: ".")) {
            nameIndex += 2
        }
        guard nameIndex < limit, source[nameIndex].kind == .identifier else { return start + 1 }
        let name = source.text(nameIndex)
        var index = nameIndex + 1
        if source.isByte(index, UInt8(ascii: ":")) {
            index += 1
            while index < limit, !source.isAssignment(index), source[index].line == source[nameIndex].line,
                  source[index].kind != .close, !source.isIdentifier(index, "get"), !source.isByte(index, UInt8(ascii: "{")) {
                index = source.after(index)
            }
        }
        var declaration = Declaration(kind: .constant, name: name, hash: NameHash.of(name), container: container,
                                      file: file, token: nameIndex)
        if source.isAssignment(index) {
            let end = source.expressionEnd(from: index + 1, limit: limit)
            declaration.value = (index + 1)..<end
            found.append(declaration)
            return max(end, index + 1)
        }
        // `get() = expression` or `get() { ... }` on the next lines.
        if source.isIdentifier(index, "get"), source.isByte(index + 1, UInt8(ascii: "(")) {
            let afterParens = source.after(index + 1)
            declaration.kind = .computed
            if source.isAssignment(afterParens) {
                let end = source.expressionEnd(from: afterParens + 1, limit: limit)
                declaration.value = (afterParens + 1)..<end
                found.append(declaration)
                return max(end, afterParens + 1)
            }
            if source.isByte(afterParens, UInt8(ascii: "{")), let close = source.close(of: afterParens) {
                declaration.value = (afterParens + 1)..<close
                found.append(declaration)
                return close + 1
            }
        }
        found.append(declaration)
        return index
    }
}

/// Java declarations: classes, interfaces and enums, fields with
/// initializers (`static final String ID = "..."`), methods with their
/// parameters and bodies.
enum JavaDeclarations {
    static let notMethods: Set<String> = ["if", "for", "while", "switch", "catch", "synchronized", "return", "new",
                                          "else", "try", "throw", "super", "this", "assert"]

    static func scan(_ source: SourceTokens, file: Int, into found: inout [Declaration],
                     types: inout [(Range<Int>, [String])]) {
        scope(source, 0..<source.count, container: [], file: file, found: &found, types: &types)
    }

    private static func scope(_ source: SourceTokens, _ range: Range<Int>, container: [String], file: Int,
                              found: inout [Declaration], types: inout [(Range<Int>, [String])]) {
        var index = range.lowerBound
        let limit = range.upperBound
        while index < limit {
            let token = source[index]
            if token.kind == .open {
                index = source.after(index)
                continue
            }
            guard token.kind == .identifier else {
                index += 1
                continue
            }
            let afterDot = index > 0 && source.isByte(index - 1, UInt8(ascii: "."))
            if !afterDot, Words.javaTypes.contains(where: { source.isIdentifier(index, $0) }),
               index + 1 < limit, source[index + 1].kind == .identifier {
                let path = container + [source.text(index + 1)]
                guard let open = source.bodyOpen(from: index + 2, limit: limit), let close = source.close(of: open) else {
                    index += 2
                    continue
                }
                types.append(((open + 1)..<close, path))
                scope(source, (open + 1)..<close, container: path, file: file, found: &found, types: &types)
                index = close + 1
                continue
            }
            let previousIsType = index > 0 && (source[index - 1].kind == .identifier
                || source.isByte(index - 1, UInt8(ascii: ">")) || source.isByte(index - 1, UInt8(ascii: "]")))
            let name = source.text(index)
            if previousIsType, !afterDot, source.isByte(index + 1, UInt8(ascii: "(")), !notMethods.contains(name),
               !(index > 0 && source.isIdentifier(index - 1, "new")), let close = source.close(of: index + 1) {
                var declaration = Declaration(kind: .function, name: name, hash: NameHash.of(name), container: container,
                                              file: file, token: index, parameters: parameters(source, open: index + 1))
                var cursor = close + 1
                while cursor < limit, source[cursor].kind == .identifier || source.isByte(cursor, UInt8(ascii: ",")) {
                    cursor += 1
                }
                if source.isByte(cursor, UInt8(ascii: "{")), let bodyClose = source.close(of: cursor) {
                    declaration.value = (cursor + 1)..<bodyClose
                    found.append(declaration)
                    index = bodyClose + 1
                } else {
                    found.append(declaration)
                    index = cursor
                }
                continue
            }
            if previousIsType, !afterDot, source.isAssignment(index + 1) {
                let end = source.expressionEnd(from: index + 2, limit: limit)
                found.append(Declaration(kind: .constant, name: name, hash: NameHash.of(name), container: container,
                                         file: file, token: index, value: (index + 2)..<end))
                index = max(end, index + 2)
                continue
            }
            index += 1
        }
    }

    /// `(Context context, final String label)`: the last name of each parameter.
    static func parameters(_ source: SourceTokens, open: Int) -> [Declaration.Parameter] {
        source.arguments(ofCallAt: open).compactMap { argument in
            guard let last = argument.range.reversed().first(where: { source[$0].kind == .identifier }) else { return nil }
            return Declaration.Parameter(label: nil, name: source.text(last))
        }
    }
}
