import Foundation
import XCTest

/// `--locale-dir` and `localeDirectories`: a team's own Locales/ files are
/// consulted before the built-in data, by lint, report and measure alike.
final class LocaleDirectoryTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-locale-dir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// Locales/en.json with `edit` applied to its parsed object, written to `mine/en.json`.
    func userEnglish(_ edit: (inout [String: Any]) -> Void) throws -> String {
        let original = try Data(contentsOf: Self.packageRoot.appendingPathComponent("Locales/en.json"))
        var object = try XCTUnwrap(try JSONSerialization.jsonObject(with: original) as? [String: Any])
        edit(&object)
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        try write("mine/en.json", String(decoding: data, as: UTF8.self))
        return folder.appendingPathComponent("mine").path
    }

    /// A team that counts "Zap" as a bare generic verb.
    func zapIsGeneric() throws -> String {
        try userEnglish { object in
            var lexicon = object["lexicon"] as? [String: Any] ?? [:]
            lexicon["genericVerbs"] = (lexicon["genericVerbs"] as? [String] ?? []) + ["zap"]
            object["lexicon"] = lexicon
        }
    }

    func manifest() throws -> String {
        try write("app/zap.quickactions.json", """
            {"developmentLanguage": "en",
             "actions": [{"type": "zap", "title": {"en": "Zap"}, "icon": {"system": "Play"}}]}
            """)
    }

    func conveysResult(_ arguments: [String]) throws -> [[String: Any]] {
        let result = try CLIRunner.run(["lint"] + arguments + ["--format", "json", "--fail-on", "never"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return (object["diagnostics"] as? [[String: Any]] ?? []).filter { $0["rule"] as? String == "conveys-result" }
    }

    func testUserLexiconChangesAFinding() throws {
        let project = try manifest()
        XCTAssertTrue(try conveysResult([project]).isEmpty, "the built-in lexicon does not know 'zap'")
        let mine = try zapIsGeneric()
        let findings = try conveysResult([project, "--locale-dir", mine])
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual((findings.first?["data"] as? [String: Any])?["reason"] as? String, "generic-verb")
    }

    func testConfigurationKeyIsRelativeToTheConfigurationFile() throws {
        let project = try manifest()
        _ = try zapIsGeneric()
        let config = try write(".ellipsis.json", #"{"localeDirectories": ["mine"]}"#)
        XCTAssertEqual(try conveysResult([project, "--config", config]).count, 1)
    }

    func testABadUserFileIsAnInputErrorNamingIt() throws {
        let project = try manifest()
        try write("bad/en.json", "{\"locale\": \"en\",\n  \"directon\": \"ltr\"}")
        let result = try CLIRunner.run(["lint", project, "--locale-dir", folder.appendingPathComponent("bad").path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("bad/en.json"), result.stderr)
        let missing = try CLIRunner.run(["lint", project, "--locale-dir", folder.appendingPathComponent("none").path])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("none"), missing.stderr)
    }

    func testReportUsesTheUserData() throws {
        let project = try manifest()
        let mine = try zapIsGeneric()
        let out = folder.appendingPathComponent("report").path
        let result = try CLIRunner.run(["report", project, "--out", out, "--quiet", "--locale-dir", mine])
        XCTAssertEqual(result.status, 0, result.stderr)
        let html = try String(contentsOfFile: out + "/report.html", encoding: .utf8)
        XCTAssertTrue(html.contains("conveys-result"), "the finding the user's lexicon makes is in the report")
        let preview = try CLIRunner.run(["preview", project, "--out", folder.appendingPathComponent("p").path,
                                         "--quiet", "--locale-dir", mine])
        XCTAssertEqual(preview.status, 0, preview.stderr)
    }

    func testMeasureUsesTheUserFonts() throws {
        let mine = try userEnglish { object in
            var fonts = object["fonts"] as? [String: Any] ?? [:]
            fonts["proxy"] = ["DejaVu Sans"]
            object["fonts"] = fonts
        }
        func fonts(_ extra: [String]) throws -> [String] {
            let result = try CLIRunner.run(["measure", "Hello", "--locale", "en"] + extra)
            XCTAssertEqual(result.status, 0, result.stderr)
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            return object["fonts"] as? [String] ?? []
        }
        let builtIn = try fonts([])
        let user = try fonts(["--locale-dir", mine])
        guard user.contains(where: { $0.contains("DejaVu") }) else {
            throw XCTSkip("DejaVu Sans is not installed: \(user)")
        }
        XCTAssertNotEqual(builtIn, user)
    }
}
