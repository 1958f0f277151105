import Foundation
import XCTest

/// `ellipsis lint` on apps whose actions are set in code: the inventory of
/// the JSON contract's extension, what it says when nothing is found, the
/// configuration's wrapper functions, and findings naming the code site.
final class CodeActionsCLITests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-code-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func write(_ name: String, _ text: String) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testTheInventoryOfTheCompassSample() throws {
        let sample = LintSamplesTests.corpora.appendingPathComponent("compass-ios").path
        let result = try CLIRunner.run(["lint", sample, "--format", "json", "--fail-on", "never"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try json(result.stdout)
        let actions = try XCTUnwrap(object["actions"] as? [[String: Any]])
        XCTAssertEqual(actions.count, 15)
        XCTAssertEqual((object["summary"] as? [String: Any])?["actions"] as? Int, 15)
        let places = actions.map { ($0["file"] as? String ?? "", $0["line"] as? Int ?? 0) }
        XCTAssertEqual(places.map { "\($0.0):\($0.1)" }, places.sorted { $0 < $1 }.map { "\($0.0):\($0.1)" })
        for action in actions {
            XCTAssertEqual(Set(action.keys), ["kind", "type", "title", "origin", "file", "line"])
            XCTAssertEqual(Set((action["title"] as? [String: Any] ?? [:]).keys), ["key", "table", "text"])
        }
        let quickNote = try XCTUnwrap(actions.first { $0["type"] as? String == "com.example.compass.quick-note" })
        XCTAssertEqual(quickNote["kind"] as? String, "quick-action")
        XCTAssertEqual(quickNote["origin"] as? String, "code")
        XCTAssertEqual(quickNote["line"] as? Int, 10)
        XCTAssertTrue((quickNote["file"] as? String)?.hasSuffix("Compass/Sources/LegacyShortcuts.m") == true)
        let peeks = actions.filter { $0["kind"] as? String == "preview-action" }
        XCTAssertEqual(peeks.compactMap { ($0["title"] as? [String: Any])?["key"] as? String }, ["peek.open-map", "peek.add-to-plan"])
        XCTAssertTrue(peeks.allSatisfy { $0["type"] is NSNull })
        XCTAssertEqual(actions.filter { $0["origin"] as? String == "info-plist" }.count, 1)
        // Findings about an action set in code name its call.
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
        let truncation = try XCTUnwrap(diagnostics.first { $0["rule"] as? String == "truncation" && $0["locale"] as? String == "de"
            && $0["action"] as? String == "trails.save-offline" })
        XCTAssertEqual((truncation["data"] as? [String: Any])?["site"] as? String, "Compass/Sources/TrailListViewController.swift:31")
        XCTAssertTrue((truncation["file"] as? String)?.hasSuffix("de.lproj/Trails.strings") == true)
    }

    func testTheInventoryOfStaticActionsToo() throws {
        let sample = LintSamplesTests.corpora.appendingPathComponent("atlas-android").path
        let result = try CLIRunner.run(["lint", sample, "--format", "json", "--fail-on", "never"])
        let actions = try XCTUnwrap(try json(result.stdout)["actions"] as? [[String: Any]])
        XCTAssertEqual(actions.map { $0["type"] as? String }, ["search", "directions_home", "share_location", "saved_places"])
        XCTAssertTrue(actions.allSatisfy { $0["kind"] as? String == "android-shortcut" && $0["origin"] as? String == "android-xml" })
        XCTAssertEqual((actions[0]["title"] as? [String: Any])?["key"] as? String, "shortcut_search_short")
        XCTAssertTrue((actions[0]["title"] as? [String: Any])?["table"] is NSNull)
    }

    func testWhenNothingIsFoundLintSaysWhereItLooked() throws {
        try write("App/en.lproj/Localizable.strings", "\"greeting\" = \"Hello\";\n")
        try write("App/Sources/Greeting.swift", "let greeting = NSLocalizedString(\"greeting\", comment: \"\")\n")
        let text = try CLIRunner.run(["lint", folder.path, "--fail-on", "never"])
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertTrue(text.stdout.hasSuffix("No actions found: none in Info.plist, manifests (*.quickactions.json), Android shortcuts.xml or the app's code; read 1 source file: App/Sources/Greeting.swift.\n"), text.stdout)
        let machine = try CLIRunner.run(["lint", folder.path, "--format", "json", "--fail-on", "never"])
        XCTAssertEqual(try json(machine.stdout)["actions"] as? [Any] as? [String], [])
        XCTAssertTrue(machine.stderr.contains("ellipsis: No actions found"), machine.stderr)
        let quiet = try CLIRunner.run(["lint", folder.path, "--format", "json", "--fail-on", "never", "--quiet"])
        XCTAssertEqual(quiet.stderr, "")
    }

    func testWrapperFunctionsFromTheConfiguration() throws {
        try write("App/en.lproj/Help.strings", "\"shortcut.help\" = \"Help Center\";\n")
        try write("App/de.lproj/Help.strings", "\"other\" = \"Andere\";\n")
        try write("App/Sources/Launcher.swift", """
            let item = UIApplicationShortcutItem(type: "help", localizedTitle: Tr.text("shortcut.help"),
                                                 localizedSubtitle: nil, icon: nil)
            """)
        try write(".ellipsis.json", #"{"wrapperFunctions": [{"name": "Tr.text", "key": 0, "defaultTable": "Help"}]}"#)
        let result = try CLIRunner.run(["lint", folder.path, "--format", "json", "--fail-on", "never"])
        let object = try json(result.stdout)
        let title = try XCTUnwrap((object["actions"] as? [[String: Any]])?.first?["title"] as? [String: Any])
        XCTAssertEqual(title["key"] as? String, "shortcut.help")
        XCTAssertEqual(title["table"] as? String, "Help")
        XCTAssertEqual(title["text"] as? String, "Help Center")
        let missing = (object["diagnostics"] as? [[String: Any]] ?? []).filter { $0["rule"] as? String == "missing-translation" }
        XCTAssertEqual(missing.map { $0["locale"] as? String }, ["de"])
    }

    func testABadWrapperFunctionIsAConfigurationError() throws {
        try write("App/en.lproj/Localizable.strings", "\"a\" = \"b\";\n")
        try write(".ellipsis.json", "{\n  \"wrapperFunctions\": [{\"name\": \"L\", \"key\": true}]\n}")
        let result = try CLIRunner.run(["lint", folder.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains(".ellipsis.json:2:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("key must be an argument position"), result.stderr)
    }
}
