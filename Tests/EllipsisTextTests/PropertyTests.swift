import Synchronization
import XCTest
@testable import EllipsisText

/// Invariants every analysis keeps on random mixed-script text with marks,
/// joiners, controls and emoji pieces (deterministic, so failures replay).
final class PropertyTests: XCTestCase {
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private static let pieces: [String] = [
        "a", "Z", " ", "  ", "1", "#", "*", "-", ".", "(", ")", "«", "\n", "\t", "\u{0301}", "\u{0308}", "é",
        "ابحث", "\u{064B}", "١٢", "חיפוש", "ค้นหา", "ใกล้", "近く", "を", "ー", "キャ", "주변", "검색", "नमस्ते", "\u{094D}",
        "🔍", "👍🏽", "🇯🇵", "🇯", "\u{200D}", "\u{FE0F}", "\u{FE0E}", "\u{20E3}", "☺", "©", "\u{E0067}",
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
        "\u{200E}", "\u{200F}", "\u{061C}", "\u{200B}", "\u{200C}", "\u{00A0}", "\u{00AD}", "\u{FEFF}", "\u{2029}",
        "\u{0}", "\u{E000}", "\u{10FFFF}", "\u{3000}",
    ]

    func testInvariantsOnRandomText() {
        var generator = Generator(state: 15_0_72)
        let locales = ["en", "ar", "he", "ja@lb=strict", "ja@lw=phrase", "ko@lw=keepall", "th", "zh-Hant", "hi", ""]
        for round in 0..<1500 {
            var string = ""
            for _ in 0..<generator.next(16) { string += Self.pieces[generator.next(Self.pieces.count)] }
            let locale = locales[generator.next(locales.count)]
            let inspection = TextInspection(string, locale: locale.isEmpty ? nil : locale,
                                            lineBreak: LineBreakOptions(icuLocale: locale))
            let text = inspection.text
            let count = text.utf16.count
            let context = "round \(round) locale \(locale): \(string.unicodeScalars.map { String($0.value, radix: 16) })"

            XCTAssertEqual(text.graphemeBoundaries.first, 0, context)
            XCTAssertEqual(text.graphemeBoundaries.last, count, context)
            XCTAssertTrue(zip(text.graphemeBoundaries, text.graphemeBoundaries.dropFirst()).allSatisfy { $0 < $1 }, context)
            XCTAssertEqual(text.graphemes.joined(), string, context)

            let breaks = inspection.lineBreaks.map(\.utf16Offset)
            XCTAssertTrue(zip(breaks, breaks.dropFirst()).allSatisfy { $0 < $1 }, context)
            XCTAssertEqual(breaks.last, count == 0 ? nil : count, context)
            for opportunity in inspection.lineBreaks {
                XCTAssertEqual(opportunity.graphemeOffset, text.graphemeOffset(utf16: opportunity.utf16Offset), context)
            }

            let segments = WordSegmenter.segments(in: text, locale: locale)
            XCTAssertEqual(segments.map(\.text).joined(), string, context)

            XCTAssertEqual(inspection.scriptRuns.map { $0.graphemes.count }.reduce(0, +), text.graphemeCount, context)
            XCTAssertEqual(inspection.graphemeScripts.count, text.graphemeCount, context)
            XCTAssertEqual(inspection.emojiKinds.count, text.graphemeCount, context)

            guard let bidi = inspection.bidi else { return XCTFail("no bidi layout: \(context)") }
            XCTAssertEqual(bidi.levels.count, count, context)
            XCTAssertEqual(bidi.visualRuns.flatMap { Array($0.utf16) }.sorted(), Array(0..<count), context)

            for control in inspection.controls { XCTAssertLessThan(control.utf16Offset, count, context) }
            for invisible in inspection.invisibles {
                XCTAssertEqual(text.text(utf16: invisible.utf16Offset..<(invisible.utf16Offset + invisible.scalar.utf16.count)),
                               String(invisible.scalar), context)
            }
            if let coverage = inspection.exemplarCoverage {
                XCTAssertLessThanOrEqual(coverage.misses.count, coverage.letterCount, context)
            }
        }
    }

    func testConcurrentInspectionsAgreeWithSerialOnes() {
        let texts = ["Search Nearby", "近くを検索", "Atlas ابحث\u{200F}", "주변 검색", "ค้นหาใกล้เคียง", "\u{202E}חיפוש", "🔍 Café"]
        let locales = ["en", "ja@lb=strict", "ar", "ko@lw=keepall", "th", "he", "fr"]
        @Sendable func summary(_ index: Int) -> String {
            let inspection = TextInspection(texts[index], locale: locales[index], lineBreak: LineBreakOptions(icuLocale: locales[index]))
            return "\(inspection.lineBreaks.map(\.utf16Offset)) \(inspection.words.map(\.text)) \(inspection.controls.map(\.issues))"
                + " \(inspection.exemplarCoverage?.misses.count ?? -1) \(inspection.emojiKinds) \(inspection.bidi?.levels ?? [])"
        }
        let expected = texts.indices.map(summary)
        let results = Mutex<[Int: Set<String>]>([:])
        DispatchQueue.concurrentPerform(iterations: 140) { iteration in
            let index = iteration % texts.count
            let result = summary(index)
            _ = results.withLock { $0[index, default: []].insert(result) }
        }
        for index in texts.indices {
            XCTAssertEqual(results.withLock { $0[index] }, [expected[index]], texts[index])
        }
    }
}

extension PropertyTests {
    /// A cluster with no code point of the Emoji property is never emoji nor a pictograph, even
    /// with a presentation selector or a keycap mark after it: a text without such code points
    /// needs no cluster-by-cluster look (the emoji rule relies on it).
    func testClustersWithoutAnEmojiCodePointAreNotEmoji() {
        var wrong: [String] = []
        // Emoji are in the first two planes; a few code points of the others stand for the rest.
        for value in Array(UInt32(0)...0x1FFFF) + [0x20000, 0x2A6DF, 0xE0001, 0xE0041, 0xF0000] {
            guard let scalar = Unicode.Scalar(value), !Emoji.hasEmojiProperty(scalar) else { continue }
            for suffix in ["", "\u{FE0F}", "\u{FE0E}", "\u{20E3}"] {
                let cluster = String(scalar) + suffix
                if Emoji.kind(ofGrapheme: cluster) != .none { wrong.append(String(value, radix: 16) + " " + suffix) }
            }
        }
        XCTAssertEqual(wrong, [])
    }
}
