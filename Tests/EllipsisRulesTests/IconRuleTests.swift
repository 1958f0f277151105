import CPNG
import EllipsisCore
import EllipsisLocaleData
@testable import EllipsisRules
import Foundation
import XCTest

/// Icon images are decoded with libpng; these write real PNG files with
/// libpng and check what the rule says about them.
final class IconRuleTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-icons-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Writes an RGBA PNG whose pixel (x, y) is `pixel(x, y)`.
    func writePNG(_ name: String, width: Int, height: Int, pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) throws -> String {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, a) = pixel(x, y)
                let index = (y * width + x) * 4
                bytes[index] = r; bytes[index + 1] = g; bytes[index + 2] = b; bytes[index + 3] = a
            }
        }
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = png_uint_32(3)  // RGBA
        let path = folder.appendingPathComponent(name).path
        let written = bytes.withUnsafeBytes { raw in
            png_image_write_to_file(&image, path, 0, raw.baseAddress, Int32(width * 4), nil)
        }
        XCTAssertNotEqual(written, 0, "libpng could not write the test image")
        return path
    }

    /// A black glyph (a filled disc) on a transparent background.
    func glyph(_ x: Int, _ y: Int, size: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let c = Double(size) / 2, dx = Double(x) - c, dy = Double(y) - c
        return dx * dx + dy * dy < c * c * 0.6 ? (0, 0, 0, 255) : (0, 0, 0, 0)
    }

    func problems(_ path: String) -> [String] { IconRule.imageProblems(path: path).map(\.1) }

    func testATemplateGlyphAtTheTargetSizeIsFine() throws {
        let path = try writePNG("compose@2x.png", width: 54, height: 54) { self.glyph($0, $1, size: 54) }
        XCTAssertEqual(problems(path), [])
    }

    func testNotSquare() throws {
        let path = try writePNG("wide@2x.png", width: 60, height: 40) { self.glyph($0, $1, size: 40) }
        XCTAssertTrue(problems(path).contains { $0.contains("60x40 px, not square") }, "\(problems(path))")
    }

    func testTooLargeForTheGlyphSize() throws {
        let path = try writePNG("big@2x.png", width: 90, height: 90) { self.glyph($0, $1, size: 90) }
        XCTAssertTrue(problems(path).contains { $0.contains("45 pt at @2x, larger than the 35x35 pt maximum") }, "\(problems(path))")
        let small = try writePNG("big@3x.png", width: 90, height: 90) { self.glyph($0, $1, size: 90) }
        XCTAssertEqual(problems(small), [], "90 px at @3x is 30 pt")
    }

    func testColouredAndOpaqueImagesAreNotTemplates() throws {
        let coloured = try writePNG("flag@2x.png", width: 54, height: 54) { x, _ in x < 27 ? (255, 0, 0, 255) : (0, 0, 255, 255) }
        XCTAssertTrue(problems(coloured).contains { $0.contains("2 colours") }, "\(problems(coloured))")
        let opaque = try writePNG("square@2x.png", width: 54, height: 54) { _, _ in (20, 20, 20, 255) }
        XCTAssertTrue(problems(opaque).contains { $0.contains("no transparent pixels") }, "\(problems(opaque))")
    }

    func testAFileThatIsNotAPNGIsAnErrorNotACrash() throws {
        let path = folder.appendingPathComponent("broken.png").path
        try Data("GIF89a not a png".utf8).write(to: URL(fileURLWithPath: path))
        let found = IconRule.imageProblems(path: path)
        XCTAssertEqual(found.first?.0, .error)
        XCTAssertTrue(found.first?.1.contains("not a readable PNG") == true)
    }

    func testTheRuleReportsAFileIconProblemWithTheActionAndIconField() throws {
        let path = try writePNG("wide.png", width: 30, height: 20) { self.glyph($0, $1, size: 20) }
        var project = RuleExample(locale: "en", title: "Scan").project()
        project.actions[0].icon = .file(name: "wide", resolvedPath: path)
        let found = IconRule().check(RuleContext(project: project, localeData: NoLocaleData(), layout: TestLocaleData.layout))
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.field, .icon)
        XCTAssertEqual(found.first?.action, "com.example.action1")
    }
}
