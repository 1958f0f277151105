import EllipsisCore
import Foundation
import XCTest
@testable import EllipsisReport

final class XLIFFAnnotatorTests: XCTestCase {
    static let xliff = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="Atlas/en.lproj/InfoPlist.strings" source-language="en" target-language="ar" datatype="plaintext">
            <body>
              <!-- <trans-unit id="commented-out"> -->
              <trans-unit id="ShortcutSearch" xml:space="preserve">
                <source>Search Nearby</source>
                <target>ابحث بالقرب منك الآن في جميع المتاجر</target>
                <note>Quick action title</note>
              </trans-unit>
              <trans-unit id="ShortcutAdd"><source>New List</source><target>قائمة &amp; جديدة</target></trans-unit>
            </body>
          </file>
        </xliff>

        """

    private func diagnostic(_ rule: String, _ severity: Severity, line: Int, column: Int, message: String) -> Diagnostic {
        Diagnostic(rule: rule, severity: severity, message: message, locale: "ar",
                   location: SourceLocation(file: "ar.xliff", line: line, column: column))
    }

    func testNotesLandOnTheirUnitsAndNothingElseChanges() throws {
        let findings = [
            diagnostic("truncation", .error, line: 8, column: 17, message: "Cut after \u{201C}ابحث بالقرب\u{201D} <AX1>"),
            diagnostic("bidi", .warning, line: 11, column: 60, message: "Mixed & direction"),
            diagnostic("emoji", .warning, line: 40, column: 1, message: "Outside every unit"),
        ]
        let result = try XLIFFAnnotator.annotateCounting(xliff: Data(Self.xliff.utf8), diagnostics: findings,
                                                         rules: CannedReport.rules, file: "ar.xliff")
        XCTAssertEqual(result.placed, 2)
        XCTAssertEqual(result.unplaced.map(\.rule), ["emoji"])
        let output = String(decoding: result.xliff, as: UTF8.self)
        let expectedFirstUnit = """
                <trans-unit id="ShortcutSearch" xml:space="preserve">
                  <source>Search Nearby</source>
                  <target>ابحث بالقرب منك الآن في جميع المتاجر</target>
                  <note>Quick action title</note>
                  <note from="ellipsis" priority="1">error (truncation): Cut after \u{201C}ابحث بالقرب\u{201D} &lt;AX1&gt; \u{2014} This text does not fit on the menu; the end is replaced by \u{2026}. A shorter wording would show in full.</note>
                </trans-unit>
          """
        XCTAssertTrue(output.contains(expectedFirstUnit), output)
        XCTAssertTrue(output.contains("<target>قائمة &amp; جديدة</target><note from=\"ellipsis\" priority=\"3\">warning (bidi): Mixed &amp; direction \u{2014} Part of this text may show in a different order than you typed it.</note></trans-unit>"), output)
        // Removing the inserted notes gives back the input exactly.
        let stripped = output.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("<note from=\"ellipsis\"") }
            .joined(separator: "\n")
            .replacingOccurrences(of: #"<note from="ellipsis"[^<]*</note>"#, with: "", options: .regularExpression)
        XCTAssertEqual(stripped, Self.xliff)
        // The copy is still XML a CAT tool can read.
        try XLIFFAnnotator.checkWellFormed(result.xliff, file: "out.xliff")
    }

    /// A note carries the hint of its finding's kind, not the rule's general one.
    func testANoteHasTheHintOfItsKind() throws {
        var rule = CannedReport.rules[0]
        rule.causes = ["cutAtAccessibilitySize": RuleCause(explanation: "Only at accessibility sizes.",
                                                           translatorHint: "Nothing needs to change for most readers.")]
        var finding = diagnostic("truncation", .note, line: 8, column: 17, message: "Cut at AX5")
        finding.data = ["kind": "cutAtAccessibilitySize"]
        let output = String(decoding: try XLIFFAnnotator.annotate(xliff: Data(Self.xliff.utf8), diagnostics: [finding],
                                                                  rules: [rule], file: "ar.xliff"), as: UTF8.self)
        XCTAssertTrue(output.contains("Nothing needs to change for most readers."), output)
        XCTAssertFalse(output.contains("A shorter wording would show in full"), output)
    }

    func testAnnotatingAgainReplacesEarlierNotes() throws {
        let finding = diagnostic("truncation", .error, line: 8, column: 17, message: "Cut")
        let once = try XLIFFAnnotator.annotate(xliff: Data(Self.xliff.utf8), diagnostics: [finding], file: "ar.xliff")
        let twice = try XLIFFAnnotator.annotate(xliff: once, diagnostics: [finding], file: "ar.xliff")
        XCTAssertEqual(String(decoding: twice, as: UTF8.self), String(decoding: once, as: UTF8.self))
        let cleared = try XLIFFAnnotator.annotate(xliff: once, diagnostics: [], file: "ar.xliff")
        XCTAssertEqual(String(decoding: cleared, as: UTF8.self), Self.xliff)
    }

    func testLargeFilesWithManyFindingsStayFast() throws {
        var units = ""
        for index in 0..<5000 {
            units += "      <trans-unit id=\"k\(index)\">\n        <source>Title \(index)</source>\n        <target>Titel \(index)</target>\n      </trans-unit>\n"
        }
        let xliff = "<?xml version=\"1.0\"?>\n<xliff version=\"1.2\">\n  <file original=\"a\" source-language=\"en\" target-language=\"de\">\n    <body>\n" + units + "    </body>\n  </file>\n</xliff>\n"
        // Unit i starts on line 5 + 4i; its target is two lines further down.
        let findings = (0..<5000).map { index in
            diagnostic("truncation", .error, line: 7 + 4 * index, column: 9, message: "Cut \(index)")
        }
        let start = Date()
        let result = try XLIFFAnnotator.annotateCounting(xliff: Data(xliff.utf8), diagnostics: findings, file: "big.xliff")
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertEqual(result.placed, 5000)
        let output = String(decoding: result.xliff, as: UTF8.self)
        XCTAssertTrue(output.contains("<target>Titel 4999</target>\n        <note from=\"ellipsis\" priority=\"1\">error (truncation): Cut 4999</note>\n      </trans-unit>"))
    }

    func testMalformedXLIFFNamesItsPosition() {
        let broken = Data("<xliff>\n  <file>\n    <trans-unit id=\"a\"><source>x</target>\n".utf8)
        XCTAssertThrowsError(try XLIFFAnnotator.annotate(xliff: broken, diagnostics: [], file: "bad.xliff")) { error in
            let inputError = error as? InputError
            XCTAssertEqual(inputError?.location.file, "bad.xliff")
            XCTAssertEqual(inputError?.location.line, 3)
        }
        XCTAssertThrowsError(try XLIFFAnnotator.annotate(xliff: Data([0x3C, 0x61, 0x3E, 0xFF, 0x3C, 0x2F, 0x61, 0x3E]),
                                                         diagnostics: [], file: "bytes.xliff"))
        // A file cut short: Foundation's parser on Linux says it parsed, and records the error.
        let truncated = Data(Self.xliff.prefix(300).utf8)
        XCTAssertThrowsError(try XLIFFAnnotator.annotate(xliff: truncated, diagnostics: [], file: "cut.xliff")) { error in
            XCTAssertEqual((error as? InputError)?.location.file, "cut.xliff")
        }
        XCTAssertThrowsError(try XLIFFBudgetAnnotator.annotate(xliff: truncated, budgets: [], replaceLimits: false, file: "cut.xliff"))
    }

    func testExternalEntitiesAreNotRead() throws {
        let hostile = """
            <?xml version="1.0"?>
            <!DOCTYPE xliff [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <xliff><file><body><trans-unit id="a"><source>&secret;</source></trans-unit></body></file></xliff>
            """
        // Either rejected or passed through untouched: never expanded.
        if let output = try? XLIFFAnnotator.annotate(xliff: Data(hostile.utf8), diagnostics: [], file: "x.xliff") {
            XCTAssertFalse(String(decoding: output, as: UTF8.self).contains("root:"))
        }
    }
}
