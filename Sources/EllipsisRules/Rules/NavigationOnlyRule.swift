import EllipsisCore
import EllipsisLocaleData

/// A title that only names a place in the app ("Settings", "Go to Profile").
public struct NavigationOnlyRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "navigation-only", name: "Navigation only",
        summary: "A title that only names a place in the app, such as \"Settings\" or \"Profile\".",
        rationale: "Apple asks not to use quick actions as a navigation crutch: they should start a task "
            + "(\"New Message\"), not open a screen the app's own navigation already reaches.",
        translatorHint: "Usually a design question for the developers; translate faithfully, but tell them "
            + "when the source only names a screen.",
        defaultSeverity: .note,
        platforms: [.ios, .android],
        lexicon: .needs(["navigationWords", "resultPatterns", "genericVerbs"]),
        triggeringExamples: [
            RuleExample(locale: "en", title: "Settings"),
            RuleExample(locale: "en", title: "Go to Profile"),
            RuleExample(locale: "de", title: "Einstellungen"),
            RuleExample(locale: "fr", title: "Paramètres"),
            RuleExample(locale: "es", title: "Perfil"),
            RuleExample(locale: "ja", title: "設定"),
            RuleExample(locale: "ru", title: "Настройки"),
            RuleExample(locale: "ar", title: "الإعدادات"),
        ],
        nonTriggeringExamples: [
            RuleExample(locale: "en", title: "Directions Home"),
            RuleExample(locale: "en", title: "Add to Favorites"),
            RuleExample(locale: "de", title: "Neue Nachricht"),
            RuleExample(locale: "ja", title: "新規メッセージ"),
            RuleExample(locale: "ru", title: "Новая вкладка"),
        ])

    static func namesOnlyAPlace(_ title: String, lexicon: LocaleData.Lexicon, locale: String = "") -> Bool {
        let matcher = LexiconMatcher(lexicon: lexicon, locale: locale)
        guard !lexicon["navigationWords"].isEmpty, !Placeholder.contains(title) else { return false }
        if matcher.firstMatch(title, patterns: lexicon["resultPatterns"]) != nil { return false }
        if matcher.isWhole(title, in: lexicon["navigationWords"]) { return true }
        // "Open Settings", "Go to Inbox": a generic verb in front of a place.
        guard let (_, rest) = matcher.droppingLeading(title, phrasesFrom: lexicon["genericVerbs"]), !rest.isEmpty else {
            return false
        }
        return matcher.phrases(lexicon["navigationWords"]).contains(rest)
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.shownItems(fields: [.title], includeCatalog: false).compactMap { item in
            guard let lexicon = context.lexicon(for: item.locale),
                  Self.namesOnlyAPlace(item.text.text, lexicon: lexicon, locale: item.locale.identifier) else { return nil }
            // A design decision of the source is reported once, on the source, not in every language.
            if let source = item.source, let sourceLexicon = context.lexicon(for: context.developmentLanguage),
               Self.namesOnlyAPlace(source.text, lexicon: sourceLexicon, locale: context.developmentLanguage.identifier) {
                return nil
            }
            let title = item.text.text.trimmingCharacters(in: .whitespacesAndNewlines)
            return item.diagnostic(Self.identifier, .note,
                                   "'\(title)' only names a place in the app; a quick action should start a task, not navigate")
        }
    }
}
