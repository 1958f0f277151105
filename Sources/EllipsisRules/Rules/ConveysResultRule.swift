import EllipsisCore
import EllipsisLocaleData

/// A title must say what happens: "New Message", not "Open".
public struct ConveysResultRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "conveys-result", name: "Conveys the result",
        summary: "A title that does not tell the result of the action: a lone generic verb, filler, a placeholder "
            + "title, an exhortation, or a generic verb with nothing but a place or the app.",
        rationale: "Apple asks that a quick-action title instantly communicate the result of the action "
            + "(\"Directions Home\", \"New Message\"). A person deciding from the Home Screen cannot guess "
            + "what \"Open\", \"More\" or \"Let's Go\" will do, and \"Go to Settings\" only names a screen. "
            + "Words are compared with the locale's lexicon by stem where it names a stemmer, with articles, "
            + "prepositions, possessives and particles set aside; a word the lexicon does not know may say what "
            + "happens, so a title that has one is never flagged.",
        translatorHint: "Say what the action produces or where it leads, as in the source: a verb with its "
            + "object (\"Scan Document\") or a result (\"New Note\"). Do not shorten it to a bare verb.",
        defaultSeverity: .warning,
        platforms: [.ios, .android],
        lexicon: .needs(["placeholderPatterns", "vagueWords", "resultPatterns", "genericVerbs", "resultVerbs"],
                        consulting: consultedLists),
        triggeringExamples: [
            RuleExample(locale: "en", title: "Open"),
            RuleExample(locale: "en", title: "Misc"),
            RuleExample(locale: "en", title: "Shortcut 1"),
            RuleExample(locale: "de", title: "Öffnen", source: "Open Recent Tab"),
            RuleExample(locale: "fr", title: "Continuer", source: "Continue Reading"),
            RuleExample(locale: "es", title: "Otros"),
            RuleExample(locale: "ja", title: "開く", source: "Open Last Bookmark"),
            RuleExample(locale: "ru", title: "Открыть", source: "Open Inbox"),
            RuleExample(locale: "ar", title: "فتح", source: "Open Tab"),
            RuleExample(locale: "zh-Hans", title: "打开", source: "Open Scanner"),
            RuleExample(locale: "ko", title: "열기"),
            RuleExample(locale: "he", title: "פתח"),
            RuleExample(locale: "de", title: "Atlas öffnen", appName: "Atlas"),
            // A generic verb with filler or a word that names nothing, around function words.
            RuleExample(locale: "en", title: "Open the App"),
            RuleExample(locale: "fr", title: "Ouvrir l'application"),
            RuleExample(locale: "tr", title: "Uygulamayı aç"),
            RuleExample(locale: "hu", title: "Alkalmazás megnyitása"),
            RuleExample(locale: "zh-Hans", title: "打开应用"),
            // A generic verb and only a place, inflected or with a particle.
            RuleExample(locale: "en", title: "Go to Settings"),
            RuleExample(locale: "fi", title: "Siirry asetuksiin"),
            RuleExample(locale: "pl", title: "Przejdź do ustawień"),
            RuleExample(locale: "ru", title: "Перейти в настройки"),
            RuleExample(locale: "ja", title: "設定を開く"),
            RuleExample(locale: "ko", title: "설정으로 이동"),
            RuleExample(locale: "he", title: "מעבר להגדרות"),
            RuleExample(locale: "bn", title: "সেটিংসে যান"),
            RuleExample(locale: "ta", title: "அமைப்புகளுக்குச் செல்"),
            // Exhortations.
            RuleExample(locale: "en", title: "Let's Get Started"),
            RuleExample(locale: "fr", title: "Commençons"),
            RuleExample(locale: "hu", title: "Kezdjük"),
            RuleExample(locale: "uk", title: "Почнімо"),
            RuleExample(locale: "ar", title: "لنبدأ"),
            RuleExample(locale: "zh-Hans", title: "开始吧"),
            // Placeholders in the locale's own words and digits, inflected.
            RuleExample(locale: "de", title: "Unbenannte Aktion"),
            RuleExample(locale: "ru", title: "Ярлык 2"),
            RuleExample(locale: "fa", title: "میانبر ۲"),
            RuleExample(locale: "ko", title: "액션 2"),
        ],
        nonTriggeringExamples: [
            RuleExample(locale: "en", title: "Directions Home"),
            RuleExample(locale: "en", title: "New Message"),
            RuleExample(locale: "en", title: "Open %@"),
            RuleExample(locale: "en", title: "Create New Contact"),
            RuleExample(locale: "de", title: "Neue Nachricht"),
            RuleExample(locale: "fr", title: "Nouvel onglet privé"),
            RuleExample(locale: "es", title: "Buscar"),
            RuleExample(locale: "ja", title: "新規タブ"),
            RuleExample(locale: "ru", title: "Новая вкладка"),
            RuleExample(locale: "ar", title: "علامة تبويب جديدة"),
            RuleExample(locale: "zh-Hans", title: "扫描二维码"),
            RuleExample(locale: "ko", title: "새 탭"),
            RuleExample(locale: "xx", title: "Open"),
            RuleExample(locale: "en", title: "Search Atlas", appName: "Atlas"),
            // A result that contains a place or a generic word.
            RuleExample(locale: "en", title: "Add to Favorites"),
            RuleExample(locale: "en", title: "Shuffle Your Library"),
            RuleExample(locale: "en", title: "Resume Playback"),
            RuleExample(locale: "en", title: "Open Last Bookmark"),
            RuleExample(locale: "fi", title: "Lisää suosikkeihin"),
            RuleExample(locale: "tr", title: "Favorilere ekle"),
            RuleExample(locale: "hu", title: "Hozzáadás a kedvencekhez"),
            RuleExample(locale: "zh-Hans", title: "打开最近的书签"),
            // Two generic verbs: the second says what goes on.
            RuleExample(locale: "en", title: "Continue Watching"),
            RuleExample(locale: "de", title: "Weiter ansehen"),
            RuleExample(locale: "sv", title: "Fortsätt titta"),
            RuleExample(locale: "ru", title: "Продолжить просмотр"),
            RuleExample(locale: "he", title: "המשך צפייה"),
            // A verb that shares its stem or lemma with a place is still a verb.
            RuleExample(locale: "en", title: "Download Episodes"),
            RuleExample(locale: "en", title: "Contact Support"),
            RuleExample(locale: "de", title: "Fotos sichern"),
            RuleExample(locale: "pl", title: "Ustaw przypomnienie"),
            RuleExample(locale: "ja", title: "エピソードをダウンロード"),
            RuleExample(locale: "ko", title: "카메라 열기"),
            // Only a place is navigation-only's finding, not this rule's.
            RuleExample(locale: "en", title: "Your Library"),
        ])

    /// Why a title fails to convey a result, or nil when it does (or cannot be judged).
    enum Verdict: Equatable {
        /// A placeholder: a pattern matched, or (pattern nil) the title is only placeholder words and digits.
        case placeholder(pattern: String?)
        case filler
        case genericVerb
        case genericOnly
        /// A generic verb and only a place ("Go to Settings", "設定を開く").
        case genericVerbPlace
        /// An exhortation with nothing said of what happens ("Let's Go", "Kezdjük").
        case exhortative
    }

    /// The lists a title is read with, beyond the needed ones: function words, exhortatives,
    /// placeholder words and attached affixes, where a locale has them.
    static let consultedLists = ["navigationWords", "functionWords", "exhortatives", "placeholderWords", "attachedPrefixes",
                                 "attachedSuffixes"]

    /// - Parameter appName: the app's display name, which says nothing as an object ("Open Atlas").
    static func verdict(_ title: String, lexicon: LocaleData.Lexicon, appName: String? = nil, locale: String = "",
                        morphology: LocaleData.Morphology? = nil) -> Verdict? {
        let matcher = LexiconMatcher(lexicon: lexicon, locale: locale)
        let normalized = matcher.normalized(title)
        guard !normalized.isEmpty else { return nil }
        // A title that is only a runtime value (a user's name, a type) is not ours to judge.
        if Placeholder.stripped(normalized).trimmingCharacters(in: .whitespaces).isEmpty { return nil }
        if let pattern = matcher.firstMatch(title, patterns: lexicon["placeholderPatterns"]) { return .placeholder(pattern: pattern) }
        let name = appName.flatMap { $0.contains("$(") ? nil : $0 }
        let firstReading = TitleReading(title, lexicon: lexicon, locale: locale, morphology: morphology, appName: name,
                                        askingTheDictionary: false)
        // A whole filler phrase is filler even where a result pattern would read its first
        // word as a verb (vi "Thêm nữa", th "เพิ่มเติม": "add" + "more" means "more").
        if !firstReading.content.isEmpty, firstReading.content(isAll: [.vague]) { return .filler }
        if matcher.firstMatch(title, patterns: lexicon["resultPatterns"]) != nil { return nil }
        // Only now, for a title no pattern decided, is a dictionary worth opening.
        let reading = firstReading.askingTheDictionary()
        let content = reading.content
        // A word that may say what happens, a result verb or a runtime value: the title may well convey a result.
        if content.contains(where: { [.unknown, .result, .runtimeValue].contains($0.role) }) { return nil }
        if content.isEmpty { return reading.hasExhortative ? .exhortative : nil }
        if reading.content(isAll: [.vague]) { return .filler }
        if reading.content(isAll: [.placeholderWord, .number, .vague]), reading.count(.placeholderWord) > 0 {
            return .placeholder(pattern: nil)
        }
        if reading.hasExhortative, reading.content(isAll: [.generic, .vague]) { return .exhortative }
        guard reading.content(isAll: [.generic, .vague, .place, .appName]) else { return nil }
        let generic = reading.count(.generic)
        if reading.count(.place) > 0 { return generic > 0 ? .genericVerbPlace : nil }
        if generic == 1, content.count == 1 { return .genericVerb }
        // A generic verb with filler or the app's name ("Open the App", "See More") says nothing more;
        // two generic verbs may ("Continue Watching", "Weiter ansehen": the second says what goes on).
        if reading.count(.vague) + reading.count(.appName) > 0, generic + reading.count(.vague) > 0 { return .genericOnly }
        return nil
    }

    /// How this rule reads a title, word by word ("open:generic the:function app:vague"): for people
    /// tuning a lexicon (`title-eval --list`). Empty where the locale has no lexicon.
    public static func reading(of title: String, locale: LocaleID, in context: RuleContext) -> String {
        let scoped = context.scoped(to: Self.self)
        guard let lexicon = scoped.lexicon(for: locale) else { return "" }
        let reading = TitleReading(title, lexicon: lexicon, locale: locale.identifier,
                                   morphology: scoped.morphology(for: locale))
        return reading.units.map { "\($0.text):\($0.role)" }.joined(separator: " ")
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.findingsOfShownItems(fields: [.title], includeCatalog: false) { item in
            finding(item, context: context).map { [$0] } ?? []
        }
    }

    /// The finding on one title, nil when it conveys a result (or its source does not either).
    func finding(_ item: TextItem, context: RuleContext) -> Diagnostic? {
        guard let lexicon = context.lexicon(for: item.locale),
              let verdict = Self.verdict(item.text.text, lexicon: lexicon,
                                         appName: context.appName(in: item.locale)?.text,
                                         locale: item.locale.identifier,
                                         morphology: context.morphology(for: item.locale)) else { return nil }
        let title = item.text.text.trimmingCharacters(in: .whitespacesAndNewlines)
        var message: String
        switch verdict {
        case .placeholder: message = "'\(title)' is a placeholder title, not a result a person can choose"
        case .filler: message = "'\(title)' is filler: it does not say what the action does"
        case .genericVerb: message = "'\(title)' is a generic verb on its own: it does not say what it acts on or what results"
        case .genericOnly: message = "'\(title)' is made only of generic words: it does not say what the action does"
        case .genericVerbPlace:
            message = "'\(title)' is a generic verb and a place: it says where the action leads, not what it does there"
        case .exhortative: message = "'\(title)' urges to begin without saying what happens"
        }
        var data: [String: JSONValue] = ["reason": .string(Self.reasonName(verdict))]
        if let source = item.source {
            let sourceLexicon = context.lexicon(for: context.developmentLanguage)
            let sourceFails = sourceLexicon.map {
                Self.verdict(source.text, lexicon: $0, appName: context.appName(in: context.developmentLanguage)?.text,
                             locale: context.developmentLanguage.identifier,
                             morphology: context.morphology(for: context.developmentLanguage)) != nil
            } ?? false
            // A faithful translation of a title that fails itself: the finding on the source says it once.
            if sourceFails { return nil }
            // A translation that collapsed while its source says more is the most telling case.
            if source.text != item.text.text {
                message += "; the source '\(source.text)' does, so the translation lost it"
                data["source"] = .string(source.text)
            }
        }
        return item.diagnostic(Self.identifier, .warning, message, data: data)
    }

    static func reasonName(_ verdict: Verdict) -> String {
        switch verdict {
        case .placeholder: "placeholder"
        case .filler: "filler"
        case .genericVerb: "generic-verb"
        case .genericOnly: "generic-only"
        case .genericVerbPlace: "generic-verb-place"
        case .exhortative: "exhortative"
        }
    }
}
