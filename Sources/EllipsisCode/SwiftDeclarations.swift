/// Finds Swift declarations: types and extensions (for container paths),
/// `let`/`var` with initializers, computed properties, functions and
/// initializers with their parameters, and enum cases with raw values.
/// Function bodies are not searched for declarations (their locals are
/// looked up where they are used).
enum SwiftDeclarations {
    static let typeKeywords: [StaticString] = ["enum", "struct", "class", "extension", "actor", "protocol"]

    static func scan(_ source: SourceTokens, file: Int, into found: inout [Declaration],
                     types: inout [(Range<Int>, [String])]) {
        scope(source, 0..<source.count, container: [], enumRawType: nil, file: file, found: &found, types: &types)
    }

    private static func scope(_ source: SourceTokens, _ range: Range<Int>, container: [String], enumRawType: String??,
                              file: Int, found: inout [Declaration], types: inout [(Range<Int>, [String])]) {
        var index = range.lowerBound
        while index < range.upperBound {
            let token = source[index]
            if token.kind == .open {
                index = source.after(index)
                continue
            }
            guard token.kind == .identifier else {
                index += 1
                continue
            }
            if let keyword = typeKeywords.first(where: { source.isIdentifier(index, $0) }),
               !(keyword.description == "class" && isMemberIntroducer(source, index + 1)),
               source.index(after: index, isIdentifierBefore: range.upperBound) {
                index = typeDeclaration(source, index, keyword: keyword.description, limit: range.upperBound,
                                        container: container, file: file, found: &found, types: &types)
                continue
            }
            if source.isIdentifier(index, "func") || source.isIdentifier(index, "init") || source.isIdentifier(index, "subscript") {
                index = function(source, index, limit: range.upperBound, container: container, file: file, found: &found)
                continue
            }
            if source.isIdentifier(index, "let") || source.isIdentifier(index, "var") {
                index = property(source, index, limit: range.upperBound, container: container, file: file, found: &found)
                continue
            }
            if let enumRawType, source.isIdentifier(index, "case") {
                index = enumCases(source, index, limit: range.upperBound, rawType: enumRawType, container: container,
                                  file: file, found: &found)
                continue
            }
            index += 1
        }
    }

    /// `class func`, `class var`: a member, not a class.
    private static func isMemberIntroducer(_ source: SourceTokens, _ index: Int) -> Bool {
        ["func", "var", "let", "subscript", "override", "final", "private", "fileprivate", "public", "internal", "open"]
            .contains { source.isIdentifier(index, $0) }
    }

    private static func typeDeclaration(_ source: SourceTokens, _ start: Int, keyword: String, limit: Int,
                                        container: [String], file: Int, found: inout [Declaration],
                                        types: inout [(Range<Int>, [String])]) -> Int {
        var index = start + 1
        var names: [String] = []
        while index < limit, source[index].kind == .identifier {
            names.append(source.text(index))
            if index + 2 < limit, source.isByte(index + 1, UInt8(ascii: ".")), source[index + 2].kind == .identifier {
                index += 2
            } else {
                index += 1
                break
            }
        }
        guard !names.isEmpty else { return start + 1 }
        // An enum's raw type is the first inherited type: `enum Shortcut: String`.
        var rawType: String?? = nil
        if keyword == "enum" {
            rawType = .some(nil)
            var cursor = index
            if source.isByte(cursor, UInt8(ascii: "<")) {
                while cursor < limit, !source.isByte(cursor, UInt8(ascii: ">")) { cursor += 1 }
                cursor += 1
            }
            if source.isByte(cursor, UInt8(ascii: ":")), source[cursor + 1].kind == .identifier {
                rawType = .some(source.text(cursor + 1))
            }
        }
        guard let open = source.bodyOpen(from: index, limit: limit), let close = source.close(of: open) else {
            return index
        }
        let path = keyword == "extension" ? names : container + names
        found.append(Declaration(kind: .type, name: names.last ?? "", hash: NameHash.of(names.last ?? ""),
                                 container: container, file: file, token: start + 1, value: (open + 1)..<close))
        types.append(((open + 1)..<close, path))
        scope(source, (open + 1)..<close, container: path, enumRawType: rawType, file: file, found: &found, types: &types)
        return close + 1
    }

