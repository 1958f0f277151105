import EllipsisCore
import EllipsisLocaleData
import Foundation

/// A translation that is still the development-language text.
public struct UntranslatedRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "untranslated", name: "Untranslated",
        summary: "A translation identical to the source in another language, or written mostly outside the "
            + "locale's letters. Brand names are allowed.",
        rationale: "An English title in a Japanese menu is as good as missing, and unlike a missing one it "
            + "hides from translation tools' statistics.",
        translatorHint: "This text is still in the source language; translate it (brand names may stay).",
        defaultSeverity: .warning,
        platforms: [.ios, .android],
        lexicon: .consults(["resultVerbs", "genericVerbs", "vagueWords", "navigationWords"]),
        triggeringExamples: [
            RuleExample(locale: "fr", title: "Create %@", source: "Create %@"),
            RuleExample(locale: "de", title: "Search", source: "Search"),
            RuleExample(locale: "ru", title: "Search", source: "Search"),
            RuleExample(locale: "ja", title: "Create %@", source: "Create %@"),
            RuleExample(locale: "he", title: "New Post", source: "New Post"),
            RuleExample(locale: "ru", title: "Unread notifications", source: "%ld unread notifications"),
        ],
        nonTriggeringExamples: [
            RuleExample(locale: "en-GB", title: "Search", source: "Search"),
            RuleExample(locale: "de", title: "Suchen", source: "Search"),
            RuleExample(locale: "fr", title: "Messages", source: "Messages"),
            RuleExample(locale: "de", title: "%@", source: "%@"),
            RuleExample(locale: "ar", title: "Firefox", source: "Firefox", appName: "Firefox"),
            RuleExample(locale: "ja", title: "Wi-Fiをオンにする", source: "Turn On Wi-Fi"),
            RuleExample(locale: "ru", title: "Новая вкладка", source: "New Tab"),
        ],
        actionKinds: Set(ActionKind.allCases))

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        let development = context.developmentLanguage
        let sourceLexicon = context.lexicon(for: development)
        for item in context.shownItems() where !item.isDevelopmentLanguage {
            // A string marked "Don't translate" shows the source by design.
            guard item.locale.language != development.language, item.text.resolution != .source,
                  let source = item.source else { continue }
            let text = item.text.text.trimmingCharacters(in: .whitespacesAndNewlines)
            // The app's own names are brands too: "Firefox" stays "Firefox" in Arabic.
            let brands = context.configuration.brands + context.project.appNames.values.map(\.text)
            guard !brands.contains(where: { $0.caseInsensitiveCompare(text) == .orderedSame }) else { continue }
            let letters = TextFacts.letters(Placeholder.stripped(text))
            guard letters.count >= 2 else { continue }
            let identical = text == source.text.trimmingCharacters(in: .whitespacesAndNewlines)
            let outside = TextFacts.fractionOutsideExemplars(text, brands: brands, locale: item.locale)
            if identical {
                if let outside, outside >= 0.5 {
                    result.append(item.diagnostic(Self.identifier, .warning,
                                                  "identical to the \(development.identifier) source, in letters \(item.locale.identifier) does not use",
                                                  data: ["outsideExemplars": .number(outside), "kind": "sourceLetters"]))
                } else if let verb = sourceOnlyVerb(text, source: sourceLexicon, target: context.lexicon(for: item.locale)) {
                    result.append(item.diagnostic(Self.identifier, .warning,
                                                  "identical to the \(development.identifier) source, and '\(verb)' is a \(development.identifier) word that \(item.locale.identifier)'s lexicon does not know",
                                                  data: ["word": .string(verb), "kind": "sourceWord"]))
                }
            } else if let outside, outside >= 0.8, letters.count >= 4 {
                result.append(item.diagnostic(Self.identifier, .warning,
                                              "written mostly (\(Int(outside * 100))%) in letters \(item.locale.identifier) does not use",
                                              data: ["outsideExemplars": .number(outside), "kind": "foreignLetters"]))
            }
        }
        return result
    }

    /// A verb of the source language's lexicon in the text that the target's
    /// lexicon does not know: "Create" left in a French title.
    private func sourceOnlyVerb(_ text: String, source: LocaleData.Lexicon?, target: LocaleData.Lexicon?) -> String? {
        guard let source, let target else { return nil }
        let matcher = LexiconMatcher(lexicon: source)
        let sourceVerbs = matcher.phrases(source["resultVerbs"] + source["genericVerbs"])
        let targetWords = matcher.phrases(target["resultVerbs"] + target["genericVerbs"] + target["vagueWords"]
                                          + target["navigationWords"])
        let targetWordSet = PhraseCache.shared.words(of: targetWords)
        return matcher.words(text).first { sourceVerbs.contains($0) && !targetWordSet.contains($0) }
    }
}
