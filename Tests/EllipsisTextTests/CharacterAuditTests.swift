import XCTest
@testable import EllipsisText

final class EmojiTests: XCTestCase {
    func testKinds() {
        for text in ["🔍", "👍🏽", "☺️", "1️⃣", "#⃣", "🇯🇵", "🏳️‍🌈", "👨‍👩‍👧", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "©️"] {
            XCTAssertEqual(Emoji.kind(ofGrapheme: text), .emoji, text)
        }
        for text in ["☺", "©", "®", "™", "↔", "✔", "🔍\u{FE0E}", "☺\u{FE0E}", "ℹ\u{FE0E}"] {
            XCTAssertEqual(Emoji.kind(ofGrapheme: text), .textPresentation, text)
        }
        for text in ["1", "#", "*", "a", "é", " ", "", "ก", "a\u{FE0F}"] {
            XCTAssertEqual(Emoji.kind(ofGrapheme: text), .none, text)
        }
    }

    func testKindsPerGrapheme() {
        XCTAssertEqual(Emoji.kinds(in: UnicodeText("🔍 Search ©")), [.emoji, .none, .none, .none, .none, .none, .none, .none, .none, .textPresentation])
    }
}

final class BidiControlAuditTests: XCTestCase {
    private func audit(_ text: String, _ paragraph: ParagraphDirection = .rightToLeft) -> [String] {
        BidiControlAudit.audit(UnicodeText(text), paragraph: paragraph).map {
            "\($0.abbreviation)@\($0.utf16Offset)" + $0.issues.map { ":" + $0.rawValue }.joined()
        }
    }

    func testBalancedIsolateHasNoIssue() {
        XCTAssertEqual(audit("ابحث \u{2068}Atlas\u{2069}"), ["FSI@5", "PDI@11"])
    }

    func testUnterminatedAndUnmatched() {
        XCTAssertEqual(audit("\u{202B}שלום"), ["RLE@0:unterminated"])
        XCTAssertEqual(audit("abc\u{202C}"), ["PDF@3:unmatched"])
        XCTAssertEqual(audit("\u{2069}abc"), ["PDI@0:unmatched"])
        // A PDF cannot close an embedding outside the isolate it is in; PDI closes what the isolate left open.
        XCTAssertEqual(audit("\u{202A}a\u{2067}b\u{202C}\u{202B}c\u{2069}"),
                       ["LRE@0:unterminated", "RLI@2", "PDF@4:unmatched", "RLE@5:unterminated", "PDI@7"])
        // A paragraph separator ends everything.
        XCTAssertEqual(audit("\u{2066}a\u{2029}\u{2069}"), ["LRI@0:unterminated", "PDI@3:unmatched"])
    }

    func testOverridesAreFlagged() {
        XCTAssertEqual(audit("\u{202E}abc\u{202C}"), ["RLO@0:override", "PDF@4"])
    }

    func testRedundantMarks() {
        // An RLM between two Hebrew words changes nothing.
        XCTAssertEqual(audit("שלום\u{200F} עולם"), ["RLM@4:redundant"])
        // In a right-to-left paragraph, an RLM after a Latin word keeps the " - " between it and the
        // next Latin word right to left.
        XCTAssertEqual(audit("Atlas \u{200F}- Pro"), ["RLM@6"])
        XCTAssertEqual(audit("Atlas \u{200F}- Pro", .leftToRight), ["RLM@6:redundant"])
        XCTAssertEqual(audit("Atlas!\u{200E}", .leftToRight), ["LRM@6:redundant"])
    }
}

final class InvisibleCharacterTests: XCTestCase {
    func testFindsInvisiblesWithNamesAndPositions() {
        let found = InvisibleCharacters.find(in: UnicodeText("\u{FEFF}Search\u{00A0}Nearby\u{200B}\u{00AD}"))
        XCTAssertEqual(found.map(\.label), ["BOM", "NBSP", "ZWSP", "SHY"])
        XCTAssertEqual(found.map(\.name), ["ZERO WIDTH NO-BREAK SPACE", "NO-BREAK SPACE", "ZERO WIDTH SPACE", "SOFT HYPHEN"])
        XCTAssertEqual(found.map(\.utf16Offset), [0, 7, 14, 15])
        XCTAssertEqual(found.map(\.kind), [.format, .space, .format, .format])
    }

