import EllipsisCore
import EllipsisLocaleData
@testable import EllipsisRules
import XCTest

/// `missing-translation` on plural strings: the forms CLDR says a locale needs.
final class PluralFormsTests: XCTestCase {
    func text(_ variants: [String: String]) -> LocalizedText {
        LocalizedText(text: variants["other"] ?? "", location: SourceLocation(file: "t", line: 1, column: 1),
                      variants: variants)
    }

    func testMissingCategoriesPerLocale() {
        let twoForms = text(["one": "a", "other": "b"])
        XCTAssertEqual(MissingTranslationRule.missingPluralCategories(twoForms, locale: "ru"), ["few", "many"])
        XCTAssertEqual(MissingTranslationRule.missingPluralCategories(twoForms, locale: "ar"), ["zero", "two", "few", "many"])
        XCTAssertEqual(MissingTranslationRule.missingPluralCategories(twoForms, locale: "de"), [])
        XCTAssertEqual(MissingTranslationRule.missingPluralCategories(text(["other": "x"]), locale: "ja"), [])
    }

    func testDeviceVariantsAreNotPluralsAndADevicesOwnPluralCounts() {
        var byDevice = text([:])
        byDevice.devices = ["iphone": .init(text: "a", location: byDevice.location),
                            "ipad": .init(text: "b", location: byDevice.location)]
        XCTAssertNil(MissingTranslationRule.missingPluralCategories(byDevice, locale: "ru"))
        XCTAssertNil(MissingTranslationRule.missingPluralCategories(text([:]), locale: "ru"))
        var nested = text([:])
        nested.devices = ["iphone": .init(text: "d", location: nested.location,
                                          variants: ["one": "a", "few": "b", "many": "c", "other": "d"])]
        XCTAssertEqual(MissingTranslationRule.missingPluralCategories(nested, locale: "ru"), [])
        nested.devices["ipad"] = .init(text: "d", location: nested.location, variants: ["one": "a", "other": "d"])
        XCTAssertEqual(MissingTranslationRule.missingPluralCategories(nested, locale: "ru"), ["few", "many"])
    }

    func testFindingNamesTheMissingForms() throws {
        let example = RuleExample(locale: "uk", title: "%d нових", source: "%d New",
                                  titleVariants: ["one": "%d нове", "other": "%d нових"])
        let context = RuleContext(project: example.project(), localeData: TestLocaleData.shared, layout: TestLocaleData.layout)
        let findings = MissingTranslationRule().check(context).filter { $0.locale == "uk" }
        XCTAssertEqual(findings.count, 1)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(finding.data["missingCategories"], .array([.string("few"), .string("many")]))
        XCTAssertTrue(finding.message.contains("'few', 'many'"), finding.message)
        XCTAssertEqual(finding.severity, .warning)
    }
}
