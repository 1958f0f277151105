import EllipsisCore
import EllipsisLocaleData
@testable import EllipsisRules
import XCTest

final class TruncationRuleTests: XCTestCase {
    func findings(_ example: RuleExample, configuration: Configuration = Configuration(),
                  edit: (inout Project) -> Void = { _ in }) -> [Diagnostic] {
        var project = example.project()
        edit(&project)
        let context = RuleContext(project: project, localeData: TestLocaleData.shared, configuration: configuration, layout: TestLocaleData.layout)
        return TruncationRule().check(context)
    }

    func testAFindingCarriesTheContractData() throws {
        let found = findings(RuleExample(locale: "de", title: "Zuletzt hinzugefügtes Lesezeichen öffnen", subtitle: "Lesezeichen"))
        let title = try XCTUnwrap(found.first { $0.field == .title })
        XCTAssertEqual(title.severity, .error)
        for key in ["visible", "width", "available", "lines", "surface", "device", "textSize"] {
            XCTAssertNotNil(title.data[key], "missing data.\(key)")
        }
        XCTAssertEqual(title.data["surface"], "quick-action.title")
        XCTAssertEqual(title.data["textSize"], "L")
        XCTAssertEqual(title.data["lines"], 1)
        guard case .string(let visible)? = title.data["visible"] else { return XCTFail("visible is not a string") }
        XCTAssertTrue(visible.hasSuffix("\u{2026}"), visible)
        XCTAssertTrue("Zuletzt hinzugefügtes Lesezeichen öffnen".hasPrefix(String(visible.dropLast())))
    }

    func testWithoutSubtitleTheTitleGetsTwoLines() {
        XCTAssertEqual(findings(RuleExample(locale: "de", title: "Zuletzt hinzugefügtes Lesezeichen öffnen")).filter { $0.severity == .error }, [])
    }

    func testEveryPluralFormIsChecked() throws {
        let found = findings(RuleExample(locale: "de", title: "%d Tabs", subtitle: "Tabs")) { project in
            let de = LocaleID("de")
            project.actions[0].title.texts[de]?.variants = [
                "one": "Ein Tab", "other": "%d geöffnete Registerkarten in allen Fenstern und auf allen Geräten",
            ]
        }
        let title = try XCTUnwrap(found.first { $0.field == .title })
        XCTAssertEqual(title.data["variant"], "other")
        XCTAssertTrue(title.message.contains("plural form 'other'"), title.message)
    }

    func testPlaceholderSamplesUseTheLocaleDigitsAndTheConfiguration() {
        let arabic = LocaleData(locale: "ar", name: "Arabic", direction: "rtl", numberingSystem: "arab",
                                fonts: .init(apple: [], proxy: []), lineBreak: .init(icuLocale: "ar"))
        XCTAssertEqual(PlaceholderSamples.fill("%d رسائل", locale: arabic, configuration: Configuration()), "٨٨٨ رسائل")
        XCTAssertEqual(PlaceholderSamples.fill("100%% %@", locale: nil,
                                               configuration: Configuration(placeholderSamples: ["%@": "Bob"])), "100% Bob")
    }

    func testConfiguredDevicesAndSizesLimitTheCheck() {
        let example = RuleExample(locale: "fr", title: "Rechercher un signet", subtitle: "Signets")
        XCTAssertEqual(findings(example).first?.severity, .warning)
        // Only the default size: nothing is cut.
        XCTAssertEqual(findings(example, configuration: Configuration(textSizes: ["L"])), [])
        let ipadOnly = findings(example, configuration: Configuration(devices: ["ipad"]))
        XCTAssertTrue(ipadOnly.allSatisfy { $0.data["device"] == "ipad" })
    }

    func testWithoutLayoutTheWidthRulesAreSilent() {
        let project = RuleExample(locale: "de", title: "Zuletzt hinzugefügtes Lesezeichen öffnen", subtitle: "x").project()
        let context = RuleContext(project: project, localeData: TestLocaleData.shared, layout: nil)
        XCTAssertEqual(TruncationRule().check(context), [])
    }
}

