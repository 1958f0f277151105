import EllipsisTestSupport
import XCTest

final class RulesCommandTests: XCTestCase {
    func testMarkdownIsTheCommittedDocumentation() throws {
        let result = try CLIRunner.run(["rules", "--format", "markdown"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let committed = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        // `make docs` appends the measured figures of the semantic rules (docs/rules-figures.md).
        let figures = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("docs/rules-figures.md"),
                                 encoding: .utf8)
        XCTAssertEqual(result.stdout + "\n" + figures, committed)
    }

    func testJSONHasEveryContractIdentifier() throws {
        let result = try CLIRunner.run(["rules", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let identifiers = Set(((object["rules"] as? [[String: Any]]) ?? []).compactMap { $0["identifier"] as? String })
        let promised = try ContractDocument.ruleIdentifiers()
        XCTAssertFalse(promised.isEmpty, "docs/contract.md lists the rule identifiers")
        for id in promised {
            XCTAssertTrue(identifiers.contains(id), "missing \(id)")
        }
    }

    func testUnknownFormatIsAUsageError() throws {
        let result = try CLIRunner.run(["rules", "--format", "yaml"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--format must be one of"), result.stderr)
    }
}
