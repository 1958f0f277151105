import EllipsisCore
@testable import EllipsisLayout
import XCTest

final class FontTests: XCTestCase {
    func testFontconfigFindsProxyFamiliesExactly() throws {
        let inter = try Fixture.file(of: "Inter")
        XCTAssertTrue(inter.path.hasSuffix("Inter-Regular.otf"), "regular upright face expected, got \(inter)")
        let arabic = try Fixture.file(of: "Noto Sans Arabic")
        XCTAssertTrue(arabic.path.contains("NotoSansArabic-Regular"), "\(arabic)")
        // An unknown family is not substituted by some other font.
        XCTAssertNil(Fixture.engine.fonts.locator.locate(family: "No Such Family Ellipsis"))
    }

    /// Families are found in one listing of every font: each name an installed font carries
    /// (localized names too), written in other cases and spacing, and unknown names, give the
    /// face a listing of that one family gives.
    func testOneListingFindsWhatAListingPerFamilyFinds() {
        let locator = FontLocator()
        let names = locator.listedFamilyNames()
        XCTAssertGreaterThan(names.count, 20, "the proxy fonts are installed")
        let variants = ["inter", "NOTO SANS ARABIC", "NotoSans Arabic", " Noto Sans  CJK JP", "No Such Family Ellipsis", "Inter-"]
        for name in names + variants {
            XCTAssertEqual(locator.locate(family: name), locator.locateByListing(family: name), name)
        }
    }

    /// fontconfig started without its template folder's descriptions finds what its own start
    /// finds: every family, and the faces it ranks first for characters of many scripts.
    func testFontconfigsStartLessItsTemplatesFindsTheSameFonts() {
        let ours = FontLocator(), library = FontLocator(libraryStart: ())
        let names = library.listedFamilyNames()
        XCTAssertEqual(ours.listedFamilyNames(), names)
        for name in names { XCTAssertEqual(ours.locate(family: name), library.locate(family: name), name) }
        let samples: [[UInt32]] = [[0x41], [0x0627], [0x05D0], [0x0E01], [0x0915], [0x3042], [0x4E00], [0xAC00], [0x1F600],
                                   [0x1C5A], [0x2603], [0x0F40], [0x1200], [0x0531], [0x10A0], [0x1780], [0xA000], [0x2200]]
        for scalars in samples {
            XCTAssertEqual(ours.locate(covering: scalars), library.locate(covering: scalars), "\(scalars)")
        }
    }

    func testCJKCollectionFacesPerLocale() throws {
        let expected = ["ja": "Noto Sans CJK JP", "ko": "Noto Sans CJK KR", "zh-Hans": "Noto Sans CJK SC",
                        "zh-Hant": "Noto Sans CJK TC", "zh-HK": "Noto Sans CJK HK"]
        var indices = Set<Int>()
        for (locale, family) in expected {
            let location = try Fixture.file(of: family)
            let chain = try Fixture.engine.chain(locale: locale)
            let shaped = Fixture.engine.shape("漢", locale: locale, chain: chain)
            XCTAssertEqual(shaped.face(ofGrapheme: 0).path, location.path, locale)
            XCTAssertEqual(shaped.face(ofGrapheme: 0).index, location.index, locale)
            XCTAssertEqual(shaped.face(ofGrapheme: 0).familyName, family, locale)
            XCTAssertTrue(shaped.face(ofGrapheme: 0).description.hasSuffix("#\(location.index)"))
            indices.insert(location.index)
        }
        XCTAssertEqual(indices.count, 5, "each CJK locale uses its own face of the collection")
    }

    /// The coverage kept per face answers exactly as the character map does, for every
    /// code point, in a Latin face and in a CJK collection face.
    func testKeptCoverageAgreesWithTheCharacterMap() throws {
        for family in ["Inter", "Noto Sans CJK JP"] {
            let location = try Fixture.file(of: family)
            let face = try FontFace(path: location.path, index: location.index)
            var covered = 0, disagreements: [UInt32] = []
            for value in UInt32(0)...0x10FFFF {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let kept = face.covers(scalar)
                if kept != (face.glyph(for: scalar) != nil) { disagreements.append(value) }
                if kept { covered += 1 }
            }
            XCTAssertEqual(disagreements.prefix(10), [], family)
            XCTAssertGreaterThan(covered, family == "Inter" ? 1000 : 40000, family)
            // Past the last code point: never covered.
            XCTAssertFalse(face.coverage.contains(0x110000))
        }
    }

    func testUnitsPerEmScaleGivesUnroundedAdvances() throws {
        let face = try FontFace(path: try Fixture.file(of: "Inter").path)
        XCTAssertGreaterThan(face.unitsPerEm, 0)
        let shaped = try Fixture.shaped("i")
        // The advance at 17 pt is the font-unit advance scaled exactly, not rounded to whole points.
        let glyph = try XCTUnwrap(face.glyph(for: "i"))
        let expected = Double(face.advance(of: glyph)) / Double(face.unitsPerEm) * 17
        XCTAssertEqual(shaped.naturalWidth(size: 17), expected, accuracy: 1e-9)
        XCTAssertNotEqual(expected, expected.rounded())
    }

    func testMissingFontFileIsInputError() {
        XCTAssertThrowsError(try FontFace(path: "/nonexistent/Font.ttf")) { error in
            let input = error as? InputError
            XCTAssertNotNil(input)
            XCTAssertEqual(input?.location.file, "/nonexistent/Font.ttf")
        }
    }

