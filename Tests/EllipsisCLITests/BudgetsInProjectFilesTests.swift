import Foundation
import XCTest

/// `ellipsis budgets` on a project that has its own translation files: copies of a translator's
/// XLIFF export (Corpora/atlas-xliff) and of Android's strings.xml files (Corpora/atlas-android)
/// with the budgets in them, read back by translate-toolkit; the input never changes.
final class BudgetsInProjectFilesTests: XCTestCase {
    private var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-budgets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

    /// A copy of a sample of Corpora/, to edit and to compare with afterwards.
    func sample(_ name: String) throws -> URL {
        let copy = work.appendingPathComponent(name)
        try FileManager.default.copyItem(at: CLIRunner.packageRoot.appendingPathComponent("Corpora/\(name)"), to: copy)
        return copy
    }

    /// Every file below `folder` to its bytes.
    func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for case let name as String in try XCTUnwrap(FileManager.default.enumerator(atPath: folder.path)) {
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[name] = try Data(contentsOf: url)
            }
        }
        return files
    }

    /// (key, locale) to (width, lines, characters), as `--format json` gives them.
    func expected(_ project: URL) throws -> [String: (width: Int, lines: Int, characters: Int)] {
        let out = work.appendingPathComponent("json-\(UUID().uuidString)")
        let result = try CLIRunner.run(["budgets", project.path, "--format", "json", "--out", out.path, "--quiet"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let root = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("budgets.json"))) as? [String: Any]
        var budgets: [String: (Int, Int, Int)] = [:]
        for entry in root?["budgets"] as? [[String: Any]] ?? [] {
            let key = "\(entry["key"] as? String ?? "")|\(entry["locale"] as? String ?? "")"
            budgets[key] = (Int(entry["width"] as? Double ?? 0), entry["lines"] as? Int ?? 0, entry["characters"] as? Int ?? 0)
        }
        return budgets
    }

    func testATranslatorsXLIFFGetsItsBudgetsAndStaysAsItWas() throws {
        try TranslateToolkit.require()
        let project = try sample("atlas-xliff")
        // A unit with a limit of its own, in the German export.
        let german = project.appendingPathComponent("Atlas Localizations/de.xcloc/Localized Contents/de.xliff")
        let original = try String(contentsOf: german, encoding: .utf8)
        try original.replacingOccurrences(of: #"<trans-unit id="Directions Home" xml:space="preserve">"#,
                                          with: #"<trans-unit id="Directions Home" xml:space="preserve" maxwidth="30" size-unit="char">"#)
            .write(to: german, atomically: true, encoding: .utf8)
        let before = try snapshot(project)
        let wanted = try expected(project)

        let out = work.appendingPathComponent("out")
        let result = try CLIRunner.run(["budgets", project.path, "--out", out.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try snapshot(project), before, "the input is never changed")
        XCTAssertTrue(result.stderr.contains("1 kept a limit of their own (--replace-limits replaces it)"), result.stderr)
        // The export is copied whole, each XLIFF at its place in its bundle; every budget found its unit.
        let written = try snapshot(out)
        XCTAssertEqual(Set(written.keys), Set(before.keys.filter { $0.hasPrefix("Atlas Localizations/") }))
        XCTAssertEqual(written["Atlas Localizations/de.xcloc/contents.json"], before["Atlas Localizations/de.xcloc/contents.json"])

        let units = try TranslateToolkit.xliffUnits(out.appendingPathComponent("Atlas Localizations/de.xcloc/Localized Contents/de.xliff").path)
        // The same units with the same translations as the input.
        let inputUnits = try TranslateToolkit.xliffUnits(german.path)
        XCTAssertEqual(units.map { [$0[0], $0[4]] }, inputUnits.map { [$0[0], $0[4]] })
        let search = try XCTUnwrap(units.first { $0[0].hasSuffix("Search Nearby") })
        let budget = try XCTUnwrap(wanted["Search Nearby|de"])
        XCTAssertEqual(Array(search[1...3]), ["\(budget.width)", "pixel", "max-size:\(budget.width):\(budget.lines)"])
        // The translator's own note stays, and the budget's joins it.
        XCTAssertTrue(search[5].hasPrefix("Quick action title"), search[5])
        XCTAssertTrue(search[5].contains("about \(budget.characters) characters in de."), search[5])
        let home = try XCTUnwrap(units.first { $0[0].hasSuffix("Directions Home") })
        XCTAssertEqual(Array(home[1...3]), ["30", "char", ""])
        XCTAssertTrue(home[5].contains("The file keeps its own limit: maxwidth 30 (char)."), home[5])
        // CFBundleDisplayName is no checked string: left as it was.
        XCTAssertEqual(units.first { $0[0].hasSuffix("CFBundleDisplayName") }?[1], "")

        let replaced = work.appendingPathComponent("replaced")
        XCTAssertEqual(try CLIRunner.run(["budgets", project.path, "--out", replaced.path, "--replace-limits", "--quiet"]).status, 0)
        let homeReplaced = try XCTUnwrap(try TranslateToolkit.xliffUnits(
            replaced.appendingPathComponent("Atlas Localizations/de.xcloc/Localized Contents/de.xliff").path)
            .first { $0[0].hasSuffix("Directions Home") })
        let homeBudget = try XCTUnwrap(wanted["Directions Home|de"])
        XCTAssertEqual(Array(homeReplaced[1...3]), ["\(homeBudget.width)", "pixel", "max-size:\(homeBudget.width):\(homeBudget.lines)"])
    }

    func testMalformedXLIFFWritesNothing() throws {
        let project = try sample("atlas-xliff")
        let french = project.appendingPathComponent("Atlas Localizations/fr.xcloc/Localized Contents/fr.xliff")
        let text = try String(contentsOf: french, encoding: .utf8)
        try text.replacingOccurrences(of: "</target>", with: "</targt>").write(to: french, atomically: true, encoding: .utf8)
        let out = work.appendingPathComponent("out")
        let result = try CLIRunner.run(["budgets", project.path, "--out", out.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertNotNil(result.stderr.range(of: #"fr\.xliff:\d+:\d+: error"#, options: .regularExpression), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
    }

    func testCopiesNeverGoOverTheirInput() throws {
        let project = try sample("atlas-android")
        let before = try snapshot(project)
        let result = try CLIRunner.run(["budgets", project.path, "--format", "android", "--out", project.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("would overwrite the input"), result.stderr)
        XCTAssertEqual(try snapshot(project), before)
    }

    func testAndroidStringsCarryTheirBudgetsWhereToolsReadThem() throws {
        try TranslateToolkit.require()
        let project = try sample("atlas-android")
        let before = try snapshot(project)
        let wanted = try expected(project)
        let out = work.appendingPathComponent("out")
        let result = try CLIRunner.run(["budgets", project.path, "--format", "android", "--out", out.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try snapshot(project), before, "the input is never changed")
        let written = try snapshot(out)
        XCTAssertTrue(written.keys.contains("app/src/main/res/values/strings.xml"), "\(written.keys.sorted())")
        XCTAssertTrue(written.keys.contains("app/src/main/res/values-de/strings.xml"), "\(written.keys.sorted())")
        XCTAssertTrue(written.keys.allSatisfy { $0.hasSuffix("strings.xml") }, "\(written.keys.sorted())")

        let res = out.appendingPathComponent("app/src/main/res")
        let source = try TranslateToolkit.androidStrings(res.appendingPathComponent("values/strings.xml").path)
        let search = try XCTUnwrap(source.first { $0[0] == "shortcut_search_short" })
        let german = try XCTUnwrap(wanted["shortcut_search_short|de"])
        let japanese = try XCTUnwrap(wanted["shortcut_search_short|ja"])
        XCTAssertEqual(search[1], "max-size:\(german.width):\(german.lines)")
        XCTAssertEqual(search[2], "", "the development file has no maxLength")
        // Its note keeps the file's own comment and names every locale's characters.
        XCTAssertTrue(search[3].contains("Launcher shortcuts"), search[3])
        XCTAssertTrue(search[3].contains("ellipsis: At most \(german.width) dp per line"), search[3])
        XCTAssertTrue(search[3].contains("\(german.characters) in de") && search[3].contains("\(japanese.characters) in ja"), search[3])
        XCTAssertEqual(source.first { $0[0] == "app_name" }?[3], "", "no budget on a string that is not checked")

        let translated = try TranslateToolkit.androidStrings(res.appendingPathComponent("values-de/strings.xml").path)
        let searchDE = try XCTUnwrap(translated.first { $0[0] == "shortcut_search_short" })
        XCTAssertEqual(Array(searchDE[1...2]), ["max-size:\(german.width):\(german.lines)", "\(german.characters)"])
        XCTAssertTrue(searchDE[3].contains("about \(german.characters) characters in de."), searchDE[3])
    }

    /// A project whose strings files were replaced by the copies gives the same copies again:
    /// the limits and comments of the first run are Ellipsis' own, not the file's.
    func testTheCopiesPutBackGiveTheSameCopies() throws {
        let project = try sample("atlas-android")
        let first = work.appendingPathComponent("first")
        XCTAssertEqual(try CLIRunner.run(["budgets", project.path, "--format", "android", "--out", first.path, "--quiet"]).status, 0)
        let copies = try snapshot(first)
        for (name, data) in copies { try data.write(to: project.appendingPathComponent(name)) }
        let second = work.appendingPathComponent("second")
        let result = try CLIRunner.run(["budgets", project.path, "--format", "android", "--out", second.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stderr.contains("kept a limit"), result.stderr)
        XCTAssertEqual(try snapshot(second), copies)
    }

    func testAndroidFormatNeedsAndroidStrings() throws {
        let result = try CLIRunner.run(["budgets", CLIRunner.packageRoot.appendingPathComponent("Corpora/atlas").path,
                                        "--format", "android", "--out", work.appendingPathComponent("none").path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--format android needs an Android project"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: work.appendingPathComponent("none").path))
    }
}
