import XCTest
@testable import EllipsisText

final class GraphemeTests: XCTestCase {
    func testClustersJoinMarksZWJSequencesAndFlags() {
        let text = UnicodeText("e\u{301}👨‍👩‍👧🇯🇵x")
        XCTAssertEqual(text.graphemeBoundaries, [0, 2, 10, 14, 15])
        XCTAssertEqual(text.graphemes, ["e\u{301}", "👨‍👩‍👧", "🇯🇵", "x"])
        XCTAssertEqual(text.graphemeOffset(utf16: 5), 1, "inside the family emoji")
        XCTAssertEqual(text.graphemeOffset(utf16: 10), 2)
        XCTAssertEqual(text.graphemeOffset(utf16: 15), 4)
        XCTAssertEqual(text.graphemeRange(utf16: 1..<11), 0..<3)
    }

    /// A native string's UTF-8 is transcoded in C: every code point, of every UTF-8 length,
    /// must come out as Swift's own UTF-16 view has it.
    func testUTF16UnitsAreSwiftsForEveryCodePoint() {
        var scalars: [Unicode.Scalar] = []
        for value in UInt32(0)...0x10FFFF { if let scalar = Unicode.Scalar(value) { scalars.append(scalar) } }
        for start in stride(from: 0, to: scalars.count, by: 4096) {
            var string = ""
            string.unicodeScalars.append(contentsOf: scalars[start..<min(start + 4096, scalars.count)])
            XCTAssertEqual(UnicodeText(string).utf16, Array(string.utf16), "from U+\(String(scalars[start].value, radix: 16))")
        }
    }

    func testTextOfUTF16Ranges() {
        let text = UnicodeText("a😀b")
        XCTAssertEqual(text.text(utf16: 1..<3), "😀")
        XCTAssertEqual(text.text(utf16: 0..<4), "a😀b")
        XCTAssertEqual(text.text(utf16: -3..<99), "a😀b", "clamped")
        XCTAssertEqual(text.text(utf16: 2..<4), "\u{FFFD}b", "half a surrogate pair is replaced, not a crash")
    }

    func testEmptyText() {
        let text = UnicodeText("")
        XCTAssertEqual(text.graphemeCount, 0)
        XCTAssertEqual(LineBreaker(icuLocale: "en").opportunities(in: text), [])
        XCTAssertEqual(WordSegmenter.segments(in: text), [])
        XCTAssertEqual(ScriptAnalysis.runs(in: text), [])
        XCTAssertEqual(Bidi.layout(of: text, paragraph: .rightToLeft)?.visualRuns, [])
    }

    func testAgreesWithSwiftCharactersOnCommonText() {
        let sample = "Café 👍🏽 ค้นหา नमस्ते 🏳️‍🌈 한국어"
        XCTAssertEqual(UnicodeText(sample).graphemes, sample.map(String.init))
    }
}

final class WordTests: XCTestCase {
    func testThaiWordsComeFromTheDictionary() {
        let words = WordSegmenter.words(in: UnicodeText("ค้นหาใกล้เคียง"), locale: "th")
        XCTAssertEqual(words.map(\.text), ["ค้นหา", "ใกล้", "เคียง"])
        XCTAssertEqual(words.map(\.utf16), [0..<5, 5..<9, 9..<14])
        XCTAssertEqual(words.map(\.graphemes), [0..<4, 4..<7, 7..<11])
    }

    func testKindsAndSkippedPunctuation() {
        let segments = WordSegmenter.segments(in: UnicodeText("Search nearby, 2 cafés"))
        XCTAssertEqual(segments.filter(\.isWord).map(\.text), ["Search", "nearby", "2", "cafés"])
        XCTAssertEqual(segments.first { $0.text == "2" }?.kind, .number)
        XCTAssertEqual(segments.first { $0.text == "," }?.kind, .other)
        XCTAssertEqual(segments.map(\.text).joined(), "Search nearby, 2 cafés")
    }

    func testJapaneseIdeographsAndKana() {
        let words = WordSegmenter.words(in: UnicodeText("近くを検索"), locale: "ja")
        XCTAssertEqual(words.map(\.text).joined(), "近くを検索")
        XCTAssertTrue(words.contains { $0.text == "検索" && $0.kind == .ideographic })
    }
}

final class LineBreakTests: XCTestCase {
    private func offsets(_ text: String, _ options: LineBreakOptions) -> [Int] {
        LineBreaker(options).opportunities(in: UnicodeText(text)).map(\.graphemeOffset)
    }

    func testThaiBreaksBetweenDictionaryWordsOnly() {
        XCTAssertEqual(offsets("ค้นหาใกล้เคียง", LineBreakOptions(icuLocale: "th")), [4, 7, 11])
    }

