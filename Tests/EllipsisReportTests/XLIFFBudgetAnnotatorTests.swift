import EllipsisCore
import Foundation
import XCTest
@testable import EllipsisReport

/// Budgets written into a translator's own XLIFF: where they land, what is kept, and that
/// nothing else of the file changes.
final class XLIFFBudgetAnnotatorTests: XCTestCase {
    static let xliff = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="Atlas/en.lproj/InfoPlist.strings" source-language="en" target-language="de" datatype="plaintext">
            <body>
              <trans-unit id="Search Nearby" xml:space="preserve">
                <source>Search Nearby</source>
                <target state="translated">In der Nähe suchen</target>
                <note>Quick action title</note>
              </trans-unit>
              <trans-unit id="Directions Home" maxwidth="20" size-unit="char"><source>Directions Home</source><target>Route</target></trans-unit>
              <trans-unit id="Share" weblate-flags="c-format, placeholders:&quot;a,b&quot;"><source>Share</source></trans-unit>
            </body>
          </file>
          <file original="Atlas/en.lproj/Localizable.stringsdict" source-language="en" target-language="de" datatype="plaintext">
            <body>
              <trans-unit id="%d places|==|plural.one"><source>%d place</source><target>%d Ort</target></trans-unit>
              <trans-unit id="%d places|==|plural.other"><source>%d places</source><target>%d Orte</target></trans-unit>
              <trans-unit id="Search Nearby"><source>Search Nearby</source><target>Suchen</target></trans-unit>
            </body>
          </file>
        </xliff>