extension TruncationRuleTests {
    /// Android shows the long label when it fits, else the short one: a long
    /// label that does not fit is a warning (never shown), and the short label
    /// is judged only then.
    func testAndroidLongLabelFallsBackToTheShortOne() throws {
        func project(short: String, long: String) -> Project {
            var project = RuleExample(locale: "de", title: short).project()
            project.platform = .android
            let de = LocaleID("de")
            project.actions[0].longTitle = LocalizedField(texts: [de: LocalizedText(
                text: long, location: SourceLocation(file: "values-de/strings.xml", line: 5, column: 1))])
            return project
        }
        let context = RuleContext(project: project(short: "Suchen", long: "Sehenswürdigkeiten in der Umgebung suchen"),
                                  localeData: TestLocaleData.shared, layout: TestLocaleData.layout)
        let found = TruncationRule().check(context)
        XCTAssertEqual(found.count, 1, "\(found.map(\.message))")
        XCTAssertEqual(found.first?.severity, .warning)
        XCTAssertEqual(found.first?.data["label"], "long")
        // A short label that does not fit either is cut: an error on the short label.
        let both = TruncationRule().check(RuleContext(
            project: project(short: "Sehenswürdigkeiten in der Umgebung", long: "Sehenswürdigkeiten in der Umgebung suchen"),
            localeData: TestLocaleData.shared, layout: TestLocaleData.layout))
        XCTAssertTrue(both.contains { $0.severity == .error && $0.data["label"] == nil }, "\(both.map(\.message))")
    }
}

extension TruncationRuleTests {
    /// Any catalog string gets a width budget through configuration.
    func testACatalogKeyMappedToACustomSurfaceIsMeasured() throws {
        let de = LocaleID("de"), en = LocaleID("en")
        let project = Project(platform: .ios, root: "App", developmentLanguage: en, locales: [en, de],
                              catalogEntries: [CatalogEntry(table: "Localizable", key: "widget.button", texts: [
                                  en: LocalizedText(text: "Save", location: SourceLocation(file: "en.strings", line: 1, column: 1),
                                                    resolution: .source),
                                  de: LocalizedText(text: "Speichern und schließen", location: SourceLocation(file: "de.strings", line: 1, column: 1)),
                              ])], files: ["App/Info.plist"])
        let unmapped = TruncationRule().check(RuleContext(project: project, localeData: TestLocaleData.shared, layout: TestLocaleData.layout))
        XCTAssertEqual(unmapped, [], "without a surface a catalog string has no width budget")
        let configuration = Configuration(surfaces: [.init(pattern: "Localizable:widget.*", width: 80, size: 17, lines: 1)])
        let found = TruncationRule().check(RuleContext(project: project, localeData: TestLocaleData.shared,
                                                       configuration: configuration, layout: TestLocaleData.layout))
        let finding = try XCTUnwrap(found.first { $0.locale == "de" })
        XCTAssertEqual(finding.severity, .error)
        XCTAssertEqual(finding.action, "widget.button")
        XCTAssertNil(finding.field)
        XCTAssertEqual(finding.data["available"], .number(80))
        XCTAssertFalse(found.contains { $0.locale == "en" }, "'Save' fits in 80 pt")
    }
}

extension TruncationRuleTests {
    /// A key can be in two tables; the surface is the one of the table the text comes from,
    /// not of whichever table lists the key first.
    func testAKeyInTwoTablesIsMeasuredOnItsOwnTablesSurface() throws {
        let de = LocaleID("de"), en = LocaleID("en")
        func entry(_ table: String, _ line: Int) -> CatalogEntry {
            CatalogEntry(table: table, key: "widget.button", texts: [
                en: LocalizedText(text: "Save", location: SourceLocation(file: "en/\(table).strings", line: line, column: 1),
                                  resolution: .source),
                de: LocalizedText(text: "Speichern und schließen",
                                  location: SourceLocation(file: "de/\(table).strings", line: line, column: 1)),
            ])
        }
        let project = Project(platform: .ios, root: "App", developmentLanguage: en, locales: [en, de],
                              catalogEntries: [entry("Localizable", 1), entry("Other", 2)], files: ["App/Info.plist"])
        let configuration = Configuration(surfaces: [.init(pattern: "Other:*", width: 80, size: 17, lines: 1)])
        let found = TruncationRule().check(RuleContext(project: project, localeData: TestLocaleData.shared,
                                                       configuration: configuration, layout: TestLocaleData.layout))
        XCTAssertEqual(found.map(\.location?.file), ["de/Other.strings"], "\(found.map(\.message))")
    }
}
