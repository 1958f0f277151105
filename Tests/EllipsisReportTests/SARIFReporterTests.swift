import EllipsisCore
import EllipsisTestSupport
import Foundation
import XCTest
@testable import EllipsisReport

/// Checks the properties SARIF 2.1.0 requires (and GitHub code scanning reads).
final class SARIFReporterTests: XCTestCase {
    private func sarif(_ report: LintReport) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(SARIFReporter.render(report).utf8)) as? [String: Any])
    }

    private func firstRun(_ report: LintReport) throws -> [String: Any] {
        let runs = try XCTUnwrap(sarif(report)["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        return try XCTUnwrap(runs.first)
    }

    func testRequiredTopLevelProperties() throws {
        let log = try sarif(CannedReport.report)
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        XCTAssertEqual(log["$schema"] as? String, "https://json.schemastore.org/sarif-2.1.0.json")
        XCTAssertNotNil(log["runs"] as? [Any])
    }

    func testDriverAndRuleMetadata() throws {
        let run = try firstRun(CannedReport.report)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "Ellipsis")
        XCTAssertEqual(driver["version"] as? String, "0.1.0")
        XCTAssertNil(driver["informationUri"], "no invented home page")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["id"] as? String }, CannedReport.rules.map(\.identifier))
        for rule in rules {
            for key in ["shortDescription", "fullDescription", "help"] {
                let text = (rule[key] as? [String: Any])?["text"] as? String
                XCTAssertFalse(text?.isEmpty ?? true, "\(rule["id"] ?? "?").\(key)")
            }
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            XCTAssertTrue(["none", "note", "warning", "error"].contains(level ?? ""))
        }
        XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")
    }

    func testResultsPointAtTheirRulesAndFiles() throws {
        let run = try firstRun(CannedReport.report)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, CannedReport.diagnostics.count)
        for result in results {
            let ruleId = try XCTUnwrap(result["ruleId"] as? String)
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, ruleId)
            XCTAssertFalse(((result["message"] as? [String: Any])?["text"] as? String ?? "").isEmpty)
            XCTAssertTrue(["none", "note", "warning", "error"].contains(result["level"] as? String ?? ""))
            XCTAssertNotNil((result["partialFingerprints"] as? [String: String])?.values.first)
            for location in result["locations"] as? [[String: Any]] ?? [] {
                let physical = try XCTUnwrap(location["physicalLocation"] as? [String: Any])
                let artifact = try XCTUnwrap(physical["artifactLocation"] as? [String: Any])
                let uri = try XCTUnwrap(artifact["uri"] as? String)
                XCTAssertFalse(uri.hasPrefix("/"), "uri must be relative to %SRCROOT%: \(uri)")
                XCTAssertNotNil(URL(string: uri), uri)
                XCTAssertEqual(artifact["uriBaseId"] as? String, "%SRCROOT%")
                if let region = physical["region"] as? [String: Any] {
                    XCTAssertGreaterThanOrEqual(region["startLine"] as? Int ?? 0, 1)
                    XCTAssertGreaterThanOrEqual(region["startColumn"] as? Int ?? 1, 1)
                }
            }
        }
        let german = try XCTUnwrap(results.first { ($0["properties"] as? [String: Any])?["locale"] as? String == "de" })
        let physical = (german["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        XCTAssertEqual((physical?["artifactLocation"] as? [String: Any])?["uri"] as? String, "Atlas/de.lproj/InfoPlist.strings")
        XCTAssertEqual((physical?["region"] as? [String: Any])?["startLine"] as? Int, 4)
        XCTAssertEqual((physical?["region"] as? [String: Any])?["startColumn"] as? Int, 18)
    }

    /// A width verdict's certainty is in its message (what code scanning shows) and a property.
    func testWidthResultsSayHowSureTheyAre() throws {
        let results = try XCTUnwrap(firstRun(CannedReport.report)["results"] as? [[String: Any]])
        let truncations = results.filter { $0["ruleId"] as? String == "truncation" }
        let hebrew = try XCTUnwrap(truncations.first { ($0["properties"] as? [String: Any])?["locale"] as? String == "he" })
        XCTAssertEqual((hebrew["properties"] as? [String: Any])?["certainty"] as? String, "within-error")
        XCTAssertEqual(hebrew["level"] as? String, "note")
        XCTAssertTrue(((hebrew["message"] as? [String: Any])?["text"] as? String ?? "")
            .hasSuffix("2 pt over: within the proxies' error for Hebrew (±13.1 pt)"))
        let german = try XCTUnwrap(truncations.first { ($0["properties"] as? [String: Any])?["locale"] as? String == "de" })
        XCTAssertEqual((german["properties"] as? [String: Any])?["certainty"] as? String, "certain")
        // Findings that are not width verdicts have no certainty.
        XCTAssertTrue(results.filter { $0["ruleId"] as? String != "truncation" }
            .allSatisfy { ($0["properties"] as? [String: Any])?["certainty"] == nil })
    }

    func testFingerprintsIgnoreLinesButNotContent() {
        let base = Diagnostic(rule: "truncation", severity: .error, message: "cut", locale: "de", action: "a",
                              field: .title, location: SourceLocation(file: "/p/de.lproj/x.strings", line: 4, column: 1),
                              text: "Suchen")
        var moved = base
        moved.location = SourceLocation(file: "/p/de.lproj/x.strings", line: 40, column: 7)
        moved.message = "cut differently"
        var retranslated = base
        retranslated.text = "Suche"
        var otherLocale = base
        otherLocale.locale = "de-AT"
        XCTAssertEqual(SARIFReporter.fingerprint(base, root: "/p"), SARIFReporter.fingerprint(moved, root: "/p"))
        XCTAssertNotEqual(SARIFReporter.fingerprint(base, root: "/p"), SARIFReporter.fingerprint(retranslated, root: "/p"))
        XCTAssertNotEqual(SARIFReporter.fingerprint(base, root: "/p"), SARIFReporter.fingerprint(otherLocale, root: "/p"))
        // The same project checked out elsewhere gives the same fingerprint.
        var elsewhere = base
        elsewhere.location = SourceLocation(file: "/q/de.lproj/x.strings", line: 4, column: 1)
        XCTAssertEqual(SARIFReporter.fingerprint(base, root: "/p"), SARIFReporter.fingerprint(elsewhere, root: "/q"))
    }

    func testUnknownRuleStillGetsAnIndex() throws {
        let diagnostic = Diagnostic(rule: "made-up", severity: .warning, message: "m",
                                    location: SourceLocation(file: "a b/ü.strings", line: 1, column: 1))
        let report = LintReport(diagnostics: [diagnostic],
                                summary: DiagnosticSummary(files: 1, locales: 1, actions: 1, diagnostics: [diagnostic]),
                                rules: CannedReport.rules, workingDirectory: "/work")
        let run = try firstRun(report)
        let result = try XCTUnwrap((run["results"] as? [[String: Any]])?.first)
        let rules = try XCTUnwrap(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        XCTAssertEqual(rules[try XCTUnwrap(result["ruleIndex"] as? Int)]["id"] as? String, "made-up")
        let uri = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            .flatMap { $0["artifactLocation"] as? [String: Any] }?["uri"] as? String
        XCTAssertEqual(uri, "a%20b/%C3%BC.strings")
    }

    func testAnUnreadableFileIsAToolNotificationAndTheRunDidNotSucceed() throws {
        let unreadable = Diagnostic(rule: "input-error", severity: .error, message: "expected ';' after the value",
                                    location: SourceLocation(file: "/work/fr.lproj/InfoPlist.strings", line: 3, column: 14),
                                    data: ["kind": "inputError"])
        let cut = Diagnostic(rule: "truncation", severity: .error, message: "cut",
                             location: SourceLocation(file: "/work/de.lproj/InfoPlist.strings", line: 1, column: 1))
        let report = LintReport(diagnostics: [unreadable, cut],
                                summary: DiagnosticSummary(files: 2, locales: 2, actions: 1, diagnostics: [unreadable, cut]),
                                rules: CannedReport.rules, workingDirectory: "/work")
        let run = try firstRun(report)
        XCTAssertEqual((run["results"] as? [Any])?.count, 2, "the unreadable file stays a result too")
        let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
        let notifications = try XCTUnwrap(invocation["toolExecutionNotifications"] as? [[String: Any]])
        XCTAssertEqual(notifications.count, 1)
        XCTAssertEqual(notifications[0]["level"] as? String, "error")
        XCTAssertEqual((notifications[0]["message"] as? [String: Any])?["text"] as? String, "expected ';' after the value")
        let region = ((notifications[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
            as? [String: Any]
        XCTAssertEqual(region?["startLine"] as? Int, 3)
        XCTAssertEqual(region?["startColumn"] as? Int, 14)
    }

    func testARunThatReadEverythingHasNoInvocationNotice() throws {
        let cut = Diagnostic(rule: "truncation", severity: .error, message: "cut",
                             location: SourceLocation(file: "/work/de.lproj/InfoPlist.strings", line: 1, column: 1))
        let report = LintReport(diagnostics: [cut], summary: DiagnosticSummary(files: 1, locales: 1, actions: 1, diagnostics: [cut]),
                                rules: CannedReport.rules, workingDirectory: "/work")
        XCTAssertNil(try firstRun(report)["invocations"])
    }

    func testFilesOutsideTheWorkingDirectoryKeepAbsoluteFileURIs() throws {
        let diagnostic = Diagnostic(rule: "emoji", severity: .warning, message: "m",
                                    location: SourceLocation(file: "/elsewhere/de.lproj/x.strings", line: 2, column: 3))
        let report = LintReport(diagnostics: [diagnostic],
                                summary: DiagnosticSummary(files: 1, locales: 1, actions: 1, diagnostics: [diagnostic]),
                                rules: CannedReport.rules, root: "/elsewhere", workingDirectory: "/repo")
        let result = try XCTUnwrap((firstRun(report)["results"] as? [[String: Any]])?.first)
        let physical = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        let artifact = try XCTUnwrap(physical?["artifactLocation"] as? [String: Any])
        XCTAssertEqual(artifact["uri"] as? String, "file:///elsewhere/de.lproj/x.strings")
        XCTAssertNil(artifact["uriBaseId"], "a base id only goes with a relative reference")
    }

    func testRuleIdsAreTheContractIdentifiers() throws {
        let identifiers = try ContractDocument.ruleIdentifiers()
        XCTAssertFalse(identifiers.isEmpty)
        let rules = identifiers.map {
            RuleMetadata(identifier: $0, name: $0, summary: "s", rationale: "r", translatorHint: "t",
                         defaultSeverity: .warning)
        }
        let report = LintReport(diagnostics: [], summary: DiagnosticSummary(files: 0, locales: 0, actions: 0, diagnostics: []),
                                rules: rules)
        let driver = try XCTUnwrap((firstRun(report)["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let ids = (driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        XCTAssertEqual(ids, identifiers)
    }
}
