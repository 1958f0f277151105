import EllipsisCore
import Foundation
import XCTest

/// A localized text is a value held in a shared box: copies share it until one changes.
final class LocalizedTextTests: XCTestCase {
    private let location = SourceLocation(file: "App/de.lproj/Localizable.strings", line: 3, column: 9)

    func testEveryStateReadsBackAsSet() {
        for state in [nil, "translated", "needs_review", "new", "stale", "needs-review-translation", "final",
                      "a state of its own", ""] as [String?] {
            var text = LocalizedText(text: "Suche", location: location, state: state)
            XCTAssertEqual(text.state, state)
            for next in [nil, "translated", "something else"] as [String?] {
                text.state = next
                XCTAssertEqual(text.state, next)
            }
        }
    }

    func testAChangedCopyLeavesTheOriginal() {
        let original = LocalizedText(text: "Suche", location: location, variants: ["one": "Suche"], comment: "Title",
                                     state: "own state", suppressedRules: ["truncation"])
        var copy = original
        copy.text = "Finden"
        copy.state = "translated"
        copy.variants = [:]
        copy.comment = nil
        copy.suppressedRules = []
        copy.devices = ["ipad": LocalizedText.DeviceText(text: "Finden auf dem iPad", location: location)]
        copy.resolution = .source
        copy.location.line = 4
        XCTAssertEqual(original.text, "Suche")
        XCTAssertEqual(original.state, "own state")
        XCTAssertEqual(original.variants, ["one": "Suche"])
        XCTAssertEqual(original.comment, "Title")
        XCTAssertEqual(original.suppressedRules, ["truncation"])
        XCTAssertEqual(original.devices, [:])
        XCTAssertEqual(original.resolution, .translated)
        XCTAssertEqual(original.location.line, 3)
        XCTAssertEqual(copy.devices["ipad"]?.text, "Finden auf dem iPad")
        XCTAssertNotEqual(copy, original)
    }

    func testEqualTextsAreEqualAndHashAlike() throws {
        let a = LocalizedText(text: "Suche", location: location, comment: "c", state: "new")
        var b = LocalizedText(text: "Suche", location: location, state: "translated")
        b.comment = "c"
        b.state = "new"
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.hashValue)
        let decoded = try JSONDecoder().decode(LocalizedText.self, from: JSONEncoder().encode(a))
        XCTAssertEqual(decoded, a)
    }
}
