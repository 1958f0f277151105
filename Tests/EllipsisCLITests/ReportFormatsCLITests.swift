import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// The CI formats of `lint` on a real app's data, run from the folder above it
/// as CI runs from a repository's root.
final class ReportFormatsCLITests: XCTestCase {
    private var corpora: URL {
        CLIRunner.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpora")
    }

    private func lint(_ format: String) throws -> CLIResult {
        guard FileManager.default.fileExists(atPath: corpora.appendingPathComponent("firefox-ios").path) else {
            throw XCTSkip("corpora are not available")
        }
        return try CLIRunner.run(["lint", "firefox-ios", "--format", format, "--fail-on", "never"],
                                 currentDirectory: corpora)
    }

    private func ruleIdentifiers() throws -> Set<String> {
        let rules = try CLIRunner.run(["rules", "--format", "json"])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(rules.stdout.utf8)) as? [String: Any])
        return Set(try XCTUnwrap(json["rules"] as? [[String: Any]]).compactMap { $0["identifier"] as? String })
    }

    func testSARIFRuleIdsMatchTheRulesCommandAndPathsResolveFromTheWorkingDirectory() throws {
        let result = try lint("sarif")
        XCTAssertEqual(result.status, 0, result.stderr)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let known = try ruleIdentifiers()
        let driverRules = try XCTUnwrap(driver["rules"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        XCTAssertFalse(driverRules.isEmpty)
        XCTAssertTrue(Set(driverRules).isSubset(of: known), "driver rules: \(Set(driverRules).subtracting(known))")
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertFalse(results.isEmpty, "the Firefox data has findings")
        for result in results {
            XCTAssertTrue(known.contains(result["ruleId"] as? String ?? ""), "\(result["ruleId"] ?? "?")")
            for location in result["locations"] as? [[String: Any]] ?? [] {
                let artifact = (location["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any]
                let uri = try XCTUnwrap(artifact?["uri"] as? String)
                XCTAssertTrue(uri.hasPrefix("firefox-ios/"), uri)
                let path = try XCTUnwrap(uri.removingPercentEncoding)
                XCTAssertTrue(FileManager.default.fileExists(atPath: corpora.appendingPathComponent(path).path), path)
            }
        }
    }

    func testGitHubAnnotationsNameExistingFiles() throws {
        let result = try lint("github")
        let lines = result.stdout.split(separator: "\n")
        XCTAssertFalse(lines.isEmpty)
        for line in lines {
            XCTAssertTrue(line.hasPrefix("::error ") || line.hasPrefix("::warning ") || line.hasPrefix("::notice "), String(line))
            guard let fileRange = line.range(of: "file=") else { continue }
            let file = line[fileRange.upperBound...].prefix { $0 != "," && $0 != ":" }
            let path = file.replacingOccurrences(of: "%2C", with: ",").replacingOccurrences(of: "%3A", with: ":")
                .replacingOccurrences(of: "%25", with: "%")
            XCTAssertTrue(FileManager.default.fileExists(atPath: corpora.appendingPathComponent(path).path), path)
        }
    }

    func testJUnitIsWellFormed() throws {
        let result = try lint("junit")
        let parser = XMLParser(data: Data(result.stdout.utf8))
        XCTAssertTrue(parser.parse(), "\(String(describing: parser.parserError))")
        XCTAssertTrue(result.stdout.contains("<testsuites name=\"ellipsis\""))
    }

    func testXcodeLinesHaveFileLineColumnSeverityAndRule() throws {
        let result = try lint("xcode")
        let known = try ruleIdentifiers()
        for line in result.stdout.split(separator: "\n") {
            let pattern = #"^(\S.*?:\d+:\d+: |\S.*?: )?(error|warning|note): .+ \[([a-z-]+)\]$"#
            XCTAssertNotNil(line.range(of: pattern, options: .regularExpression), String(line))
            if let open = line.lastIndex(of: "[") {
                XCTAssertTrue(known.contains(String(line[line.index(after: open)...].dropLast())), String(line))
            }
        }
    }
}
