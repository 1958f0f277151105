import EllipsisCore
import XCTest

final class StringCompactedTests: XCTestCase {
    /// A string rebuilt at its own size is the same text, short or long, in any script,
    /// and stays usable (appending to it makes a new one).
    func testCompactedKeepsTheText() {
        var grown = String.UnicodeScalarView()
        for scalar in "Ouvrir un nouvel onglet privé — نافذة جديدة 新しいタブ 👩‍👩‍👧".unicodeScalars { grown.append(scalar) }
        for text in ["", "Tab", "exactly15bytes!", "sixteen bytes!!!", String(grown), String(repeating: "ß", count: 300)] {
            var compacted = text.compacted
            XCTAssertEqual(compacted, text)
            XCTAssertEqual(Array(compacted.utf8), Array(text.utf8))
            compacted += "…"
            XCTAssertEqual(compacted, text + "…")
        }
    }
}
