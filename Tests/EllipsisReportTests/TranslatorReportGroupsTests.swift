import EllipsisCore
import XCTest
@testable import EllipsisReport

/// The translator report says a finding shared by several languages once, summarises the cuts
/// only at accessibility sizes, says where checks were reduced, and orders languages by name.
final class TranslatorReportGroupsTests: XCTestCase {
    static var input: TranslatorReportInput {
        var diagnostics = CannedProject.diagnostics
        for locale in ["de", "ja"] {
            diagnostics.append(Diagnostic(
                rule: "missing-translation", severity: .warning,
                message: "no subtitle translation 'Cafés & shops' in \(locale).lproj: the menu falls back to the en text",
                locale: locale, action: "com.example.atlas.new-list", field: .title,
                location: SourceLocation(file: "/project/Atlas/Info.plist", line: 41, column: 12),
                text: "New List", data: ["kind": "developmentShown"]))
        }
        for locale in ["de", "ar"] {
            diagnostics.append(Diagnostic(
                rule: "truncation", severity: .note,
                message: "fits at the default text size but is cut from the accessibility size AX5 on iPhone",
                locale: locale, action: "com.example.atlas.search", field: .title,
                location: SourceLocation(file: "/project/Atlas/\(locale).lproj/InfoPlist.strings", line: 4, column: 18),
                data: ["textSize": "AX5", "device": "iphone", "kind": "cutAtAccessibilitySize"]))
        }
        var input = CannedProject.input(diagnostics: diagnostics)
        input.report.reducedChecks = ReducedChecks(locales: ["ja"], rules: ["conveys-result"])
        return input
    }

    func testGolden() throws {
        try Golden.assertMatches(TranslatorReportHTML.render(Self.input), "grouped.html")
    }

    func testSharedFindingsAreSaidOnceAndAccessibilityCutsSummarised() {
        let html = TranslatorReportHTML.render(Self.input)
        let across = html.components(separatedBy: "<section id=\"across\">").dropFirst().first?
            .components(separatedBy: "</section>").first ?? ""
        XCTAssertTrue(across.contains("in 2 languages"), across)
        XCTAssertTrue(across.contains("cut only from the accessibility size AX5 on iPhone in 2 languages: "
                                      + "<a href=\"#locale-ar\">Arabic"), across)
        // The summarised cuts are not findings of their languages.
        XCTAssertFalse(html.contains("is cut from the accessibility size AX5 on iPhone</p>"))
        XCTAssertTrue(html.contains("Checked less: No reviewed lexicon for ja"))
        // Each language's own entry of a shared finding points at the one place it is said in full.
        XCTAssertEqual(html.components(separatedBy: "The same in 1 other language: ").count - 1, 2)
    }

    func testLanguagesAreInTheOrderOfTheirNames() {
        var project = CannedProject.project
        // "bn" (Bangla) sorts before "bg" (Bulgarian) by name, after it by code.
        project.locales = [LocaleID("en"), LocaleID("bg"), LocaleID("bn"), LocaleID("sr-Latn")]
        let model = TranslatorReportModel(TranslatorReportInput(project: project, report: CannedReport.empty))
        let names = model.locales.map(model.displayName)
        XCTAssertEqual(model.locales.first, LocaleID("en"))
        XCTAssertEqual(Array(names.dropFirst()), Array(names.dropFirst()).sorted { $0.localizedStandardCompare($1) == .orderedAscending })
        XCTAssertTrue(names.contains { $0.hasPrefix("Serbian") }, "\(names)")
        XCTAssertEqual(TranslatorReportModel.displayName(LocaleID("be-x-old")), "Belarusian (x-old)")
    }

    func testDuplicateTitlesAreToldApart() {
        var project = CannedProject.project
        project.actions[1].title = project.actions[0].title
        let model = TranslatorReportModel(TranslatorReportInput(project: project, report: CannedReport.empty))
        let titles = project.actions.map(model.sourceTitle)
        XCTAssertEqual(Set(titles).count, 2, "\(titles)")
        XCTAssertEqual(titles, ["Search Nearby (search)", "Search Nearby (new-list)"])
    }
}
