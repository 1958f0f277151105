import EllipsisCore

/// Rows of a SwiftUI `.contextMenu`: `Button("Title")`, `Button(action:) {
/// Label("Title", systemImage:) }`, `Button { } label: { Text("Title") }`,
/// `Toggle`, `Picker`, `Menu`. A string literal there is a
/// `LocalizedStringKey` (looked up in `Localizable`, or `tableName:`); a
/// `String` value is shown verbatim.
enum SwiftUIRows {
    static func row(_ index: Int, kind: ActionKind, file: Int, _ source: SourceTokens, _ reader: SiteReader) -> [FoundAction] {
        let location = reader.location(file, index)
        var titleToken: Int?
        var titleRange: Range<Int>?
        var table: String?
        var icon: FoundIcon?
        var afterCall = index + 1
        if source.isByte(index + 1, UInt8(ascii: "(")) {
            let arguments = source.arguments(ofCallAt: index + 1)
            if let first = arguments.first, first.label == nil {
                titleRange = first.range
                if first.range.count == 1, source[first.range.lowerBound].kind == .string { titleToken = first.range.lowerBound }
            }
            if let symbol = arguments.first(where: { $0.label == "systemImage" }),
               let name = reader.resolver.resolve(symbol.range, reader.resolver.context(file: file, token: index)).constantString {
                icon = .symbol(name)
            }
            afterCall = source.after(index + 1)
        }
        if titleRange == nil {
            // The label: a `label:` closure, else the trailing closure of `Button(action:)`.
            var closures: [(label: String?, open: Int)] = []
            var cursor = afterCall
            while true {
                if source.isByte(cursor, UInt8(ascii: "{")) {
                    closures.append((nil, cursor))
                    cursor = source.after(cursor)
                } else if source[safe: cursor]?.kind == .identifier, source.isByte(cursor + 1, UInt8(ascii: ":")),
                          source.isByte(cursor + 2, UInt8(ascii: "{")) {
                    closures.append((source.text(cursor), cursor + 2))
                    cursor = source.after(cursor + 2)
                } else {
                    break
                }
            }
            let label = closures.first { $0.label == "label" } ?? (afterCall > index + 1 ? closures.first : nil)
            guard let label, let close = source.close(of: label.open) else { return [] }
            var inner = label.open + 1
            while inner < close {
                if source.isIdentifier(inner, "Label") || source.isIdentifier(inner, "Text"), source.isByte(inner + 1, UInt8(ascii: "(")) {
                    let arguments = source.arguments(ofCallAt: inner + 1)
                    if let first = arguments.first {
                        if first.label == "verbatim" {
                            titleRange = first.range
                        } else if first.label == nil {
                            titleRange = first.range
                            if first.range.count == 1, source[first.range.lowerBound].kind == .string {
                                titleToken = first.range.lowerBound
                            }
                        }
                    }
                    if let tableName = arguments.first(where: { $0.label == "tableName" }) {
                        table = reader.resolver.resolve(tableName.range, reader.resolver.context(file: file, token: inner)).constantString
                    }
                    if icon == nil, let symbol = arguments.first(where: { $0.label == "systemImage" }),
                       let name = reader.resolver.resolve(symbol.range, reader.resolver.context(file: file, token: inner)).constantString {
                        icon = .symbol(name)
                    }
                    break
                }
                inner += 1
            }
        }
        guard let titleRange else { return [] }
        let multiplicity = reader.actionMultiplicity(file: file, token: index)
        if let titleToken, let literal = source.literal(titleToken) {
            // A literal is the key, interpolations written as `%@` (SwiftUI's format key).
            guard !literal.formatText.isEmpty else { return [] }
            let title = FoundText.key(literal.formatText, table: table ?? "Localizable", defaultValue: nil,
                                      location: reader.location(file, titleToken), formatted: literal.hasInterpolation)
            return reader.actions(kind: kind, site: location, type: nil, titles: [title], icon: icon, multiplicity: multiplicity)
        }
        return reader.values(file: file, token: index, ["title": titleRange]).flatMap { values in
            reader.actions(kind: kind, site: location, type: nil, titles: reader.texts(values["title"], site: location),
                           icon: icon, multiplicity: multiplicity)
        }
    }
}
