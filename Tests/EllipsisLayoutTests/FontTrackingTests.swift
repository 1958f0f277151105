import EllipsisBakedLocales
@testable import EllipsisLayout
import Foundation
import XCTest

/// A font's own `trak` table is read and replaces SF Pro's published tracking where a
/// surface follows the font's tracking; a tracking given explicitly is kept.
final class FontTrackingTests: XCTestCase {
    /// A `trak` table of one normal track, as Apple's TrueType Reference Manual lays it out.
    static func trak(_ entries: [(size: Double, units: Int)], version: Int = 0x0001_0000,
                     trackValue: Int = 0) -> [UInt8] {
        var b = SyntheticFont.Bytes()
        let sizeTable = 12 + 8 + 8
        b.u32(version); b.u16(0)
        b.u16(12); b.u16(0); b.u16(0)
        b.u16(1); b.u16(entries.count); b.u32(sizeTable)
        b.u32(trackValue << 16); b.u16(256); b.u16(sizeTable + 4 * entries.count)
        for entry in entries { b.u32(Int((entry.size * 65_536).rounded())) }
        for entry in entries { b.s16(entry.units) }
        return b.bytes
    }

    /// SF Pro's trak as a test stands it in: -20 units (of 1,000) at 10 pt, -30 at 20, +10 at 30.
    static let entries: [(size: Double, units: Int)] = [(10, -20), (20, -30), (30, 10)]

    func testTheNormalTrackIsReadAndInterpolated() throws {
        let tracking = try XCTUnwrap(FontTracking(trakTable: Self.trak(Self.entries), unitsPerEm: 1000))
        XCTAssertEqual(tracking.points(at: 10), -0.2, accuracy: 1e-12)
        XCTAssertEqual(tracking.points(at: 20), -0.6, accuracy: 1e-12)
        // Between sizes the em value is linear: -25 units at 15 pt.
        XCTAssertEqual(tracking.points(at: 15), -0.025 * 15, accuracy: 1e-12)
        // Beyond the table, extrapolated from the two nearest sizes: +30 units at 35 pt, -15 at 5 pt.
        XCTAssertEqual(tracking.points(at: 35), 0.030 * 35, accuracy: 1e-12)
        XCTAssertEqual(tracking.points(at: 5), -0.015 * 5, accuracy: 1e-12)
    }

    func testBrokenTablesAreIgnored() {
        let good = Self.trak(Self.entries)
        XCTAssertNotNil(FontTracking(trakTable: good, unitsPerEm: 1000))
        XCTAssertNil(FontTracking(trakTable: Self.trak(Self.entries, version: 0x0002_0000), unitsPerEm: 1000), "version")
        XCTAssertNil(FontTracking(trakTable: Self.trak(Self.entries, trackValue: 1), unitsPerEm: 1000), "no normal track")
        XCTAssertNil(FontTracking(trakTable: Self.trak([(10, -20), (10, -30)]), unitsPerEm: 1000), "sizes not ascending")
        XCTAssertNil(FontTracking(trakTable: good, unitsPerEm: 0))
        for length in 0..<good.count {
            XCTAssertNil(FontTracking(trakTable: Array(good.prefix(length)), unitsPerEm: 1000), "cut at \(length) bytes")
        }
    }

    /// A font named SF Pro with a `trak` table, in a folder of its own.
    func appleFontFolder(trak: [UInt8]?) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-trak-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scalars = Array(Unicode.Scalar("a").value...Unicode.Scalar("z").value) + [0x20, 0x2026]
        var font = SyntheticFont(family: "SF Pro", unitsPerEm: 1000, scalars: scalars,
                                 advances: scalars.map { $0 == 0x20 ? 250 : 500 }, kerning: [])
        if let trak { font.extraTables["trak"] = trak }
        try Data(font.bytes()).write(to: folder.appendingPathComponent("SF-Pro.ttf"))
        return folder
    }

    func testAFontsOwnTrackingReplacesThePublishedTable() throws {
        let folder = try appleFontFolder(trak: Self.trak([(10, -20), (17, -40), (30, 10)]))
        defer { try? FileManager.default.removeItem(at: folder) }
        let locator = try FontLocator(folders: [folder.path], includeSystemFonts: false)
        let engine = LayoutEngine(fonts: FontLibrary(locator: locator), localeData: BakedLocaleData.shared)
        let chain = try engine.chain(locale: "en")
        XCTAssertEqual(chain.faces.first?.familyName, "SF Pro")
        XCTAssertNotNil(chain.ownTracking)

        // The built-in title at L (17 pt) follows the font: -40 units = -0.68 pt per letter, not -0.43.
        let surface = try BuiltInSurfaces.surface("quick-action.title", textSize: .L)
        XCTAssertTrue(surface.followsFontTracking)
        let text = "abcd efgh"
        let measured = try engine.measure(text, locale: "en", surface: surface)
        XCTAssertEqual(measured.tracking, -0.68, accuracy: 1e-12)
        XCTAssertEqual(measured.fit.naturalWidth, (8 * 0.5 + 0.25) * 17 + 9 * -0.68, accuracy: 1e-9)

        // A tracking given explicitly is the one measured with.
        var given = surface
        given.followsFontTracking = false
        given.tracking = -0.43
        let explicit = try engine.measure(text, locale: "en", surface: given)
        XCTAssertEqual(explicit.tracking, -0.43)
        XCTAssertEqual(explicit.fit.naturalWidth, (8 * 0.5 + 0.25) * 17 + 9 * -0.43, accuracy: 1e-9)
    }

    func testWithoutATrakTableThePublishedTableStays() throws {
        let folder = try appleFontFolder(trak: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let locator = try FontLocator(folders: [folder.path], includeSystemFonts: false)
        let engine = LayoutEngine(fonts: FontLibrary(locator: locator), localeData: BakedLocaleData.shared)
        XCTAssertNil(try engine.chain(locale: "en").ownTracking)
        for size in [TextSize.L, .xxxL, .AX3] {
            let surface = try BuiltInSurfaces.surface("quick-action.title", textSize: size)
            XCTAssertEqual(try engine.measure("abc", locale: "en", surface: surface).tracking, surface.tracking)
        }
        // The installed proxies have no trak either (Inter, Inter Display, Noto, Roboto): their
        // faces read none, so what was measured before is measured now.
        for locale in ["en", "ru", "el", "he", "ar", "hi", "th", "ja", "ko", "zh-Hant"] {
            let chain = try Fixture.engine.chain(locale: locale)
            for design in [chain, chain.variant(atSize: 28)] {
                XCTAssertNil(design.ownTracking, locale)
                XCTAssertTrue(design.faces.allSatisfy { $0.tracking == nil }, "\(locale): \(design.faces.map(\.familyName))")
            }
        }
        XCTAssertNil(try Fixture.engine.chain(locale: "de", platform: .android).ownTracking)
        let inter = try Fixture.engine.measure("Search Nearby", locale: "en",
                                                surface: try BuiltInSurfaces.surface("quick-action.title", textSize: .L))
        XCTAssertEqual(inter.tracking, SFProTracking.tracking(at: 17))
    }
}
