import XCTest
@testable import Compass

/// Fixtures, not the app's actions: Ellipsis leaves test folders out.
final class LauncherTests: XCTestCase {
    func testClearRemovesEverything() {
        let item = UIApplicationShortcutItem(type: "fixture", localizedTitle: "Fixture Title")
        UIApplication.shared.shortcutItems = [item]
        Launcher(store: .empty).clear(UIApplication.shared)
        XCTAssertEqual(UIApplication.shared.shortcutItems, [])
    }
}
