@testable import EllipsisLayout
import EllipsisLocaleData
import EllipsisTestSupport
import EllipsisText
import XCTest

/// Line breaking comes from EllipsisText (ICU with the locale's options); these
/// check that layout honours it for the scripts where it matters most.
final class BreakingTests: XCTestCase {
    /// A locale file's line-break group becomes EllipsisText's options here, where the two meet.
    func testOptionsFromLocaleData() {
        let options = LineBreakOptions(LocaleData.LineBreak(icuLocale: "ja", wordBreak: "normal", strictness: "strict"))
        XCTAssertEqual(options.icuLocale, "ja@lb=strict")
        XCTAssertEqual(LineBreakOptions(LocaleData.LineBreak(icuLocale: "ko", wordBreak: "keep-all")).keepAll, true)
    }

    func testKoreanBreaksOnlyAtSpaces() throws {
        let text = "새로운 메시지를 친구에게 보내기"
        let words = Set(text.split(separator: " ").map(String.init))
        let measured = try Fixture.measure(text, locale: "ko", width: 90)
        XCTAssertGreaterThan(measured.fit.lineCount, 1)
        for line in measured.fit.lines {
            let trimmed = line.text.trimmingCharacters(in: .whitespaces)
            for word in trimmed.split(separator: " ") {
                XCTAssertTrue(words.contains(String(word)), "'\(word)' is not a whole word: Korean broke inside a word")
            }
        }
        // Opportunities only after each space, and at the end.
        let shaped = try Fixture.shaped(text, locale: "ko")
        XCTAssertEqual(shaped.items.breaks.map(\.graphemeOffset), [4, 9, 14, 17])
    }

    /// A text is broken into lines only when it needs more than one, so whether it has a
    /// hard break inside is read from its clusters; it must agree with ICU's mandatory breaks.
    func testHardBreaksInsideAgreeWithICU() throws {
        let pieces = ["Scan", " ", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\t",
                      "\u{A0}", "مرحبا", "é", "👩🏽‍💻", "\u{301}", "漢字", "\u{200D}"]
        var generator = SeededGenerator(state: 29)
        for _ in 0..<400 {
            let text = (0..<Int.random(in: 1...6, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            let shaped = try Fixture.shaped(text, locale: "en")
            let icu = shaped.items.breaks.contains { $0.isMandatory && $0.graphemeOffset < shaped.graphemeCount }
            XCTAssertEqual(shaped.hasInnerMandatoryBreak, icu, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    func testThaiBreaksInsideAnUnspacedPhrase() throws {
        // "Send a message to a friend" with no spaces: ICU's dictionary finds the words.
        let text = "ส่งข้อความถึงเพื่อน"
        let measured = try Fixture.measure(text, locale: "th", width: 70)
        XCTAssertGreaterThan(measured.fit.lineCount, 1)
        let lines = measured.fit.lines.map(\.text)
        XCTAssertEqual(lines.joined(), text)
        // Breaks fall on word boundaries, not between arbitrary clusters.
        let words = ["ส่ง", "ข้อความ", "ถึง", "เพื่อน"]
        for line in lines {
            var rest = Substring(line)
            while !rest.isEmpty {
                guard let word = words.first(where: { rest.hasPrefix($0) }) else {
                    XCTFail("line '\(line)' does not start or continue at a Thai word boundary")
                    break
                }
                rest = rest.dropFirst(word.count)
            }
        }
        XCTAssertTrue(measured.fit.lines.allSatisfy { $0.width <= 70 })
    }

    func testJapaneseBreaksBetweenCharactersButNotBeforeSmallKana() throws {
        let text = "ショッピングリストを作成する"
        let measured = try Fixture.measure(text, locale: "ja", width: 60)
        XCTAssertGreaterThan(measured.fit.lineCount, 2)
        for line in measured.fit.lines.dropFirst() {
            // ja@lb=strict: no line starts with a small kana or the prolonged sound mark.
            XCTAssertFalse("ョッャュァィゥェォー".contains(line.text.first ?? "x"), line.text)
        }
    }

    func testArabicRunsAreRightToLeftAndLatinInsideStaysLeftToRight() throws {
        let shaped = try Fixture.shaped("افتح Safari الآن", locale: "ar")
        XCTAssertTrue(shaped.items.paragraphRightToLeft)
        let latin = try XCTUnwrap(shaped.items.runs.first { $0.script == "Latn" })
        XCTAssertFalse(latin.rightToLeft)
        XCTAssertTrue(shaped.items.runs.filter { $0.script == "Arab" }.allSatisfy(\.rightToLeft))
    }
}
