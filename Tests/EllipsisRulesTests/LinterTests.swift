import EllipsisCore
import EllipsisLocaleData
@testable import EllipsisRules
import XCTest

final class LinterTests: XCTestCase {
    func project(title: String = "NEW MESSAGE.", comment suppressed: Set<String> = []) -> Project {
        var project = RuleExample(locale: "de", title: title, source: "New Message").project()
        let de = LocaleID("de")
        project.actions[0].title.texts[de]?.suppressedRules = suppressed
        return project
    }

    func rules(_ diagnostics: [Diagnostic]) -> [String] { diagnostics.map(\.rule) }

    func testFindingsAreSortedAndSummarized() {
        let result = Linter(localeData: TestLocaleData.shared, layout: TestLocaleData.layout).lint([project()])
        XCTAssertEqual(result.diagnostics, result.diagnostics.sorted(by: Diagnostic.stableOrder))
        XCTAssertTrue(rules(result.diagnostics).contains("extraneous"))
        XCTAssertEqual(result.summary.warnings, result.diagnostics.filter { $0.severity == .warning }.count)
        XCTAssertEqual(result.actions, 1)
        XCTAssertEqual(result.locales, 2)
    }

    func testInlineSuppressionSilencesOnlyThatRule() {
        let result = Linter(localeData: TestLocaleData.shared, layout: TestLocaleData.layout).lint([project(comment: ["extraneous"])])
        XCTAssertFalse(rules(result.diagnostics).contains("extraneous"))
        let all = Linter(localeData: TestLocaleData.shared, layout: TestLocaleData.layout).lint([project(comment: ["all"])])
        XCTAssertEqual(all.diagnostics.filter { $0.locale == "de" && $0.field == .title }, [])
    }

    func testSuppressionOnTheSourceStringCoversTranslations() {
        var project = project()
        project.actions[0].title.texts[LocaleID("en")]?.suppressedRules = ["extraneous"]
        let result = Linter(localeData: TestLocaleData.shared, layout: TestLocaleData.layout).lint([project])
        XCTAssertFalse(rules(result.diagnostics).contains("extraneous"))
    }

    func testConfigurationTurnsRulesOffAndChangesSeverity() {
        let off = Linter(configuration: Configuration(rules: ["extraneous": .off]), localeData: TestLocaleData.shared, layout: TestLocaleData.layout)
        XCTAssertFalse(rules(off.lint([project()]).diagnostics).contains("extraneous"))
        let loud = Linter(configuration: Configuration(rules: ["extraneous": .severity(.error)]), localeData: TestLocaleData.shared, layout: TestLocaleData.layout)
        let found = loud.lint([project()]).diagnostics.filter { $0.rule == "extraneous" }
        XCTAssertFalse(found.isEmpty)
        XCTAssertTrue(found.allSatisfy { $0.severity == .error })
    }

    func testBaselineHidesKnownFindingsButNotNewOnes() throws {
        let linter = Linter(localeData: TestLocaleData.shared, layout: TestLocaleData.layout)
        let before = linter.lint([project()]).diagnostics
        XCTAssertFalse(before.isEmpty)
        let baseline = try Baseline.load(data: Baseline(before).encoded())
        var adopted = linter
        adopted.baseline = baseline
        let again = adopted.lint([project()])
        XCTAssertEqual(again.diagnostics, [])
        XCTAssertEqual(again.baselined, before.count)
        // A new problem in another title still shows.
        let changed = adopted.lint([project(title: "Neue Nachricht!")])
        XCTAssertFalse(changed.diagnostics.isEmpty)
    }

    /// Projects are checked one by one and merged: the order they are checked in does not
    /// change the result, and a baseline applied at the merge hides what it recorded.
    func testProjectsCheckedInAnyOrderMergeToTheSameResult() throws {
        let linter = Linter(localeData: TestLocaleData.shared, layout: TestLocaleData.layout)
        let projects = [project(), project(title: "Neue Nachricht!"), RuleExample(locale: "xx", title: "Open",
                                                                                 source: "Open Inbox").project()]
        let whole = linter.lint(projects)
        let reversed = linter.merge(projects.reversed().map { linter.check(linter.context(for: $0)) })
        XCTAssertEqual(reversed.diagnostics, whole.diagnostics)
        XCTAssertEqual(reversed.summary, whole.summary)
        XCTAssertEqual(reversed.reducedLocales, ["xx"])
        XCTAssertEqual(reversed.reducedLocales, whole.reducedLocales)
        XCTAssertEqual(reversed.inventory.count, 3)
        XCTAssertEqual(reversed.inventory, whole.inventory)
        let findings = projects.map { linter.check(linter.context(for: $0)) }
        var adopted = linter
        adopted.baseline = Baseline(linter.merge(findings).diagnostics)
        let hidden = adopted.merge(findings)
        XCTAssertEqual(hidden.diagnostics, [])
        XCTAssertEqual(hidden.baselined, whole.diagnostics.count)
        XCTAssertEqual(hidden.files, whole.files)
    }

    func testLocalesWithoutLexiconAreReportedAsReduced() {
        let project = RuleExample(locale: "xx", title: "Open", source: "Open Inbox").project()
        let result = Linter(localeData: TestLocaleData.shared, layout: TestLocaleData.layout).lint([project])
        XCTAssertEqual(result.reducedLocales, ["xx"])
        XCTAssertFalse(result.diagnostics.contains { $0.rule == "conveys-result" && $0.locale == "xx" })
    }

