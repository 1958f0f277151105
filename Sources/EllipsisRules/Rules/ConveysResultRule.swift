import EllipsisCore
import EllipsisLocaleData

/// A title must say what happens: "New Message", not "Open".
public struct ConveysResultRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "conveys-result", name: "Conveys the result",
        summary: "A title that does not tell the result of the action: a lone generic verb, filler, or a "
            + "placeholder title.",
        rationale: "Apple asks that a quick-action title instantly communicate the result of the action "
            + "(\"Directions Home\", \"New Message\"). A person deciding from the Home Screen cannot guess "
            + "what \"Open\" or \"More\" will do.",
        translatorHint: "Say what the action produces or where it leads, as in the source: a verb with its "
            + "object (\"Scan Document\") or a result (\"New Note\"). Do not shorten it to a bare verb.",
        defaultSeverity: .warning,
        platforms: [.ios, .android],
        lexicon: .needs(["placeholderPatterns", "vagueWords", "resultPatterns", "genericVerbs", "resultVerbs"]),
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
        ])

    /// Why a title fails to convey a result, or nil when it does (or cannot be judged).
    enum Verdict: Equatable {
        case placeholder(pattern: String)
        case filler
        case genericVerb
        case genericOnly
    }

    /// - Parameter appName: the app's display name, which says nothing as an object ("Open Atlas").
    static func verdict(_ title: String, lexicon: LocaleData.Lexicon, appName: String? = nil, locale: String = "") -> Verdict? {
        let matcher = LexiconMatcher(lexicon: lexicon, locale: locale)
        let normalized = matcher.normalized(title)
        guard !normalized.isEmpty else { return nil }
        // A title that is only a runtime value (a user's name, a type) is not ours to judge.
        if Placeholder.stripped(normalized).trimmingCharacters(in: .whitespaces).isEmpty { return nil }
        if let pattern = matcher.firstMatch(title, patterns: lexicon["placeholderPatterns"]) { return .placeholder(pattern: pattern) }
        // A whole filler phrase is filler even where a result pattern would read its first
        // word as a verb (vi "Thêm nữa", th "เพิ่มเติม": "add" + "more" means "more").
        if matcher.isWhole(title, in: lexicon["vagueWords"]) { return .filler }
        if matcher.firstMatch(title, patterns: lexicon["resultPatterns"]) != nil { return nil }
        if matcher.isWhole(title, in: lexicon["genericVerbs"]) {
            return Placeholder.contains(title) ? nil : .genericVerb
        }
        // Every word generic or filler ("Open More", "Go Continue"): still no result.
        if Placeholder.contains(title) { return nil }
        var generic = matcher.phrases(lexicon["genericVerbs"]).union(matcher.phrases(lexicon["vagueWords"]))
        if let appName, !appName.contains("$(") {
            generic.formUnion(TextFacts.words(matcher.normalized(appName)))
        }
        let results = matcher.phrases(lexicon["resultVerbs"])
        let words = matcher.words(title)
        if words.count >= 2, words.allSatisfy({ generic.contains($0) }), !words.contains(where: { results.contains($0) }) {
            return .genericOnly
        }
        // Languages written without spaces ("查看更多" = view + more): the title
        // is nothing but generic phrases run together.
        if words.count == 1, isConcatenation(of: generic, normalized), !results.contains(normalized) {
            return .genericOnly
        }
        return nil
    }

    /// Whether `text` is two or more of `phrases` written one after another (no spaces).
    static func isConcatenation(of phrases: Set<String>, _ text: String) -> Bool {
        let characters = Array(text)
        guard characters.count >= 2, characters.count <= 64 else { return false }
        let pieces = phrases.filter { !$0.isEmpty && !$0.contains(" ") }.map { Array($0) }
        // parts[i]: fewest pieces that spell characters[0..<i] (nil: impossible).
        var parts = [Int?](repeating: nil, count: characters.count + 1)
        parts[0] = 0
        for end in 1...characters.count {
            for piece in pieces where piece.count <= end {
                guard let before = parts[end - piece.count], characters[(end - piece.count)..<end].elementsEqual(piece) else { continue }
                parts[end] = max(parts[end] ?? 0, before + 1)
            }
        }
        return (parts[characters.count] ?? 0) >= 2
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for item in context.shownItems(fields: [.title], includeCatalog: false) {
            guard let lexicon = context.lexicon(for: item.locale),
                  let verdict = Self.verdict(item.text.text, lexicon: lexicon,
                                             appName: context.appName(in: item.locale)?.text,
                                             locale: item.locale.identifier) else { continue }
            let title = item.text.text.trimmingCharacters(in: .whitespacesAndNewlines)
            var message: String
            switch verdict {
            case .placeholder: message = "'\(title)' is a placeholder title, not a result a person can choose"
            case .filler: message = "'\(title)' is filler: it does not say what the action does"
            case .genericVerb: message = "'\(title)' is a generic verb on its own: it does not say what it acts on or what results"
            case .genericOnly: message = "'\(title)' is made only of generic words: it does not say what the action does"
            }
            var data: [String: JSONValue] = ["reason": .string(Self.reasonName(verdict))]
            if let source = item.source {
                let sourceLexicon = context.lexicon(for: context.developmentLanguage)
                let sourceFails = sourceLexicon.map {
                    Self.verdict(source.text, lexicon: $0, appName: context.appName(in: context.developmentLanguage)?.text,
                                 locale: context.developmentLanguage.identifier) != nil
                } ?? false
                // A faithful translation of a title that fails itself: the finding on the source says it once.
                if sourceFails { continue }
                // A translation that collapsed while its source says more is the most telling case.
                if source.text != item.text.text {
                    message += "; the source '\(source.text)' does, so the translation lost it"
                    data["source"] = .string(source.text)
                }
            }
            result.append(item.diagnostic(Self.identifier, .warning, message, data: data))
        }
        return result
    }

    static func reasonName(_ verdict: Verdict) -> String {
        switch verdict {
        case .placeholder: "placeholder"
        case .filler: "filler"
        case .genericVerb: "generic-verb"
        case .genericOnly: "generic-only"
        }
    }
}
