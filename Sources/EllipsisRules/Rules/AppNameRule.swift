import EllipsisCore
import EllipsisText
import Foundation

/// The app's own name repeated in a title or subtitle.
public struct AppNameRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "app-name", name: "App name",
        summary: "The app's display name appears as a word in a title or subtitle.",
        rationale: "The menu already sits on the app's icon and shows its name; repeating it costs width "
            + "and says nothing (Apple: no app name in quick actions).",
        translatorHint: "Leave {appName} out of the title: the menu already shows it.",
        defaultSeverity: .warning,
        platforms: [.ios, .android],
        triggeringExamples: [
            RuleExample(locale: "en", title: "Search Atlas", appName: "Atlas"),
            RuleExample(locale: "de", title: "In ATLAS suchen", appName: "Atlas"),
            RuleExample(locale: "fr", title: "Ouvrir Électra", appName: "Electra"),
            RuleExample(locale: "ja", title: "アトラスで検索", appName: "アトラス"),
            RuleExample(locale: "ru", title: "Новая вкладка", subtitle: "Firefox", appName: "Firefox"),
            RuleExample(locale: "zh-Hans", title: "新建 Ａｔｌａｓ 笔记", appName: "Atlas"),
        ],
        nonTriggeringExamples: [
            RuleExample(locale: "en", title: "Atlases Nearby", appName: "Atlas"),
            RuleExample(locale: "en", title: "Search", appName: "Atlas"),
            RuleExample(locale: "de", title: "Neuer Tab", appName: "Firefox"),
            RuleExample(locale: "en", title: "Open Tab", appName: "$(PRODUCT_NAME)"),
            RuleExample(locale: "de", title: "Mailadresse kopieren", appName: "Mail"),
            RuleExample(locale: "ja", title: "アトラスラボを開く", appName: "アトラス"),
        ],
        actionKinds: Set(ActionKind.allCases))

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let developmentName = context.project.appNames[context.project.developmentLanguage]?.text
        return context.findingsOfShownItems(includeCatalog: false) { item in
            // The locale's own name first; then the development language's, because a
            // translation often keeps the brand as written ("مشاركة موقعي في Atlas")
            // even where the Home Screen shows a localized name.
            let candidates = [context.appName(in: item.locale)?.text, developmentName].compactMap { $0 }
            guard let (name, found) = candidates.lazy.compactMap({ name in
                Self.find(name: name, in: item.text.text, locale: item.locale.identifier).map { (name, $0) }
            }).first else { return [] }
            return [item.diagnostic(Self.identifier, .warning,
                                    "the \(item.field?.rawValue ?? "text") contains the app's name '\(found)'; the menu already belongs to the app",
                                    data: ["appName": .string(name)])]
        }
    }

    /// The display name as whole words of the text (ICU word boundaries at
    /// both ends, so "Atlas" is not found in "Atlases" but is in "アトラスで検索"),
    /// compared case-, width- and accent-insensitively. Returns the match as written.
    static func find(name rawName: String, in text: String, locale: String = "") -> String? {
        let name = rawName.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: "\"“”„«»")))
        // An unexpanded build setting is not a name a person sees.
        guard !name.isEmpty, !name.contains("$(") else { return nil }
        let foldedName = fold(name)
        guard !foldedName.isEmpty else { return nil }
        let unicode = UnicodeText(text)
        let graphemes = unicode.graphemes
        let nameLength = Array(name).count
        guard graphemes.count >= nameLength else { return nil }
        var boundaries: Set<Int> = [0, graphemes.count]
        for segment in WordSegmenter.segments(in: unicode, locale: locale) {
            boundaries.insert(segment.graphemes.lowerBound)
            boundaries.insert(segment.graphemes.upperBound)
        }
        let folded = graphemes.map(fold)
        for start in 0...(graphemes.count - nameLength) where boundaries.contains(start) {
            let end = start + nameLength
            guard boundaries.contains(end), folded[start..<end].joined() == foldedName else { continue }
            return graphemes[start..<end].joined()
        }
        return nil
    }

    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
