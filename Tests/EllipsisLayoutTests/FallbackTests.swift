@testable import EllipsisLayout
import XCTest

final class FallbackTests: XCTestCase {
    func testMixedArabicLatinEmojiTitleUsesThreeFaces() throws {
        let text = "ابحث عن Café ☕️ 👩🏽‍💻"
        let shaped = try Fixture.shaped(text, locale: "ar")
        let arabic = try Fixture.file(of: "Noto Sans Arabic").path
        let inter = try Fixture.file(of: "Inter").path
        let emoji = try Fixture.file(of: "Noto Color Emoji").path
        var facesByGrapheme: [String: String] = [:]
        for i in 0..<shaped.graphemeCount { facesByGrapheme[shaped.grapheme(i)] = shaped.face(ofGrapheme: i).path }
        XCTAssertEqual(facesByGrapheme["ب"], arabic)
        XCTAssertEqual(facesByGrapheme["é"], inter)
        XCTAssertEqual(facesByGrapheme["☕️"], emoji, "VS16 asks for the emoji face even where Inter has a text glyph")
        XCTAssertEqual(facesByGrapheme["👩🏽‍💻"], emoji, "a ZWJ sequence stays one cluster in one face")
        XCTAssertTrue(shaped.missingGraphemes.isEmpty)
        let measured = try Fixture.measure(text, locale: "ar")
        XCTAssertEqual(Set(measured.fonts), [arabic, inter, emoji])
        XCTAssertEqual(measured.missingGlyphs, [])
    }

    func testCombiningMarksStayWithTheirBase() throws {
        // e + COMBINING ACUTE and a Devanagari cluster: one grapheme each, one face each.
        let shaped = try Fixture.shaped("e\u{301}क्षि", locale: "hi")
        XCTAssertEqual(shaped.grapheme(0), "e\u{301}")
        XCTAssertEqual(shaped.face(ofGrapheme: 0).familyName, "Inter")
        for i in 1..<shaped.graphemeCount {
            XCTAssertEqual(shaped.face(ofGrapheme: i).familyName, "Noto Sans Devanagari")
        }
    }

    func testForcedFontCountsMissingGlyphsInsteadOfFallingBack() throws {
        let inter = try Fixture.file(of: "Inter")
        let measured = try Fixture.engine.measure("Hi שלום", locale: "he", parameters: FitParameters(size: 17),
                                                  font: inter)
        XCTAssertEqual(measured.fonts, [inter.description])
        XCTAssertEqual(measured.missingGlyphs, ["ש", "ל", "ו", "ם"])
    }

    func testTextNoFontCoversIsReportedMissing() throws {
        // A private-use code point: no installed font has it.
        let measured = try Fixture.measure("A\u{F8FF}B")
        XCTAssertEqual(measured.missingGlyphs, ["\u{F8FF}"])
    }
}
