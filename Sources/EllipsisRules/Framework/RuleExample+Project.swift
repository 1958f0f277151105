import EllipsisCore

extension RuleExample {
    /// A one-app project holding this example, as a reader would build it:
    /// the development language carries `source` (or the title itself when
    /// there is none), the example's locale carries the title.
    public func project() -> Project {
        let locale = LocaleID(self.locale)
        let development = LocaleID(source == nil ? self.locale : sourceLocale)
        let file = "Examples/\(self.locale).lproj/InfoPlist.strings"
        func location(_ line: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: 1) }
        func field(_ text: String?, sourceText: String?, line: Int, resolution: LocalizedText.Resolution,
                   variants: [String: String] = [:]) -> LocalizedField? {
            guard let text else { return nil }
            var texts: [LocaleID: LocalizedText] = [:]
            if let sourceText, development != locale {
                texts[development] = LocalizedText(text: sourceText, location: SourceLocation(file: "Examples/\(development).lproj/InfoPlist.strings", line: line, column: 1), resolution: .source)
            }
            texts[locale] = LocalizedText(text: text, location: location(line),
                                          resolution: development == locale ? .source : resolution, variants: variants)
            return LocalizedField(key: sourceText ?? text, texts: texts)
        }
        var actions: [QuickAction] = []
        if notLocalized {
            // A string in code: the development language's text alone, shown in every locale.
            let place = SourceLocation(file: "Examples/Menu.swift", line: 1, column: 20)
            let text = LocalizedText(text: source ?? title, location: place, resolution: .literal)
            actions.append(QuickAction(type: "com.example.action1", origin: .dynamic, declaredAt: place, icon: icon,
                                       title: LocalizedField(keyLocation: place, texts: [development: text],
                                                             isNotLocalized: true),
                                       kind: .contextMenu, source: .code, sites: [CodeSite(location: place)]))
        } else if let title = field(title, sourceText: source, line: 1, resolution: resolution, variants: titleVariants) {
            actions.append(QuickAction(type: "com.example.action1", origin: .static,
                                       declaredAt: SourceLocation(file: "Examples/Info.plist", line: 1, column: 1),
                                       icon: icon, title: title,
                                       subtitle: field(subtitle, sourceText: sourceSubtitle ?? (source == nil ? nil : subtitle),
                                                       line: 2, resolution: resolution)))
        }
        for (index, other) in otherTitles.enumerated() {
            actions.append(QuickAction(type: "com.example.action\(index + 2)", origin: .static,
                                       declaredAt: SourceLocation(file: "Examples/Info.plist", line: index + 2, column: 1),
                                       icon: icon,
                                       title: field(other, sourceText: nil, line: index + 3, resolution: .translated)
                                           ?? LocalizedField()))
        }
        var appNames: [LocaleID: LocalizedText] = [:]
        if let appName { appNames[locale] = LocalizedText(text: appName, location: location(10)) }
        return Project(platform: .ios, root: "Examples", developmentLanguage: development,
                       locales: Array(Set([development, locale])).sorted(), appNames: appNames, actions: actions,
                       files: ["Examples/Info.plist", file])
    }
}
