import Foundation
import XCTest

/// `ellipsis budgets`: the files, read back by a real client (Debian's translate-toolkit), and
/// the budgets against what `measure` says for the same surface.
final class BudgetsCommandTests: XCTestCase {
    private var project: URL!

    override func setUpWithError() throws { project = try PreviewFixture.makeProject() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: project) }

    func budgets(_ format: String) throws -> URL {
        let out = project.appendingPathComponent("budgets-\(format)")
        let result = try CLIRunner.run(["budgets", project.path, "--format", format, "--out", out.path, "--quiet"])
        XCTAssertEqual(result.status, 0, result.stderr)
        return out
    }

    func testJSONHoldsEveryStringAndTargetLocaleAsMeasureSeesTheSurface() throws {
        let out = try budgets("json")
        let data = try Data(contentsOf: out.appendingPathComponent("budgets.json"))
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entries = try XCTUnwrap(root["budgets"] as? [[String: Any]])
        // Two titles and a subtitle, in three target locales (de, ar, ja).
        XCTAssertEqual(entries.count, 9)
        XCTAssertEqual(Set(entries.compactMap { $0["locale"] as? String }), ["ar", "de", "ja"])
        let search = try XCTUnwrap(entries.first { $0["key"] as? String == "com.example.atlas.search" && $0["locale"] as? String == "de" })
        // measure names the same box: the title with a subtitle is held to one line of 190 pt at 17 pt.
        let measured = try CLIRunner.run(["measure", "Search Nearby", "--surface", "quick-action.title", "--with-subtitle",
                                          "--format", "json"])
        let box = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(measured.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(search["width"] as? Double, box["availableWidth"] as? Double)
        XCTAssertEqual(search["lines"] as? Int, box["maxLines"] as? Int)
        XCTAssertEqual(search["size"] as? Double, box["size"] as? Double)
        XCTAssertEqual(search["flags"] as? String, "max-size:190:1")
        // A title alone has two lines; the characters follow the locale's own advance: fewer in Japanese.
        let list = try XCTUnwrap(entries.first { $0["key"] as? String == "com.example.atlas.new-list" && $0["locale"] as? String == "de" })
        XCTAssertEqual(list["lines"] as? Int, 2)
        let german = try XCTUnwrap(search["characters"] as? Int)
        let japanese = try XCTUnwrap(entries.first { $0["key"] as? String == "com.example.atlas.search" && $0["locale"] as? String == "ja" }?["characters"] as? Int)
        XCTAssertGreaterThan(german, japanese)
        XCTAssertGreaterThan(japanese, 5)
    }

    /// Android's surfaces count dp, Apple's points: the JSON and the notes say which.
    func testAndroidBudgetsAreInDP() throws {
        let out = project.appendingPathComponent("budgets-android-json")
        let android = CLIRunner.packageRoot.appendingPathComponent("Corpora/atlas-android").path
        let result = try CLIRunner.run(["budgets", android, "--format", "json", "--out", out.path, "--quiet"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let data = try Data(contentsOf: out.appendingPathComponent("budgets.json"))
        let entries = try XCTUnwrap((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["budgets"] as? [[String: Any]])
        XCTAssertFalse(entries.isEmpty)
        XCTAssertEqual(Set(entries.compactMap { $0["unit"] as? String }), ["dp"])
        let apple = try Data(contentsOf: try budgets("json").appendingPathComponent("budgets.json"))
        let appleEntries = try XCTUnwrap((try JSONSerialization.jsonObject(with: apple) as? [String: Any])?["budgets"] as? [[String: Any]])
        XCTAssertEqual(Set(appleEntries.compactMap { $0["unit"] as? String }), ["pt"])
    }

    func testCSVHasAHeaderAndOneRowPerBudget() throws {
        let out = try budgets("csv")
        let text = try String(contentsOf: out.appendingPathComponent("budgets.csv"), encoding: .utf8)
        let rows = text.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        XCTAssertEqual(rows.first, "key,locale,width,lines,characters,flags,field,surface,source")
        XCTAssertEqual(rows.count, 10)
        XCTAssertTrue(rows.contains { $0.hasPrefix("com.example.atlas.search,de,190,1,") && $0.contains(",max-size:190:1,title,") })
    }

    func testTranslateToolkitReadsTheXLIFFWidths() throws {
        let python = "/usr/bin/python3"
        let check = Process()
        check.executableURL = URL(fileURLWithPath: python)
        check.arguments = ["-c", "import translate.storage.xliff"]
        guard FileManager.default.isExecutableFile(atPath: python), (try? check.run()) != nil else {
            throw XCTSkip("no Debian python3")
        }
        check.waitUntilExit()
        guard check.terminationStatus == 0 else { throw XCTSkip("translate-toolkit is not installed (scripts/install-deps.sh)") }
        let out = try budgets("xliff")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        XCTAssertEqual(files, ["budgets-ar.xliff", "budgets-de.xliff", "budgets-ja.xliff"])
        let script = """
            import sys
            from translate.storage import xliff
            store = xliff.xlifffile.parsefile(sys.argv[1])
            for unit in store.units:
                print("\\t".join([unit.getid(), unit.xmlelement.get("maxwidth"), unit.xmlelement.get("size-unit"),
                                 unit.xmlelement.get("weblate-flags"),
                                 unit.source, unit.target or "", unit.getnotes().replace("\\n", " ")]))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script, out.appendingPathComponent("budgets-de.xliff").path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let units = output.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        XCTAssertEqual(units.count, 3, output)
        let search = try XCTUnwrap(units.first { $0[0].hasSuffix("com.example.atlas.search") }, output)
        XCTAssertEqual(search[1], "190")
        XCTAssertEqual(search[2], "pixel")
        XCTAssertEqual(search[3], "max-size:190:1")
        XCTAssertEqual(search[4], "Search Nearby")
        XCTAssertEqual(search[5], "In der Nähe nach Cafés und Bäckereien suchen")
        XCTAssertTrue(search[6].contains("At most 190 pt per line, one line, at 17 pt"), search[6])
        XCTAssertTrue(units.contains { $0[0].hasSuffix("com.example.atlas.search.subtitle") }, output)
    }

    /// Android's resource compiler builds the annotated copies (a comment and `weblate-flags` and
    /// `maxLength` on each budgeted string) into the same resource table as the project's own files.
    func testAndroidResourceCompilerBuildsTheAnnotatedCopiesUnchanged() throws {
        let aapt = "/usr/bin/aapt"
        guard FileManager.default.isExecutableFile(atPath: aapt) else {
            throw XCTSkip("Android's aapt is not installed (scripts/install-deps.sh android)")
        }
        let android = CLIRunner.packageRoot.appendingPathComponent("Corpora/atlas-android")
        let out = project.appendingPathComponent("budgets-android")
        let result = try CLIRunner.run(["budgets", android.path, "--format", "android", "--out", out.path, "--quiet"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let annotatedRes = out.appendingPathComponent("app/src/main/res")
        let copies = try XCTUnwrap(FileManager.default.subpaths(atPath: annotatedRes.path)).filter { $0.hasSuffix("strings.xml") }.sorted()
        XCTAssertGreaterThan(copies.count, 10)
        // The project's own files at the same places, so that both trees hold the same resources.
        let ownRes = project.appendingPathComponent("own-res")
        for copy in copies {
            let annotated = try String(contentsOf: annotatedRes.appendingPathComponent(copy), encoding: .utf8)
            XCTAssertTrue(annotated.contains("weblate-flags=\"max-size:"), copy)
            let target = ownRes.appendingPathComponent(copy)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: android.appendingPathComponent("app/src/main/res").appendingPathComponent(copy),
                                             to: target)
        }
        let manifest = project.appendingPathComponent("AndroidManifest.xml")
        try Data("<manifest package=\"com.example.atlas\"/>\n".utf8).write(to: manifest)
        func resourceTable(_ res: URL, _ name: String) throws -> String {
            let apk = project.appendingPathComponent("\(name).apk").path
            let built = try run(aapt, ["package", "-f", "-M", manifest.path, "-S", res.path, "-F", apk])
            XCTAssertEqual(built.status, 0, built.output)
            let dump = try run(aapt, ["dump", "--values", "resources", apk])
            XCTAssertEqual(dump.status, 0, dump.output)
            return dump.output
        }
        let own = try resourceTable(ownRes, "own"), annotated = try resourceTable(annotatedRes, "annotated")
        XCTAssertTrue(own.contains("(string16) \"검색\""), own)
        XCTAssertEqual(annotated, own)
    }

    private func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    func testBadInputWritesNothing() throws {
        try Data("{\"developmentLanguage\": \"en\", \"actions\": [".utf8).write(to: project.appendingPathComponent("atlas.quickactions.json"))
        let out = project.appendingPathComponent("none")
        let result = try CLIRunner.run(["budgets", project.path, "--out", out.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("atlas.quickactions.json:1:"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
        let format = try CLIRunner.run(["budgets", project.path, "--format", "po"])
        XCTAssertEqual(format.status, 2)
        XCTAssertTrue(format.stderr.contains("--format must be one of xliff, json, csv, android"), format.stderr)
    }
}
