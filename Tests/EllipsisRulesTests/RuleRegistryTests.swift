import EllipsisBakedLocales
import EllipsisCore
import EllipsisTestSupport
@testable import EllipsisRules
import Foundation
import XCTest

/// A rule that exists in this test target alone: a title ending with a full stop.
/// Nothing in Sources/ names it; it is one type, as every rule is.
struct FullStopTitleRule: Rule {
    static let description = RuleDescription(
        identifier: "full-stop-title", name: "Full stop",
        summary: "A title that ends with a full stop.",
        rationale: "Menu titles are labels, not sentences.",
        translatorHint: "Leave out the full stop at the end.",
        defaultSeverity: .note,
        platforms: [.ios],
        triggeringExamples: [
            RuleExample(locale: "en", title: "New Message."),
            RuleExample(locale: "de", title: "Neue Nachricht."),
        ],
        nonTriggeringExamples: [
            RuleExample(locale: "en", title: "New Message"),
            RuleExample(locale: "fr", title: "Nouveau message"),
        ])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.shownItems(fields: [.title], includeCatalog: false).compactMap { item in
            item.text.text.hasSuffix(".") ? item.diagnostic(Self.identifier, .note, "the title ends with a full stop") : nil
        }
    }
}

/// Reports which lexicon lists it was given for the first locale that has text.
struct VagueWordsProbeRule: Rule {
    static let description = RuleDescription(
        identifier: "vague-words-probe", name: "Probe", summary: "Lists what it sees.", rationale: "For tests.",
        translatorHint: "None.", defaultSeverity: .note, platforms: [.ios, .android],
        lexicon: .needs(["vagueWords"]),
        triggeringExamples: [RuleExample(locale: "de", title: "Sonstiges")],
        nonTriggeringExamples: [RuleExample(locale: "xx", title: "Other")])

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.items.compactMap { item in
            guard let lexicon = context.lexicon(for: item.locale) else { return nil }
            return Diagnostic(rule: Self.identifier, severity: .note, message: lexicon.lists.keys.sorted().joined(separator: ","),
                              locale: item.locale.identifier)
        }
    }
}

/// The registry is the one list of rules, and a rule is one type: whatever
/// list a linter is given runs, can be configured and is documented alike.
final class RuleRegistryTests: XCTestCase {
    func linter(_ rules: [any Rule.Type], configuration: Configuration = Configuration()) -> Linter {
        Linter(configuration: configuration, localeData: TestLocaleData.shared, rules: rules, layout: TestLocaleData.layout)
    }

    func testARuleDefinedInTheTestTargetRunsIsConfigurableAndDocumented() throws {
        let rules = RuleRegistry.all + [FullStopTitleRule.self]
        // It runs: its own examples trigger and do not trigger as they say.
        for example in FullStopTitleRule.description.triggeringExamples {
            let found = linter(rules).lint([example.project()]).diagnostics.filter { $0.rule == "full-stop-title" }
            XCTAssertFalse(found.isEmpty, example.title)
            XCTAssertTrue(found.allSatisfy { $0.severity == .note })
        }
        for example in FullStopTitleRule.description.nonTriggeringExamples {
            XCTAssertFalse(linter(rules).lint([example.project()]).diagnostics.contains { $0.rule == "full-stop-title" })
        }

        // It is configurable in .ellipsis.json, where the registry alone does not know it.
        let file = Data(#"{"rules": {"full-stop-title": "warning"}}"#.utf8)
        XCTAssertThrowsError(try ConfigurationFile.parse(file, file: ".ellipsis.json")) { error in
            XCTAssertTrue("\(error)".contains("unknown rule 'full-stop-title'"), "\(error)")
        }
        let configuration = try ConfigurationFile.parse(file, file: ".ellipsis.json", rules: rules)
        let project = RuleExample(locale: "en", title: "New Message.").project()
        let configured = linter(rules, configuration: configuration).lint([project]).diagnostics
        XCTAssertEqual(configured.filter { $0.rule == "full-stop-title" }.map(\.severity), [.warning])
        let off = try ConfigurationFile.parse(Data(#"{"rules": {"full-stop-title": "off"}}"#.utf8), file: ".ellipsis.json",
                                              rules: rules)
        XCTAssertFalse(linter(rules, configuration: off).lint([project]).diagnostics.contains { $0.rule == "full-stop-title" })

        // It is documented with the others, examples included.
        let markdown = RuleDocumentation.markdown(rules.map { $0.description })
        XCTAssertTrue(markdown.contains("| [`full-stop-title`](#full-stop-title) | note | A title that ends with a full stop. |"))
        XCTAssertTrue(markdown.contains("## full-stop-title\n\n**Full stop** — default severity: note"))
        XCTAssertTrue(markdown.contains("- `de` “Neue Nachricht.”"))
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(RuleDocumentation.json(rules.map { $0.description }).utf8))
            as? [String: Any])
        XCTAssertEqual(((json["rules"] as? [[String: Any]]) ?? []).last?["identifier"] as? String, "full-stop-title")
    }

