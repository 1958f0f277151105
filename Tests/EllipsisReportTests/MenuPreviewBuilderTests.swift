import EllipsisCore
import XCTest
@testable import EllipsisReport

final class MenuPreviewBuilderTests: XCTestCase {
    /// A layout where every character is 10 pt wide and text is cut at the column.
    private func layOut(width: Double) -> MenuPreviewBuilder.LayOut {
        { request in
            let natural = Double(request.text.count) * 10
            let fits = natural <= width
            let shown = fits ? request.text : String(request.text.prefix(Int(width / 10) - 1)) + "\u{2026}"
            return PreviewText(lines: [PreviewLine(glyphs: "", width: min(natural, width), text: shown)],
                               fontSize: request.field == .title ? 17 : 15, lineHeight: 22, truncated: !fits,
                               hiddenWidth: max(0, natural - width), fullText: request.text)
        }
    }

    func testRowsFollowTheProjectAndSkipMissingTexts() throws {
        let project = CannedProject.project
        var requests: [MenuPreviewBuilder.TextRequest] = []
        let preview = try MenuPreviewBuilder.build(
            project: project, locale: LocaleID("ja"), rightToLeft: false, device: "iphone", textSize: "L", side: .left,
            geometry: MenuGeometry(menuWidth: 250), diagnostics: CannedProject.diagnostics,
            layOut: { request in requests.append(request); return try self.layOut(width: 190)(request) })
        // Japanese lacks the second action's title: iOS would not show it.
        XCTAssertEqual(preview.rows.map(\.action), ["com.example.atlas.search"])
        XCTAssertEqual(requests.map(\.field), [.title, .subtitle])
        XCTAssertTrue(requests.allSatisfy { $0.withSubtitle && $0.hasIcon && $0.locale == "ja" })
    }

    func testWorstSeverityPerActionAndAtMostFourRows() throws {
        var project = CannedProject.project
        let extra = project.actions[1]
        for index in 0..<4 {
            var copy = extra
            copy.type = "extra.\(index)"
            project.actions.append(copy)
        }
        let preview = try MenuPreviewBuilder.build(
            project: project, locale: LocaleID("ar"), rightToLeft: true, device: "iphone", textSize: "L", side: .right,
            geometry: MenuGeometry(menuWidth: 250), diagnostics: CannedProject.diagnostics, layOut: layOut(width: 190))
        XCTAssertEqual(preview.rows.count, 4)
        XCTAssertEqual(preview.rows[0].worst, .warning)
        XCTAssertEqual(preview.rows[1].worst, .warning)
        XCTAssertNil(preview.rows[2].worst)
    }

    func testNoIconColumnMeansNoIconRequest() throws {
        let preview = try MenuPreviewBuilder.build(
            project: CannedProject.project, locale: LocaleID("de"), rightToLeft: false, device: "iphone", textSize: "AX1",
            side: .left, geometry: MenuGeometry(menuWidth: 370, iconColumn: 0), diagnostics: [],
            layOut: { request in
                XCTAssertFalse(request.hasIcon)
                return try self.layOut(width: 338)(request)
            })
        XCTAssertEqual(preview.rows.count, 2)
        XCTAssertTrue(preview.rows[0].title.truncated, "41 characters at 10 pt do not fit 338 pt")
    }
}
