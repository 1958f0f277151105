import EllipsisCore
import Foundation
import EllipsisTestSupport
import XCTest
@testable import EllipsisReport

/// The translator report in a real browser: it loads without console errors,
/// its script fills the grid, and filters from the address work.
final class TranslatorReportBrowserTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ input: TranslatorReportInput) throws -> URL {
        let file = folder.appendingPathComponent("report.html")
        try Data(TranslatorReportHTML.render(input).utf8).write(to: file)
        return file
    }

    /// The total column of a locale's grid row, as the page's script filled it.
    private func gridTotal(_ dom: String, locale: String) -> String? {
        guard let row = dom.range(of: "<tr data-locale=\"\(locale)\"") else { return nil }
        let rest = dom[row.upperBound...]
        guard let end = rest.range(of: "</tr>"), let cell = rest[..<end.lowerBound].range(of: "class=\"total\"") else { return nil }
        let afterCell = rest[cell.upperBound..<end.lowerBound]
        guard let open = afterCell.firstIndex(of: ">"), let close = afterCell.range(of: "</td>") else { return nil }
        return String(afterCell[afterCell.index(after: open)..<close.lowerBound])
    }

    private func rowIsHidden(_ dom: String, locale: String) -> Bool {
        guard let row = dom.range(of: "<tr data-locale=\"\(locale)\"") else { return false }
        let tag = dom[row.lowerBound...].prefix { $0 != ">" }
        return tag.contains("hidden")
    }

    private func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    func testOpensWithoutConsoleErrorsAndFillsTheGrid() throws {
        let page = try HeadlessChromium.load(write(CannedProject.input()))
        XCTAssertTrue(page.dom.contains("data-ready=\"1\""), "the page script did not finish")
        XCTAssertFalse(page.dom.contains("data-errors="), "script errors")
        XCTAssertEqual(page.consoleMessages, [])
        XCTAssertEqual(gridTotal(page.dom, locale: "ar"), "3")
        XCTAssertEqual(gridTotal(page.dom, locale: "de"), "1")
        XCTAssertEqual(gridTotal(page.dom, locale: "ja"), "0")
        XCTAssertEqual(gridTotal(page.dom, locale: "en"), "0")
        XCTAssertEqual(count("data-status=\"error\"", in: page.dom), 1)
        XCTAssertEqual(count("data-status=\"warning\"", in: page.dom), 2)
        XCTAssertEqual(count("data-status=\"missing\"", in: page.dom), 1)
        XCTAssertEqual(count("data-status=\"ok\"", in: page.dom), 4)
        XCTAssertTrue(page.dom.contains("5 of 5 findings shown"))
    }

    func testFiltersFromTheAddress() throws {
        let page = try HeadlessChromium.load(write(CannedProject.input()), fragment: "locale=ar&severity=error,warning")
        XCTAssertEqual(page.consoleMessages, [])
        XCTAssertTrue(page.dom.contains("2 of 5 findings shown"), "filtered count")
        XCTAssertTrue(rowIsHidden(page.dom, locale: "de"))
        XCTAssertFalse(rowIsHidden(page.dom, locale: "ar"))
        XCTAssertEqual(gridTotal(page.dom, locale: "ar"), "2")
        // Arabic "Search Nearby" keeps one of its two findings (the note is filtered out), "New List" its one.
        XCTAssertEqual(count("data-visible=\"2\"", in: page.dom), 0)
        XCTAssertEqual(count("data-visible=\"1\"", in: page.dom), 2)
    }

    func testCellsFadeWhenTheirFindingsAreFilteredOut() throws {
        let page = try HeadlessChromium.load(write(CannedProject.input()), fragment: "severity=error")
        XCTAssertEqual(page.consoleMessages, [])
        // Only German "Search Nearby" (an error) keeps a visible finding.
        XCTAssertEqual(count("data-visible=\"1\"", in: page.dom), 1)
        XCTAssertTrue(page.dom.contains("1 of 5 findings shown"))
    }

    func testAMalformedAddressIsIgnored() throws {
        let page = try HeadlessChromium.load(write(CannedProject.input()), fragment: "locale=%E0%A4&rule=nothing&severity=")
        XCTAssertEqual(page.consoleMessages, [])
        XCTAssertTrue(page.dom.contains("data-ready=\"1\""))
        XCTAssertFalse(page.dom.contains("data-errors="))
        // No severity chosen: nothing shown, and the page says so.
        XCTAssertTrue(page.dom.contains("0 of 5 findings shown"))
        XCTAssertFalse(page.dom.contains("<p id=\"no-match\" hidden"))
    }

    /// The screenshot the README's picture is made with: a real PNG of the requested size.
    func testScreenshot() throws {
        let png = folder.appendingPathComponent("report.png")
        let page = try HeadlessChromium.screenshot(write(CannedProject.input()), to: png, width: 900, height: 700)
        XCTAssertEqual(page.consoleMessages, [])
        let bytes = try Data(contentsOf: png)
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: width and height, big-endian, at bytes 16..<24.
        func number(_ range: Range<Int>) -> Int { bytes[range].reduce(0) { $0 << 8 | Int($1) } }
        XCTAssertEqual(number(16..<20), 900)
        XCTAssertEqual(number(20..<24), 700)
    }

    func testAReportWithThousandsOfFindingsStaysFastToOpen() throws {
        let many = (0..<2000).map { index in
            Diagnostic(rule: index % 2 == 0 ? "truncation" : "bidi", severity: index % 3 == 0 ? .error : .warning,
                       message: "Finding \(index)", locale: ["ar", "de", "ja"][index % 3],
                       action: "com.example.atlas.search", field: index % 4 == 0 ? .subtitle : .title,
                       location: SourceLocation(file: "/project/x.strings", line: index + 1, column: 1))
        }
        let page = try HeadlessChromium.load(write(CannedProject.input(diagnostics: many)))
        XCTAssertTrue(page.dom.contains("data-ready=\"1\""))
        XCTAssertTrue(page.dom.contains("2000 of 2000 findings shown"))
        XCTAssertEqual(page.consoleMessages, [])
        // Includes starting the browser itself.
        XCTAssertLessThan(page.seconds, 30)
    }

    /// A rule filter hides the grid rows and string rows it leaves without findings.
    func testTheRuleFilterHidesRows() throws {
        let page = try HeadlessChromium.load(write(CannedProject.input()), fragment: "rule=bidi")
        XCTAssertEqual(page.consoleMessages, [])
        XCTAssertTrue(page.dom.contains("1 of 5 findings shown"))
        XCTAssertTrue(rowIsHidden(page.dom, locale: "de"), "German has no bidi finding")
        XCTAssertTrue(rowIsHidden(page.dom, locale: "ja"))
        XCTAssertFalse(rowIsHidden(page.dom, locale: "ar"))
        // Arabic's rows: its Search title keeps its finding; its subtitle and New List rows have none left.
        let arabic = page.dom.components(separatedBy: "id=\"locale-ar\"").dropFirst().first ?? ""
        let table = arabic.components(separatedBy: "</table>").first ?? ""
        XCTAssertEqual(count("<tr data-action=", in: table) + count("<tr id=", in: table), 3)
        let rows = table.components(separatedBy: "<tr").dropFirst().map { $0.prefix { $0 != ">" } }
        XCTAssertEqual(rows.filter { $0.contains("data-action") && $0.contains("hidden") }.count, 2, "\(rows)")
    }
}