    private static func function(_ source: SourceTokens, _ start: Int, limit: Int, container: [String], file: Int,
                                 found: inout [Declaration]) -> Int {
        var index = start + 1
        var name = source.text(start)
        if !source.isIdentifier(start, "init"), !source.isIdentifier(start, "subscript") {
            guard index < limit else { return index }
            name = source[index].kind == .identifier ? source.text(index) : ""
            index += 1
        }
        // Generic parameters, `init?`, `init!`.
        while index < limit, !source.isByte(index, UInt8(ascii: "(")), source[index].kind != .open,
              source[index].line == source[start].line, index - start < 40 {
            index += 1
        }
        guard source.isByte(index, UInt8(ascii: "(")), let paramsClose = source.close(of: index) else { return index }
        let parameters = Self.parameters(source, open: index)
        var declaration = Declaration(kind: .function, name: name, hash: NameHash.of(name), container: container,
                                      file: file, token: start + 1, parameters: parameters)
        guard let open = source.bodyOpen(from: paramsClose + 1, limit: limit, stopAtLineEnd: true),
              let close = source.close(of: open) else {
            if !name.isEmpty { found.append(declaration) }
            return paramsClose + 1
        }
        declaration.value = (open + 1)..<close
        if !name.isEmpty { found.append(declaration) }
        return close + 1
    }

    /// `(_ key: String, tableName: String? = nil, fallback value: String)`.
    static func parameters(_ source: SourceTokens, open: Int) -> [Declaration.Parameter] {
        source.arguments(ofCallAt: open).compactMap { argument -> Declaration.Parameter? in
            // `arguments` reads `label:`; a parameter is `label name: Type` or `name: Type`.
            if let label = argument.label {
                return Declaration.Parameter(label: label == "_" ? nil : label, name: label)
            }
            let range = argument.range
            guard range.count >= 2, source[range.lowerBound].kind == .identifier,
                  source[range.lowerBound + 1].kind == .identifier else { return nil }
            let label = source.text(range.lowerBound)
            return Declaration.Parameter(label: label == "_" ? nil : label, name: source.text(range.lowerBound + 1))
        }
    }

    private static func property(_ source: SourceTokens, _ start: Int, limit: Int, container: [String], file: Int,
                                 found: inout [Declaration]) -> Int {
        let nameIndex = start + 1
        guard nameIndex < limit, source[nameIndex].kind == .identifier else { return start + 1 }
        let name = source.text(nameIndex)
        var index = nameIndex + 1
        // A type annotation on the same line: `: [String: Int]`, `: String?`, `: some View`.
        if source.isByte(index, UInt8(ascii: ":")) {
            index += 1
            while index < limit, !source.isAssignment(index), !source.isByte(index, UInt8(ascii: "{")),
                  source[index].line == source[nameIndex].line, source[index].kind != .close {
                index = source.after(index)
            }
        }
        var declaration = Declaration(kind: .constant, name: name, hash: NameHash.of(name), container: container,
                                      file: file, token: nameIndex)
        if source.isAssignment(index) {
            let end = source.expressionEnd(from: index + 1, limit: limit)
            declaration.value = (index + 1)..<end
            found.append(declaration)
            // Observers after the initializer: `var x = 0 { didSet { } }`.
            if source.isByte(end, UInt8(ascii: "{")), source[end].line == source[max(end - 1, 0)].line {
                return source.after(end)
            }
            return max(end, index + 1)
        }
        if source.isByte(index, UInt8(ascii: "{")), let close = source.close(of: index) {
            declaration.kind = .computed
            declaration.value = (index + 1)..<close
            found.append(declaration)
            return close + 1
        }
        found.append(declaration)
        return index
    }

    private static func enumCases(_ source: SourceTokens, _ start: Int, limit: Int, rawType: String?,
                                  container: [String], file: Int, found: inout [Declaration]) -> Int {
        var index = start + 1
        while index < limit, source[index].kind == .identifier {
            let name = source.text(index)
            let nameIndex = index
            index += 1
            if source.isByte(index, UInt8(ascii: "(")) { index = source.after(index) }
            var raw: String?
            if source.isAssignment(index), let literal = source.literal(index + 1) {
                raw = literal.plainText
                index += 2
            } else if source.isAssignment(index) {
                index += 2
            } else if rawType == "String" {
                raw = name
            }
            found.append(Declaration(kind: .enumCase, name: name, hash: NameHash.of(name), container: container,
                                     file: file, token: nameIndex, rawValue: raw))
            guard source.isByte(index, UInt8(ascii: ",")) else { break }
            index += 1
        }
        return index
    }
}

extension SourceTokens {
    /// Whether the token after `index` is an identifier before `limit` (a type's name).
    func index(after index: Int, isIdentifierBefore limit: Int) -> Bool {
        index + 1 < limit && tokens[index + 1].kind == .identifier
    }
}
