import EllipsisCore
import EllipsisLocaleData
@testable import EllipsisRules
import XCTest

/// Runs every rule's own examples: each triggering example must produce a
/// finding of that rule (with the stated severity), each non-triggering one none.
final class RuleExamplesTests: XCTestCase {
    func run(_ rule: any Rule.Type, _ example: RuleExample) -> [Diagnostic] {
        let context = RuleContext(project: example.project(), localeData: TestLocaleData.shared, layout: TestLocaleData.layout)
        return rule.init().check(context.scoped(to: rule))
    }

    func testEveryTriggeringExampleTriggers() {
        for rule in RuleRegistry.all {
            let identifier = rule.description.identifier
            XCTAssertFalse(rule.description.triggeringExamples.isEmpty, "\(identifier) has no triggering example")
            for example in rule.description.triggeringExamples {
                let found = run(rule, example)
                XCTAssertFalse(found.isEmpty, "\(identifier) did not trigger on \(example.locale) '\(example.title)'")
                XCTAssertTrue(found.allSatisfy { $0.rule == identifier }, "\(identifier) reported under another id")
                if let severity = example.severity, let first = found.first {
                    XCTAssertEqual(first.severity, severity,
                                   "\(identifier) on \(example.locale) '\(example.title)': \(first.message)")
                }
                for diagnostic in found {
                    XCTAssertFalse(diagnostic.message.isEmpty)
                    XCTAssertNotNil(diagnostic.location, "\(identifier): finding without a location")
                }
            }
        }
    }

    func testNoNonTriggeringExampleTriggers() {
        for rule in RuleRegistry.all {
            let identifier = rule.description.identifier
            XCTAssertFalse(rule.description.nonTriggeringExamples.isEmpty, "\(identifier) has no non-triggering example")
            for example in rule.description.nonTriggeringExamples {
                let found = run(rule, example)
                XCTAssertTrue(found.isEmpty,
                              "\(identifier) triggered on \(example.locale) '\(example.title)': \(found.map(\.message))")
            }
        }
    }

    /// Examples must show the rules work beyond English.
    func testExamplesSpanSeveralLocales() {
        for rule in RuleRegistry.all {
            let description = rule.description
            let locales = Set((description.triggeringExamples + description.nonTriggeringExamples).map(\.locale))
            XCTAssertGreaterThanOrEqual(locales.count, 2, "\(description.identifier) examples are in one locale only")
        }
    }

    func testEveryContractIdentifierHasARuleOnce() {
        let identifiers = RuleRegistry.all.map { $0.description.identifier }
        XCTAssertEqual(Set(identifiers).count, identifiers.count)
    }
}
