import EllipsisBakedLocales
import EllipsisCore
@testable import EllipsisLayout
import Foundation
import XCTest

/// A snapshot of Inter and Noto Sans Hebrew measures the texts it was made for as the fonts do.
final class MetricsSnapshotTests: XCTestCase {
    static let texts: [(locale: String, text: String)] = [
        ("en", "Search Nearby"), ("en", "Directions Home"), ("en", "AV Tower, Yard & Water"), ("en", "New Private Tab"),
        ("de", "Zuletzt hinzugefügtes Lesezeichen öffnen"), ("fr", "Rechercher à proximité"),
        ("ru", "Открыть последнюю закладку"), ("el", "Αναζήτηση κοντά"), ("he", "חיפוש בקרבת מקום"),
        ("en", "Wi-Fi 6: \"Quick\" Look, 1/2 off"),
    ]

    func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-snapshot-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for family in ["Inter", "Inter Display", "Noto Sans Hebrew"] {
            let location = try Fixture.file(of: family)
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent((location.path as NSString).lastPathComponent),
                                                       withDestinationURL: URL(fileURLWithPath: location.path))
        }
        return folder
    }

    func testWidthsFromASnapshotAreTheFontsWidths() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = try MetricsSnapshot.make(fontDirectory: folder.path, texts: Self.texts,
                                                localeData: BakedLocaleData.shared, sizes: [17, 28])
        XCTAssertEqual(Set(snapshot.faces.map(\.family)), ["Inter", "Inter Display", "Noto Sans Hebrew"])
        // Read back from its own text, as a run on another machine would.
        let file = "snapshot.metrics"
        let read = try MetricsSnapshot.parse(Data(snapshot.text().utf8), file: file)
        XCTAssertEqual(read.text(), snapshot.text())
        let library = FontLibrary(metrics: try read.fontFaces(file: file))
        let withSnapshot = LayoutEngine(fonts: library, localeData: BakedLocaleData.shared)
        let withFonts = LayoutEngine(localeData: BakedLocaleData.shared)
        var worst = 0.0
        for (locale, text) in Self.texts {
            for (size, tracking) in [(17.0, -0.43), (28, 0.38)] {
                let parameters = FitParameters(size: size, tracking: tracking, width: 190, maxLines: 1)
                let a = try withSnapshot.measure(text, locale: locale, parameters: parameters)
                let b = try withFonts.measure(text, locale: locale, parameters: parameters)
                XCTAssertTrue(a.fonts.allSatisfy { $0.hasPrefix(file) }, "\(text): \(a.fonts)")
                worst = max(worst, abs(a.fit.naturalWidth - b.fit.naturalWidth))
                XCTAssertEqual(a.fit.naturalWidth, b.fit.naturalWidth, accuracy: 1e-6, "\(locale) \(text) at \(size) pt")
                XCTAssertEqual(a.fit.visible, b.fit.visible, "\(locale) \(text) at \(size) pt")
            }
        }
        print("largest difference between snapshot and font widths: \(worst) pt")
        // Arabic is not a simple script: it is shaped in the proxy, as before.
        let arabic = try withSnapshot.measure("البحث بالقرب", locale: "ar", parameters: FitParameters(size: 17))
        XCTAssertFalse(arabic.fonts.contains { $0.hasPrefix(file) })
    }

    /// A line may be cut after any character: every cut of every text, at every width, is
    /// the fonts' cut, its ellipsis kerned as the fonts kern it (a Latin name inside Hebrew
    /// text ends its cut line in Inter, whose ellipsis follows it).
    func testEveryCutFromASnapshotIsTheFontsCut() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let texts = Self.texts + [("he", "חיפוש Atlas Yard בקרבת מקום"), ("en", "Tower. Yacht, AWAY? \"Lovely\" Water")]
        let snapshot = try MetricsSnapshot.make(fontDirectory: folder.path, texts: texts,
                                                localeData: BakedLocaleData.shared, sizes: [17, 28])
        let library = FontLibrary(metrics: try MetricsSnapshot.parse(Data(snapshot.text().utf8), file: "s.metrics")
            .fontFaces(file: "s.metrics"))
        let withSnapshot = LayoutEngine(fonts: library, localeData: BakedLocaleData.shared)
        let withFonts = LayoutEngine(localeData: BakedLocaleData.shared)
        var cuts = 0
        for (locale, text) in texts {
            for size in [17.0, 28] {
                let natural = try withFonts.measure(text, locale: locale, parameters: FitParameters(size: size)).fit.naturalWidth
                for width in stride(from: size, through: natural, by: size / 7) {
                    let parameters = FitParameters(size: size, tracking: -0.43, width: width, maxLines: 1)
                    let a = try withSnapshot.measure(text, locale: locale, parameters: parameters).fit
                    let b = try withFonts.measure(text, locale: locale, parameters: parameters).fit
                    XCTAssertEqual(a.visible, b.visible, "\(locale) \(text) at \(size) pt, \(width) pt wide")
                    XCTAssertEqual(a.lines.last?.width ?? 0, b.lines.last?.width ?? 0, accuracy: 1e-6,
                                   "\(locale) '\(b.visible)' at \(size) pt")
                    if b.truncated { cuts += 1 }
                }
            }
        }
        XCTAssertGreaterThan(cuts, 300)
    }

    /// The snapshot's tracking is the fonts' own (`trak`) when they have one, Apple's published
    /// table when they do not, and a run with the snapshot measures with it.
    func testTrackingComesFromTheFontsTrakTable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-snapshot-trak-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scalars = Array(Unicode.Scalar("A").value...Unicode.Scalar("z").value) + [0x20, 0x2026]
        var font = SyntheticFont(family: "SF Pro", unitsPerEm: 1000, scalars: scalars,
                                 advances: scalars.map { $0 == 0x20 ? 250 : 550 }, kerning: [])
        font.extraTables["trak"] = FontTrackingTests.trak([(10, -20), (17, -40), (30, 10)])
        try Data(font.bytes()).write(to: folder.appendingPathComponent("SF-Pro.ttf"))

        let texts = [("en", "Search Nearby"), ("de", "Orte suchen")]
        let snapshot = try MetricsSnapshot.make(fontDirectory: folder.path, texts: texts,
                                                localeData: BakedLocaleData.shared, sizes: [17, 28])
        XCTAssertEqual(snapshot.tracking[17] ?? 0, -0.68, accuracy: 1e-12)
        XCTAssertEqual(snapshot.tracking[28] ?? 0, (-0.040 + 11.0 / 13 * 0.050) * 28, accuracy: 1e-12)
        XCTAssertEqual(snapshot.trackingSource, "the 'trak' table of SF Pro")

        // Read back on a machine without the font: measured as the font measures, tracking and all.
        let library = FontLibrary(metrics: try MetricsSnapshot.parse(Data(snapshot.text().utf8), file: "s.metrics")
            .fontFaces(file: "s.metrics"))
        let withSnapshot = LayoutEngine(fonts: library, localeData: BakedLocaleData.shared)
        let locator = try FontLocator(folders: [folder.path], includeSystemFonts: false)
        let withFont = LayoutEngine(fonts: FontLibrary(locator: locator), localeData: BakedLocaleData.shared)
        for size in [TextSize.L, .AX1] {
            let surface = try BuiltInSurfaces.surface("quick-action.title", textSize: size)
            for (locale, text) in texts {
                let a = try withSnapshot.measure(text, locale: locale, surface: surface)
                let b = try withFont.measure(text, locale: locale, surface: surface)
                XCTAssertEqual(a.fonts, ["s.metrics (metrics of SF Pro)"])
                XCTAssertEqual(a.tracking, b.tracking, accuracy: 1e-12)
                XCTAssertNotEqual(a.tracking, surface.tracking, "the font's own, not the published \(surface.tracking)")
                XCTAssertEqual(a.fit.naturalWidth, b.fit.naturalWidth, accuracy: 1e-9, "\(text) at \(size)")
            }
        }

        // Inter has no trak: the published table is recorded, and said to be.
        let interFolder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: interFolder) }
        let published = try MetricsSnapshot.make(fontDirectory: interFolder.path, texts: texts,
                                                 localeData: BakedLocaleData.shared, sizes: [17, 28])
        XCTAssertEqual(published.tracking, [17: SFProTracking.tracking(at: 17), 28: SFProTracking.tracking(at: 28)])
        XCTAssertTrue(published.trackingSource.hasPrefix("Apple's published"), published.trackingSource)
    }

    /// A variable SF Pro (one file, `opsz` following the size) is recorded at each size the
    /// texts are shown at, and measured from the snapshot as from the font at every one.
    func testAVariableFaceIsRecordedAtEachSize() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-snapshot-opsz-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(VariableTestFont.bytes(family: "SF Pro")).write(to: folder.appendingPathComponent("SF-Pro.ttf"))
        let sizes: [Double] = [12, 17, 28, 40, 53]
        let texts = [("en", "AB ab"), ("en", "Ba")]
        let snapshot = try MetricsSnapshot.make(fontDirectory: folder.path, texts: texts,
                                                localeData: BakedLocaleData.shared, sizes: sizes)
        // 40 and 53 pt are one design: the axis ends at 40.
        XCTAssertEqual(snapshot.faces.map(\.opticalSize), [12, 17, 28, 40])
        let text = snapshot.text()
        XCTAssertTrue(text.contains("\nopsz 2 28\n"), text)
        let library = FontLibrary(metrics: try MetricsSnapshot.parse(Data(text.utf8), file: "s.metrics").fontFaces(file: "s.metrics"))
        let withSnapshot = LayoutEngine(fonts: library, localeData: BakedLocaleData.shared)
        let locator = try FontLocator(folders: [folder.path], includeSystemFonts: false)
        let withFont = LayoutEngine(fonts: FontLibrary(locator: locator), localeData: BakedLocaleData.shared)
        for size in sizes {
            for (locale, text) in texts {
                let a = try withSnapshot.measure(text, locale: locale, parameters: FitParameters(size: size))
                let b = try withFont.measure(text, locale: locale, parameters: FitParameters(size: size))
                XCTAssertEqual(a.fit.naturalWidth, b.fit.naturalWidth, accuracy: 1e-9, "\(text) at \(size) pt")
                XCTAssertTrue(a.fonts.allSatisfy { $0.hasPrefix("s.metrics (metrics of SF Pro at ") }, "\(a.fonts)")
            }
        }
        // The design at 28 pt is narrower than at 17 (the test font's advances shrink with opsz).
        let at17 = try withSnapshot.measure("AB", locale: "en", parameters: FitParameters(size: 17)).fit.naturalWidth / 17
        let at28 = try withSnapshot.measure("AB", locale: "en", parameters: FitParameters(size: 28)).fit.naturalWidth / 28
        XCTAssertLessThan(at28, at17 - 0.05)
    }

    func testMalformedSnapshotsFailAtTheirPlace() {
        let cases: [(String, Int, Int, String)] = [
            ("", 1, 1, "empty"),
            ("metrics 1\n", 1, 1, "expected 'ellipsis-metrics 1'"),
            ("ellipsis-metrics 1\nface 0 1000 Inter\nadvance 0 0041 12x\n", 3, 16, "advance must be a whole number"),
            ("ellipsis-metrics 1\nface 0 1000 Inter\nadvance 1 0041 12\n", 3, 9, "face 1 is used before it is declared"),
            ("ellipsis-metrics 1\nface 0 1000 Inter\nadvance 0 D800 12\n", 3, 11, "not a code point"),
            ("ellipsis-metrics 1\nface 0 1000 Inter\nadvance 0 0041 12\nkern 0 0041 0042 -5\n", 4, 8, "no advance for"),
            ("ellipsis-metrics 1\nface 0 1000 Inter\nadvance 0 0041 12\nadvance 0 0041 13\n", 4, 11, "a second advance"),
            ("ellipsis-metrics 1\nfont 0 1000 Inter\n", 2, 1, "unknown line 'font'"),
            ("ellipsis-metrics 1\nface 0 3 Inter\n", 2, 8, "units per em"),
            ("ellipsis-metrics 1\ntracking 17 -0.43 x\n", 2, 19, "unexpected 'x'"),
            ("ellipsis-metrics 1\nface 0 1000 SF Pro\nopsz 0 -3\n", 3, 8, "optical size must be positive"),
            ("ellipsis-metrics 1\nface 0 1000 SF Pro\nopsz 0 17\nopsz 0 28\n", 4, 6, "a second optical size"),
            ("ellipsis-metrics 1\nface 0 1000 Inter\nadvance 0 0041 12\nadvance 0 0042 12\nkern 0 0041 0042 -5 3 1\n", 5, 23,
             "unexpected '1'"),
        ]
        for (text, line, column, message) in cases {
            do {
                _ = try MetricsSnapshot.parse(Data(text.utf8), file: "m.metrics")
                XCTFail("accepted \(text.debugDescription)")
            } catch let error as InputError {
                XCTAssertTrue(error.message.contains(message), "\(error.message) for \(text.debugDescription)")
                XCTAssertEqual(error.location.line, line, error.description)
                XCTAssertEqual(error.location.column, column, error.description)
            } catch {
                XCTFail("\(error)")
            }
        }
    }
}
