import EllipsisCore

/// Android launcher shortcuts made in Kotlin or Java:
/// `ShortcutInfoCompat.Builder(context, id)` or `ShortcutInfo.Builder(...)`,
/// with `setShortLabel`, `setLongLabel` and `setIcon` called on the builder
/// (chained, in an `apply { }`, or on a variable holding it). A shortcut made
/// where only `requestPinShortcut` or `createShortcutResultIntent` publish it
/// is offered for pinning, not one of the launcher menu's.
enum AndroidSites {
    static let builderClasses: [StaticString] = ["ShortcutInfoCompat", "ShortcutInfo"]
    static let setters: [StaticString] = ["setShortLabel", "setLongLabel", "setIcon"]

    static func find(file: Int, _ reader: SiteReader) -> [FoundAction] {
        let source = reader.files[file]
        var result: [FoundAction] = []
        for index in 0..<source.count where source[index].kind == .identifier {
            guard builderClasses.contains(where: { source.isIdentifier(index, $0) }),
                  source.isByte(index + 1, UInt8(ascii: ".")), source.isIdentifier(index + 2, "Builder"),
                  source.isByte(index + 3, UInt8(ascii: "(")), let close = source.close(of: index + 3) else { continue }
            result += shortcut(site: index, open: index + 3, close: close, file: file, source, reader)
        }
        return result
    }

    private static func shortcut(site: Int, open: Int, close: Int, file: Int, _ source: SourceTokens,
                                 _ reader: SiteReader) -> [FoundAction] {
        var ranges: [String: Range<Int>] = [:]
        let arguments = source.arguments(ofCallAt: open)
        if arguments.count >= 2 { ranges["type"] = arguments[1].range }
        let scope = reader.index.enclosing(file: file, token: site)
        let limit = scope?.value?.upperBound ?? source.count
        // The chain after the constructor, and an `apply { ... }` on it.
        var cursor = close + 1
        while source.isByte(cursor, UInt8(ascii: ".")), source[safe: cursor + 1]?.kind == .identifier {
            let name = cursor + 1
            if source.isByte(name + 1, UInt8(ascii: "(")) {
                collect(name, source, into: &ranges)
                cursor = source.after(name + 1)
            } else if (source.isIdentifier(name, "apply") || source.isIdentifier(name, "also")),
                      source.isByte(name + 1, UInt8(ascii: "{")), let end = source.close(of: name + 1) {
                collectUnqualified((name + 2)..<end, source, into: &ranges)
                cursor = end + 1
            } else {
                break
            }
        }
        // A builder held in a variable: `val builder = ...Builder(...)`, then `builder.setShortLabel(...)`.
        if let variable = assignedName(before: site, source).map({ Name($0) }) {
            var index = cursor
            while index < limit {
                if source.isIdentifier(index, variable), source.isByte(index + 1, UInt8(ascii: ".")),
                   setters.contains(where: { source.isIdentifier(index + 2, $0) }), source.isByte(index + 3, UInt8(ascii: "(")) {
                    collect(index + 2, source, into: &ranges)
                }
                index += 1
            }
        }
        guard ranges["title"] != nil else { return [] }
        let location = reader.location(file, site)
        let multiplicity = reader.actionMultiplicity(file: file, token: site)
        let pinned = isPinnedOnly(scope: scope?.value, source)
        return reader.values(file: file, token: site, ranges).flatMap { values in
            reader.actions(kind: .androidShortcut, site: location, type: reader.constant(values["type"]),
                           titles: reader.texts(values["title"], site: location),
                           longTitles: reader.texts(values["long"], site: location),
                           icon: reader.icon(values["icon"]), multiplicity: multiplicity, pinned: pinned,
                           publishedBy: reader.publishers(file: file, token: site))
        }
    }

    private static func collect(_ name: Int, _ source: SourceTokens, into ranges: inout [String: Range<Int>]) {
        guard let argument = source.arguments(ofCallAt: name + 1).first else { return }
        if source.isIdentifier(name, "setShortLabel") { ranges["title"] = argument.range }
        if source.isIdentifier(name, "setLongLabel") { ranges["long"] = argument.range }
        if source.isIdentifier(name, "setIcon") { ranges["icon"] = argument.range }
    }

    /// `setShortLabel(...)` called without a receiver, inside `apply { }`.
    private static func collectUnqualified(_ range: Range<Int>, _ source: SourceTokens, into ranges: inout [String: Range<Int>]) {
        for index in range where setters.contains(where: { source.isIdentifier(index, $0) })
            && source.isByte(index + 1, UInt8(ascii: "(")) && !source.isByte(index - 1, UInt8(ascii: ".")) {
            collect(index, source, into: &ranges)
        }
    }

    /// The variable a builder is stored in: `val b = `, `ShortcutInfo.Builder b = new `.
    private static func assignedName(before site: Int, _ source: SourceTokens) -> String? {
        var index = site - 1
        if source.isIdentifier(index, "new") { index -= 1 }
        guard index >= 1, source.isAssignment(index), source[index - 1].kind == .identifier else { return nil }
        return source.text(index - 1)
    }

    private static func isPinnedOnly(scope: Range<Int>?, _ source: SourceTokens) -> Bool {
        guard let scope else { return false }
        let pins = scope.contains { index in Words.pinning.contains { source.isIdentifier(index, $0) } }
        let publishes = scope.contains { index in Words.publishing.contains { source.isIdentifier(index, $0) } }
        return pins && !publishes
    }
}
