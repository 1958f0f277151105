import EllipsisBakedLocales
@testable import EllipsisLayout
import Foundation
import XCTest

/// Optical sizes: Inter Display for Inter from 20 pt, and a variable face's `opsz` set to the size.
final class OpticalSizeTests: XCTestCase {
    func testInterDisplayFromTwentyPoints() throws {
        let inter = try Fixture.file(of: "Inter"), display = try Fixture.file(of: "Inter Display")
        let text = "Search Nearby Places"
        for size in [14.0, 17, 19] {
            let measured = try Fixture.measure(text, size: size)
            XCTAssertEqual(measured.fonts, [inter.path], "\(size) pt")
            let alone = try Fixture.engine.measure(text, locale: "en", parameters: FitParameters(size: size), font: inter)
            XCTAssertEqual(measured.fit.naturalWidth, alone.fit.naturalWidth, accuracy: 1e-9)
        }
        for size in [20.0, 28, 40, 53] {
            let measured = try Fixture.measure(text, size: size, tracking: 0.37)
            XCTAssertEqual(measured.fonts, [display.path], "\(size) pt")
            let alone = try Fixture.engine.measure(text, locale: "en", parameters: FitParameters(size: size, tracking: 0.37),
                                                   font: display)
            XCTAssertEqual(measured.fit.naturalWidth, alone.fit.naturalWidth, accuracy: 1e-9)
        }
        // The Display design is narrower (about 9% for this title), so fewer titles are cut at AX sizes.
        let text40 = try Fixture.measure(text, size: 40).fit.naturalWidth
        let inter40 = try Fixture.engine.measure(text, locale: "en", parameters: FitParameters(size: 40), font: inter)
        XCTAssertLessThan(text40, inter40.fit.naturalWidth * 0.93)
    }

    func testTextInFacesWithoutOpticalSizesKeepsItsShaping() throws {
        let engine = LayoutEngine(localeData: BakedLocaleData.shared)
        let hebrew = "חיפוש בקרבת מקום"
        let small = try engine.measure(hebrew, locale: "he", parameters: FitParameters(size: 17))
        let large = try engine.measure(hebrew, locale: "he", parameters: FitParameters(size: 34))
        XCTAssertEqual(small.fonts, large.fonts)
        XCTAssertEqual(large.fit.naturalWidth, small.fit.naturalWidth * 2, accuracy: 1e-9)
        let chain = try engine.chain(locale: "he")
        let shaped = engine.shape(hebrew, locale: "he", chain: chain)
        XCTAssertTrue(shaped.reshaped(in: chain.variant(atSize: 34)) === shaped, "no face of the text changes")
        // A Latin brand inside Hebrew is set in Inter, which changes: the text is shaped anew.
        let mixed = engine.shape("חיפוש Atlas", locale: "he", chain: chain)
        XCTAssertFalse(mixed.reshaped(in: chain.variant(atSize: 34)) === mixed)
    }

    func testVariableFaceFollowsTheSizeOnItsOpticalSizeAxis() throws {
        let path = try Fixture.temporaryFile("opsz-test.ttf", contents: Data(VariableTestFont.bytes(family: "Opsz Test")))
        let face = try FontFace(path: path)
        XCTAssertEqual(face.opticalSizeAxis, 8...40)
        XCTAssertNil(face.opticalSize)
        // 600 units at the default (17), 200 fewer at the axis's maximum (40), linear between.
        let glyph = try XCTUnwrap(face.glyph(for: "A"))
        XCTAssertEqual(face.advance(of: glyph), 600)
        for (size, expected) in [(28.0, 600 - 200 * 11.0 / 23), (40, 400), (60, 400), (17, 600), (12, 600)] {
            let instance = try FontFace(path: path, opticalSize: size)
            XCTAssertEqual(Double(instance.advance(of: glyph)), expected, accuracy: 1, "opsz \(size)")
            XCTAssertEqual(instance.opticalSize, min(size, 40))
        }
        // Measured in that one face (`--font`), every size sets the axis.
        let engine = LayoutEngine(localeData: nil)
        for (size, em) in [(17.0, 0.6), (28, (600 - 200 * 11.0 / 23) / 1000), (53, 0.4)] {
            let measured = try engine.measure("AAAA", locale: "en", parameters: FitParameters(size: size),
                                              font: FontLocation(path: path))
            XCTAssertEqual(measured.fit.naturalWidth, 4 * em * size, accuracy: 4 * size / 1000, "\(size) pt")
        }
    }

