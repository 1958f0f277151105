import Foundation
import XCTest

/// `--pseudo` on lint, preview and report, and the configuration's `pseudo`.
final class PseudoLocaleCLITests: XCTestCase {
    private var project: URL!

    override func setUpWithError() throws { project = try PreviewFixture.makeProject() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: project) }

    func json(_ result: CLIResult) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return try XCTUnwrap(object?["diagnostics"] as? [[String: Any]], result.stdout)
    }

    func testLintLaysOutThePseudoLocalesAndJudgesOnlyTheirWidth() throws {
        // A title that fits in English but not once accented and padded, with a subtitle holding it to one line.
        let manifest = """
            {"developmentLanguage": "en", "actions": [
              {"type": "com.example.open", "title": {"en": "Open Recently Closed Tabs", "de": "Tabs öffnen"},
               "subtitle": {"en": "Tabs", "de": "Tabs"}, "icon": {"system": "Search"}}]}
            """
        try Data(manifest.utf8).write(to: project.appendingPathComponent("atlas.quickactions.json"))
        let plain = try CLIRunner.run(["lint", project.path, "--format", "json", "--fail-on", "never", "--quiet"])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertFalse(try json(plain).contains { ($0["locale"] as? String)?.hasSuffix("-XA") == true })

        let result = try CLIRunner.run(["lint", project.path, "--pseudo", "--format", "json", "--fail-on", "never", "--quiet"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let onPseudo = try json(result).filter { ["en-XA", "ar-XB"].contains($0["locale"] as? String ?? "") }
        let accented = try XCTUnwrap(onPseudo.first { $0["locale"] as? String == "en-XA" && $0["field"] as? String == "title" },
                                     "\(onPseudo)")
        XCTAssertEqual(accented["rule"] as? String, "truncation")
        let text = try XCTUnwrap(accented["text"] as? String)
        XCTAssertTrue(text.hasPrefix("[Óṕéñ Ŕéçéñťĺý Çĺóšéď Ťáƀš"), text)
        XCTAssertTrue(text.hasSuffix("]"), text)
        // The finding points at the source string it was made from.
        XCTAssertTrue((accented["file"] as? String ?? "").hasSuffix("atlas.quickactions.json"))
        XCTAssertEqual(Set(onPseudo.compactMap { $0["rule"] as? String }).subtracting(["truncation", "truncation-collision"]), [])
    }

    func testPreviewDrawsEachPseudoLocale() throws {
        let out = project.appendingPathComponent("previews")
        let result = try CLIRunner.run(["preview", project.path, "--pseudo", "--out", out.path, "--side", "left", "--quiet"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path)
        XCTAssertTrue(files.contains("en-XA-iphone-L-left.svg"), "\(files)")
        XCTAssertTrue(files.contains("ar-XB-iphone-L-left.svg"), "\(files)")
        // ar-XB is laid out right to left, as Arabic is: with the app on the left, its lines end at the text
        // column's right edge (44 pt icon column + 190 pt text); en-XA's start at its left edge.
        func lineEdges(_ name: String) throws -> (menu: Double, lines: [(x: Double, width: Double)]) {
            let svg = try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
            func number(after marker: String, in text: Substring) -> Double? {
                guard let range = text.range(of: marker) else { return nil }
                return Double(text[range.upperBound...].prefix { $0 != " " && $0 != "\"" && $0 != ")" })
            }
            let menu = try XCTUnwrap(number(after: "<rect id=\"menu\" x=\"", in: Substring(svg)))
            let lines = try svg.components(separatedBy: "<g class=\"line\" ").dropFirst().map { line in
                (try XCTUnwrap(number(after: "translate(", in: Substring(line))),
                 try XCTUnwrap(number(after: "data-width=\"", in: Substring(line))))
            }
            return (menu, lines)
        }
        let mirrored = try lineEdges("ar-XB-iphone-L-left.svg")
        XCTAssertEqual(mirrored.lines.count, 3)
        for line in mirrored.lines { XCTAssertEqual(line.x + line.width, mirrored.menu + 44 + 190, accuracy: 0.02) }
        let accented = try lineEdges("en-XA-iphone-L-left.svg")
        for line in accented.lines { XCTAssertEqual(line.x, accented.menu + 44, accuracy: 0.02) }
    }

    func testReportListsThePseudoLocales() throws {
        let out = project.appendingPathComponent("report")
        let result = try CLIRunner.run(["report", project.path, "--pseudo", "--out", out.path, "--quiet"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let html = try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("en-XA"))
        XCTAssertTrue(html.contains("[Šéáŕçĥ Ñéáŕƀý"))
    }

    func testTheConfigurationChoosesWhichPseudoLocales() throws {
        try Data(#"{"pseudo": ["ar-XB"]}"#.utf8).write(to: project.appendingPathComponent(".ellipsis.json"))
        let out = project.appendingPathComponent("previews")
        let result = try CLIRunner.run(["preview", project.path, "--pseudo", "--out", out.path, "--side", "left", "--quiet"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path)
        XCTAssertTrue(files.contains("ar-XB-iphone-L-left.svg"))
        XCTAssertFalse(files.contains("en-XA-iphone-L-left.svg"))
        // Without --pseudo the configuration adds none.
        let plain = try CLIRunner.run(["lint", project.path, "--format", "json", "--fail-on", "never", "--quiet"])
        XCTAssertFalse(plain.stdout.contains("ar-XB"))
    }

    func testAnUnknownPseudoLocaleIsAnInputErrorAtItsPlace() throws {
        let config = project.appendingPathComponent(".ellipsis.json")
        try Data("{\n  \"pseudo\": [\"en-XA\", \"en-XC\"]\n}\n".utf8).write(to: config)
        let result = try CLIRunner.run(["lint", project.path, "--pseudo"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains(".ellipsis.json:2:"), result.stderr)
        XCTAssertTrue(result.stderr.contains("unknown pseudo-locale 'en-XC'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("en-XA, ar-XB"), result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    func testPseudoTakesNoValue() throws {
        let result = try CLIRunner.run(["lint", project.path, "--pseudo=en-XA"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--pseudo takes no value"), result.stderr)
    }
}
