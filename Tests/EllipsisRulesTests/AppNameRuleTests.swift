import EllipsisCore
import EllipsisLocaleData
@testable import EllipsisRules
import XCTest

/// The app-name rule knows every name the app goes by in a locale.
final class AppNameRuleTests: XCTestCase {
    private func project(title: String, in locale: String, names: [String: String]) -> Project {
        let location = SourceLocation(file: "Info.plist", line: 1, column: 1)
        var texts: [LocaleID: LocalizedText] = [LocaleID("en"): LocalizedText(text: "Share My Location", location: location, resolution: .source)]
        texts[LocaleID(locale)] = LocalizedText(text: title, location: location)
        var appNames: [LocaleID: LocalizedText] = [:]
        for (locale, name) in names { appNames[LocaleID(locale)] = LocalizedText(text: name, location: location) }
        let action = QuickAction(type: "share", origin: .static, declaredAt: location, icon: .system("Share"),
                                 title: LocalizedField(key: "Share My Location", texts: texts))
        return Project(platform: .ios, root: ".", developmentLanguage: LocaleID("en"),
                       locales: [LocaleID("en"), LocaleID(locale)], appNames: appNames, actions: [action])
    }

    private func findings(_ project: Project) -> [Diagnostic] {
        AppNameRule().check(RuleContext(project: project, localeData: TestLocaleData.shared, layout: nil))
    }

    func testBrandKeptInLatinInsideAnArabicTitleIsFound() {
        let found = findings(project(title: "مشاركة موقعي في Atlas", in: "ar", names: ["en": "Atlas", "ar": "أطلس"]))
        XCTAssertEqual(found.map(\.locale), ["ar"])
        XCTAssertEqual(found.first?.data["appName"], .string("Atlas"))
    }

    func testLocalizedNameIsFoundToo() {
        let found = findings(project(title: "مشاركة موقعي في أطلس", in: "ar", names: ["en": "Atlas", "ar": "أطلس"]))
        XCTAssertEqual(found.first?.data["appName"], .string("أطلس"))
    }

    func testTitleWithoutEitherNameIsClean() {
        XCTAssertTrue(findings(project(title: "مشاركة موقعي", in: "ar", names: ["en": "Atlas", "ar": "أطلس"])).isEmpty)
    }
}
