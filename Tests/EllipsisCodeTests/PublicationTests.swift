@testable import EllipsisCode
import EllipsisCore
import XCTest

/// Which `shortcutItems = ...` (or `setDynamicShortcuts`) hands each quick
/// action to the system: lists that replace one another never show together.
final class PublicationTests: XCTestCase {
    func published(_ files: [String: String]) -> [String] {
        analyze(files).actions.map { action in
            "\(action.type ?? "-") <- " + action.publishedBy.map { "\($0.line):\($0.column)" }.joined(separator: ",")
        }
    }

    func testABranchPerSignInStateAndAListBuiltByAppending() {
        let source = """
            final class Launcher {
                private func guestItems() -> [UIApplicationShortcutItem] {
                    let join = UIApplicationShortcutItem(type: "join", localizedTitle: NSLocalizedString("Join", comment: ""),
                                                         localizedSubtitle: nil, icon: nil, userInfo: nil)
                    return [join]
                }
                private func memberItems() -> [UIApplicationShortcutItem] {
                    var all = [UIApplicationShortcutItem]()
                    all.append(UIApplicationShortcutItem(type: "post", localizedTitle: NSLocalizedString("Post", comment: ""),
                                                         localizedSubtitle: nil, icon: nil, userInfo: nil))
                    return all
                }
                func refresh(member: Bool) {
                    UIApplication.shared.shortcutItems = member ? memberItems() : guestItems()
                }
                func clear() {
                    UIApplication.shared.shortcutItems = nil
                }
            }
            """
        XCTAssertEqual(published(["Launcher.swift": source]), ["join <- 14:71", "post <- 14:55"])
    }

    func testAListThatAddsToTheCurrentOneIsNoListOfItsOwn() {
        let source = """
            func addRecent(_ application: UIApplication) {
                var items = application.shortcutItems ?? []
                let recent = UIApplicationShortcutItem(type: "recent", localizedTitle: NSLocalizedString("Recent", comment: ""),
                                                       localizedSubtitle: nil, icon: nil, userInfo: nil)
                items.append(recent)
                application.shortcutItems = items
            }
            func orphan() -> UIApplicationShortcutItem {
                UIApplicationShortcutItem(type: "kept", localizedTitle: NSLocalizedString("Kept", comment: ""),
                                          localizedSubtitle: nil, icon: nil, userInfo: nil)
            }
            """
        XCTAssertEqual(published(["Recent.swift": source]), ["recent <- ", "kept <- "])
    }

    func testAndroidSetDynamicShortcutsAndObjectiveC() {
        let kotlin = """
            fun publish(context: Context) {
                val compose = ShortcutInfoCompat.Builder(context, "compose")
                    .setShortLabel(context.getString(R.string.compose_short))
                    .build()
                ShortcutManagerCompat.setDynamicShortcuts(context, listOf(compose))
            }
            fun publishPlatform(context: Context, manager: ShortcutManager) {
                val site = ShortcutInfo.Builder(context, "site")
                    .setShortLabel(context.getString(R.string.site_short))
                    .setIcon(Icon.createWithResource(context, R.drawable.ic_site))
                    .build()
                manager.dynamicShortcuts = listOf(site)
            }
            """
        let objectiveC = """
            - (void)install {
                UIApplicationShortcutItem *scan = [[UIApplicationShortcutItem alloc] initWithType:@"scan"
                    localizedTitle:NSLocalizedString(@"Scan", nil) localizedSubtitle:nil icon:nil userInfo:nil];
                [[UIApplication sharedApplication] setShortcutItems:@[scan]];
            }
            """
        XCTAssertEqual(published(["Publish.kt": kotlin, "Install.m": objectiveC]), ["scan <- 4:40", "compose <- 5:27", "site <- 12:13"])
    }
}
