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
        let development = context.developmentLanguage
        let sourceLexicon = context.lexicon(for: development)
        // The app's own names are brands too: "Firefox" stays "Firefox" in Arabic.
        let brands = context.configuration.brands + context.project.appNames.values.map(\.text)
        let developmentLanguage = development.language
        return context.findingsOfShownItems { item in
            guard !item.isDevelopmentLanguage else { return [] }
            return finding(item, development: development, developmentLanguage: developmentLanguage,
                           sourceLexicon: sourceLexicon, brands: brands, context: context).map { [$0] } ?? []
        }
    }

    private func finding(_ item: TextItem, development: LocaleID, developmentLanguage: String,
                         sourceLexicon: LocaleData.Lexicon?, brands: [String], context: RuleContext) -> Diagnostic? {
        // A string marked "Don't translate" shows the source by design.
        guard item.text.resolution != .source, item.locale.language != developmentLanguage,
              let source = item.source else { return nil }
        let text = TextFacts.trimmedWhitespaceAndNewlines(item.text.text)
        guard !brands.contains(where: { $0.caseInsensitiveCompare(text) == .orderedSame }) else { return nil }
        let letters = TextFacts.letterCount(Placeholder.stripped(text))
        guard letters >= 2 else { return nil }
        let identical = text == TextFacts.trimmedWhitespaceAndNewlines(source.text)
        let outside = TextFacts.fractionOutsideExemplars(text, brands: brands, locale: item.locale)
        if identical {
            if let outside, outside >= 0.5 {
                return item.diagnostic(Self.identifier, .warning,
                                       "identical to the \(development.identifier) source, in letters \(item.locale.identifier) does not use",
                                       data: ["outsideExemplars": .number(outside), "kind": "sourceLetters"])
            } else if let verb = sourceOnlyVerb(text, source: sourceLexicon, target: context.lexicon(for: item.locale)) {
                return item.diagnostic(Self.identifier, .warning,
                                       "identical to the \(development.identifier) source, and '\(verb)' is a \(development.identifier) word that \(item.locale.identifier)'s lexicon does not know",
                                       data: ["word": .string(verb), "kind": "sourceWord"])
            }
        } else if let outside, outside >= 0.8, letters >= 4 {
            return item.diagnostic(Self.identifier, .warning,
                                   "written mostly (\(Int(outside * 100))%) in letters \(item.locale.identifier) does not use",
                                   data: ["outsideExemplars": .number(outside), "kind": "foreignLetters"])
        }
        return nil
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
