import EllipsisCore
import EllipsisLocaleData

/// A title that only names a place in the app ("Settings", "Go to Profile").
public struct NavigationOnlyRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "navigation-only", name: "Navigation only",
        summary: "A title that only names a place in the app, such as \"Settings\" or \"Your Library\".",
        rationale: "Apple asks not to use quick actions as a navigation crutch: they should start a task "
            + "(\"New Message\"), not open a screen the app's own navigation already reaches. A place with only "
            + "articles, prepositions or a possessive around it (\"Zu den Einstellungen\", \"حسابك\") is still "
            + "only a place; a generic verb before it (\"Go to Settings\") is conveys-result's finding. iOS only: "
            + "Android's guidance encourages shortcuts into a place (its examples include taking people to a "
            + "location in a maps app; developer.android.com/guide/topics/ui/shortcuts), so Android shortcuts "
            + "are not judged.",
        translatorHint: "Usually a design question for the developers; translate faithfully, but tell them "
            + "when the source only names a screen.",
        defaultSeverity: .note,
        platforms: [.ios],
        lexicon: .needs(["navigationWords", "resultPatterns", "genericVerbs"],
                        consulting: ["resultVerbs", "vagueWords", "functionWords", "exhortatives", "attachedPrefixes",
                                     "attachedSuffixes"]),
        triggeringExamples: [
            RuleExample(locale: "en", title: "Settings"),
            RuleExample(locale: "de", title: "Einstellungen"),
            RuleExample(locale: "fr", title: "Paramètres"),
            RuleExample(locale: "es", title: "Perfil"),
            RuleExample(locale: "ja", title: "設定"),
            RuleExample(locale: "ru", title: "Настройки"),
            RuleExample(locale: "ar", title: "الإعدادات"),
            // Possessives, written apart or attached.
            RuleExample(locale: "en", title: "Your Library"),
            RuleExample(locale: "es", title: "Tu biblioteca"),
            RuleExample(locale: "fi", title: "Kirjastosi"),
            RuleExample(locale: "tr", title: "Hesabım"),
            RuleExample(locale: "ar", title: "حسابك"),
            RuleExample(locale: "fa", title: "کتابخانه‌ات"),
            RuleExample(locale: "nb", title: "Biblioteket ditt"),
            RuleExample(locale: "ja", title: "あなたのライブラリ"),
            RuleExample(locale: "zh-Hans", title: "我的账户"),
            RuleExample(locale: "ko", title: "나의 보관함"),
            // Prepositions and articles, also attached.
            RuleExample(locale: "de", title: "Zu den Einstellungen"),
            RuleExample(locale: "nl", title: "Naar instellingen"),
            RuleExample(locale: "bg", title: "Към настройките"),
        ],
        nonTriggeringExamples: [
            RuleExample(locale: "en", title: "Directions Home"),
            RuleExample(locale: "en", title: "Add to Favorites"),
            RuleExample(locale: "en", title: "Shuffle Your Library"),
            RuleExample(locale: "de", title: "Neue Nachricht"),
            RuleExample(locale: "de", title: "Deine Bibliothek mischen"),
            RuleExample(locale: "fi", title: "Lisää suosikkeihin"),
            RuleExample(locale: "ja", title: "新規メッセージ"),
            RuleExample(locale: "ru", title: "Новая вкладка"),
            RuleExample(locale: "en", title: "Contact Support"),
            RuleExample(locale: "pl", title: "Ustaw przypomnienie"),
            RuleExample(locale: "ar", title: "إضافة إلى المفضلة"),
            // A generic verb before a place is conveys-result's finding.
            RuleExample(locale: "en", title: "Go to Profile"),
            RuleExample(locale: "ko", title: "설정으로 이동"),
        ])

    /// Whether the title is only places, with at most function words and possessives around them
    /// ("Settings", "Your Library", "Zu den Einstellungen"). A generic verb before a place ("Go to
    /// Settings") is conveys-result's finding, not this rule's: one title, one finding.
    static func namesOnlyAPlace(_ title: String, lexicon: LocaleData.Lexicon, locale: String = "",
                                morphology: LocaleData.Morphology? = nil) -> Bool {
        let matcher = LexiconMatcher(lexicon: lexicon, locale: locale)
        guard !lexicon["navigationWords"].isEmpty, !Placeholder.contains(title) else { return false }
        if matcher.firstMatch(title, patterns: lexicon["resultPatterns"]) != nil { return false }
        let reading = TitleReading(title, lexicon: lexicon, locale: locale, morphology: morphology)
        return !reading.content.isEmpty && reading.content(isAll: [.place]) && !reading.hasExhortative
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.findingsOfShownItems(fields: [.title], includeCatalog: false) { item in
            finding(item, context: context).map { [$0] } ?? []
        }
    }

    /// The finding on one title, nil unless it only names a place (and its source does not).
    func finding(_ item: TextItem, context: RuleContext) -> Diagnostic? {
        guard let lexicon = context.lexicon(for: item.locale),
              Self.namesOnlyAPlace(item.text.text, lexicon: lexicon, locale: item.locale.identifier,
                                   morphology: context.morphology(for: item.locale)) else { return nil }
        // A design decision of the source is reported once, on the source, not in every language.
        if let source = item.source, let sourceLexicon = context.lexicon(for: context.developmentLanguage),
           Self.namesOnlyAPlace(source.text, lexicon: sourceLexicon, locale: context.developmentLanguage.identifier,
                                morphology: context.morphology(for: context.developmentLanguage)) {
            return nil
        }
        let title = item.text.text.trimmingCharacters(in: .whitespacesAndNewlines)
        return item.diagnostic(Self.identifier, .note,
                               "'\(title)' only names a place in the app; a quick action should start a task, not navigate")
    }
}
