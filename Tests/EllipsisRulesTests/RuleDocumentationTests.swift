@testable import EllipsisRules
import Foundation
import XCTest

final class RuleDocumentationTests: XCTestCase {
    /// docs/rules.md is generated; regenerate with `make docs` when this fails. It ends with the
    /// measured figures of docs/rules-figures.md, which TitleEvalTests keep current.
    func testRulesDocumentationIsCurrent() throws {
        let url = TestLocaleData.packageRoot.appendingPathComponent("docs/rules.md")
        let committed = try String(contentsOf: url, encoding: .utf8)
        let figures = try String(contentsOf: TestLocaleData.packageRoot.appendingPathComponent("docs/rules-figures.md"),
                                 encoding: .utf8)
        XCTAssertTrue(figures.hasPrefix("## Measured: conveys-result and navigation-only\n"))
        XCTAssertEqual(committed, RuleDocumentation.markdown() + "\n" + figures,
                       "docs/rules.md is stale: run `make docs` (the rules, then docs/rules-figures.md)")
    }

    func testDocumentationNamesEveryRuleAndShowsInvisibleCharacters() {
        let markdown = RuleDocumentation.markdown()
        for rule in RuleRegistry.all {
            XCTAssertTrue(markdown.contains("## \(rule.description.identifier)\n"))
        }
        XCTAssertTrue(markdown.contains("<U+200B>"), "a ZWSP example must be visible in the docs")
    }

    func testJSONListsMetadataAndExamples() throws {
        let data = Data(RuleDocumentation.json().utf8)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let rules = try XCTUnwrap(object["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.count, RuleRegistry.all.count)
        XCTAssertEqual(rules.first?["identifier"] as? String, RuleRegistry.all.first?.description.identifier)
        XCTAssertNotNil(rules.first?["triggeringExamples"] as? [[String: Any]])
    }
}
