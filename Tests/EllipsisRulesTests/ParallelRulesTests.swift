import EllipsisCore
@testable import EllipsisRules
import XCTest

/// Rules judge a project's texts on every core: their findings must be those of one thread
/// going through the texts in turn, in the same order, whatever thread judged which text.
final class ParallelRulesTests: XCTestCase {
    /// A catalog of 600 strings in five locales (3,000 texts, enough for several threads), with
    /// texts that draw findings from several rules: too long, doubled spaces, emoji, a dropped
    /// placeholder, untranslated English.
    static let context: RuleContext = {
        let locales = ["en", "de", "fr", "ru", "ja"].map { LocaleID($0) }
        let english = ["Search Nearby", "Open the most recently added bookmark on every device",
                       "Scan  Document", "⭐ Favorites", "%d new messages", "Start Workout."]
        let translated: [String: [String]] = [
            "de": ["In der Nähe suchen", "Das zuletzt hinzugefügte Lesezeichen auf allen Geräten öffnen",
                   "Dokument  scannen", "⭐ Favoriten", "Neue Nachrichten", "Start Workout."],
            "fr": ["Rechercher à proximité", "Ouvrir le dernier signet ajouté sur tous les appareils",
                   "Numériser  un document", "Favoris ⭐", "%d nouveaux messages", "Commencer l’entraînement."],
            "ru": ["Искать поблизости", "Открыть последнюю добавленную закладку на всех устройствах",
                   "Сканировать  документ", "⭐ Избранное", "%d новых сообщений", "Start Workout"],
            "ja": ["近くを検索", "最後に追加したブックマークをすべてのデバイスで開いて同期します",
                   "書類を  スキャン", "⭐ お気に入り", "%@件の新着メッセージ", "ワークアウトを開始"],
        ]
        var entries: [CatalogEntry] = []
        for index in 0..<600 {
            var texts: [LocaleID: LocalizedText] = [:]
            for locale in locales {
                let text = locale.identifier == "en" ? english[index % english.count]
                    : translated[locale.identifier]![(index / 2) % english.count]
                texts[locale] = LocalizedText(text: text, location: SourceLocation(file: "App/Localizable.xcstrings",
                                                                                  line: index * 10 + 1, column: 1),
                                              resolution: locale.identifier == "en" ? .source : .translated)
            }
            entries.append(CatalogEntry(table: "Localizable", key: "key.\(index)", texts: texts))
        }
        let project = Project(platform: .ios, root: "App", developmentLanguage: locales[0], locales: locales,
                              catalogEntries: entries, files: ["App/Localizable.xcstrings"])
        let configuration = Configuration(surfaces: [.init(pattern: "Localizable:*", surface: "quick-action.title")])
        return RuleContext(project: project, localeData: TestLocaleData.shared, configuration: configuration,
                           layout: TestLocaleData.layout)
    }()

    func testTruncationKeepsTheTextsOrder() throws {
        let context = Self.context
        let layout = try XCTUnwrap(context.layout)
        let rule = TruncationRule()
        let serial = context.shownItems(includeUserData: true).compactMap { rule.finding(for: $0, context: context, layout: layout) }
        XCTAssertGreaterThan(serial.count, 500)
        XCTAssertEqual(rule.check(context), serial)
    }

    func testTextRulesKeepTheTextsOrder() {
        let context = Self.context
        let extraneous = ExtraneousRule().check(context)
        let serial = context.shownItems().flatMap(ExtraneousRule().findings)
        XCTAssertGreaterThan(serial.count, 500)
        XCTAssertEqual(Array(extraneous.prefix(serial.count)), serial)
        let emoji = context.shownItems().flatMap(EmojiRule().findings)
        XCTAssertGreaterThanOrEqual(emoji.count, 500)
        XCTAssertEqual(EmojiRule().check(context), emoji)
        let placeholders = context.shownItems(allCatalogStrings: true).compactMap(PlaceholderMismatchRule().finding)
        XCTAssertGreaterThan(placeholders.count, 100)
        XCTAssertEqual(PlaceholderMismatchRule().check(context), placeholders)
    }

    /// The whole run, twice: the same findings in the same order.
    func testTheLinterGivesTheSameFindingsEveryRun() {
        let linter = Linter(localeData: TestLocaleData.shared, layout: TestLocaleData.layout)
        let first = linter.run(Self.context)
        XCTAssertGreaterThan(first.count, 2_000)
        for _ in 0..<2 { XCTAssertEqual(linter.run(Self.context), first) }
    }
}
