import Foundation
import XCTest

/// Malformed or hostile XLIFF and Android inputs through `ellipsis lint`:
/// exit 2, one message naming file:line:column, an output file written whole
/// that names the error too, quickly.
final class LintMalformedXMLTests: XCTestCase {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-cli-xml-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    private func write(_ data: Data, _ path: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url
    }

    /// Lints `target` with `--output`; returns stderr after checking the contract.
    @discardableResult
    private func assertRefused(_ target: URL, in folder: URL, at position: String,
                               file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let output = folder.appendingPathComponent("report.json")
        let start = Date()
        let result = try CLIRunner.run(["lint", target.path, "--format", "json", "--output", output.path])
        XCTAssertLessThan(Date().timeIntervalSince(start), 30, file: file, line: line)
        XCTAssertEqual(result.status, 2, result.stderr, file: file, line: line)
        XCTAssertTrue(result.stderr.contains(position), "expected \(position) in: \(result.stderr)", file: file, line: line)
        XCTAssertTrue(result.stderr.contains("error:"), result.stderr, file: file, line: line)
        XCTAssertFalse(result.stderr.contains("Fatal error"), result.stderr, file: file, line: line)
        // The run goes on past the file: the report is whole JSON, and names the error.
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any]
        let diagnostics = report?["diagnostics"] as? [[String: Any]] ?? []
        let named = diagnostics.filter { $0["rule"] as? String == "input-error" }.map { diagnostic in
            "\(diagnostic["file"] ?? ""):\(diagnostic["line"] ?? 0):\(diagnostic["column"] ?? 0)"
        }
        XCTAssertTrue(named.contains { $0.contains(position) }, "\(named)", file: file, line: line)
        XCTAssertEqual(result.stdout, "", file: file, line: line)
        return result.stderr
    }

    func testTruncatedXLIFF() throws {
        let dir = try folder()
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\">\n  <file original=\"A/en.lproj/InfoPlist.strings\" source-language=\"en\" target-language=\"de\">\n    <body>\n      <trans-unit id=\"Search\"><source>Search</source><target>Such"
        let xliff = try write(Data(text.utf8), "de.xliff", in: dir)
        try assertRefused(xliff, in: dir, at: "de.xliff:5:")
    }

    func testXLIFFWithEntityExpansionBombInsideAnXcloc() throws {
        let dir = try folder()
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE xliff [\n<!ENTITY a \"aaaaaaaaaa\">\n"
        for level in 1...12 { text += "<!ENTITY a\(level) \"" + String(repeating: "&a\(level == 1 ? "" : String(level - 1));", count: 10) + "\">\n" }
        text += "]>\n<xliff version=\"1.2\"><file original=\"x\" source-language=\"en\"><body><trans-unit id=\"k\"><source>&a12;</source></trans-unit></body></file></xliff>"
        _ = try write(Data("{\"targetLocale\":\"de\"}".utf8), "de.xcloc/contents.json", in: dir)
        _ = try write(Data(text.utf8), "de.xcloc/Localized Contents/de.xliff", in: dir)
        let stderr = try assertRefused(dir.appendingPathComponent("de.xcloc"), in: dir, at: "de.xliff:2:")
        XCTAssertTrue(stderr.contains("internal subset"), stderr)
    }

    func testAndroidStringsWithExternalEntityIsNeverRead() throws {
        let dir = try folder()
        let secret = try write(Data("TOP-SECRET-\(UUID().uuidString)".utf8), "secret.txt", in: dir)
        let strings = "<?xml version=\"1.0\"?>\n<!DOCTYPE resources [<!ENTITY x SYSTEM \"\(secret.absoluteString)\">]>\n<resources><string name=\"a\">&x;</string></resources>"
        _ = try write(Data(strings.utf8), "app/src/main/res/values/strings.xml", in: dir)
        let stderr = try assertRefused(dir.appendingPathComponent("app"), in: dir, at: "strings.xml:2:")
        XCTAssertFalse(stderr.contains("TOP-SECRET"), stderr)
    }

    func testAndroidStringsWithNULByteAndBOMMismatch() throws {
        let dir = try folder()
        var bytes = Array("<resources>\n  <string name=\"a\">A".utf8)
        bytes.append(0)
        bytes += Array("</string>\n</resources>".utf8)
        _ = try write(Data(bytes), "res/values/strings.xml", in: dir)
        try assertRefused(dir.appendingPathComponent("res"), in: dir, at: "values/strings.xml:2:")
        let mismatch = Data([0xEF, 0xBB, 0xBF]) + Data("<?xml version=\"1.0\" encoding=\"UTF-16\"?><resources/>".utf8)
        _ = try write(mismatch, "res/values/strings.xml", in: dir)
        try assertRefused(dir.appendingPathComponent("res"), in: dir, at: "values/strings.xml:1:1")
    }

    func testShortcutWithoutIdAndDeepNesting() throws {
        let dir = try folder()
        _ = try write(Data("<resources><string name=\"s\">Search</string></resources>".utf8),
                      "res/values/strings.xml", in: dir)
        let shortcuts = "<shortcuts xmlns:android=\"http://schemas.android.com/apk/res/android\">\n\n   <shortcut android:shortcutShortLabel=\"@string/s\"/>\n</shortcuts>"
        _ = try write(Data(shortcuts.utf8), "res/xml/shortcuts.xml", in: dir)
        try assertRefused(dir.appendingPathComponent("res"), in: dir, at: "shortcuts.xml:3:4")
        let deep = String(repeating: "<a>", count: 50_000) + String(repeating: "</a>", count: 50_000)
        _ = try write(Data(("<shortcuts>" + deep + "</shortcuts>").utf8), "res/xml/shortcuts.xml", in: dir)
        try assertRefused(dir.appendingPathComponent("res"), in: dir, at: "shortcuts.xml:1:")
    }
}