    func testJapaneseStrictKeepsSmallKanaAndProlongedSoundMarkAttached() {
        let text = "キャッシュをクリアー"
        let normal = offsets(text, LineBreakOptions(icuLocale: "ja@lb=normal"))
        let strict = offsets(text, LineBreakOptions(icuLocale: "ja@lb=strict"))
        XCTAssertEqual(normal, Array(1...10), "normal breaks before small kana")
        XCTAssertEqual(strict, [3, 5, 6, 7, 8, 10])
        XCTAssertFalse(strict.contains(1), "no break before ャ")
        XCTAssertFalse(strict.contains(9), "no break before ー")
    }

    func testJapanesePhraseBreaksBetweenPhrasesOnly() {
        XCTAssertEqual(offsets("今日はいい天気ですね。", LineBreakOptions(icuLocale: "ja")), [1, 2, 3, 4, 5, 6, 7, 8, 9, 11])
        XCTAssertEqual(offsets("今日はいい天気ですね。", LineBreakOptions(icuLocale: "ja@lw=phrase")), [3, 5, 11])
    }

    func testKoreanKeepAllBreaksOnlyAtSpaces() {
        XCTAssertEqual(offsets("주변 검색하기", LineBreakOptions(icuLocale: "ko")), [1, 3, 4, 5, 6, 7])
        XCTAssertEqual(offsets("주변 검색하기", LineBreakOptions(icuLocale: "ko", keepAll: true)), [3, 7])
        let keyword = LineBreakOptions(icuLocale: "ko@lw=keepall")
        XCTAssertTrue(keyword.keepAll)
        XCTAssertEqual(keyword.icuLocale, "ko")
        XCTAssertEqual(offsets("주변 검색하기", keyword), [3, 7])
        // Keep-all still allows breaks after punctuation and before an opening bracket.
        XCTAssertEqual(offsets("검색/지도(주변)", LineBreakOptions(icuLocale: "ko", keepAll: true)), [3, 5, 9])
    }

    func testKeepAllKeywordIsRemovedAndOthersKept() {
        let options = LineBreakOptions(icuLocale: "ko@lb=strict;lw=keepall")
        XCTAssertEqual(options.icuLocale, "ko@lb=strict")
        XCTAssertTrue(options.keepAll)
        XCTAssertFalse(LineBreakOptions(icuLocale: "ja@lw=phrase").keepAll)
        XCTAssertEqual(LineBreakOptions(icuLocale: "ja@lw=phrase").icuLocale, "ja@lw=phrase")
    }

    func testUnknownLocaleFallsBackToRootRules() {
        XCTAssertEqual(LineBreaker(icuLocale: "@@!!").opportunities(in: UnicodeText("a b")).map(\.utf16Offset), [2, 3])
    }

    func testArabicAndHebrewBreakAtSpaces() {
        XCTAssertEqual(offsets("ابحث بالقرب منك", LineBreakOptions(icuLocale: "ar")), [5, 12, 15])
        XCTAssertEqual(offsets("חיפוש בסביבה", LineBreakOptions(icuLocale: "he")), [6, 12])
    }

    func testMandatoryBreaks() {
        let breaks = LineBreaker(icuLocale: "en").opportunities(in: UnicodeText("a\nb\u{2029}c d"))
        XCTAssertEqual(breaks.map(\.utf16Offset), [2, 4, 6, 7])
        XCTAssertEqual(breaks.map(\.isMandatory), [true, true, false, false])
    }

    func testUTF16AndGraphemeOffsetsDiffer() {
        let breaks = LineBreaker(icuLocale: "en").opportunities(in: UnicodeText("👨‍👩‍👧 Home"))
        XCTAssertEqual(breaks.map(\.utf16Offset), [9, 13])
        XCTAssertEqual(breaks.map(\.graphemeOffset), [2, 6])
    }

    func testConcurrentUseIsSafe() {
        let texts = ["ค้นหาใกล้เคียง", "주변 검색하기", "今日はいい天気ですね。", "Search Nearby"]
        let expected = texts.map { offsets($0, LineBreakOptions(icuLocale: "th")) }
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            let i = index % texts.count
            XCTAssertEqual(LineBreaker(icuLocale: "th").opportunities(in: UnicodeText(texts[i])).map(\.graphemeOffset), expected[i])
        }
    }
}

