import Foundation
import XCTest

/// `ellipsis lint` as CI runs it: output formats, exit statuses, configuration,
/// inline suppression, baseline and atomic output.
final class LintCommandTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// A manifest with one app-name warning (en), one generic title (de) and an emoji icon (fr, error).
    func manifest() throws -> String {
        try write("atlas.quickactions.json", """
            {"developmentLanguage": "en",
             "appName": {"en": "Atlas"},
             "actions": [
               {"type": "com.example.atlas.search",
                "title": {"en": "Search Atlas", "de": "Öffnen", "fr": "🔍 Rechercher"},
                "icon": {"system": "Search"}}]}
            """)
    }

    func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testJSONFollowsTheContractAndErrorsExit1() throws {
        let result = try CLIRunner.run(["lint", try manifest(), "--format", "json"])
        XCTAssertEqual(result.status, 1, result.stderr)
        let object = try json(result.stdout)
        XCTAssertEqual(object["version"] as? Int, 1)
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
        let rules = Set(diagnostics.compactMap { $0["rule"] as? String })
        XCTAssertTrue(rules.isSuperset(of: ["app-name", "conveys-result", "emoji"]), "\(rules)")
        let emoji = try XCTUnwrap(diagnostics.first { $0["rule"] as? String == "emoji" })
        XCTAssertEqual(emoji["severity"] as? String, "error")
        XCTAssertEqual(emoji["locale"] as? String, "fr")
        XCTAssertEqual(emoji["action"] as? String, "com.example.atlas.search")
        XCTAssertEqual(emoji["field"] as? String, "title")
        XCTAssertEqual(emoji["text"] as? String, "🔍 Rechercher")
        XCTAssertNotNil(emoji["line"] as? Int)
        XCTAssertNotNil(emoji["column"] as? Int)
        XCTAssertNotNil(emoji["data"] as? [String: Any])
        let summary = try XCTUnwrap(object["summary"] as? [String: Any])
        XCTAssertEqual(summary["actions"] as? Int, 1)
        XCTAssertGreaterThanOrEqual(summary["errors"] as? Int ?? 0, 1)
    }

    func testFailOnDecidesTheExitStatus() throws {
        let path = try manifest()
        XCTAssertEqual(try CLIRunner.run(["lint", path, "--fail-on", "never"]).status, 0)
        let config = try write("quiet.json", #"{"rules": {"emoji": "off"}}"#)
        XCTAssertEqual(try CLIRunner.run(["lint", path, "--config", config]).status, 0, "warnings only")
        XCTAssertEqual(try CLIRunner.run(["lint", path, "--config", config, "--fail-on", "warning"]).status, 1)
        XCTAssertEqual(try CLIRunner.run(["lint", path, "--fail-on", "sometimes"]).status, 2)
    }

    func testShowTakesOnlyWhatItKnows() throws {
        let path = try manifest()
        XCTAssertEqual(try CLIRunner.run(["lint", path, "--show", "accessibility", "--fail-on", "never"]).status, 0)
        let wrong = try CLIRunner.run(["lint", path, "--show", "everything"])
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.stderr.contains("--show takes accessibility, not 'everything'"), wrong.stderr)
    }

    func testConfigurationNextToTheProjectIsFoundAndCanChangeSeverity() throws {
        let path = try manifest()
        _ = try write(".ellipsis.json", #"{"rules": {"emoji": "note", "app-name": "off"}}"#)
        let result = try CLIRunner.run(["lint", path, "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stdout)
        let diagnostics = try XCTUnwrap(try json(result.stdout)["diagnostics"] as? [[String: Any]])
        XCTAssertFalse(diagnostics.contains { $0["rule"] as? String == "app-name" })
        XCTAssertEqual(diagnostics.first { $0["rule"] as? String == "emoji" }?["severity"] as? String, "note")
    }

    func testABadConfigurationNamesFileLineAndColumn() throws {
        let config = try write("bad.json", "{\n  \"rulez\": {}\n}")
        let result = try CLIRunner.run(["lint", try manifest(), "--config", config])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("bad.json:2:3: error: unknown key 'rulez'"), result.stderr)
    }

    func testMalformedConfigurationJSONNamesWhereAndWhatWasExpected() throws {
        let config = try write("broken.json", "{\n  \"brands\": [\"Atlas\",]\n}")
        let result = try CLIRunner.run(["lint", try manifest(), "--config", config])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("broken.json:2:22: error: expected a value after ',' in an array"),
                      result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    func testMalformedInputExits2WithLocation() throws {
        let path = try write("broken.quickactions.json", "{\"developmentLanguage\": \"en\", \"actions\": [")
        let result = try CLIRunner.run(["lint", path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("broken.quickactions.json:1:43: error: "), result.stderr)
        // The report is written whole and names the file it could not read.
        XCTAssertTrue(result.stdout.contains("input-error"), result.stdout)
        XCTAssertTrue(result.stdout.contains("unexpected end of file"), result.stdout)
    }

    func testOutputIsWrittenToAFileAndNothingElse() throws {
        let output = folder.appendingPathComponent("report.json").path
        let result = try CLIRunner.run(["lint", try manifest(), "--format", "json", "--output", output])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertNotNil(try json(String(contentsOfFile: output, encoding: .utf8))["diagnostics"])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    /// The report leaves as it is made; to a file or to standard output, it is the same bytes.
    func testEveryFormatWrittenToAFileIsWhatStandardOutputGets() throws {
        let atlas = CLIRunner.packageRoot.appendingPathComponent("Corpora/atlas").path
        for format in ["text", "json", "sarif", "xcode", "github", "junit"] {
            let output = folder.appendingPathComponent("report.\(format)").path
            let toFile = try CLIRunner.run(["lint", atlas, "--format", format, "--output", output, "--fail-on", "never"])
            let toStandardOutput = try CLIRunner.run(["lint", atlas, "--format", format, "--fail-on", "never"])
            XCTAssertEqual(toFile.status, 0, toFile.stderr)
            XCTAssertEqual(toFile.stdout, "")
            XCTAssertFalse(toStandardOutput.stdout.isEmpty, format)
            XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), toStandardOutput.stdout, format)
        }
    }

    /// An output that cannot be put in place (a folder is there): exit 2 naming it, and
    /// nothing of the report is left anywhere.
    func testAnOutputThatCannotBeWrittenLeavesNothingBehind() throws {
        let taken = folder.appendingPathComponent("taken")
        try FileManager.default.createDirectory(at: taken, withIntermediateDirectories: false)
        let result = try CLIRunner.run(["lint", try manifest(), "--format", "sarif", "--output", taken.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("cannot write \(taken.path): "), result.stderr)
        XCTAssertEqual(result.stdout, "")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: taken.path), [])
    }

    func testBaselineIsWrittenThenHonoured() throws {
        let path = try manifest()
        let baseline = folder.appendingPathComponent("baseline.json").path
        let first = try CLIRunner.run(["lint", path, "--baseline", baseline, "--format", "json"])
        XCTAssertEqual(first.status, 0, first.stdout)
        XCTAssertTrue(first.stderr.contains("wrote baseline"), first.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: baseline))
        let second = try CLIRunner.run(["lint", path, "--baseline", baseline, "--format", "json"])
        XCTAssertEqual(second.status, 0)
        XCTAssertEqual((try json(second.stdout)["diagnostics"] as? [Any])?.count, 0)
        // A new problem is reported despite the baseline.
        _ = try write("atlas.quickactions.json", """
            {"developmentLanguage": "en", "appName": {"en": "Atlas"},
             "actions": [{"type": "com.example.atlas.search",
                "title": {"en": "Search Atlas", "de": "Öffnen", "fr": "🔍 Rechercher", "es": "Buscar 🔍"},
                "icon": {"system": "Search"}}]}
            """)
        let third = try CLIRunner.run(["lint", path, "--baseline", baseline, "--format", "json"])
        XCTAssertEqual(third.status, 1)
        let diagnostics = try XCTUnwrap(try json(third.stdout)["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.compactMap { $0["locale"] as? String }, ["es"])
    }

    func testInlineSuppressionInAStringsComment() throws {
        _ = try write("App/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
              <key>CFBundleDevelopmentRegion</key><string>en</string>
              <key>UIApplicationShortcutItems</key>
              <array>
                <dict>
                  <key>UIApplicationShortcutItemType</key><string>com.example.new</string>
                  <key>UIApplicationShortcutItemTitle</key><string>ShortcutNew</string>
                  <key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeCompose</string>
                </dict>
              </array>
            </dict>
            </plist>
            """)
        _ = try write("App/en.lproj/InfoPlist.strings", "\"ShortcutNew\" = \"New Note.\";\n")
        _ = try write("App/de.lproj/InfoPlist.strings", "/* ellipsis:disable=extraneous */\n\"ShortcutNew\" = \"Neue Notiz.\";\n")
        let result = try CLIRunner.run(["lint", folder.appendingPathComponent("App").path, "--format", "json"])
        XCTAssertNotEqual(result.status, 2, result.stderr)
        let diagnostics = try XCTUnwrap(try json(result.stdout)["diagnostics"] as? [[String: Any]])
        let extraneous = diagnostics.filter { $0["rule"] as? String == "extraneous" }.compactMap { $0["locale"] as? String }
        XCTAssertEqual(extraneous, ["en"], "the German string disabled the rule for itself only")
    }

    /// The duplicate key of a `.stringsdict` is an `extraneous` warning at the
    /// second definition, like the duplicate key of a `.strings` file.
    func testDuplicateKeysOfStringsAndStringsDictAreReported() throws {
        _ = try write("App/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <key>CFBundleDevelopmentRegion</key><string>en</string>
              <key>UIApplicationShortcutItems</key>
              <array><dict>
                <key>UIApplicationShortcutItemType</key><string>com.example.new</string>
                <key>UIApplicationShortcutItemTitle</key><string>New Note</string>
              </dict></array>
            </dict>
            </plist>
            """)
        _ = try write("App/de.lproj/InfoPlist.strings", "\"New Note\" = \"Notiz\";\n\"New Note\" = \"Neue Notiz\";\n")
        _ = try write("App/de.lproj/Localizable.stringsdict", """
            <plist version="1.0"><dict>
              <key>notes</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>other</key><string>%d Notizen</string></dict></dict>
              <key>notes</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>other</key><string>%d Notizen</string></dict></dict>
            </dict></plist>
            """)
        let result = try CLIRunner.run(["lint", folder.appendingPathComponent("App").path, "--format", "json",
                                        "--fail-on", "never"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let diagnostics = try XCTUnwrap(try json(result.stdout)["diagnostics"] as? [[String: Any]])
        let duplicates = diagnostics.filter { ($0["data"] as? [String: Any])?["kind"] as? String == "duplicateKey" }
        let places = duplicates.map { d -> String in
            let file = URL(fileURLWithPath: d["file"] as? String ?? "").lastPathComponent
            return "\(d["rule"] ?? "") \(d["severity"] ?? "") \(d["locale"] ?? "") \(file):\(d["line"] ?? 0):\(d["column"] ?? 0)"
        }
        XCTAssertEqual(places.sorted(), ["extraneous warning de InfoPlist.strings:2:1",
                                         "extraneous warning de Localizable.stringsdict:5:8"])
    }

    /// A folder with an Android module and a manifest in it is one Android project:
    /// the manifest's dynamic shortcut is measured as an Android short label, and
    /// nothing is checked as an iOS quick action (no second, manifest-only project).
    func testAManifestBesideAndroidResourcesIsOneAndroidProject() throws {
        let ns = "xmlns:android=\"http://schemas.android.com/apk/res/android\""
        _ = try write("app/src/main/res/values/strings.xml",
                      "<resources><string name=\"app_name\">Atlas</string><string name=\"search\">Search</string></resources>")
        _ = try write("app/src/main/res/values-de/strings.xml", "<resources><string name=\"search\">Suchen</string></resources>")
        _ = try write("app/src/main/res/xml/shortcuts.xml",
                      "<shortcuts \(ns)><shortcut android:shortcutId=\"search\" android:shortcutShortLabel=\"@string/search\"/></shortcuts>")
        _ = try write("app/atlas.quickactions.json", """
            {"actions": [{"type": "recent", "title": {"en": "Recent places", "de": "Zuletzt besuchte Orte in deiner Nähe anzeigen"}}]}
            """)
        let result = try CLIRunner.run(["lint", folder.path, "--format", "json", "--fail-on", "never"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try json(result.stdout)
        let summary = try XCTUnwrap(object["summary"] as? [String: Any])
        XCTAssertEqual(summary["actions"] as? Int, 2)
        XCTAssertEqual(summary["locales"] as? Int, 2)
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
        let findings = diagnostics.map { d in
            "\(d["rule"] ?? "") \(d["action"] ?? "") \(d["locale"] ?? "") \((d["data"] as? [String: Any])?["surface"] ?? "")"
        }
        XCTAssertEqual(findings, ["truncation recent de shortcut.short"])
    }

    func testHelpAndUnknownOption() throws {
        XCTAssertEqual(try CLIRunner.run(["lint", "--help"]).status, 0)
        let result = try CLIRunner.run(["lint", "--colour"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("unknown option --colour"))
    }
}

extension LintCommandTests {
    func testTheTextReportSaysWhereSemanticChecksWereReduced() throws {
        let path = try write("app.quickactions.json", """
            {"developmentLanguage": "en", "actions": [{"type": "a", "title": {"en": "Open", "eu": "Ireki"},
             "icon": {"system": "Add"}}]}
            """)
        let text = try CLIRunner.run(["lint", path])
        XCTAssertTrue(text.stdout.contains("No reviewed lexicon for eu"), text.stdout)
        let json = try CLIRunner.run(["lint", path, "--format", "json"])
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)), "JSON output stays pure")
        XCTAssertTrue(json.stderr.contains("No reviewed lexicon for eu"), json.stderr)
    }
}

extension LintCommandTests {
    func testAnnotateWritesAnXLIFFCopyWithFindingsAsNotes() throws {
        let xcloc = CLIRunner.packageRoot.appendingPathComponent("Corpora/atlas-xliff/Atlas Localizations/de.xcloc")
        guard FileManager.default.fileExists(atPath: xcloc.path) else { throw XCTSkip("sample missing") }
        let output = folder.appendingPathComponent("de-annotated.xliff").path
        let result = try CLIRunner.run(["lint", xcloc.path, "--annotate", output, "--fail-on", "never"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("wrote \(output)"), result.stderr)
        let annotated = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertTrue(annotated.contains("truncation"), "the German title that does not fit becomes a note")
        let quiet = try CLIRunner.run(["lint", xcloc.path, "--annotate", output, "--fail-on", "never", "--quiet"])
        XCTAssertEqual(quiet.stderr, "")
        // Two inputs cannot be annotated into one file.
        let two = try CLIRunner.run(["lint", xcloc.path, xcloc.path, "--annotate", output])
        XCTAssertEqual(two.status, 2)
    }
}

extension LintCommandTests {
    /// A manifest writing `sh` and `sr-Latn` (`iw` and `he`) in one title is linted
    /// per locale, each under its own name: a finding in one is not the other's.
    func testManifestCodesAnAliasWouldMergeAreLintedApart() throws {
        let path = try write("app.quickactions.json", """
            {"developmentLanguage": "en",
             "actions": [{"type": "search", "icon": {"system": "Search"},
                          "title": {"en": "Search", "sh": "🔍 Pretraga", "sr-Latn": "Pretraga",
                                    "iw": "חיפוש", "he": "🔍 חיפוש"}}]}
            """)
        let result = try CLIRunner.run(["lint", path, "--format", "json", "--fail-on", "never"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try json(result.stdout)
        let summary = try XCTUnwrap(object["summary"] as? [String: Any])
        XCTAssertEqual(summary["locales"] as? Int, 5)
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
        let emoji = diagnostics.filter { $0["rule"] as? String == "emoji" }
        XCTAssertEqual(emoji.compactMap { $0["locale"] as? String }.sorted(), ["he", "sh"])
        XCTAssertEqual(emoji.compactMap { $0["text"] as? String }.sorted(), ["🔍 Pretraga", "🔍 חיפוש"])
    }
}