    /// docs/contract.md promises the identifiers; the registry must hold exactly those.
    func testTheContractListsEveryRegisteredRuleAndNoOther() throws {
        let promised = try ContractDocument.ruleIdentifiers()
        let registered = RuleRegistry.all.map { $0.description.identifier }
        XCTAssertFalse(promised.isEmpty, "docs/contract.md has no rule identifier list")
        for identifier in registered where !promised.contains(identifier) {
            XCTFail("rule '\(identifier)' is registered but docs/contract.md does not list it")
        }
        for identifier in promised where !registered.contains(identifier) {
            XCTFail("docs/contract.md lists '\(identifier)', which no registered rule has")
        }
        XCTAssertEqual(registered, promised, "the contract lists the rules in the registry's order")
    }

    func testEveryDeclaredLexiconListIsInTheSchema() {
        let schema = BakedLocaleData.shared.lexiconSchema
        for rule in RuleRegistry.all {
            for list in rule.description.lexicon.lists {
                XCTAssertNotNil(schema.list(named: list), "\(rule.description.identifier) reads '\(list)', which the schema lacks")
            }
        }
        let needing = RuleRegistry.all.filter { $0.description.lexicon.isNeeded }.map { $0.description.identifier }
        XCTAssertEqual(needing, ["conveys-result", "navigation-only", "notification-style"])
    }

    /// A rule is given only the lists it declares; where a locale lacks them the
    /// run says that rule's checks were reduced there, naming the rule.
    func testARuleSeesOnlyTheListsItDeclares() throws {
        let german = RuleExample(locale: "de", title: "Sonstiges", source: "Other").project()
        let seen = linter([VagueWordsProbeRule.self]).lint([german]).diagnostics
        XCTAssertFalse(seen.isEmpty)
        XCTAssertTrue(seen.allSatisfy { $0.message == "vagueWords" }, "\(seen.map(\.message))")

        let unknown = RuleExample(locale: "xx", title: "Other").project()
        let result = linter([VagueWordsProbeRule.self]).lint([unknown])
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(result.reducedLocales, ["xx"])
        XCTAssertEqual(result.reducedChecksNotice,
                       "No reviewed lexicon for xx: semantic checks (vague-words-probe) were reduced there.")
        // Rules that read no lexicon reduce nothing.
        XCTAssertNil(linter([FullStopTitleRule.self]).lint([unknown]).reducedChecksNotice)
    }

    func testTheRegistryNoticeNamesTheRulesThatNeedALexicon() {
        let unknown = RuleExample(locale: "xx", title: "Open", source: "Open Inbox").project()
        XCTAssertEqual(linter(RuleRegistry.all).lint([unknown]).reducedChecksNotice,
                       "No reviewed lexicon for xx: semantic checks (conveys-result, navigation-only, notification-style) "
                           + "were reduced there.")
    }

    /// The linter skips a rule on a platform its description does not name.
    func testARuleRunsOnlyOnItsPlatforms() {
        var project = RuleExample(locale: "en", title: "Scan", icon: .file(name: "scan-icon", resolvedPath: nil)).project()
        XCTAssertEqual(IconRule.description.platforms, [.ios])
        XCTAssertFalse(linter([IconRule.self]).lint([project]).diagnostics.isEmpty)
        project.platform = .android
        XCTAssertEqual(linter([IconRule.self]).lint([project]).diagnostics, [])
        project = RuleExample(locale: "en", title: "New Message.").project()
        project.platform = .android
        XCTAssertEqual(linter([FullStopTitleRule.self]).lint([project]).diagnostics, [])
    }

    /// Android's guidance encourages shortcuts into a place ("Settings", "Queue"): navigation-only
    /// notes them on iOS only.
    func testNavigationOnlyJudgesIOSActionsOnly() {
        var project = RuleExample(locale: "en", title: "Settings").project()
        XCTAssertFalse(linter([NavigationOnlyRule.self]).lint([project]).diagnostics.isEmpty)
        project.platform = .android
        XCTAssertEqual(linter([NavigationOnlyRule.self]).lint([project]).diagnostics, [])
    }
}