    /// Where a locale's words are compared as written, the run says so in the same notice.
    func testLocalesWithoutStemsAreNamedInTheNotice() throws {
        let linter = Linter(localeData: TestLocaleData.shared, layout: nil)
        let bengali = linter.lint([RuleExample(locale: "bn", title: "সেটিংস", source: "Settings").project()])
        XCTAssertEqual(bengali.exactMatchingLocales, ["bn"])
        XCTAssertEqual(bengali.reducedChecksNotice,
                       "No stemmer or dictionary for bn: words were compared as written there, so inflected titles may "
                           + "go unjudged.")
        // Finnish has its stemmer, Chinese needs none, English is the source: nothing to say.
        for (locale, title) in [("fi", "Asetukset"), ("zh-Hans", "设置")] {
            let result = linter.lint([RuleExample(locale: locale, title: title, source: "Settings").project()])
            XCTAssertEqual(result.exactMatchingLocales, [], locale)
            XCTAssertNil(result.reducedChecksNotice, locale)
        }
        // Both sentences at once: a locale without a lexicon, and one without stems.
        let both = linter.lint([RuleExample(locale: "bn", title: "সেটিংস").project(),
                                RuleExample(locale: "xx", title: "Open").project()])
        XCTAssertEqual(both.reducedLocales, ["xx"])
        XCTAssertEqual(both.exactMatchingLocales, ["bn"])
        XCTAssertTrue(both.reducedChecksNotice?.hasPrefix("No reviewed lexicon for xx:") == true)
        XCTAssertTrue(both.reducedChecksNotice?.hasSuffix("may go unjudged.") == true)
    }

    /// Every stemmer and dictionary the shipped locales name is installed.
    func testEveryNamedStemmerAndDictionaryIsInstalled() {
        for identifier in TestLocaleData.shared.identifiers {
            guard let morphology = TestLocaleData.shared.data(for: identifier)?.morphology else { continue }
            XCTAssertTrue(WordForms.comparesStems(morphology), "\(identifier): \(morphology)")
            if let snowball = morphology.snowball {
                XCTAssertTrue(WordForms.comparesStems(LocaleData.Morphology(snowball: snowball)), "\(identifier)")
            }
            if let hunspell = morphology.hunspell {
                XCTAssertTrue(WordForms.comparesStems(LocaleData.Morphology(hunspell: hunspell)), "\(identifier)")
            }
        }
        XCTAssertFalse(WordForms.comparesStems(LocaleData.Morphology(snowball: "klingon")))
        XCTAssertFalse(WordForms.comparesStems(LocaleData.Morphology(hunspell: "tlh_QO")))
    }
}

final class BaselineFileTests: XCTestCase {
    /// A baseline as earlier versions wrote it (Foundation's encoder: `" : "`, `\/`)
    /// still reads, and what is written now reads back to the same findings.
    func testEarlierBaselinesStillReadAndNewOnesReadBack() throws {
        let earlier = """
            {
              "findings" : [
                {
                  "field" : "title",
                  "file" : "App\\/de.lproj\\/InfoPlist.strings",
                  "locale" : "de",
                  "message" : "cut",
                  "rule" : "truncation"
                }
              ],
              "version" : 1
            }
            """
        let diagnostic = Diagnostic(rule: "truncation", severity: .error, message: "cut", locale: "de", field: .title,
                                    location: SourceLocation(file: "App/de.lproj/InfoPlist.strings", line: 3, column: 1))
        let baseline = try Baseline.load(data: Data(earlier.utf8))
        XCTAssertTrue(baseline.contains(diagnostic))
        XCTAssertEqual(baseline.count, 1)
        let written = String(decoding: baseline.encoded(), as: UTF8.self)
        XCTAssertEqual(written, earlier.replacingOccurrences(of: "\\/", with: "/"))
        XCTAssertEqual(try Baseline.load(data: baseline.encoded()), baseline)
        XCTAssertEqual(String(decoding: Baseline([]).encoded(), as: UTF8.self), "{\n  \"findings\" : [],\n  \"version\" : 1\n}")
    }

    func testAMalformedBaselineNamesWhere() {
        let cases: [(String, Int, Int, String)] = [
            ("{\"version\": 2, \"findings\": []}", 1, 13, "unsupported baseline version 2"),
            ("{\"version\": 1, \"findings\": [{\"rule\": 3, \"message\": \"m\"}]}", 1, 38, "\"rule\" must be a string, found a number"),
            ("{\"version\": 1, \"findings\": [{\"message\": \"m\"}]}", 1, 29, "a finding needs \"rule\" and \"message\""),
            ("{\"version\": 1}", 1, 1, "not a baseline file written by ellipsis lint --baseline"),
            ("{\"version\": 1, \"findings\": [}", 1, 29, "expected a value or ']' in an array, found '}'"),
            (String(repeating: "[", count: 20), 1, 9, "arrays and objects nested deeper than 8 levels"),
        ]
        for (json, line, column, message) in cases {
            XCTAssertThrowsError(try Baseline.load(data: Data(json.utf8), path: "b.json"), json) { error in
                let error = error as? InputError
                XCTAssertEqual(error?.location, SourceLocation(file: "b.json", line: line, column: column), json)
                XCTAssertTrue(error?.message.hasPrefix(message) == true, "\(json): \(String(describing: error))")
            }
        }
    }
}
