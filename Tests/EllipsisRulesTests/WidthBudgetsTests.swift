import EllipsisCore
import EllipsisRules
import XCTest

/// The budgets `ellipsis budgets` writes, one per checked string and target locale.
final class WidthBudgetsTests: XCTestCase {
    /// A key can be in two tables: each budget names the table its string comes from and
    /// carries that table's translation, not whichever table lists the key first.
    func testAKeyInTwoTablesGetsTheBudgetOfItsOwnTable() throws {
        let de = LocaleID("de"), en = LocaleID("en")
        func entry(_ table: String, _ line: Int, _ german: String) -> CatalogEntry {
            CatalogEntry(table: table, key: "widget.button", texts: [
                en: LocalizedText(text: "Save", location: SourceLocation(file: "en/\(table).strings", line: line, column: 1),
                                  resolution: .source),
                de: LocalizedText(text: german, location: SourceLocation(file: "de/\(table).strings", line: line, column: 1)),
            ])
        }
        let project = Project(platform: .ios, root: "App", developmentLanguage: en, locales: [en, de],
                              catalogEntries: [entry("Localizable", 1, "Sichern"), entry("Other", 2, "Speichern")],
                              files: ["App/Info.plist"])
        let configuration = Configuration(surfaces: [.init(pattern: "Other:*", width: 80, size: 17, lines: 1)])
        let budgets = WidthBudgets.budgets(RuleContext(project: project, localeData: TestLocaleData.shared,
                                                       configuration: configuration, layout: TestLocaleData.layout))
        XCTAssertEqual(budgets.map(\.table), ["Other"])
        XCTAssertEqual(budgets.map(\.target), ["Speichern"])
        XCTAssertEqual(budgets.map(\.width), [80])
        XCTAssertEqual(budgets.map(\.targetLocation?.file), ["de/Other.strings"])
    }
}
