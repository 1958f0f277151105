import EllipsisCore

/// Assembles the `MenuPreview` of one locale from a project: which actions
/// show, in which order, with which icon and how severe their findings are.
/// Text layout itself is passed in, so the assembly is independent of fonts.
public enum MenuPreviewBuilder {
    /// iOS shows at most four quick actions (static first, then dynamic).
    public static let maximumRows = 4

    /// What the layout is asked for one field of one row.
    public struct TextRequest: Sendable, Hashable {
        public var text: String
        public var locale: String
        public var field: Field
        /// Whether the row has an icon (narrower text column at default sizes).
        public var hasIcon: Bool
        /// Whether the row has a subtitle (a title is then held to one line).
        public var withSubtitle: Bool
        /// Android's long label (`shortcutLongLabel`) rather than the short one.
        public var longLabel: Bool = false
    }

    public typealias LayOut = (TextRequest) throws -> PreviewText

    public static func build(project: Project, locale: LocaleID, rightToLeft: Bool, device: String, textSize: String,
                             side: HomeScreenSide, geometry: MenuGeometry, diagnostics: [Diagnostic],
                             proxyFonts: Bool = true, layOut: LayOut) throws -> MenuPreview {
        let android = project.platform == .android
        var worst: [String: Severity] = [:]
        for diagnostic in diagnostics where diagnostic.locale == locale.identifier {
            guard let action = diagnostic.action else { continue }
            worst[action] = max(worst[action] ?? diagnostic.severity, diagnostic.severity)
        }
        var rows: [PreviewRow] = []
        // The launcher's menu: peek and context-menu actions, and shortcuts only pinned, are elsewhere.
        for action in project.actions where action.kind.isLauncher && !action.isPinnedOnly {
            guard rows.count < maximumRows else { break }
            // A locale without the text shows nothing for it (the action is hidden).
            let development = project.developmentLanguage
            guard let title = action.title.shown(in: locale, development: development) else { continue }
            let subtitle = action.subtitle?.shown(in: locale, development: development).flatMap { $0.text.isEmpty ? nil : $0 }
            let hasIcon = action.icon != nil && geometry.iconColumn > 0
            var titleText = try layOut(TextRequest(text: title.text, locale: locale.identifier, field: .title,
                                                   hasIcon: hasIcon, withSubtitle: subtitle != nil))
            // Launcher3 shows the long label when it fits the row, else the short one.
            if android, let long = action.longTitle?.texts[locale], !long.text.isEmpty {
                let longText = try layOut(TextRequest(text: long.text, locale: locale.identifier, field: .title,
                                                      hasIcon: hasIcon, withSubtitle: false, longLabel: true))
                if !longText.truncated { titleText = longText }
            }
            let subtitleText = try subtitle.map {
                try layOut(TextRequest(text: $0.text, locale: locale.identifier, field: .subtitle, hasIcon: hasIcon,
                                       withSubtitle: true))
            }
            rows.append(PreviewRow(action: action.type, title: titleText, subtitle: subtitleText, icon: action.icon,
                                   worst: worst[action.type]))
        }
        return MenuPreview(locale: locale.identifier, rightToLeft: rightToLeft, device: device, textSize: textSize,
                           side: side, geometry: geometry, rows: rows, proxyFonts: proxyFonts,
                           iconSide: android ? (rightToLeft ? .right : .left) : side)
    }
}
