/// Finds the app's own localization functions by their body: a function
/// (or a computed property of `String`) that makes a localization call
/// whose key is one of its parameters (or `self`). `MZLocalizedString(key:
/// tableName:value:comment:)`, SwiftGen's `tr(_:_:_:fallback:)`, `var
/// localized: String { NSLocalizedString(self, comment: "") }`. A wrapper of
/// a wrapper is found in a later round.
enum WrapperDetection {
    static let rounds = 3

    static func detect(files: [SourceTokens], index: DeclarationIndex,
                       forms: inout [SourceLanguage: LocalizationForms]) {
        for _ in 0..<rounds {
            var added = false
            for declaration in index.declarations where declaration.kind == .function || declaration.kind == .computed {
                guard let body = declaration.value else { continue }
                let source = files[declaration.file]
                guard let familyForms = forms[source.language],
                      familyForms.form(named: declaration.name, arguments: []) == nil,
                      let form = wrapperForm(declaration, body: body, source, familyForms) else { continue }
                forms[source.language]?.add(form)
                added = true
            }
            if !added { break }
        }
    }

    private static func wrapperForm(_ declaration: Declaration, body: Range<Int>, _ source: SourceTokens,
                                    _ forms: LocalizationForms) -> LocalizationForm? {
        guard let (inner, arguments) = firstLocalizationCall(body, source, forms) else { return nil }
        func parameterSlots(_ slots: [LocalizationForm.Slot]) -> (slots: [LocalizationForm.Slot]?, literal: String?, found: Bool) {
            for slot in slots {
                var range: Range<Int>?
                switch slot {
                case .position(let position):
                    if position < arguments.count, arguments[position].label == nil || source.language != .swift {
                        range = arguments[position].range
                    }
                case .label(let label):
                    range = arguments.first { $0.label == label }?.range
                case .receiver:
                    range = nil
                }
                guard let range, !range.isEmpty else { continue }
                if source[range.lowerBound].kind == .string, range.count == 1 {
                    return (nil, source.literal(range.lowerBound)?.plainText, true)
                }
                guard source[range.lowerBound].kind == .identifier else { return (nil, nil, true) }
                let name = source.text(range.lowerBound)
                if name == "self", declaration.kind == .computed || declaration.parameters.isEmpty { return ([.receiver], nil, true) }
                guard let position = declaration.parameters.firstIndex(where: { $0.name == name }) else { return (nil, nil, true) }
                let parameter = declaration.parameters[position]
                switch source.language {
                case .swift:
                    return (parameter.label.map { [.label($0)] } ?? [.position(position)], nil, true)
                case .kotlin:
                    return ([.label(parameter.name), .position(position)], nil, true)
                case .java, .objectiveC:
                    return ([parameter.label.map { .label($0) } ?? .position(position)], nil, true)
                }
            }
            return (nil, nil, false)
        }
        let key = parameterSlots(inner.key)
        guard let keySlots = key.slots else { return nil }
        if keySlots == [.receiver], declaration.kind != .computed, !declaration.parameters.isEmpty { return nil }
        let table = parameterSlots(inner.table)
        let value = parameterSlots(inner.value)
        let formats = inner.formatArguments || hasVariadic(declaration, source) || mentionsFormat(body, source)
        return LocalizationForm(name: declaration.name, key: keySlots, table: table.slots ?? [],
                                value: value.slots ?? [], fixedTable: table.literal ?? (table.found ? nil : inner.fixedTable),
                                formatArguments: formats, isResource: inner.isResource)
    }

    /// The first call in `body` that is a known localization form, with its arguments.
    static func firstLocalizationCall(_ body: Range<Int>, _ source: SourceTokens,
                                      _ forms: LocalizationForms) -> (LocalizationForm, [Argument])? {
        var index = body.lowerBound
        while index < body.upperBound {
            let token = source[index]
            if token.kind == .identifier, source.isByte(index + 1, UInt8(ascii: "(")) {
                let arguments = source.arguments(ofCallAt: index + 1)
                if let form = forms.form(named: source.text(index), arguments: arguments) { return (form, arguments) }
            } else if source.language == .objectiveC, source.isByte(index, UInt8(ascii: "[")),
                      let message = source.message(at: index), let first = message.parts.first {
                let arguments = message.parts.map { Argument(label: $0.name, range: $0.range) }
                if let form = forms.form(named: first.name, arguments: arguments) { return (form, arguments) }
            }
            index += 1
        }
        return nil
    }

    /// `_ args: CVarArg...`: the function takes format arguments.
    private static func hasVariadic(_ declaration: Declaration, _ source: SourceTokens) -> Bool {
        guard let body = declaration.value else { return false }
        var index = declaration.token
        while index < body.lowerBound {
            if source.isByte(index, UInt8(ascii: ".")), source.isByte(index + 1, UInt8(ascii: ".")),
               source.isByte(index + 2, UInt8(ascii: ".")) { return true }
            index += 1
        }
        return false
    }

    /// A body that formats what it looked up (`String(format:)`, `arguments:`).
    private static func mentionsFormat(_ body: Range<Int>, _ source: SourceTokens) -> Bool {
        body.contains { index in
            source[index].kind == .identifier
                && (source.isIdentifier(index, "format") || source.isIdentifier(index, "arguments")
                    || source.isIdentifier(index, "stringWithFormat") || source.isIdentifier(index, "localizedStringWithFormat"))
        }
    }
}
