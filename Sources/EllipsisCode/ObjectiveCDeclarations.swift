/// Objective-C declarations: `#define` constants and macros, file-level
/// constants (`NSString *const kType = @"..."`), C functions, and methods of
/// `@implementation` blocks named by their first selector part.
enum ObjectiveCDeclarations {
    static let notFunctions: Set<String> = ["if", "for", "while", "switch", "return", "sizeof", "@selector", "catch"]

    static func scan(_ source: SourceTokens, file: Int, into found: inout [Declaration],
                     types: inout [(Range<Int>, [String])]) {
        var index = 0
        let limit = source.count
        var container: [String] = []
        var implementationStart = 0
        while index < limit {
            let token = source[index]
            if source.isIdentifier(index, "#define"), index + 1 < limit, source[index + 1].kind == .identifier,
               source[index + 1].line == token.line {
                index = define(source, index, file: file, found: &found)
                continue
            }
            if source.isByte(index, UInt8(ascii: "@")), index + 2 < limit {
                if source.isIdentifier(index + 1, "implementation") || source.isIdentifier(index + 1, "interface"),
                   source[index + 2].kind == .identifier {
                    container = [source.text(index + 2)]
                    implementationStart = index + 3
                    index += 3
                    continue
                }
                if source.isIdentifier(index + 1, "end") {
                    if !container.isEmpty { types.append((implementationStart..<index, container)) }
                    container = []
                    index += 2
                    continue
                }
            }
            let firstOnLine = index == 0 || source[index - 1].line < token.line
            if firstOnLine, source.isByte(index, UInt8(ascii: "-")) || source.isByte(index, UInt8(ascii: "+")),
               source.isByte(index + 1, UInt8(ascii: "(")) {
                index = method(source, index, container: container, file: file, found: &found)
                continue
            }
            if token.kind == .open {
                index = source.after(index)
                continue
            }
            if token.kind == .identifier, source.isByte(index + 1, UInt8(ascii: "(")), !notFunctions.contains(source.text(index)),
               index > 0, source[index - 1].kind == .identifier || source.isByte(index - 1, UInt8(ascii: "*")),
               let close = source.close(of: index + 1), source.isByte(close + 1, UInt8(ascii: "{")),
               let bodyClose = source.close(of: close + 1) {
                let name = source.text(index)
                let parameters = source.arguments(ofCallAt: index + 1).compactMap { argument -> Declaration.Parameter? in
                    guard let last = argument.range.reversed().first(where: { source[$0].kind == .identifier }) else { return nil }
                    return Declaration.Parameter(label: nil, name: source.text(last))
                }
                found.append(Declaration(kind: .function, name: name, hash: NameHash.of(name), container: container,
                                         file: file, token: index, value: (close + 2)..<bodyClose, parameters: parameters))
                index = bodyClose + 1
                continue
            }
            if token.kind == .identifier, source.isAssignment(index + 1), index > 0,
               source.isIdentifier(index - 1, "const") || source.isByte(index - 1, UInt8(ascii: "*"))
                || source[index - 1].kind == .identifier {
                let end = source.expressionEnd(from: index + 2, limit: limit)
                let name = source.text(index)
                found.append(Declaration(kind: .constant, name: name, hash: NameHash.of(name), container: container,
                                         file: file, token: index, value: (index + 2)..<end))
                index = max(end, index + 2)
                continue
            }
            index += 1
        }
    }

    /// `#define NAME value` or `#define NAME(a, b) value`: the rest of the line.
    private static func define(_ source: SourceTokens, _ start: Int, file: Int, found: inout [Declaration]) -> Int {
        let line = source[start].line
        let nameIndex = start + 1
        var valueStart = nameIndex + 1
        var parameters: [Declaration.Parameter] = []
        var kind = Declaration.Kind.constant
        if source.isByte(valueStart, UInt8(ascii: "(")), source.touches(nameIndex, valueStart),
           let close = source.close(of: valueStart) {
            kind = .function
            parameters = source.arguments(ofCallAt: valueStart).compactMap { argument in
                argument.range.first.map { Declaration.Parameter(label: nil, name: source.text($0)) }
            }
            valueStart = close + 1
        }
        var end = valueStart
        while end < source.count, source[end].line == line { end = source.after(end) }
        let name = source.text(nameIndex)
        found.append(Declaration(kind: kind, name: name, hash: NameHash.of(name), container: [], file: file,
                                 token: nameIndex, value: valueStart..<min(end, source.count), parameters: parameters))
        return max(end, nameIndex + 1)
    }

    /// `- (Type)first:(T)a second:(T)b { body }`.
    private static func method(_ source: SourceTokens, _ start: Int, container: [String], file: Int,
                               found: inout [Declaration]) -> Int {
        var index = source.after(start + 1)
        guard index < source.count, source[index].kind == .identifier else { return index }
        let nameIndex = index
        var parts: [String] = []
        var parameters: [Declaration.Parameter] = []
        while index < source.count, source[index].kind == .identifier {
            let part = source.text(index)
            if source.isByte(index + 1, UInt8(ascii: ":")) {
                index += 2
                if source.isByte(index, UInt8(ascii: "(")) { index = source.after(index) }
                guard index < source.count, source[index].kind == .identifier else { break }
                parts.append(part + ":")
                parameters.append(Declaration.Parameter(label: part, name: source.text(index)))
                index += 1
            } else {
                if parts.isEmpty { parts.append(part) }
                index += 1
                break
            }
        }
        let name = source.text(nameIndex)
        var declaration = Declaration(kind: .function, name: name, hash: NameHash.of(name), container: container,
                                      file: file, token: nameIndex, parameters: parameters, selector: parts.joined())
        // Attributes such as `NS_AVAILABLE_IOS(13.0)` may stand before the body.
        while index < source.count, !source.isByte(index, UInt8(ascii: "{")), !source.isByte(index, UInt8(ascii: ";")),
              !(source.isByte(index, UInt8(ascii: "-")) && source[index].line > source[start].line) {
            index = source.after(index)
        }
        if source.isByte(index, UInt8(ascii: "{")), let close = source.close(of: index) {
            declaration.value = (index + 1)..<close
            found.append(declaration)
            return close + 1
        }
        found.append(declaration)
        return index + 1
    }
}
