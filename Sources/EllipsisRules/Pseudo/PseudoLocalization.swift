import EllipsisCore
import EllipsisLocaleData

/// Adds pseudo-locales to a project: every text of the development language gets its
/// pseudo-text in each, as if a translator had delivered it, so the layout, the width rules,
/// the previews and the report treat them as shipped locales. Findings about a pseudo-text
/// point at the source string it was made from (that is what is fixed).
public enum PseudoLocalization {
    public static func adding(_ pseudo: [PseudoLocale], to project: Project,
                              localeData: any LocaleDataProvider) -> Project {
        let development = project.developmentLanguage
        // A project that ships a pseudo-locale of its own (Android's values-en-rXA) keeps it.
        let added = pseudo.map { LocaleID($0.identifier) }.filter { !project.locales.contains($0) }
        guard !added.isEmpty else { return project }
        let shipped = project.locales.filter { $0 != development }
        func pseudoTexts(_ texts: [LocaleID: LocalizedText], userData: Bool, notLocalized: Bool) -> [LocaleID: LocalizedText] {
            // Run-time data and a plain string in code are shown as they are in every locale.
            guard !userData, !notLocalized, let source = texts[development] else { return texts }
            var result = texts
            for locale in added {
                guard let kind = PseudoLocale(name: locale.identifier) else { continue }
                func made(_ text: String) -> String {
                    kind.text(of: text, expansion: ExpectedExpansion.widest(for: text.count, locales: shipped,
                                                                            localeData: localeData))
                }
                result[locale] = LocalizedText(text: made(source.text), location: source.location, resolution: .translated,
                                               variants: source.variants.mapValues(made),
                                               suppressedRules: source.suppressedRules)
            }
            return result
        }
        func field(_ field: LocalizedField) -> LocalizedField {
            var field = field
            field.texts = pseudoTexts(field.texts, userData: field.isUserData, notLocalized: field.isNotLocalized)
            return field
        }
        var result = project
        result.actions = project.actions.map { action in
            var action = action
            action.title = field(action.title)
            action.subtitle = action.subtitle.map(field)
            action.longTitle = action.longTitle.map(field)
            return action
        }
        result.catalogEntries = project.catalogEntries.map { entry in
            var entry = entry
            entry.texts = LocalizedTexts(pseudoTexts(entry.texts.dictionary, userData: false, notLocalized: false))
            return entry
        }
        result.locales = (project.locales + added).sorted()
        result.pseudoLocales.formUnion(added)
        return result
    }
}
