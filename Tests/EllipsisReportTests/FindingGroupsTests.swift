import EllipsisCore
import XCTest
@testable import EllipsisReport

final class FindingGroupsTests: XCTestCase {
    func testGroupedGoldens() throws {
        let report = CannedGroupedReport.report
        try Golden.assertMatches(TextReporter.render(report), "grouped.txt")
        try Golden.assertMatches(XcodeReporter.render(report), "grouped.xcode.txt")
        try Golden.assertMatches(GitHubReporter.render(report), "grouped.github.txt")
        try Golden.assertMatches(JSONReporter.render(report), "grouped.json")
        try Golden.assertMatches(SARIFReporter.render(report), "grouped.sarif")
    }

    func testAFindingInThreeLocalesIsOneGroupWithOneID() {
        let shown = CannedGroupedReport.report.shown
        let missing = shown.groups.filter { $0.first.rule == "missing-translation" }
        XCTAssertEqual(missing.count, 1)
        XCTAssertEqual(missing.first?.locales, ["af", "an", "ga"])
        XCTAssertEqual(missing.first?.message,
                       "no title translation 'Title.Erase' in <locale>.lproj: the menu shows the key 'Title.Erase' itself")
        XCTAssertEqual(Set(missing[0].members.map { FindingGroups.identifier(of: $0, root: "/project") }).count, 1)
        // The same id whatever the line: lines move, the finding stays.
        var moved = missing[0].first
        moved.location?.line = 40
        XCTAssertEqual(FindingGroups.identifier(of: moved, root: "/project"), missing[0].id)
        // Another action is another group.
        moved.action = "org.example.focus.other"
        XCTAssertNotEqual(FindingGroups.identifier(of: moved, root: "/project"), missing[0].id)
    }

    func testTheLocaleIsTakenOutOfTheCauseOnlyAsAWholeWord() {
        XCTAssertEqual(FindingGroups.neutral("no title in af.lproj after the key", locale: "af"),
                       "no title in {locale}.lproj after the key")
        XCTAssertEqual(FindingGroups.neutral("missing in values-pt-rBR", locale: "pt-BR"), "missing in values-{locale}")
        // A bare two-letter code may be an English word of the message: it stays.
        XCTAssertEqual(FindingGroups.neutral("the launcher never shows it (it.lproj)", locale: "it"),
                       "the launcher never shows it ({locale}.lproj)")
        XCTAssertEqual(FindingGroups.neutral("in letters ast does not use", locale: "ast"), "in letters {locale} does not use")
        // Different words are different causes, and do not fold.
        let a = Diagnostic(rule: "untranslated", severity: .warning, message: "identical to the en source",
                           locale: "de", action: "x", field: .title, location: SourceLocation(file: "/p/Info.plist"))
        var b = a
        b.locale = "fr"
        b.message = "identical to the en source, in letters fr does not use"
        XCTAssertEqual(FindingGroups.groups([a, b], root: "/p").count, 2)
    }

    func testAccessibilityCutsAreOneLinePerActionAndSizeUnlessShown() {
        var report = CannedGroupedReport.report
        let shown = report.shown
        XCTAssertEqual(shown.accessibilityCuts.count, 1)
        XCTAssertEqual(shown.accessibilityCuts.first?.locales, ["ca", "el", "nl"])
        XCTAssertFalse(shown.groups.contains { FindingGroups.isAccessibilityOnlyCut($0.first) })
        XCTAssertEqual(shown.count, 3)
        report.showsAccessibilityCuts = true
        XCTAssertTrue(report.shown.accessibilityCuts.isEmpty)
        XCTAssertEqual(report.shown.groups.filter { FindingGroups.isAccessibilityOnlyCut($0.first) }.count, 3)
        XCTAssertTrue(TextReporter.render(report).contains("Νέα ιδιωτική κ\u{2026}"))
    }

    func testMachineFormatsKeepOneDiagnosticPerLocale() throws {
        let json = JSONReporter.render(CannedGroupedReport.report)
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let diagnostics = object?["diagnostics"] as? [[String: Any]] ?? []
        XCTAssertEqual(diagnostics.count, 7)
        let groups = diagnostics.filter { $0["rule"] as? String == "missing-translation" }.compactMap { $0["group"] as? String }
        XCTAssertEqual(groups.count, 3)
        XCTAssertEqual(Set(groups).count, 1)
        let summary = object?["summary"] as? [String: Any]
        // One group for the three missing translations; the cuts are in three files.
        XCTAssertEqual(summary?["groups"] as? Int, 5)
        let reduced = summary?["reducedChecks"] as? [String: Any]
        XCTAssertEqual(reduced?["locales"] as? [String], ["af", "an"])
        let sarif = SARIFReporter.render(CannedGroupedReport.report)
        XCTAssertTrue(sarif.contains("\"toolExecutionNotifications\""))
        XCTAssertTrue(sarif.contains("No reviewed lexicon for af, an"))
    }

    /// The id is what docs/contract.md says: FNV-1a 64 over rule, file, action, field and cause,
    /// parts separated by the byte 0xFF, as sixteen hexadecimal digits.
    func testTheIDIsTheDocumentedHash() {
        let diagnostic = CannedGroupedReport.diagnostics[0]
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let bytes = [Array("missing-translation".utf8), Array("Focus/Info.plist".utf8), Array("org.example.focus.erase".utf8),
                     Array("title".utf8), Array("keyShown".utf8)]
            .map { $0 }.reduce(into: [UInt8]()) { all, part in
                if !all.isEmpty { all.append(0xFF) }
                all += part
            }
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        let hex = String(hash, radix: 16)
        XCTAssertEqual(FindingGroups.identifier(of: diagnostic, root: "/project"), String(repeating: "0", count: 16 - hex.count) + hex)
    }
}
