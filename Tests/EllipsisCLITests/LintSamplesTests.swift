import Foundation
import XCTest

/// Every sample app in Corpora/ (a folder with a PROBLEMS.md) is linted and
/// its errors and warnings must match Corpora/<app>/expected-findings.json
/// exactly: rule, severity, locale, action, field, file, line, column and text.
/// Notes (a title close to its limit, a cut only at accessibility sizes) move
/// with every font or width refinement and are left out.
/// After a deliberate change, regenerate with
/// `ELLIPSIS_UPDATE_EXPECTED=1 swift test --filter LintSamplesTests` and review the diff.
final class LintSamplesTests: XCTestCase {
    static var corpora: URL { CLIRunner.packageRoot.appendingPathComponent("Corpora") }

    static var samples: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpora.path)) ?? []
        return names.sorted().map { corpora.appendingPathComponent($0) }.filter {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("PROBLEMS.md").path)
        }
    }

    /// The findings of one sample in the stable, comparable form of expected-findings.json.
    static func findings(of sample: URL) throws -> String {
        let result = try CLIRunner.run(["lint", sample.path, "--format", "json", "--fail-on", "never"])
        guard result.status == 0 else { throw NSError(domain: "lint", code: Int(result.status), userInfo: [NSLocalizedDescriptionKey: result.stderr]) }
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let diagnostics = object?["diagnostics"] as? [[String: Any]] ?? []
        let prefix = sample.path + "/"
        let entries: [[String: Any]] = diagnostics.filter { $0["severity"] as? String != "note" }.map { diagnostic in
            var entry: [String: Any] = [:]
            for key in ["rule", "severity", "locale", "action", "field", "line", "column", "text"] {
                entry[key] = diagnostic[key] ?? NSNull()
            }
            var file = diagnostic["file"] as? String ?? ""
            if file.hasPrefix(prefix) { file.removeFirst(prefix.count) }
            entry["file"] = file
            return entry
        }
        let data = try JSONSerialization.data(withJSONObject: ["findings": entries], options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    func testEverySampleMatchesItsExpectedFindings() throws {
        let samples = Self.samples
        guard !samples.isEmpty else { throw XCTSkip("no sample apps with PROBLEMS.md in Corpora/ yet") }
        let update = ProcessInfo.processInfo.environment["ELLIPSIS_UPDATE_EXPECTED"] == "1"
        var checked = 0
        for sample in samples {
            let expectedURL = sample.appendingPathComponent("expected-findings.json")
            let actual = try Self.findings(of: sample)
            if update {
                try Data(actual.utf8).write(to: expectedURL)
                continue
            }
            // A sample that has just arrived gets its file from the update run above, reviewed by hand.
            guard let expected = try? String(contentsOf: expectedURL, encoding: .utf8) else { continue }
            XCTAssertEqual(actual, expected, "\(sample.lastPathComponent): findings differ from expected-findings.json")
            checked += 1
        }
        if !update && checked == 0 { throw XCTSkip("no sample has an expected-findings.json yet") }
    }
}