    func testCorruptFontFileIsInputError() throws {
        let path = try Fixture.temporaryFile("corrupt.ttf", contents: Data("this is not a font at all".utf8))
        XCTAssertThrowsError(try FontFace(path: path)) { error in
            XCTAssertTrue((error as? InputError)?.message.contains("not a font") == true, "\(error)")
        }
        // A real font cut short is refused too (no glyphs / no cmap), never a crash.
        let inter = try Data(contentsOf: URL(fileURLWithPath: try Fixture.file(of: "Inter").path))
        let truncated = try Fixture.temporaryFile("truncated.otf", contents: inter.prefix(600))
        XCTAssertThrowsError(try FontFace(path: truncated))
    }

    func testFaceIndexBeyondCollectionIsInputError() throws {
        let cjk = try Fixture.file(of: "Noto Sans CJK JP")
        XCTAssertThrowsError(try FontFace(path: cjk.path, index: 99)) { error in
            XCTAssertTrue((error as? InputError)?.message.contains("#99") == true, "\(error)")
        }
    }

    func testFontLocationParsing() throws {
        XCTAssertEqual(try FontLocation.parse("/a/b.ttc#3"), FontLocation(path: "/a/b.ttc", index: 3))
        XCTAssertEqual(try FontLocation.parse("/a/b.ttf"), FontLocation(path: "/a/b.ttf", index: 0))
        XCTAssertEqual(try FontLocation.parse("/a/#b.ttf"), FontLocation(path: "/a/#b.ttf", index: 0))
    }

    func testFontFolderMakesItsFamiliesAvailable() throws {
        // A locator that sees no system fonts finds Roboto only when made with a folder holding a copy.
        let roboto = try Fixture.file(of: "Roboto")
        XCTAssertNil(FontLocator(includeSystemFonts: false).locate(family: "Roboto"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-fontdir-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: roboto.path, toPath: folder.appendingPathComponent("Copy.ttf").path)
        let locator = try FontLocator(folders: [folder.path], includeSystemFonts: false)
        XCTAssertEqual(locator.folders, [folder.path])
        XCTAssertEqual(locator.locate(family: "Roboto")?.path, folder.appendingPathComponent("Copy.ttf").path)
        // Another run's locator does not see the folder.
        XCTAssertNil(FontLocator(includeSystemFonts: false).locate(family: "Roboto"))
        XCTAssertThrowsError(try FontLocator(folders: ["/nonexistent/fonts"])) { error in
            XCTAssertEqual(error as? InputError, InputError("font folder does not exist or is not a folder",
                                                             file: "/nonexistent/fonts"))
        }
    }

    func testEqualWeightsPreferTheRegularStyleName() throws {
        // fontconfig gives Noto Nastaliq Urdu's Regular and Bold the same weight (80). With the
        // Bold copy sorting first by file name, only the style name can pick the Regular one.
        let regular = try Fixture.file(of: "Noto Nastaliq Urdu")
        let bold = (regular.path as NSString).deletingLastPathComponent + "/NotoNastaliqUrdu-Bold.ttf"
        guard FileManager.default.fileExists(atPath: bold) else { throw XCTSkip("no Noto Nastaliq Urdu Bold to compare") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-styles-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: bold, toPath: folder.appendingPathComponent("a.ttf").path)
        try FileManager.default.copyItem(atPath: regular.path, toPath: folder.appendingPathComponent("b.ttf").path)
        let locator = try FontLocator(folders: [folder.path], includeSystemFonts: false)
        XCTAssertEqual(locator.locate(family: "Noto Nastaliq Urdu")?.path, folder.appendingPathComponent("b.ttf").path)
    }

    func testUrduIsSetInTheRegularNastaliqFace() throws {
        let location = try Fixture.file(of: "Noto Nastaliq Urdu")
        XCTAssertTrue(location.path.hasSuffix("NotoNastaliqUrdu-Regular.ttf"), "\(location)")
        let shaped = try Fixture.shaped("تلاش کریں", locale: "ur")
        XCTAssertEqual(shaped.face(ofGrapheme: 0).familyName, "Noto Nastaliq Urdu")
        XCTAssertTrue(shaped.face(ofGrapheme: 0).path.hasSuffix("-Regular.ttf"), shaped.face(ofGrapheme: 0).path)
    }

    func testFontFolderScanPrintsNoFontconfigError() throws {
        let roboto = try Fixture.file(of: "Roboto")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-quiet-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: roboto.path, toPath: folder.appendingPathComponent("Copy.ttf").path)
        // What fontconfig writes to standard error while the folder is scanned.
        let log = try Fixture.temporaryFile("fontconfig-stderr.txt", contents: Data())
        fflush(nil)
        let saved = dup(STDERR_FILENO)
        let sink = open(log, O_WRONLY | O_TRUNC)
        XCTAssertGreaterThanOrEqual(sink, 0)
        dup2(sink, STDERR_FILENO)
        let added = Result { try FontLocator(folders: [folder.path], includeSystemFonts: false) }
        let found = try? added.get().locate(family: "Roboto")
        fflush(nil)
        dup2(saved, STDERR_FILENO)
        close(sink)
        close(saved)
        _ = try added.get()
        XCTAssertNotNil(found)
        let written = try String(contentsOfFile: log, encoding: .utf8)
        XCTAssertFalse(written.contains("Fontconfig"), written)
    }
}
