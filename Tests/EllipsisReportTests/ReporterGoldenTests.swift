import XCTest
@testable import EllipsisReport

final class ReporterGoldenTests: XCTestCase {
    func testTextGolden() throws {
        try Golden.assertMatches(TextReporter.render(CannedReport.report), "report.txt")
        try Golden.assertMatches(TextReporter.render(CannedReport.empty), "empty.txt")
    }

    func testJSONGolden() throws {
        try Golden.assertMatches(JSONReporter.render(CannedReport.report), "report.json")
        try Golden.assertMatches(JSONReporter.render(CannedReport.empty), "empty.json")
    }

    func testSARIFGolden() throws {
        try Golden.assertMatches(SARIFReporter.render(CannedReport.report), "report.sarif")
    }

    func testXcodeGolden() throws {
        try Golden.assertMatches(XcodeReporter.render(CannedReport.report), "report.xcode.txt")
    }

    func testGitHubGolden() throws {
        try Golden.assertMatches(GitHubReporter.render(CannedReport.report), "report.github.txt")
    }

    func testJUnitGolden() throws {
        try Golden.assertMatches(JUnitReporter.render(CannedReport.report), "report.junit.xml")
        try Golden.assertMatches(JUnitReporter.render(CannedReport.empty), "empty.junit.xml")
    }

    func testEveryFormatHasARenderer() {
        for name in Reporters.names {
            XCTAssertNotNil(Reporters.render(CannedReport.report, format: name), name)
        }
        XCTAssertNil(Reporters.render(CannedReport.report, format: "yaml"))
        XCTAssertEqual(Reporters.names, ["text", "json", "sarif", "xcode", "github", "junit"])
    }
}
