import EllipsisCore

/// Actions made in Swift and Objective-C: Home Screen quick actions
/// (`UIApplicationShortcutItem`, `UIMutableApplicationShortcutItem`,
/// `initWithType:localizedTitle:...`), and inside menu regions `UIAction`,
/// titled `UIMenu`s (submenus), `UIPreviewAction`s and SwiftUI `Button`,
/// `Toggle`, `Picker` and `Menu` rows. Alerts, swipe actions and app-menu
/// commands are other APIs and never match; a `UIMenu` with an empty title
/// groups rows and shows no row of its own.
enum AppleSites {
    static let shortcutClasses: [StaticString] = ["UIApplicationShortcutItem", "UIMutableApplicationShortcutItem"]
    static let swiftUIRows: [StaticString] = ["Button", "Toggle", "Picker", "Menu"]

    static func find(file: Int, _ reader: SiteReader) -> [FoundAction] {
        let source = reader.files[file]
        var result: [FoundAction] = []
        var index = 0
        while index < source.count {
            let token = source[index]
            if token.kind == .identifier, source.language == .swift {
                result += swiftSite(index, file: file, source, reader)
            } else if source.language == .objectiveC, source.isByte(index, UInt8(ascii: "[")) {
                result += objectiveCSite(index, file: file, source, reader)
            }
            index += 1
        }
        return result
    }

    /// The `(` of `Name(` or `Name.init(` at `index`.
    private static func callOpen(_ index: Int, _ source: SourceTokens) -> Int? {
        if source.isByte(index + 1, UInt8(ascii: "(")) { return index + 1 }
        if source.isByte(index + 1, UInt8(ascii: ".")), source.isIdentifier(index + 2, "init"),
           source.isByte(index + 3, UInt8(ascii: "(")) { return index + 3 }
        return nil
    }

    private static func swiftSite(_ index: Int, file: Int, _ source: SourceTokens, _ reader: SiteReader) -> [FoundAction] {
        if shortcutClasses.contains(where: { source.isIdentifier(index, $0) }), let open = callOpen(index, source) {
            return quickAction(site: index, arguments: labelled(source.arguments(ofCallAt: open)), file: file, reader)
        }
        if source.isIdentifier(index, "init"), index > 0, source.isByte(index - 1, UInt8(ascii: ".")),
           !(index > 1 && source[index - 2].kind == .identifier), source.isByte(index + 1, UInt8(ascii: "(")) {
            let arguments = source.arguments(ofCallAt: index + 1)
            let labels = Set(arguments.compactMap(\.label))
            if labels.contains("type"), labels.contains("localizedTitle") {
                return quickAction(site: index - 1, arguments: labelled(arguments), file: file, reader)
            }
            return []
        }
        if source.isIdentifier(index, "UIAction") || source.isIdentifier(index, "UIMenu"), let open = callOpen(index, source) {
            guard let kind = reader.menuKind(file: file, token: index, swiftUI: false) else { return [] }
            return menuElement(site: index, arguments: labelled(source.arguments(ofCallAt: open)), kind: kind,
                               isMenu: source.isIdentifier(index, "UIMenu"), file: file, reader)
        }
        if source.isIdentifier(index, "UIPreviewAction") || source.isIdentifier(index, "UIPreviewActionGroup"),
           let open = callOpen(index, source) {
            return menuElement(site: index, arguments: labelled(source.arguments(ofCallAt: open)), kind: .previewAction,
                               isMenu: false, file: file, reader)
        }
        if swiftUIRows.contains(where: { source.isIdentifier(index, $0) }),
           !(index > 0 && source.isByte(index - 1, UInt8(ascii: "."))),
           source.isByte(index + 1, UInt8(ascii: "(")) || source.isByte(index + 1, UInt8(ascii: "{")),
           let kind = reader.menuKind(file: file, token: index, swiftUI: true) {
            return SwiftUIRows.row(index, kind: kind, file: file, source, reader)
        }
        return []
    }

    /// Arguments by label (the first unlabelled one as `_`).
    static func labelled(_ arguments: [Argument]) -> [String: Range<Int>] {
        var result: [String: Range<Int>] = [:]
        for (position, argument) in arguments.enumerated() {
            if let label = argument.label {
                result[label] = argument.range
            } else if result["_\(position)"] == nil {
                result["_\(position)"] = argument.range
            }
        }
        return result
    }

