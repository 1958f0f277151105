import EllipsisCore
import EllipsisLocaleData
@testable import EllipsisRules
import XCTest

final class PlaceholderMismatchTests: XCTestCase {
    func catalogProject(source: LocalizedText, translation: LocalizedText) -> Project {
        Project(platform: .android, root: "res", developmentLanguage: LocaleID("en"),
                locales: [LocaleID("en"), LocaleID("ko")],
                catalogEntries: [CatalogEntry(table: "strings", key: "saved_places_count",
                                              texts: [LocaleID("en"): source, LocaleID("ko"): translation])],
                files: ["res/values/strings.xml"])
    }

    func text(_ text: String, variants: [String: String] = [:], line: Int) -> LocalizedText {
        LocalizedText(text: text, location: SourceLocation(file: "strings.xml", line: line, column: 1), variants: variants)
    }

    func testEveryCatalogStringIsCheckedEvenWithoutASurface() {
        let project = catalogProject(source: text("%d places", variants: ["one": "%d place", "other": "%d places"], line: 1),
                                     translation: text("장소 %s개", variants: ["other": "장소 %s개"], line: 2))
        let found = PlaceholderMismatchRule().check(RuleContext(project: project, localeData: NoLocaleData(), layout: nil))
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.action, "saved_places_count")
        XCTAssertNil(found.first?.field)
        XCTAssertTrue(found.first?.message.contains("an integer in the source but a string here") == true,
                      found.first?.message ?? "")
    }

    func testAPluralFormMayLeaveOutTheCountButNotChangeIt() {
        let fine = catalogProject(source: text("%d places", variants: ["one": "%d place", "other": "%d places"], line: 1),
                                  translation: text("%d Orte", variants: ["one": "Ein Ort", "other": "%d Orte"], line: 2))
        XCTAssertEqual(PlaceholderMismatchRule().check(RuleContext(project: fine, localeData: NoLocaleData(), layout: nil)), [])
        let wrong = catalogProject(source: text("%d places", variants: ["one": "%d place", "other": "%d places"], line: 1),
                                   translation: text("%d Orte", variants: ["one": "%@ Ort", "other": "%d Orte"], line: 2))
        let found = PlaceholderMismatchRule().check(RuleContext(project: wrong, localeData: NoLocaleData(), layout: nil))
        XCTAssertTrue(found.first?.message.contains("plural form 'one'") == true, "\(found.map(\.message))")
    }

    func testNumberedPlaceholdersMayMoveButUnnumberedOnesMayNot() {
        let expected = Placeholder.spans(in: "%@ sent %d photos")
        XCTAssertNil(PlaceholderMismatchRule.compare(expected: expected, found: Placeholder.spans(in: "%2$d Fotos von %1$@")))
        let swapped = PlaceholderMismatchRule.compare(expected: expected, found: Placeholder.spans(in: "%d Fotos von %@"))
        XCTAssertTrue(swapped?.contains("number them") == true, swapped ?? "nil")
        XCTAssertTrue(PlaceholderMismatchRule.compare(expected: expected, found: Placeholder.spans(in: "Fotos"))?
            .contains("0 placeholders where the source has 2") == true)
    }
}
