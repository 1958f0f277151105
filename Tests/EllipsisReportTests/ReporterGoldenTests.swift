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

    func testMenuPreviewGolden() throws {
        try Golden.assertMatches(MenuPreviewSVG.render(MenuPreviewSVGTests.preview(rightToLeft: true, side: .left, hidden: 57)),
                                 "menu-ar-left.svg")
        try Golden.assertMatches(MenuPreviewSVG.render(MenuPreviewSVGTests.preview(rightToLeft: false, side: .right, hidden: 300)),
                                 "menu-en-right.svg")
    }

    func testTranslatorReportGolden() throws {
        try Golden.assertMatches(TranslatorReportHTML.render(CannedProject.input()), "report.html")
    }

    func testEveryFormatHasARenderer() {
        for name in Reporters.names {
            XCTAssertNotNil(Reporters.render(CannedReport.report, format: name), name)
        }
        XCTAssertNil(Reporters.render(CannedReport.report, format: "yaml"))
        XCTAssertEqual(Reporters.names, ["text", "json", "sarif", "xcode", "github", "junit"])
    }
}