    static func quickAction(site: Int, arguments: [String: Range<Int>], file: Int, _ reader: SiteReader) -> [FoundAction] {
        var wanted: [String: Range<Int>] = [:]
        for (name, label) in [("type", "type"), ("title", "localizedTitle"), ("subtitle", "localizedSubtitle"), ("icon", "icon")] {
            if let range = arguments[label] { wanted[name] = range }
        }
        guard wanted["title"] != nil else { return [] }
        let location = reader.location(file, site)
        let multiplicity = reader.actionMultiplicity(file: file, token: site)
        return reader.values(file: file, token: site, wanted).flatMap { values in
            reader.actions(kind: .quickAction, site: location, type: reader.constant(values["type"]),
                           titles: reader.texts(values["title"], site: location),
                           subtitles: reader.texts(values["subtitle"], site: location),
                           icon: reader.icon(values["icon"]), multiplicity: multiplicity,
                           publishedBy: reader.publishers(file: file, token: site))
        }
    }

    /// A `UIAction`, `UIMenu`, `UIPreviewAction`: its title (an empty or absent one makes no row).
    static func menuElement(site: Int, arguments: [String: Range<Int>], kind: ActionKind, isMenu: Bool, file: Int,
                            _ reader: SiteReader) -> [FoundAction] {
        var wanted: [String: Range<Int>] = [:]
        guard let title = arguments["title"] ?? arguments["actionWithTitle"] ?? arguments["menuWithTitle"] else { return [] }
        wanted["title"] = title
        if let image = arguments["image"] { wanted["image"] = image }
        if let identifier = arguments["identifier"] { wanted["identifier"] = identifier }
        let location = reader.location(file, site)
        let multiplicity = reader.actionMultiplicity(file: file, token: site)
        return reader.values(file: file, token: site, wanted).flatMap { values -> [FoundAction] in
            if values["title"]?.constantString == "" { return [] }
            let titles = reader.texts(values["title"], site: location).filter {
                if case .literal(let text, _) = $0 { return !text.isEmpty }
                return true
            }
            return reader.actions(kind: kind, site: location, type: identifier(values["identifier"]), titles: titles,
                                  icon: reader.icon(values["image"]), multiplicity: multiplicity)
        }
    }

    /// `UIAction.Identifier("x")`, `.init("x")`, or a string.
    private static func identifier(_ value: CodeValue?) -> String? {
        value?.constantString
    }

    private static func objectiveCSite(_ open: Int, file: Int, _ source: SourceTokens, _ reader: SiteReader) -> [FoundAction] {
        guard let message = source.message(at: open), let first = message.parts.first else { return [] }
        let receiver = message.receiver
        func receiverNames(_ name: StaticString) -> Int? {
            var index = receiver.lowerBound
            while index < receiver.upperBound {
                if source.isIdentifier(index, name) { return index }
                index += 1
            }
            return nil
        }
        var arguments: [String: Range<Int>] = [:]
        for part in message.parts { arguments[part.name] = part.range }
        if first.name == "initWithType", message.parts.count > 1, message.parts[1].name == "localizedTitle",
           let site = shortcutClasses.lazy.compactMap(receiverNames).first {
            var renamed = arguments
            renamed["type"] = arguments["initWithType"]
            return quickAction(site: site, arguments: renamed, file: file, reader)
        }
        if first.name == "actionWithTitle" || first.name == "menuWithTitle" {
            if let site = receiverNames("UIPreviewAction") ?? receiverNames("UIPreviewActionGroup") {
                return menuElement(site: site, arguments: arguments, kind: .previewAction, isMenu: false, file: file, reader)
            }
            if let site = receiverNames("UIAction") ?? receiverNames("UIMenu"),
               let kind = reader.menuKind(file: file, token: site, swiftUI: false) {
                return menuElement(site: site, arguments: arguments, kind: kind, isMenu: first.name == "menuWithTitle",
                                   file: file, reader)
            }
        }
        return []
    }
}
