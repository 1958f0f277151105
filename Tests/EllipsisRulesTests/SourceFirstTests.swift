import EllipsisCore
import EllipsisLocaleData
@testable import EllipsisRules
import XCTest

/// A problem of the source title is reported once, on the source; faithful
/// translations of it are not each reported again. A translation that
/// introduces the problem is.
final class SourceFirstTests: XCTestCase {
    func locales(_ rule: some Rule, _ example: RuleExample) -> [String] {
        rule.check(RuleContext(project: example.project(), localeData: TestLocaleData.shared, layout: nil))
            .compactMap(\.locale).sorted()
    }

    func testConveysResult() {
        XCTAssertEqual(locales(ConveysResultRule(), RuleExample(locale: "de", title: "Öffnen", source: "Open")), ["en"])
        XCTAssertEqual(locales(ConveysResultRule(), RuleExample(locale: "de", title: "Öffnen", source: "Open Last Tab")), ["de"])
        // "Open Inbox" is a generic verb and a place: the source fails, its translation is not reported again.
        XCTAssertEqual(locales(ConveysResultRule(), RuleExample(locale: "de", title: "Posteingang öffnen", source: "Open Inbox")),
                       ["en"])
    }

    func testNavigationOnly() {
        XCTAssertEqual(locales(NavigationOnlyRule(), RuleExample(locale: "fr", title: "Réglages", source: "Settings")), ["en"])
        XCTAssertEqual(locales(NavigationOnlyRule(), RuleExample(locale: "fr", title: "Réglages", source: "Change Wallpaper")), ["fr"])
    }

    func testNotificationStyle() {
        XCTAssertEqual(locales(NotificationStyleRule(), RuleExample(locale: "de", title: "3 neue Nachrichten", source: "3 New Messages")), ["en"])
        XCTAssertEqual(locales(NotificationStyleRule(), RuleExample(locale: "de", title: "Sie haben Post", source: "New Message")), ["de"])
    }
}
