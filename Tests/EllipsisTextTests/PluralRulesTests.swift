import EllipsisText
import XCTest

/// CLDR plural categories as ICU reports them.
final class PluralRulesTests: XCTestCase {
    func testCategoriesFollowCLDR() {
        XCTAssertEqual(PluralRules.categories(locale: "en"), ["one", "other"])
        XCTAssertEqual(PluralRules.categories(locale: "ru"), ["one", "few", "many", "other"])
        XCTAssertEqual(PluralRules.categories(locale: "ar"), ["zero", "one", "two", "few", "many", "other"])
        XCTAssertEqual(PluralRules.categories(locale: "ja"), ["other"])
        XCTAssertEqual(PluralRules.categories(locale: "pl"), ["one", "few", "many", "other"])
        XCTAssertEqual(PluralRules.categories(locale: "cy"), ["zero", "one", "two", "few", "many", "other"])
    }

    func testBCP47AndICUIdentifiersAreBothAccepted() {
        XCTAssertEqual(PluralRules.categories(locale: "pt-BR"), PluralRules.categories(locale: "pt_BR"))
        XCTAssertEqual(PluralRules.categories(locale: "sr-Latn"), ["one", "few", "other"])
        XCTAssertEqual(PluralRules.categories(locale: "zh-Hant"), ["other"])
    }

    func testUnknownLanguagesGetRootRules() {
        XCTAssertEqual(PluralRules.categories(locale: "qaa"), ["other"])
        XCTAssertEqual(PluralRules.categories(locale: ""), ["other"])
    }
}
