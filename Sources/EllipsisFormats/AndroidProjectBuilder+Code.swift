import EllipsisCode
import EllipsisCore

/// Shortcuts built in Kotlin or Java, resolved as static ones are: a string
/// resource through the locale's `values-*` folder, else the default one.
/// A resource no `strings.xml` read defines has no text at all (the strings
/// are in a module not read); the analysis says so in a note.
extension AndroidProjectBuilder {
    func codeProjectActions(existingTypes: Set<String>, notes: inout [String]) -> [QuickAction] {
        CodeActionGrouping.groups(codeActions, excludingTypes: existingTypes).map { group in
            let first = group[0]
            return QuickAction(type: CodeActionGrouping.name(first, root: root), origin: .dynamic, declaredAt: first.site,
                               icon: first.icon.map(codeIcon), iconLocation: first.icon == nil ? nil : first.site,
                               title: codeField(first.title, notes: &notes),
                               longTitle: first.longTitle.map { codeField($0, notes: &notes) },
                               kind: .androidShortcut, source: .code, declaredType: .some(first.type),
                               sites: CodeActionGrouping.sites(group), isPinnedOnly: first.isPinnedOnly)
        }
    }

    private func codeIcon(_ found: FoundIcon) -> Icon {
        switch found {
        case .resource(let name): icon(name)
        case .system(let name), .symbol(let name), .image(let name): .file(name: name, resolvedPath: nil)
        }
    }

    private func codeField(_ text: FoundText, notes: inout [String]) -> LocalizedField {
        switch text {
        case .resource(let name, let location, _), .key(let name, _, _, let location, _):
            var texts: [LocaleID: LocalizedText] = [:]
            for locale in locales {
                if let text = resolve(name, in: locale) { texts[locale] = text }
            }
            if texts.isEmpty {
                notes.append("\(location): R.string.\(name) is in no strings.xml read; load the project's root folder so that every module's resources are merged")
            }
            return LocalizedField(key: name, keyLocation: location, texts: texts)
        case .literal(let text, let location):
            return LocalizedField(keyLocation: location,
                                  texts: [development: LocalizedText(text: text, location: location, resolution: .literal)],
                                  isNotLocalized: true)
        case .userData(let pattern, let location):
            return LocalizedField(keyLocation: location,
                                  texts: [development: LocalizedText(text: pattern, location: location, resolution: .userData)])
        }
    }
}
