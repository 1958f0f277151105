import EllipsisCore
import EllipsisLocaleData
@testable import EllipsisRules
import XCTest

/// source-headroom: the development-language title against each shipped locale's measured expansion.
final class SourceHeadroomTests: XCTestCase {
    func findings(_ example: RuleExample, extraLocales: [String] = []) -> [Diagnostic] {
        var project = example.project()
        project.locales = (project.locales + extraLocales.map { LocaleID($0) }).sorted()
        let context = RuleContext(project: project, localeData: TestLocaleData.shared, layout: TestLocaleData.layout)
        return SourceHeadroomRule().check(context.scoped(to: SourceHeadroomRule.self))
    }

    func testTheFindingNamesEachLocaleExpectedToCutAndByHowMuch() throws {
        let example = RuleExample(locale: "fr", title: "Onglets fermés récemment", subtitle: "Onglets",
                                  source: "Recently Closed Tabs")
        let found = findings(example, extraLocales: ["de", "ko"])
        let finding = try XCTUnwrap(found.first)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(finding.locale, "en", "on the development-language string only")
        XCTAssertEqual(finding.severity, .warning)
        let width = try XCTUnwrap(finding.data["width"].flatMap { if case .number(let n) = $0 { n } else { nil } })
        let available = try XCTUnwrap(finding.data["available"].flatMap { if case .number(let n) = $0 { n } else { nil } })
        XCTAssertEqual(available, 190)
        XCTAssertLessThan(width, available)
        guard case .array(let locales)? = finding.data["locales"] else { return XCTFail("no locales in \(finding.data)") }
        let named = locales.compactMap { value -> String? in
            if case .object(let object) = value, case .string(let locale)? = object["locale"] { return locale }
            return nil
        }
        XCTAssertTrue(named.contains("fr"), "\(named)")
        XCTAssertFalse(named.contains("ko"), "Korean titles run no wider than English ones")
        // The expected width is the source's times the locale's measured p90 for 20 characters.
        let p90 = try XCTUnwrap(TestLocaleData.shared.data(for: "fr")?.expansion?.figures(forSourceLength: 20).p90)
        let over = width * p90 - available
        XCTAssertTrue(finding.message.contains("fr (by \(Int(over.rounded())) pt)"), finding.message)
    }

    func testLocalesWithoutMeasuredExpansionAreNotJudged() {
        // Croatian has no figures (too few pairs in the corpora): nothing to expect.
        XCTAssertNil(TestLocaleData.shared.data(for: "hr")?.expansion)
        let example = RuleExample(locale: "hr", title: "Nedavno zatvorene kartice", subtitle: "Kartice",
                                  source: "Recently Closed Tabs")
        XCTAssertTrue(findings(example).isEmpty)
    }

    func testPseudoLocalesAreNotShippedLocales() {
        let example = RuleExample(locale: "ko", title: "최근 닫은 탭", subtitle: "탭", source: "Recently Closed Tabs")
        var project = PseudoLocalization.adding(PseudoLocale.allCases, to: example.project(),
                                                localeData: TestLocaleData.shared)
        project.locales.sort()
        let context = RuleContext(project: project, localeData: TestLocaleData.shared, layout: TestLocaleData.layout)
        XCTAssertTrue(SourceHeadroomRule().check(context.scoped(to: SourceHeadroomRule.self)).isEmpty)
    }
}
