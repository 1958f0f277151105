import Foundation
import XCTest

/// Malformed or unreadable input given to `ellipsis lint`: exit 2, a message
/// naming file:line:column on stderr, nothing on stdout, no output file left.
final class LintInputErrorTests: XCTestCase {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private let plist = """
        <?xml version="1.0"?>
        <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>en</string>
        <key>UIApplicationShortcutItems</key><array><dict>
        <key>UIApplicationShortcutItemType</key><string>a</string>
        <key>UIApplicationShortcutItemTitle</key><string>Search</string></dict></array></dict></plist>
        """

    /// A malformed table is reported at its place and the run goes on: the output file is
    /// written whole, with the error and every other finding, and the exit status is 2.
    func testMalformedStringsFileIsReportedAndTheRunGoesOn() throws {
        let root = try folder()
        try write(plist, to: root.appendingPathComponent("App/Info.plist"))
        let strings = root.appendingPathComponent("App/de.lproj/InfoPlist.strings")
        try write("\"Search\" = \"Suchen\";\n\"Other\" = \"open\n", to: strings)
        // French is fine and has a finding of its own: the title is left in English.
        try write("\"Search\" = \"Search\";\n", to: root.appendingPathComponent("App/fr.lproj/InfoPlist.strings"))
        let manifest = root.appendingPathComponent("App/more.quickactions.json")
        try write("{\"actions\": [{\"type\": \"b\",\n \"title\": }]}", to: manifest)
        let output = root.appendingPathComponent("report.json")
        let result = try CLIRunner.run(["lint", root.path, "--format", "json", "--output", output.path])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("\(strings.path):2:11: error: unterminated string"), result.stderr)
        XCTAssertTrue(result.stderr.contains("\(manifest.path):2:11: error: "), result.stderr)
        XCTAssertEqual(result.stdout, "")
        let json = try String(contentsOf: output, encoding: .utf8)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(report["diagnostics"] as? [[String: Any]])
        let errors = diagnostics.filter { $0["rule"] as? String == "input-error" }
        XCTAssertEqual(errors.compactMap { $0["line"] as? Int }, [2, 2])
        XCTAssertEqual(Set(errors.compactMap { ($0["file"] as? String).map { ($0 as NSString).lastPathComponent } }),
                       ["InfoPlist.strings", "more.quickactions.json"])
        XCTAssertTrue(diagnostics.contains { $0["rule"] as? String != "input-error" && $0["locale"] as? String == "fr" },
                      "the other files' findings are there too: \(json)")
        // Every format carries it, and standard output is written whole too.
        for format in ["text", "sarif", "xcode", "github", "junit"] {
            let run = try CLIRunner.run(["lint", root.path, "--format", format])
            XCTAssertEqual(run.status, 2, format)
            XCTAssertTrue(run.stdout.contains("unterminated string"), "\(format): \(run.stdout)")
        }
    }

    func testMalformedPlistAndManifestExit2WithLocation() throws {
        let root = try folder()
        let info = root.appendingPathComponent("Info.plist")
        try write("<plist><dict><key>UIApplicationShortcutItems</key><dict/></dict></plist>", to: info)
        var result = try CLIRunner.run(["lint", info.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("\(info.path):1:51: error: UIApplicationShortcutItems must be an array"), result.stderr)

        let manifest = root.appendingPathComponent("app.quickactions.json")
        try write("{\"actions\": [{\"type\": \"a\", \"title\": {\"en\": \"A\"}, \"colour\": \"red\"}]}", to: manifest)
        result = try CLIRunner.run(["lint", manifest.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("\(manifest.path):1:50: error: unknown key \"colour\""), result.stderr)
    }

    /// Every problem of the configuration at once, each on its own line at its place.
    func testEveryConfigurationProblemIsReported() throws {
        let root = try folder()
        try write(plist, to: root.appendingPathComponent("App/Info.plist"))
        let config = root.appendingPathComponent(".ellipsis.json")
        try write("{\n  \"rules\": {\"truncate\": \"off\"},\n  \"brand\": []\n}\n", to: config)
        let result = try CLIRunner.run(["lint", root.path, "--format", "json"])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("\(config.path):2:13: error: unknown rule 'truncate'; did you mean 'truncation'?"),
                      result.stderr)
        XCTAssertTrue(result.stderr.contains("\(config.path):3:3: error: unknown key 'brand'; did you mean 'brands'?"),
                      result.stderr)
    }

    func testMissingPathExits2() throws {
        let missing = try folder().appendingPathComponent("nowhere").path
        let result = try CLIRunner.run(["lint", missing])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("\(missing): error: no such file or folder"), result.stderr)
    }
}
