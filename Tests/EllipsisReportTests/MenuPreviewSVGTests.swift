import EllipsisCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import EllipsisReport

final class MenuPreviewSVGTests: XCTestCase {
    /// A line whose "glyphs" are boxes 8 pt wide, enough to check geometry.
    static func boxes(_ text: String, cut: Bool = false) -> PreviewLine {
        var path = ""
        let count = text.count
        for index in 0..<count { path += "M\(index * 8 + 1) -10h6v10h-6Z" }
        return PreviewLine(glyphs: "<path d=\"\(path)\"/>", width: Double(count * 8), text: text)
    }

    static func preview(rightToLeft: Bool, side: HomeScreenSide, hidden: Double = 0, iconColumn: Double = 44) -> MenuPreview {
        let title = PreviewText(lines: [boxes("Search nearby caf\u{2026}")], fontSize: 17, lineHeight: 22,
                                truncated: hidden > 0, hiddenWidth: hidden, fullText: "Search nearby cafés")
        let subtitle = PreviewText(lines: [boxes("Open now")], fontSize: 15, lineHeight: 20, fullText: "Open now")
        let rows = [
            PreviewRow(action: "search", title: title, subtitle: subtitle, icon: .system("Search"), worst: hidden > 0 ? .error : nil),
            PreviewRow(action: "add", title: PreviewText(lines: [boxes("New list")], fontSize: 17, lineHeight: 22, fullText: "New list"),
                       icon: .system("Add")),
        ]
        return MenuPreview(locale: rightToLeft ? "ar" : "en", rightToLeft: rightToLeft, device: "iphone", textSize: "L",
                           side: side, geometry: MenuGeometry(menuWidth: 250, iconColumn: iconColumn), rows: rows)
    }

    private func document(_ preview: MenuPreview) throws -> XMLTestElement {
        try XMLTestElement.parse(MenuPreviewSVG.render(preview))
    }

    private func menuX(_ svg: XMLTestElement) throws -> Double {
        try XCTUnwrap(svg.descendants { $0.attributes["id"] == "menu" }.first?.double("x"))
    }

    private func classed(_ svg: XMLTestElement, _ name: String) -> [XMLTestElement] {
        svg.descendants { $0.attributes["class"] == name }
    }

    func testIconColumnFollowsTheHomeScreenSide() throws {
        for side in HomeScreenSide.allCases {
            let doc = try document(Self.preview(rightToLeft: false, side: side))
            let x = try menuX(doc)
            let iconX = try XCTUnwrap(classed(doc, "icon").first?.translateX)
            // Centre of the icon: 16 pt padding plus half the 21 pt symbol from the menu's edge.
            XCTAssertEqual(iconX, side == .left ? x + 26.5 : x + 250 - 26.5, accuracy: 0.01, "\(side)")
        }
    }

    func testTextIsLeadingAlignedForTheLocalesDirection() throws {
        for rightToLeft in [false, true] {
            for side in HomeScreenSide.allCases {
                let preview = Self.preview(rightToLeft: rightToLeft, side: side)
                let doc = try document(preview)
                let x = try menuX(doc)
                let row = classed(doc, "row")[1]
                let lineX = try XCTUnwrap(row.descendants { $0.attributes["class"] == "line" }.first?.translateX)
                let column = MenuPreviewSVG.textColumn(preview, menuX: x)
                if rightToLeft {
                    XCTAssertEqual(lineX + 64, column.end, accuracy: 0.01, "RTL ends at the column's right edge")
                } else {
                    XCTAssertEqual(lineX, column.start, accuracy: 0.01)
                }
                XCTAssertEqual(column.end - column.start, 190, accuracy: 0.01)
            }
        }
    }

    func testCutTextGetsAMarkerAsLongAsWhatDidNotFit() throws {
        let clean = try document(Self.preview(rightToLeft: false, side: .left))
        XCTAssertTrue(classed(clean, "cut").isEmpty)

        let cut = try document(Self.preview(rightToLeft: false, side: .left, hidden: 57.4))
        let marker = try XCTUnwrap(classed(cut, "cut").first)
        XCTAssertEqual(marker.attributes["data-hidden"], "57.4")
        let bar = marker.descendants(named: "rect")[1]
        XCTAssertEqual(bar.double("width"), 57.4)
        XCTAssertTrue(marker.allText.contains("+57 pt"))

        // In right-to-left text the bar grows to the left of the column.
        let rtl = Self.preview(rightToLeft: true, side: .right, hidden: 300)
        let rtlDoc = try document(rtl)
        let column = MenuPreviewSVG.textColumn(rtl, menuX: try menuX(rtlDoc))
        let rtlMarker = try XCTUnwrap(classed(rtlDoc, "cut").first)
        let barX = try XCTUnwrap(rtlMarker.descendants(named: "rect")[1].double("x"))
        XCTAssertEqual(barX, try menuX(rtlDoc) - MenuPreviewSVG.markerCap, accuracy: 0.01)
        XCTAssertLessThan(try menuX(rtlDoc) - MenuPreviewSVG.markerCap, column.start)
        XCTAssertFalse(rtlMarker.descendants(named: "path").isEmpty, "capped markers end in an arrow")
    }

