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
