import EllipsisMorphology
import EllipsisText
import Foundation
import XCTest

/// Titles are split by EllipsisText's ICU word segmentation, then each word is
/// stemmed: the two together, on titles without spaces and with inflection.
final class SegmentationThenStemTests: XCTestCase {
    func words(_ title: String, _ locale: String) -> [String] {
        WordSegmenter.words(in: UnicodeText(title), locale: locale).map(\.text)
    }

    func testNoSpaceScriptsSplitIntoWordsAndParticles() {
        XCTAssertEqual(words("設定を開く", "ja"), ["設定", "を", "開く"])
        XCTAssertEqual(words("打开应用", "zh-Hans"), ["打开", "应用"])
        XCTAssertEqual(words("액션 2", "ko"), ["액션", "2"])
    }

    func testEachWordOfAnInflectedTitleIsStemmed() throws {
        let finnish = try MorphologyCache.shared.stemmer("finnish")
        let stems = words("Siirry asetuksiin", "fi").map { finnish.stem($0.lowercased()) }
        XCTAssertEqual(stems.last, finnish.stem("asetukset"))
        let turkish = try MorphologyCache.shared.stemmer("turkish")
        XCTAssertEqual(words("Ayarlara git", "tr").map { turkish.stem($0.lowercased(with: Locale(identifier: "tr"))) }.first,
                       turkish.stem("ayarlar"))
    }
}
