import EllipsisCore
import Foundation
import XCTest
@testable import EllipsisReport

/// Budgets written into copies of Android `strings.xml` files.
final class AndroidBudgetAnnotatorTests: XCTestCase {
    static let development = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources xmlns:tools="http://schemas.android.com/tools">
            <string name="app_name">Atlas</string>
            <!-- Launcher shortcuts -->
            <string name="shortcut_search_short">Search</string>
            <string name="shortcut_home_short" weblate-flags="max-size:100:1">Home</string>
            <plurals name="saved"><item quantity="one">%d place</item><item quantity="other">%d places</item></plurals>
        </resources>

        """

    static let german = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <string name="shortcut_search_short" maxLength="12">In der Nähe suchen</string>
            <string name="shortcut_home_short">Nach Hause</string>
        </resources>

        """

    func budget(_ key: String, locale: String, characters: Int, line: Int, targetLine: Int?) -> StringBudget {
        StringBudget(key: key, table: nil, locale: locale, developmentLanguage: "en", source: key, target: nil,
                     field: "title", surface: "shortcut.short", device: "android", textSize: nil, size: 14,
                     width: 146, lines: 1, characters: characters,
                     location: SourceLocation(file: "values/strings.xml", line: line, column: 45),
                     targetLocation: targetLine.map { SourceLocation(file: "values-de/strings.xml", line: $0, column: 45) },
                     unit: "dp")
    }

    func testTheDevelopmentFileNamesEveryLocaleAndKeepsItsOwnFlag() throws {
        let budgets = [budget("shortcut_search_short", locale: "de", characters: 20, line: 5, targetLine: 3),
                       budget("shortcut_search_short", locale: "ja", characters: 10, line: 5, targetLine: nil),
                       budget("shortcut_home_short", locale: "de", characters: 20, line: 6, targetLine: 4)]
        let result = try AndroidBudgetAnnotator.annotate(xml: Data(Self.development.utf8), budgets: budgets,
                                                         isDevelopmentFile: true, replaceLimits: false,
                                                         file: "values/strings.xml")
        let text = String(decoding: result.xml, as: UTF8.self)
        XCTAssertEqual(result.strings, 2)
        XCTAssertEqual(result.keptLimits, 1)
        XCTAssertTrue(text.contains("""
                <!-- Launcher shortcuts -->
                <!-- ellipsis: At most 146 dp per line, one line, at 14 dp (shortcut.short, android): about 20 characters in de, 10 in ja. -->
                <string name="shortcut_search_short" weblate-flags="max-size:146:1">Search</string>
                <!-- ellipsis: At most 146 dp per line, one line, at 14 dp (shortcut.short, android): about 20 characters in de. The file keeps its own limit: max-size:100:1. -->
                <string name="shortcut_home_short" weblate-flags="max-size:100:1">Home</string>
            """), text)
        // No maxLength in the development file: one number cannot serve every locale.
        XCTAssertFalse(text.contains("maxLength"), text)
        // Everything else as it was; a second run replaces its comments instead of adding more.
        let stripped = text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("<!-- ellipsis: ") }.joined(separator: "\n")
            .replacingOccurrences(of: #" weblate-flags="max-size:146:1""#, with: "")
        XCTAssertEqual(stripped, Self.development)
        // Read again, the strings are two and three lines further down.
        let moved = budgets.map { budget in
            var moved = budget
            moved.location.line += budget.location.line == 5 ? 1 : 2
            return moved
        }
        let again = try AndroidBudgetAnnotator.annotate(xml: result.xml, budgets: moved, isDevelopmentFile: true,
                                                        replaceLimits: false, file: "values/strings.xml")
        XCTAssertEqual(String(decoding: again.xml, as: UTF8.self), text)
        try XLIFFAnnotator.checkWellFormed(result.xml, file: "out.xml")
    }

    func testALocaleFileGetsItsOwnCharactersAsMaxLength() throws {
        let budgets = [budget("shortcut_search_short", locale: "de", characters: 20, line: 5, targetLine: 3),
                       budget("shortcut_home_short", locale: "de", characters: 19, line: 6, targetLine: 4)]
        func annotate(replace: Bool) throws -> String {
            String(decoding: try AndroidBudgetAnnotator.annotate(xml: Data(Self.german.utf8), budgets: budgets,
                                                                 isDevelopmentFile: false, replaceLimits: replace,
                                                                 file: "values-de/strings.xml").xml, as: UTF8.self)
        }
        let kept = try annotate(replace: false)
        XCTAssertTrue(kept.contains("""
                <!-- ellipsis: At most 146 dp per line, one line, at 14 dp (shortcut.short, android): about 20 characters in de. The file keeps its own limit: maxLength 12. -->
                <string name="shortcut_search_short" maxLength="12" weblate-flags="max-size:146:1">In der Nähe suchen</string>
                <!-- ellipsis: At most 146 dp per line, one line, at 14 dp (shortcut.short, android): about 19 characters in de. -->
                <string name="shortcut_home_short" weblate-flags="max-size:146:1" maxLength="19">Nach Hause</string>
            """), kept)
        let replaced = try annotate(replace: true)
        XCTAssertTrue(replaced.contains(#"<string name="shortcut_search_short" maxLength="20" weblate-flags="max-size:146:1">"#), replaced)
    }

    func testCommentsCannotBreakTheXML() {
        XCTAssertEqual(XMLText.comment("a--b---c-"), "a- -b- - -c- ")
        XCTAssertEqual(XMLText.comment("bell\u{7}"), "bell\u{FFFD}")
    }

    /// (The command never gets here with a malformed file: loading it names its position first.)
    func testMalformedFileIsRefused() {
        let broken = Data("<resources>\n  <string name=\"a\">x</strin>\n</resources>\n".utf8)
        XCTAssertThrowsError(try AndroidBudgetAnnotator.annotate(xml: broken, budgets: [], isDevelopmentFile: true,
                                                                 replaceLimits: false, file: "values/strings.xml")) { error in
            XCTAssertEqual((error as? InputError)?.location.file, "values/strings.xml")
            XCTAssertGreaterThan((error as? InputError)?.location.line ?? 0, 0, "\(error)")
        }
    }
}
