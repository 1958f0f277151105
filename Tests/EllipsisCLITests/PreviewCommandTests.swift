import Foundation
import XCTest

/// A small app written as a manifest: German, Arabic and Japanese titles too
/// long for the menu, an English source that fits.
enum PreviewFixture {
    static let manifest = """
        {"developmentLanguage": "en",
         "appName": {"en": "Atlas", "ar": "أطلس", "ja": "アトラス"},
         "actions": [
          {"type": "com.example.atlas.search",
           "title": {"en": "Search Nearby", "de": "In der Nähe nach Cafés und Bäckereien suchen",
                     "ar": "ابحث عن المقاهي والمخابز القريبة منك الآن", "ja": "近くのカフェやパン屋さんを今すぐ検索する"},
           "subtitle": {"en": "Cafés & shops", "de": "Cafés & Läden", "ar": "مقاهٍ ومتاجر", "ja": "カフェとお店"},
           "icon": {"system": "Search"}},
          {"type": "com.example.atlas.new-list",
           "title": {"en": "New List", "de": "Neue Liste", "ar": "قائمة جديدة", "ja": "新しいリスト"},
           "icon": {"system": "Add"}}]}
        """

    /// A fresh folder holding the manifest; removed by the caller.
    static func makeProject() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("atlas.quickactions.json"))
        return folder
    }
}

final class PreviewCommandTests: XCTestCase {
    private var project: URL!

