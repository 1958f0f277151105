import EllipsisCore
import EllipsisText
import Foundation

/// The app's own name repeated in a title or subtitle.
public struct AppNameRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: .appName, name: "App name",
        summary: "The app's display name appears as a word in a title or subtitle.",
        rationale: "The menu already sits on the app's icon and shows its name; repeating it costs width "
            + "and says nothing (Apple: no app name in quick actions).",
        translatorHint: "Leave the app's name out of the title: \"Search\", not \"Search Atlas\".",
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample(locale: "en", title: "Search Atlas", appName: "Atlas"),
            RuleExample(locale: "de", title: "In ATLAS suchen", appName: "Atlas"),
            RuleExample(locale: "fr", title: "Ouvrir Électra", appName: "Electra"),
            RuleExample(locale: "ja", title: "アトラス で検索", appName: "アトラス"),
            RuleExample(locale: "ru", title: "Новая вкладка", subtitle: "Firefox", appName: "Firefox"),
            RuleExample(locale: "zh-Hans", title: "新建 Ａｔｌａｓ 笔记", appName: "Atlas"),
        ],
        nonTriggeringExamples: [
            RuleExample(locale: "en", title: "Atlases Nearby", appName: "Atlas"),
            RuleExample(locale: "en", title: "Search", appName: "Atlas"),
            RuleExample(locale: "de", title: "Neuer Tab", appName: "Firefox"),
            RuleExample(locale: "en", title: "Open Tab", appName: "$(PRODUCT_NAME)"),
        ])

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for item in context.shownItems(includeCatalog: false) {
            guard let name = context.appName(in: item.locale)?.text,
                  let found = Self.find(name: name, in: item.text.text) else { continue }
            result.append(item.diagnostic(.appName, .warning,
                                          "the \(item.field?.rawValue ?? "text") contains the app's name '\(found)'; the menu already belongs to the app",
                                          data: ["appName": .string(name)]))
        }
        return result
    }

    /// The display name as a whole word of the text, compared case-, width- and
    /// accent-insensitively. Returns the matched text as written.
    static func find(name rawName: String, in text: String) -> String? {
        let name = rawName.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: "\"“”„«»")))
        // An unexpanded build setting is not a name a person sees.
        guard !name.isEmpty, !name.contains("$(") else { return nil }
        let foldedName = fold(name)
        guard !foldedName.isEmpty else { return nil }
        let characters = Array(text)
        let folded = characters.map { fold(String($0)) }
        let nameLength = Array(name).count
        guard characters.count >= nameLength else { return nil }
        for start in 0...(characters.count - nameLength) {
            let candidate = folded[start..<(start + nameLength)].joined()
            guard candidate == foldedName else { continue }
            let before = start > 0 ? characters[start - 1] : nil
            let after = start + nameLength < characters.count ? characters[start + nameLength] : nil
            if isWordCharacter(before, nextTo: characters[start]) || isWordCharacter(after, nextTo: characters[start + nameLength - 1]) {
                continue
            }
            return String(characters[start..<(start + nameLength)])
        }
        return nil
    }

    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// Whether a neighbour continues the word: a letter or digit of the same
    /// kind. Between scripts that write without spaces (kana next to kanji) ICU
    /// would see a boundary, so only same-script letters count here.
    static func isWordCharacter(_ neighbour: Character?, nextTo edge: Character) -> Bool {
        guard let neighbour, neighbour.isLetter || neighbour.isNumber else { return false }
        guard let a = neighbour.unicodeScalars.first, let b = edge.unicodeScalars.first else { return true }
        return ScriptAnalysis.script(of: a) == ScriptAnalysis.script(of: b)
    }
}