    func testJoinersOnlyAtTheEdges() {
        // ZWNJ inside a Persian word is spelling; at the end of the text it does nothing.
        XCTAssertEqual(InvisibleCharacters.find(in: UnicodeText("می\u{200C}خواهم")), [])
        XCTAssertEqual(InvisibleCharacters.find(in: UnicodeText("Search\u{200D}")).map(\.label), ["ZWJ"])
        XCTAssertEqual(InvisibleCharacters.find(in: UnicodeText("\u{200C}a")).map(\.graphemeOffset), [0])
        // Joiners and selectors inside emoji are not reported.
        XCTAssertEqual(InvisibleCharacters.find(in: UnicodeText("👨‍👩‍👧 ☺️")), [])
    }

    func testZeroWidthSpaceSeparatesKhmerWords() {
        XCTAssertEqual(InvisibleCharacters.find(in: UnicodeText("បើក\u{200B}ចំណាំ")), [])
        XCTAssertEqual(InvisibleCharacters.find(in: UnicodeText("ค้นหา\u{200B}ใกล้")), [])
        XCTAssertEqual(InvisibleCharacters.find(in: UnicodeText("Search\u{200B}Nearby")).map(\.label), ["ZWSP"])
        XCTAssertEqual(InvisibleCharacters.find(in: UnicodeText("បើក\u{200B}\u{200B}ចំណាំ")).map(\.utf16Offset), [3, 4])
        XCTAssertEqual(InvisibleCharacters.find(in: UnicodeText("បើក\u{200B}")).map(\.label), ["ZWSP"])
    }

    func testControlsAndBidiControlsAreSeparate() {
        XCTAssertEqual(InvisibleCharacters.find(in: UnicodeText("a\tb\u{200F}")).map(\.label), ["TAB"])
        XCTAssertEqual(CharacterNames.name(of: "\u{9}"), "<control-0009>")
        XCTAssertEqual(CharacterNames.name(of: "\u{E000}"), "<private use area-E000>")
        XCTAssertEqual(CharacterNames.codePoint("\u{E000}"), "U+E000")
    }
}

final class ExemplarTests: XCTestCase {
    func testGermanCoversEnglishButNotCyrillic() throws {
        let german = try XCTUnwrap(ExemplarSet.forLocale("de"))
        XCTAssertEqual(german.coverage(of: UnicodeText("In der Nähe suchen")).misses, [])
        let coverage = german.coverage(of: UnicodeText("Поиск ok"))
        XCTAssertEqual(coverage.letterCount, 7)
        XCTAssertEqual(coverage.misses.map(\.text), ["П", "о", "и", "с", "к"])
        XCTAssertEqual(coverage.missFraction, 5.0 / 7.0, accuracy: 1e-9)
    }

    func testJapaneseTitleLeftInEnglish() throws {
        let japanese = try XCTUnwrap(ExemplarSet.forLocale("ja", includeAuxiliary: false))
        XCTAssertEqual(japanese.coverage(of: UnicodeText("近くを検索")).missFraction, 0)
        XCTAssertEqual(japanese.coverage(of: UnicodeText("Search")).missFraction, 1)
    }

    func testTraditionalAndSimplifiedChinese() throws {
        let traditional = try XCTUnwrap(ExemplarSet.forLocale("zh-Hant", includeAuxiliary: false))
        let simplified = try XCTUnwrap(ExemplarSet.forLocale("zh", includeAuxiliary: false))
        XCTAssertTrue(traditional.contains(grapheme: "設"))
        XCTAssertFalse(traditional.contains(grapheme: "设"))
        XCTAssertTrue(simplified.contains(grapheme: "设"))
        XCTAssertFalse(simplified.contains(grapheme: "設"))
    }

    func testDecomposedLettersAndCaseAndBCP47() throws {
        let french = try XCTUnwrap(ExemplarSet.forLocale("fr-CA"))
        XCTAssertTrue(french.contains(grapheme: "e\u{301}"))
        XCTAssertTrue(french.contains(grapheme: "É"))
        XCTAssertNotNil(ExemplarSet.forLocale("zh-Hant"))
        XCTAssertNil(ExemplarSet.forLocale("qqq"))
        XCTAssertEqual(french.coverage(of: UnicodeText("123 !")).letterCount, 0)
    }
}
