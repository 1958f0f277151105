import EllipsisCore
import EllipsisLocaleData
@testable import EllipsisRules
import XCTest

/// Every width finding says how much to cut, in characters of the locale's own text and fonts.
final class WidthBudgetTests: XCTestCase {
    func check(_ project: Project) -> [Diagnostic] {
        TruncationRule().check(RuleContext(project: project, localeData: TestLocaleData.shared, layout: TestLocaleData.layout))
    }

    func number(_ value: JSONValue?) -> Double? {
        switch value {
        case .number(let number)?: number
        case .integer(let number)?: Double(number)
        default: nil
        }
    }

    func testACutTitleSaysHowManyCharactersToCut() throws {
        let text = "Zuletzt hinzugefügtes Lesezeichen öffnen"
        let title = try XCTUnwrap(check(RuleExample(locale: "de", title: text, subtitle: "Lesezeichen").project())
            .first { $0.field == .title })
        let over = try XCTUnwrap(number(title.data["charactersOver"]))
        let advance = try XCTUnwrap(number(title.data["averageAdvance"]))
        let width = try XCTUnwrap(number(title.data["width"])), available = try XCTUnwrap(number(title.data["available"]))
        XCTAssertEqual(title.data["unit"], "pt")
        // The locale's own advance: the text's width over its characters.
        XCTAssertEqual(advance, (width / Double(text.count) * 10).rounded() / 10, accuracy: 0.11)
        XCTAssertGreaterThanOrEqual(over, ((width - available) / advance).rounded(.down))
        XCTAssertTrue(title.message.contains("about \(Int(over)) characters shorter"), title.message)
    }

    func testAJapaneseCharacterCountsForMoreWidthThanALatinLetter() throws {
        let ja = try XCTUnwrap(check(RuleExample(locale: "ja", title: "最後に追加したブックマークを開いて同期します",
                                                 subtitle: "ブックマーク").project()).first { $0.field == .title })
        let de = try XCTUnwrap(check(RuleExample(locale: "de", title: "Zuletzt hinzugefügtes Lesezeichen öffnen",
                                                 subtitle: "Lesezeichen").project()).first { $0.field == .title })
        let jaAdvance = try XCTUnwrap(number(ja.data["averageAdvance"]))
        let deAdvance = try XCTUnwrap(number(de.data["averageAdvance"]))
        XCTAssertGreaterThan(jaAdvance, deAdvance * 1.5)
    }

    func testAndroidWidthsAreInDP() throws {
        var project = RuleExample(locale: "de", title: "Sehenswürdigkeiten in der Umgebung").project()
        project.platform = .android
        let found = check(project)
        let cut = try XCTUnwrap(found.first { $0.severity == .error }, "\(found.map(\.message))")
        XCTAssertEqual(cut.data["unit"], "dp")
        XCTAssertTrue(cut.message.contains(" dp "), cut.message)
        XCTAssertFalse(cut.message.contains(" pt"), cut.message)
    }

    func testATextThatFitsHasCharactersToSpare() {
        let budget = WidthBudget(text: "Neuer Tab", naturalWidth: 72, lineWidth: 190, lines: 1, cut: false,
                                 lastLine: 72, platform: .ios)
        XCTAssertEqual(budget.charactersOver, 0)
        XCTAssertEqual(budget.charactersSpare, 14)
        XCTAssertEqual(budget.phrase, "about 14 characters to spare")
        let cut = WidthBudget(text: String(repeating: "a", count: 31), naturalWidth: 248, lineWidth: 190, lines: 1,
                              cut: true, lastLine: nil, platform: .ios)
        XCTAssertEqual(cut.phrase, "needs 248 pt, 190 available: about 8 characters shorter")
        // On two lines, what counts is the line width the text needs: each line is over by that much.
        let wrapped = WidthBudget(text: String(repeating: "a", count: 27), naturalWidth: 324.5, lineWidth: 182.4, lines: 2,
                                  cut: true, lastLine: nil, neededLineWidth: 204.6, platform: .ios)
        XCTAssertEqual(wrapped.phrase, "needs lines of 204.6 pt, 2 lines of 182.4 available: about 4 characters shorter")
    }
}