    override func setUpWithError() throws { project = try PreviewFixture.makeProject() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: project) }

    func testOneDrawingPerLocaleSizeAndSide() throws {
        let out = project.appendingPathComponent("previews")
        let result = try CLIRunner.run(["preview", project.path, "--out", out.path, "--text-size", "L", "--text-size", "AX2"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        var expected: [String] = []
        for locale in ["ar", "de", "en", "ja"] {
            for size in ["AX2", "L"] {
                for side in ["left", "right"] { expected.append("\(locale)-iphone-\(size)-\(side).svg") }
            }
        }
        XCTAssertEqual(files, expected.sorted())
        XCTAssertTrue(result.stderr.contains("wrote 16 previews for 4 locales"), result.stderr)
        // Standard error is a pipe here, not a terminal: a summary, but no progress line redrawn with \r.
        XCTAssertFalse(result.stderr.contains("\r"))
    }

    func testTextIsDrawnFromOutlinesAndCutsAreMarked() throws {
        let out = project.appendingPathComponent("previews")
        let result = try CLIRunner.run(["preview", project.path, "--out", out.path, "--quiet"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "", "--quiet prints nothing")
        for locale in ["de", "ar", "ja"] {
            let svg = try String(contentsOf: out.appendingPathComponent("\(locale)-iphone-L-left.svg"), encoding: .utf8)
            XCTAssertTrue(svg.contains("<g class=\"line\""), locale)
            XCTAssertFalse(svg.contains("<text class=\"line\""), "\(locale): text must come from glyph outlines")
            XCTAssertTrue(svg.contains("<use xlink:href=\"#g") && svg.contains("<defs>"), "\(locale): glyph outlines, each defined once")
            XCTAssertEqual(svg.components(separatedBy: "class=\"cut\"").count - 1, 1, "\(locale): the long title is cut")
            XCTAssertTrue(svg.contains("\u{2026}</title>"), "\(locale): the visible text ends in an ellipsis")
        }
        let english = try String(contentsOf: out.appendingPathComponent("en-iphone-L-left.svg"), encoding: .utf8)
        XCTAssertFalse(english.contains("class=\"cut\""), "English fits")
    }

    func testRightToLeftMenusAlignTextRight() throws {
        let out = project.appendingPathComponent("previews")
        XCTAssertEqual(try CLIRunner.run(["preview", project.path, "--out", out.path, "--locale", "ar", "--side", "left",
                                          "--quiet"]).status, 0)
        let svg = try String(contentsOf: out.appendingPathComponent("ar-iphone-L-left.svg"), encoding: .utf8)
        func number(after marker: String, in text: Substring) -> Double? {
            guard let range = text.range(of: marker) else { return nil }
            return Double(text[range.upperBound...].prefix { $0 != " " && $0 != "\"" && $0 != ")" })
        }
        let whole = Substring(svg)
        let menuX = try XCTUnwrap(number(after: "<rect id=\"menu\" x=\"", in: whole))
        // The app is on the left: the icon column is on the left, 16 pt + half the 21 pt symbol in.
        XCTAssertEqual(number(after: "<g class=\"icon\" transform=\"translate(", in: whole) ?? 0, menuX + 26.5, accuracy: 0.01)
        // Right-to-left text ends at the text column's right edge: 44 pt icon column + 190 pt text.
        let lines = svg.components(separatedBy: "<g class=\"line\" ").dropFirst()
        XCTAssertEqual(lines.count, 3)
        for line in lines {
            let width = try XCTUnwrap(number(after: "data-width=\"", in: Substring(line)))
            let x = try XCTUnwrap(number(after: "translate(", in: Substring(line)))
            XCTAssertEqual(x + width, menuX + 44 + 190, accuracy: 0.02)
        }
    }

    /// A right-to-left language without a Locales/ file (N'Ko) still aligns right, by CLDR's direction.
    func testRightToLeftWithoutLocaleData() throws {
        try Data(#"{"developmentLanguage": "en", "actions": [{"type": "a", "title": {"en": "Search", "nqo": "ߝߌ߬ߟߊ߲"}}]}"#.utf8)
            .write(to: project.appendingPathComponent("atlas.quickactions.json"))
        let out = project.appendingPathComponent("previews")
        let result = try CLIRunner.run(["preview", project.path, "--out", out.path, "--locale", "nqo", "--side", "left",
                                        "--quiet"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let svg = try String(contentsOf: out.appendingPathComponent("nqo-iphone-L-left.svg"), encoding: .utf8)
        let menuX = try XCTUnwrap(Double(svg.components(separatedBy: "<rect id=\"menu\" x=\"")[1].prefix { $0 != "\"" }))
        let line = try XCTUnwrap(svg.components(separatedBy: "<g class=\"line\" data-width=\"").dropFirst().first)
        let width = try XCTUnwrap(Double(line.prefix { $0 != "\"" }))
        let x = try XCTUnwrap(Double(line.components(separatedBy: "translate(")[1].prefix { $0 != " " }))
        // No icon: the text column is the menu less 16 pt on each side; the line ends at its right edge.
        XCTAssertEqual(x + width, menuX + 250 - 16, accuracy: 0.02)
    }

    func testRasterizesWithRsvgConvert() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert") else {
            throw XCTSkip("rsvg-convert is not installed")
        }
        let out = project.appendingPathComponent("previews")
        XCTAssertEqual(try CLIRunner.run(["preview", project.path, "--out", out.path, "--locale", "ja", "--quiet"]).status, 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
        process.arguments = [out.appendingPathComponent("ja-iphone-L-left.svg").path, "-o",
                             out.appendingPathComponent("ja.png").path]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
    }

    func testUnwritableOutputIsAUsageError() throws {
        let result = try CLIRunner.run(["preview", project.path, "--out", "/proc/ellipsis-previews"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("/proc/ellipsis-previews"), result.stderr)
        let file = project.appendingPathComponent("atlas.quickactions.json")
        XCTAssertEqual(try CLIRunner.run(["preview", project.path, "--out", file.path]).status, 2)
    }

    /// Android: Launcher3's popup, the long label where it fits, else the short one,
    /// the icon on the leading side whatever the app's position.
    func testAndroidShortcutsUseTheLauncherPopup() throws {
        let res = project.appendingPathComponent("res")
        let files = [
            "xml/shortcuts.xml": """
                <?xml version="1.0" encoding="utf-8"?>
                <shortcuts xmlns:android="http://schemas.android.com/apk/res/android">
                  <shortcut android:shortcutId="search" android:icon="@drawable/ic_search"
                    android:shortcutShortLabel="@string/search_short" android:shortcutLongLabel="@string/search_long">
                    <intent android:action="android.intent.action.VIEW" android:targetPackage="com.example.atlas"
                      android:targetClass="com.example.atlas.Search"/>
                  </shortcut>
                </shortcuts>
                """,
            "values/strings.xml": "<resources><string name=\"search_short\">Search</string><string name=\"search_long\">Search nearby places</string></resources>",
            "values-de/strings.xml": "<resources><string name=\"search_short\">Suchen</string><string name=\"search_long\">In der Nähe nach Cafés und Bäckereien suchen</string></resources>",
            "values-ar/strings.xml": "<resources><string name=\"search_short\">بحث</string><string name=\"search_long\">البحث القريب</string></resources>",
        ]
        for (path, text) in files {
            let url = res.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let out = project.appendingPathComponent("android")
        let result = try CLIRunner.run(["preview", res.path, "--out", out.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted(),
                       ["ar-android-left.svg", "ar-android-right.svg", "de-android-left.svg", "de-android-right.svg",
                        "en-android-left.svg", "en-android-right.svg"])
        func svg(_ name: String) throws -> String { try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8) }
        XCTAssertTrue(try svg("en-android-left.svg").contains("<title>Search nearby places</title>"), "long label fits")
        XCTAssertTrue(try svg("de-android-left.svg").contains("<title>Suchen</title>"), "short label when the long one is cut")
        // The icon stays on the leading side, 27 dp from the edge of the 216 dp popup (at x = 92 on a
        // 400 pt canvas): left for German, right for Arabic, whatever the app's side.
        for name in ["de-android-left.svg", "de-android-right.svg"] {
            XCTAssertTrue(try svg(name).contains("<g class=\"icon\" transform=\"translate(119 "), name)
        }
        for name in ["ar-android-left.svg", "ar-android-right.svg"] {
            XCTAssertTrue(try svg(name).contains("<g class=\"icon\" transform=\"translate(281 "), name)
        }
        XCTAssertFalse(result.stderr.contains("Apple"), "Roboto is Android's own font")
    }

    func testHelpListsTheOptions() throws {
        for command in ["preview", "report"] {
            let result = try CLIRunner.run([command, "--help"])
            XCTAssertEqual(result.status, 0)
            for option in ["--out", "--text-size", "--side", "--quiet"] {
                XCTAssertTrue(result.stdout.contains(option), "\(command) --help lacks \(option)")
            }
        }
    }

    func testUnknownTextSizeAndLocale() throws {
        let out = project.appendingPathComponent("previews").path
        XCTAssertEqual(try CLIRunner.run(["preview", project.path, "--out", out, "--text-size", "huge"]).status, 2)
        let result = try CLIRunner.run(["preview", project.path, "--out", out, "--locale", "xx"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("no locale"), result.stderr)
    }
}