    func testAppleVariableFontInAFontFolderFollowsTheSize() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-opsz-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(VariableTestFont.bytes(family: "SF Pro")).write(to: folder.appendingPathComponent("SF-Pro.ttf"))
        let locator = try FontLocator(folders: [folder.path], includeSystemFonts: false)
        let engine = LayoutEngine(fonts: FontLibrary(locator: locator), localeData: BakedLocaleData.shared)
        let chain = try engine.chain(locale: "en")
        XCTAssertEqual(chain.faces.first?.familyName, "SF Pro")
        XCTAssertTrue(chain.hasOpticalSizes)
        let at17 = try engine.measure("AB", locale: "en", parameters: FitParameters(size: 17))
        let at40 = try engine.measure("AB", locale: "en", parameters: FitParameters(size: 40))
        XCTAssertEqual(at17.fit.naturalWidth, 2 * 0.6 * 17, accuracy: 0.05)
        XCTAssertEqual(at40.fit.naturalWidth, 2 * 0.4 * 40, accuracy: 0.05)
    }
}

/// A variable font with an `opsz` axis from 8 to 40 pt (default 17) whose advances
/// shrink by 200 units (of 1,000) from the default to 40 pt, through `HVAR`.
enum VariableTestFont {
    static func bytes(family: String) -> [UInt8] {
        let scalars: [UInt32] = [0x20, 0x41, 0x42, 0x61, 0x62]
        var font = SyntheticFont(family: family, unitsPerEm: 1000, scalars: scalars,
                                 advances: scalars.map { $0 == 0x20 ? 250 : 600 }, kerning: [])
        font.extraTables["fvar"] = fvar()
        font.extraTables["HVAR"] = hvar(glyphCount: scalars.count + 1)
        return font.bytes()
    }

    static func fvar() -> [UInt8] {
        var b = SyntheticFont.Bytes()
        b.u16(1); b.u16(0); b.u16(16); b.u16(2) // version, axes at 16, reserved
        b.u16(1); b.u16(20); b.u16(0); b.u16(8) // one axis of 20 bytes, no instances
        b.bytes += Array("opsz".utf8)
        b.u32(8 << 16); b.u32(17 << 16); b.u32(40 << 16)
        b.u16(0); b.u16(2)                      // flags, axis name: the subfamily name's id will do
        return b.bytes
    }

    /// Advance deltas: 0 for .notdef, -200 for every other glyph at the peak (opsz 40).
    static func hvar(glyphCount: Int) -> [UInt8] {
        var b = SyntheticFont.Bytes()
        b.u16(1); b.u16(0); b.u32(20); b.u32(0); b.u32(0); b.u32(0) // store at 20, implicit glyph mapping
        // Item variation store: format 1, region list, one item variation data.
        b.u16(1); b.u32(12); b.u16(1); b.u32(12 + 10)
        b.u16(1); b.u16(1)                                          // region list: 1 axis, 1 region
        b.u16(0); b.u16(0x4000); b.u16(0x4000)                     // start 0, peak 1, end 1 (F2DOT14)
        b.u16(glyphCount); b.u16(1); b.u16(1); b.u16(0)            // items, one word delta, region 0
        for glyph in 0..<glyphCount { b.s16(glyph == 0 ? 0 : -200) }
        return b.bytes
    }
}
