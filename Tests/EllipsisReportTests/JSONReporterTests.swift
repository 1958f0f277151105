import EllipsisCore
import Foundation
import XCTest
@testable import EllipsisReport

final class JSONReporterTests: XCTestCase {
    private func parse(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testFollowsTheContract() throws {
        let output = JSONReporter.render(CannedReport.report)
        let json = try parse(output)
        XCTAssertEqual(json["version"] as? Int, 1)
        let diagnostics = try XCTUnwrap(json["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.count, CannedReport.diagnostics.count)
        let contractKeys: Set<String> = ["rule", "severity", "message", "locale", "action", "field", "file", "line",
                                         "column", "text", "data"]
        // The contract's keys, and `group`, added beside them.
        for diagnostic in diagnostics {
            XCTAssertEqual(Set(diagnostic.keys), contractKeys.union(["group"]))
            XCTAssertTrue(["error", "warning", "note"].contains(diagnostic["severity"] as? String ?? ""))
        }
        let summary = try XCTUnwrap(json["summary"] as? [String: Any])
        XCTAssertEqual(summary["errors"] as? Int, 2)
        XCTAssertEqual(summary["warnings"] as? Int, 3)
        XCTAssertEqual(summary["notes"] as? Int, 2)
        XCTAssertEqual(summary["files"] as? Int, 5)
    }

    func testTextsSurviveTheRoundTrip() throws {
        let diagnostics = try XCTUnwrap(parse(JSONReporter.render(CannedReport.report))["diagnostics"] as? [[String: Any]])
        let texts = Set(diagnostics.compactMap { $0["text"] as? String })
        for diagnostic in CannedReport.diagnostics {
            if let text = diagnostic.text { XCTAssertTrue(texts.contains(text), text) }
        }
        let messages = Set(diagnostics.compactMap { $0["message"] as? String })
        XCTAssertTrue(messages.contains("The subtitle is cut at AX1:\nonly 12 of 20 characters show."))
    }

    func testDiagnosticsAreSortedAndKeysKeepContractOrder() throws {
        let output = JSONReporter.render(CannedReport.report)
        let diagnostics = try XCTUnwrap(parse(output)["diagnostics"] as? [[String: Any]])
        // The one finding without a location sorts first (empty file name), then by file.
        XCTAssertEqual(diagnostics.first?["rule"] as? String, "action-count")
        XCTAssertTrue(diagnostics.first?["file"] is NSNull)
        let files = diagnostics.dropFirst().compactMap { $0["file"] as? String }
        XCTAssertEqual(files, files.sorted())
        let order = ["\"rule\"", "\"severity\"", "\"message\"", "\"locale\"", "\"action\"", "\"field\"", "\"file\"",
                     "\"line\"", "\"column\"", "\"text\"", "\"data\""]
        let positions = order.compactMap { output.range(of: $0)?.lowerBound }
        XCTAssertEqual(positions.count, order.count)
        XCTAssertEqual(positions, positions.sorted())
    }

    func testActionsAreTheInventorySortedByFileAndLine() throws {
        let actions = try XCTUnwrap(parse(JSONReporter.render(CannedReport.report))["actions"] as? [[String: Any]])
        XCTAssertEqual(actions.map { "\($0["file"] as? String ?? ""):\($0["line"] as? Int ?? 0)" }, [
            "/project/Atlas/Info.plist:12", "/project/Atlas/Launcher.swift:30",
            "/project/Atlas/Places/PlaceList.swift:41", "/project/Atlas/Places/PlaceList.swift:88",
        ])
        XCTAssertEqual(actions.map { $0["kind"] as? String }, ["quick-action", "quick-action", "preview-action", "context-menu"])
        XCTAssertEqual(actions.map { $0["origin"] as? String }, ["info-plist", "code", "code", "code"])
        // Known only at run time: a null type; run-time data: a null key, table and text.
        XCTAssertTrue(actions[2]["type"] is NSNull)
        let recent = try XCTUnwrap(actions[1]["title"] as? [String: Any])
        XCTAssertTrue(recent["key"] is NSNull && recent["table"] is NSNull && recent["text"] is NSNull)
        XCTAssertEqual(Array((actions[0]["title"] as? [String: Any] ?? [:]).keys).sorted(), ["key", "table", "text"])
        // Exactly the contract's keys, in its order.
        let output = JSONReporter.render(LintReport(diagnostics: [], summary: CannedReport.report.summary, rules: [],
                                                    actions: [CannedReport.actions[1]]))
        let order = ["\"kind\"", "\"type\"", "\"title\"", "\"key\"", "\"table\"", "\"text\"", "\"origin\"", "\"file\"",
                     "\"line\""]
        let positions = order.compactMap { output.range(of: $0, range: output.range(of: "\"actions\"")!.upperBound..<output.endIndex)?.lowerBound }
        XCTAssertEqual(positions.count, order.count)
        XCTAssertEqual(positions, positions.sorted())
    }

    func testRendersTheSameOnEveryRun() {
        let shuffled = LintReport(diagnostics: CannedReport.diagnostics.reversed(), summary: CannedReport.report.summary,
                                  rules: CannedReport.rules, root: "/project", workingDirectory: "/project",
                                  actions: CannedReport.actions.reversed())
        XCTAssertEqual(JSONReporter.render(shuffled), JSONReporter.render(CannedReport.report))
    }

    func testEscapesControlCharactersAndNonFiniteNumbers() throws {
        let diagnostic = Diagnostic(rule: "bidi", severity: .warning, message: "RLO \u{202E} and \u{0007} bell",
                                    text: "a\u{2028}b", data: ["nan": .number(.nan), "half": 0.5, "big": 1e300])
        let output = JSONReporter.render(LintReport(diagnostics: [diagnostic],
                                                    summary: DiagnosticSummary(files: 0, locales: 0, actions: 0, diagnostics: [diagnostic]),
                                                    rules: []))
        XCTAssertTrue(output.contains("\\u0007"))
        XCTAssertTrue(output.contains("\\u2028"))
        let parsed = try XCTUnwrap((parse(output)["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertEqual(parsed["message"] as? String, "RLO \u{202E} and \u{0007} bell")
        let data = try XCTUnwrap(parsed["data"] as? [String: Any])
        XCTAssertTrue(data["nan"] is NSNull)
        XCTAssertEqual(data["half"] as? Double, 0.5)
        XCTAssertEqual(data["big"] as? Double, 1e300)
    }
}
