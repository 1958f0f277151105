import EllipsisBakedLocales
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

    /// Santali in Ol Chiki: no locale file names a face for the script, yet Noto Sans Ol Chiki
    /// is installed; fontconfig finds it by the characters, and the measurement says so.
    func testAScriptNoLocaleNamesIsSetInAnInstalledFaceThatCoversIt() throws {
        let olChiki = try Fixture.file(of: "Noto Sans Ol Chiki")
        let text = "ᱥᱟᱱᱛᱟᱲᱤ ᱯᱟᱹᱨᱥᱤ"
        let chain = try Fixture.engine.chain(locale: "sat-Olck")
        XCTAssertFalse(chain.faces.contains { $0.path == olChiki.path }, "the locale's own chain lacks the script")
        let measured = try Fixture.measure(text, locale: "sat-Olck")
        XCTAssertEqual(measured.missingGlyphs, [])
        XCTAssertTrue(measured.fonts.contains(olChiki.description), "\(measured.fonts)")
        XCTAssertEqual(measured.fontsFoundByCoverage, [olChiki.description])
        XCTAssertEqual(measured.familiesFoundByCoverage, ["Noto Sans Ol Chiki"])
        XCTAssertGreaterThan(measured.fit.naturalWidth, 0)
        // Glyphs of the found face, not boxes: every cluster is set in it.
        let shaped = Fixture.engine.shape(text, locale: "sat-Olck", chain: chain)
        XCTAssertTrue(shaped.missingGraphemes.isEmpty)
        XCTAssertTrue(shaped.chain.base === chain)
        XCTAssertTrue(Fixture.engine.shape(text, locale: "sat-Olck", chain: chain) === shaped, "cached as the locale's")
        // At a size where the chain changes design (optical sizes), the face found is kept.
        let large = try Fixture.measure(text, locale: "sat-Olck", size: 40)
        XCTAssertEqual(large.missingGlyphs, [])
        XCTAssertEqual(large.fontsFoundByCoverage, [olChiki.description])
        XCTAssertEqual(large.fit.naturalWidth, measured.fit.naturalWidth * 40 / 17, accuracy: 0.5)
        // Text the chain covers never asks fontconfig: its chain is the locale's own.
        XCTAssertTrue(Fixture.engine.shape("Santali", locale: "sat-Olck", chain: chain).chain === chain)
    }

    /// Only when no installed face has the characters are they missing, and a forced font never falls back.
    func testCoverageFallbackFindsNothingForUnassignedCharactersAndNeverOverridesAForcedFont() throws {
        XCTAssertNil(Fixture.engine.fonts.locator.locate(covering: [0xF8FF]))
        let olChiki = try Fixture.file(of: "Noto Sans Ol Chiki")
        XCTAssertEqual(Fixture.engine.fonts.locator.locate(covering: [0x1C5A])?.path, olChiki.path)
        let inter = try Fixture.file(of: "Inter")
        let forced = try Fixture.engine.measure("ᱥᱟ", locale: "sat-Olck", parameters: FitParameters(size: 17), font: inter)
        XCTAssertEqual(forced.missingGlyphs, ["ᱥ", "ᱟ"])
        XCTAssertEqual(forced.fontsFoundByCoverage, [])
    }

    /// Text the locale's chain covers never asks fontconfig; a script it lacks asks once per cluster.
    func testCoverageIsAskedOnlyForWhatTheChainLacksAndOnce() throws {
        _ = try Fixture.file(of: "Noto Sans Ol Chiki")
        let engine = LayoutEngine(fonts: FontLibrary(locator: FontLocator()), localeData: BakedLocaleData.shared)
        let parameters = FitParameters(size: 17)
        for (text, locale) in [("Search Nearby", "en"), ("ابحث عن Café", "ar"), ("近くを検索", "ja"), ("खोजें", "hi")] {
            _ = try engine.measure(text, locale: locale, parameters: parameters)
        }
        XCTAssertEqual(engine.fonts.locator.coverageQueries, 0)
        _ = try engine.measure("ᱥᱟᱱᱛᱟᱲᱤ", locale: "sat-Olck", parameters: parameters)
        let asked = engine.fonts.locator.coverageQueries
        XCTAssertGreaterThan(asked, 0)
        XCTAssertLessThanOrEqual(asked, 6, "one question per distinct cluster at most")
        _ = try engine.measure("ᱥᱟᱱᱛᱟᱲᱤ ᱥᱟᱱ", locale: "sat-Olck", parameters: parameters)
        XCTAssertEqual(engine.fonts.locator.coverageQueries, asked, "answers are remembered")
    }
}