    func testRowsWithFindingsAreMarkedOnTheLeadingSide() throws {
        let ltr = try document(Self.preview(rightToLeft: false, side: .right, hidden: 20))
        let dot = try XCTUnwrap(classed(ltr, "finding error").first)
        XCTAssertEqual(dot.double("cx"), try menuX(ltr) - 10)
        XCTAssertEqual(classed(ltr, "finding error").count, 1, "only the row with a finding")
        let rtl = try document(Self.preview(rightToLeft: true, side: .left, hidden: 20))
        XCTAssertEqual(try XCTUnwrap(classed(rtl, "finding error").first).double("cx"), try menuX(rtl) + 250 + 10)
    }

    func testRepeatedGlyphOutlinesAreDefinedOnce() throws {
        let glyphs = GlyphDefinitions(prefix: "t-")
        let line = glyphs.share("<path transform=\"matrix(1 0 0 -1 0 0)\" d=\"M0 0L1 1Z\"/><image x=\"1\"/>"
                                + "<path transform=\"matrix(1 0 0 -1 5 0)\" d=\"M0 0L1 1Z\"/><path transform=\"m\" d=\"M2 2Z\"/>")
        XCTAssertEqual(line, "<use xlink:href=\"#t-0\" transform=\"matrix(1 0 0 -1 0 0)\"/><image x=\"1\"/>"
                       + "<use xlink:href=\"#t-0\" transform=\"matrix(1 0 0 -1 5 0)\"/><use xlink:href=\"#t-1\" transform=\"m\"/>")
        XCTAssertEqual(glyphs.definitions, "<defs>\n<path id=\"t-0\" d=\"M0 0L1 1Z\"/>\n<path id=\"t-1\" d=\"M2 2Z\"/>\n</defs>\n")

        // In a drawing: three uses of one outline.
        let preview = Self.preview(rightToLeft: false, side: .left)
        let box = "<path transform=\"matrix(1 0 0 1 0 0)\" d=\"M1 -10h6v10h-6Z\"/>"
        var shared = preview
        shared.rows[1].title.lines[0].glyphs = box + box + box
        let svg = MenuPreviewSVG.render(shared)
        XCTAssertEqual(svg.components(separatedBy: "d=\"M1 -10h6v10h-6Z\"").count - 1, 1, "defined once")
        XCTAssertEqual(svg.components(separatedBy: "<use xlink:href=").count - 1, 3)
        _ = try XMLTestElement.parse(svg)
    }

    func testAnEmptyMenuSaysSo() throws {
        var preview = Self.preview(rightToLeft: false, side: .left)
        preview.rows = []
        let doc = try document(preview)
        XCTAssertEqual(classed(doc, "empty").first?.allText, "No quick action to show for this language")
        XCTAssertTrue(classed(doc, "row").isEmpty)
    }

    func testHiddenIconColumnAtAccessibilitySizes() throws {
        let preview = Self.preview(rightToLeft: false, side: .right, iconColumn: 0)
        let doc = try document(preview)
        XCTAssertTrue(classed(doc, "icon").isEmpty)
        let column = MenuPreviewSVG.textColumn(preview, menuX: 0)
        XCTAssertEqual(column.end - column.start, 218, accuracy: 0.01)
    }

    func testRasterizesWithRsvg() throws {
        let tool = "/usr/bin/rsvg-convert"
        guard FileManager.default.isExecutableFile(atPath: tool) else { throw XCTSkip("rsvg-convert is not installed") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = folder.appendingPathComponent("menu.svg"), png = folder.appendingPathComponent("menu.png")
        try Data(MenuPreviewSVG.render(Self.preview(rightToLeft: true, side: .left, hidden: 40)).utf8).write(to: svg)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [svg.path, "-o", png.path]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let bytes = try Data(contentsOf: png)
        XCTAssertEqual(Array(bytes.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
    }

    func testFileNamesAreSafe() {
        var preview = Self.preview(rightToLeft: false, side: .right)
        preview.locale = "zh-Hans/../x"
        XCTAssertEqual(preview.fileName, "zh-Hans____x-iphone-L-right.svg")
    }
}