final class ScriptTests: XCTestCase {
    func testCommonAndInheritedTakeNeighbouringScripts() {
        let runs = ScriptAnalysis.runs(in: UnicodeText("Atlas ابحث"))
        XCTAssertEqual(runs.map(\.script), ["Latn", "Arab"])
        XCTAssertEqual(runs.map(\.utf16), [0..<6, 6..<10])
        // Leading punctuation takes the script after it; a combining mark its base's.
        XCTAssertEqual(ScriptAnalysis.runs(in: UnicodeText("«Поиск»")).map(\.script), ["Cyrl"])
        XCTAssertEqual(ScriptAnalysis.graphemeScripts(of: UnicodeText("123 ค้น")), ["Thai", "Thai", "Thai", "Thai", "Thai", "Thai"])
        XCTAssertEqual(ScriptAnalysis.runs(in: UnicodeText("🔍 1")).map(\.script), ["Zyyy"])
    }

    /// When `soleScript` names a script, `runs(in:)` is that one run: every code point
    /// alone and next to letters of three scripts, and texts that mix scripts.
    func testSoleScriptIsTheOneRun() {
        var checked = 0
        for value in UInt32(0)...0x10FFFF where value % 7 == 0 || value < 0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [String(scalar), "a" + String(scalar), String(scalar) + "\u{0628}", "\u{03B1}\u{0301}" + String(scalar) + " "] {
                let unicode = UnicodeText(text)
                guard let script = ScriptAnalysis.soleScript(of: unicode) else { continue }
                let runs = ScriptAnalysis.runs(in: unicode)
                XCTAssertEqual(runs.map(\.script), [script], "U+\(String(value, radix: 16)) in \(text.debugDescription)")
                XCTAssertEqual(runs.first?.utf16, 0..<unicode.utf16.count)
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 100_000)
        XCTAssertNil(ScriptAnalysis.soleScript(of: UnicodeText("近くを検索")))
        XCTAssertNil(ScriptAnalysis.soleScript(of: UnicodeText("Atlas ابحث")))
        XCTAssertEqual(ScriptAnalysis.soleScript(of: UnicodeText("«Поиск» 2")), "Cyrl")
        XCTAssertEqual(ScriptAnalysis.soleScript(of: UnicodeText("🔍 1")), "Zyyy")
    }

    func testJapaneseMixesScripts() {
        XCTAssertEqual(ScriptAnalysis.runs(in: UnicodeText("近くを検索")).map(\.script), ["Hani", "Hira", "Hani"])
    }
}

final class BidiTests: XCTestCase {
    func testLocaleDirection() {
        for locale in ["ar", "he", "fa", "ur", "ar-EG", "he_IL"] { XCTAssertEqual(Bidi.direction(ofLocale: locale), .rightToLeft, locale) }
        for locale in ["en", "ja", "zh-Hant", "ko", "th", ""] { XCTAssertEqual(Bidi.direction(ofLocale: locale), .leftToRight, locale) }
    }

    func testRightToLeftTitleStartingWithLatinWord() {
        let text = UnicodeText("Atlas ابحث")
        XCTAssertEqual(Bidi.firstStrongDirection(of: text), .leftToRight)
        XCTAssertEqual(Bidi.directionality(of: text), .mixed)
        let layout = Bidi.layout(of: text, paragraph: .rightToLeft)
        XCTAssertEqual(layout?.paragraphDirection, .rightToLeft)
        XCTAssertEqual(layout?.levels, [2, 2, 2, 2, 2, 1, 1, 1, 1, 1])
        XCTAssertEqual(layout?.visualRuns.map(\.utf16), [5..<10, 0..<5])
        XCTAssertEqual(layout?.visualRuns.map(\.direction), [.rightToLeft, .leftToRight])
        let natural = Bidi.layout(of: text, paragraph: .firstStrong(fallback: .rightToLeft))
        XCTAssertEqual(natural?.paragraphDirection, .leftToRight)
        XCTAssertEqual(natural?.visualRuns.map(\.utf16), [0..<6, 6..<10])
    }

    func testHebrewWithNumber() {
        let text = UnicodeText("חיפוש 24 שעות")
        XCTAssertEqual(Bidi.directionality(of: text), .rtl)
        XCTAssertEqual(Bidi.firstStrongDirection(of: text), .rightToLeft)
        let layout = Bidi.layout(of: text, paragraph: .firstStrong(fallback: .leftToRight))
        XCTAssertEqual(layout?.paragraphDirection, .rightToLeft)
        // Visual order, left to right: "שעות", the number (LTR), "חיפוש".
        XCTAssertEqual(layout?.visualRuns.map(\.utf16), [8..<13, 6..<8, 0..<6])
    }

    func testNeutralText() {
        XCTAssertEqual(Bidi.directionality(of: UnicodeText("123 🔍")), .neutral)
        XCTAssertNil(Bidi.firstStrongDirection(of: UnicodeText("123 🔍")))
        XCTAssertEqual(Bidi.directionality(of: UnicodeText("Search")), .ltr)
    }
}
