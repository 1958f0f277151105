import Foundation
import EllipsisTestSupport
import XCTest

final class ReportCommandTests: XCTestCase {
    private var project: URL!

    override func setUpWithError() throws { project = try PreviewFixture.makeProject() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: project) }

    func testWritesOneSelfContainedFileWithPreviews() throws {
        let out = project.appendingPathComponent("review")
        let result = try CLIRunner.run(["report", project.path, "--out", out.path, "--title", "Atlas review"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path), ["report.html"])
        let html = try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("<title>Atlas review</title>"))
        // One preview per locale at the default size and side, drawn from outlines.
        XCTAssertEqual(html.components(separatedBy: "<figure><svg").count - 1, 4)
        XCTAssertTrue(html.contains("<div class=\"translation\" lang=\"ar\" dir=\"rtl\">ابحث عن المقاهي"))
        XCTAssertTrue(result.stderr.contains("report.html (4 locales"), result.stderr)
    }

    func testReplacesAnExistingReportWholeAndLeavesNoTemporaryFiles() throws {
        let out = project.appendingPathComponent("review")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let file = out.appendingPathComponent("report.html")
        try Data(String(repeating: "old ", count: 100_000).utf8).write(to: file)
        XCTAssertEqual(try CLIRunner.run(["report", project.path, "--out", out.path, "--quiet"]).status, 0)
        let html = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(html.hasSuffix("</html>\n"))
        XCTAssertFalse(html.contains("old old"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path), ["report.html"])
    }

    func testUnwritableOutputIsAUsageErrorAndInputIsUntouched() throws {
        let manifest = project.appendingPathComponent("atlas.quickactions.json")
        let before = try Data(contentsOf: manifest)
        let result = try CLIRunner.run(["report", project.path, "--out", "/proc/ellipsis-report"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("ellipsis-report"), result.stderr)
        XCTAssertEqual(try Data(contentsOf: manifest), before)
    }

    func testMalformedInputIsExit2WithItsLocation() throws {
        let manifest = project.appendingPathComponent("atlas.quickactions.json")
        try Data("{\"developmentLanguage\": \"en\",\n \"actions\": [}".utf8).write(to: manifest)
        let result = try CLIRunner.run(["report", project.path, "--out", project.appendingPathComponent("r").path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("atlas.quickactions.json:2:"), result.stderr)
        // The rest of the app is still reported, and the report names the file it could not read.
        let html = try String(contentsOf: project.appendingPathComponent("r/report.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("input-error") || html.contains("Unreadable input"))
        XCTAssertTrue(html.contains("atlas.quickactions.json"))
    }

    /// A real app's data: the report opens in a browser without errors and its grid has a row per locale.
    func testCorpusReportOpensInHeadlessChromium() throws {
        let corpus = CLIRunner.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpora/firefox-ios")
        guard FileManager.default.fileExists(atPath: corpus.path) else { throw XCTSkip("corpora are not available") }
        let out = project.appendingPathComponent("firefox")
        let result = try CLIRunner.run(["report", corpus.path, "--out", out.path, "--quiet"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lint = try CLIRunner.run(["lint", corpus.path, "--format", "json", "--fail-on", "never"])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any])
        let diagnostics = json["diagnostics"] as? [[String: Any]] ?? []
        // The cuts only at accessibility sizes are summarised in "Across languages", not listed per language.
        let summarised = diagnostics.filter {
            $0["rule"] as? String == "truncation" && $0["severity"] as? String == "note"
                && (($0["data"] as? [String: Any])?["textSize"] as? String)?.hasPrefix("AX") == true
        }.count
        XCTAssertEqual(summarised, 28)
        let findings = diagnostics.count - summarised

        let page = try HeadlessChromium.load(out.appendingPathComponent("report.html"))
        XCTAssertTrue(page.dom.contains("data-ready=\"1\""), "the page script did not finish")
        XCTAssertFalse(page.dom.contains("data-errors="))
        XCTAssertEqual(page.consoleMessages, [])
        XCTAssertTrue(page.dom.contains("\(findings) of \(findings) findings shown"), "grid and list agree with lint")
        let rows = page.dom.components(separatedBy: "<tr data-locale=").count - 1
        XCTAssertGreaterThanOrEqual(rows, 100, "Firefox ships about 100 locales")
    }
}
