import EllipsisCore
import Foundation
import XCTest

final class LocalizedTextsTests: XCTestCase {
    private func text(_ value: String) -> LocalizedText {
        LocalizedText(text: value, location: SourceLocation(file: "t", line: 1, column: 1))
    }

    /// What a dictionary of texts by locale answers, for every locale asked, after adds,
    /// replacements and removals in any order; iteration in the order of the locales.
    func testAnswersAsADictionaryWould() {
        var dictionary: [LocaleID: LocalizedText] = [:]
        var texts = LocalizedTexts()
        var random = SystemRandomNumberGenerator()
        let codes = ["de", "en", "ar", "zh-Hans", "pt-BR", "sr-Latn", "he", "ja", "fr", "es-419"]
        for step in 0..<500 {
            let locale = LocaleID(codes.randomElement(using: &random)!)
            let value: LocalizedText? = Int.random(in: 0..<4, using: &random) == 0 ? nil : text("\(step)")
            dictionary[locale] = value
            texts[locale] = value
            XCTAssertEqual(texts.count, dictionary.count)
            for code in codes { XCTAssertEqual(texts[LocaleID(code)], dictionary[LocaleID(code)], code) }
            XCTAssertEqual(texts.keys, dictionary.keys.sorted())
            XCTAssertEqual(texts.map(\.key), dictionary.keys.sorted())
        }
        XCTAssertEqual(LocalizedTexts(dictionary).dictionary, dictionary)
    }

    /// As in a dictionary, a locale already there keeps the name it was added under.
    func testAReplacedTextKeepsItsLocalesName() {
        var texts: LocalizedTexts = [LocaleID("pt-BR", original: "pt_BR"): text("a")]
        texts[LocaleID("pt-BR", original: "pt-BR")] = text("b")
        XCTAssertEqual(texts.keys.map(\.original), ["pt_BR"])
        XCTAssertEqual(texts.values.map(\.text), ["b"])
    }

    func testCodableAsTheDictionary() throws {
        let texts: LocalizedTexts = [LocaleID("de"): text("Suche"), LocaleID("ar"): text("بحث")]
        let decoded = try JSONDecoder().decode([LocaleID: LocalizedText].self, from: JSONEncoder().encode(texts))
        XCTAssertEqual(decoded, texts.dictionary)
        XCTAssertEqual(try JSONDecoder().decode(LocalizedTexts.self, from: JSONEncoder().encode(texts)).dictionary,
                       texts.dictionary)
    }
}