        """

    func budget(_ key: String, width: Double, lines: Int = 1, line: Int, column: Int = 9) -> StringBudget {
        StringBudget(key: key, table: nil, locale: "de", developmentLanguage: "en", source: key, target: nil,
                     field: "title", surface: "quick-action.title", device: "iphone", textSize: "L", size: 17,
                     width: width, lines: lines, characters: 21, location: SourceLocation(file: "en", line: 1, column: 1),
                     targetLocation: SourceLocation(file: "de.xliff", line: line, column: column))
    }

    func annotate(_ budgets: [StringBudget], replace: Bool = false, xliff: String = xliff) throws
        -> (text: String, result: XLIFFBudgetAnnotator.Result) {
        let result = try XLIFFBudgetAnnotator.annotate(xliff: Data(xliff.utf8), budgets: budgets, replaceLimits: replace,
                                                       file: "de.xliff")
        return (String(decoding: result.xliff, as: UTF8.self), result)
    }

    func testBudgetsLandOnTheirUnitsAndNothingElseChanges() throws {
        let (text, result) = try annotate([budget("Search Nearby", width: 190.6, line: 7, column: 9),
                                           budget("Share", width: 160, lines: 2, line: 11, column: 9)])
        XCTAssertEqual(result.units, 2)
        XCTAssertEqual(result.placed.map(\.key), ["Search Nearby", "Share"])
        XCTAssertTrue(text.contains("""
                  <trans-unit id="Search Nearby" xml:space="preserve" maxwidth="190" size-unit="pixel" weblate-flags="max-size:190:1">
                    <source>Search Nearby</source>
                    <target state="translated">In der Nähe suchen</target>
                    <note>Quick action title</note>
                    <note from="ellipsis" annotates="target">At most 190.6 pt per line, one line, at 17 pt at text size L (quick-action.title, iphone): about 21 characters in de.</note>
                  </trans-unit>
            """), text)
        // Other flags stay (a quoted comma included); the width joins them.
        XCTAssertTrue(text.contains(#"<trans-unit id="Share" weblate-flags="c-format, placeholders:&quot;a,b&quot;, max-size:160:2" maxwidth="160" size-unit="pixel">"#), text)
        // The unit of the same key in the other <file> is another string: untouched.
        XCTAssertTrue(text.contains(#"<trans-unit id="Search Nearby"><source>Search Nearby</source><target>Suchen</target></trans-unit>"#), text)
        // Without the added attributes and notes, the file is the input.
        let stripped = text.replacingOccurrences(of: #" maxwidth="(190|160)" size-unit="pixel"( weblate-flags="max-size:190:1")?"#,
                                                 with: "", options: .regularExpression)
            .replacingOccurrences(of: ", max-size:160:2", with: "")
            .replacingOccurrences(of: #"\n *<note from="ellipsis" annotates="target">[^<]*</note>"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"<note from="ellipsis" annotates="target">[^<]*</note>"#, with: "", options: .regularExpression)
        XCTAssertEqual(stripped, Self.xliff)
        try XLIFFAnnotator.checkWellFormed(result.xliff, file: "out.xliff")
    }

    func testAUnitsOwnLimitIsKeptUnlessAsked() throws {
        let home = budget("Directions Home", width: 218, lines: 2, line: 10, column: 9)
        let (kept, keptResult) = try annotate([home])
        XCTAssertEqual(keptResult.keptLimits, 1)
        XCTAssertTrue(kept.contains(#"<trans-unit id="Directions Home" maxwidth="20" size-unit="char"><source>"#), kept)
        XCTAssertTrue(kept.contains("about 21 characters in de. The file keeps its own limit: maxwidth 20 (char).</note></trans-unit>"), kept)
        XCTAssertFalse(kept.contains("max-size:218"), kept)

        let (replaced, replacedResult) = try annotate([home], replace: true)
        XCTAssertEqual(replacedResult.keptLimits, 0)
        XCTAssertTrue(replaced.contains(#"<trans-unit id="Directions Home" maxwidth="218" size-unit="pixel" weblate-flags="max-size:218:2">"#), replaced)
        XCTAssertFalse(replaced.contains("keeps its own limit"), replaced)
    }

    func testAMaxSizeFlagIsALimitOfTheUnitsOwn() throws {
        let xliff = Self.xliff.replacingOccurrences(of: "c-format, placeholders", with: "max-size:99:3, placeholders")
        let share = budget("Share", width: 160, lines: 2, line: 11, column: 9)
        let (kept, _) = try annotate([share], xliff: xliff)
        XCTAssertTrue(kept.contains(#"weblate-flags="max-size:99:3, placeholders:&quot;a,b&quot;"><source>Share"#), kept)
        XCTAssertTrue(kept.contains("The file keeps its own limit: max-size:99:3."), kept)
        let (replaced, _) = try annotate([share], replace: true, xliff: xliff)
        XCTAssertTrue(replaced.contains(#"weblate-flags="placeholders:&quot;a,b&quot;, max-size:160:2" maxwidth="160" size-unit="pixel">"#), replaced)
    }

    func testVariationsOfAKeyShareItsBudgetAndTheTightestWins() throws {
        let (text, result) = try annotate([budget("%d places", width: 190, lines: 2, line: 16, column: 60),
                                           budget("%d places", width: 180, lines: 2, line: 16, column: 60)])
        XCTAssertEqual(result.units, 2)
        XCTAssertTrue(text.contains(#"<trans-unit id="%d places|==|plural.one" maxwidth="180" size-unit="pixel" weblate-flags="max-size:180:2">"#), text)
        XCTAssertTrue(text.contains(#"<trans-unit id="%d places|==|plural.other" maxwidth="180" size-unit="pixel" weblate-flags="max-size:180:2">"#), text)
    }

    func testABudgetOutsideEveryUnitIsNotPlaced() throws {
        let (text, result) = try annotate([budget("Elsewhere", width: 100, line: 40)])
        XCTAssertTrue(result.placed.isEmpty)
        XCTAssertEqual(text, Self.xliff)
    }

    func testAnnotatingAgainReplacesTheBudgetNotesAndKeepsFindingNotes() throws {
        let search = budget("Search Nearby", width: 190, line: 7)
        let once = try annotate([search]).text
        let finding = Diagnostic(rule: "truncation", severity: .error, message: "Cut", locale: "de",
                                 location: SourceLocation(file: "de.xliff", line: 7, column: 9))
        let withFinding = String(decoding: try XLIFFAnnotator.annotate(xliff: Data(once.utf8), diagnostics: [finding],
                                                                       file: "de.xliff"), as: UTF8.self)
        XCTAssertTrue(withFinding.contains("annotates=\"target\">At most 190 pt"), "lint --annotate keeps the budget note")
        // The limits the first run wrote are its own: a second run with a new width updates them.
        let twice = try annotate([budget("Search Nearby", width: 180, line: 7)], xliff: withFinding).text
        XCTAssertEqual(twice.components(separatedBy: "annotates=\"target\"").count, 2, twice)
        XCTAssertTrue(twice.contains(#"xml:space="preserve" maxwidth="180" size-unit="pixel" weblate-flags="max-size:180:1">"#), twice)
        XCTAssertFalse(twice.contains("keeps its own limit"), twice)
        XCTAssertTrue(twice.contains("error (truncation): Cut"), twice)
    }

    func testMalformedXLIFFNamesItsPosition() {
        let broken = Data("<xliff>\n  <file>\n    <trans-unit id=\"a\"><source>x</target>\n".utf8)
        XCTAssertThrowsError(try XLIFFBudgetAnnotator.annotate(xliff: broken, budgets: [], replaceLimits: false,
                                                               file: "bad.xliff")) { error in
            XCTAssertEqual((error as? InputError)?.location.file, "bad.xliff")
            XCTAssertEqual((error as? InputError)?.location.line, 3)
        }
    }
}
