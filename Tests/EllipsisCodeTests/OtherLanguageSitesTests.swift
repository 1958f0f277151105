@testable import EllipsisCode
import EllipsisCore
import XCTest

final class OtherLanguageSitesTests: XCTestCase {
    func summaries(_ files: [String: String]) -> [String] {
        analyze(files).actions.map { "\($0.site.file):" + $0.summary }
    }

    func testObjectiveCShortcutItemsAndContextMenus() {
        let source = """
            #import <UIKit/UIKit.h> // it's the framework
            #define kComposeType @"com.example.compose"
            static NSString *const kSearchType = @"com.example.search";
            @implementation AppDelegate (Shortcuts)
            - (void)installShortcuts {
                UIApplicationShortcutItem *compose = [[UIApplicationShortcutItem alloc] initWithType:kComposeType
                    localizedTitle:NSLocalizedStringFromTable(@"Compose", @"Shortcuts", @"title")
                    localizedSubtitle:nil
                    icon:[UIApplicationShortcutIcon iconWithType:UIApplicationShortcutIconTypeCompose]
                    userInfo:nil];
                UIMutableApplicationShortcutItem *search = [[UIMutableApplicationShortcutItem alloc] initWithType:kSearchType
                    localizedTitle:[[NSBundle mainBundle] localizedStringForKey:@"shortcut.search" value:@"Search" table:nil]];
                [UIApplication sharedApplication].shortcutItems = @[compose, search];
            }
            - (UIContextMenuConfiguration *)contextMenuInteraction:(UIContextMenuInteraction *)interaction
                                    configurationForMenuAtLocation:(CGPoint)location {
                return [UIContextMenuConfiguration configurationWithIdentifier:nil previewProvider:nil
                    actionProvider:^UIMenu *(NSArray *suggested) {
                    UIAction *share = [UIAction actionWithTitle:NSLocalizedString(@"Share", @"") image:nil identifier:nil
                                                        handler:^(UIAction *action) {}];
                    return [UIMenu menuWithTitle:@"" children:@[share]];
                }];
            }
            @end
            """
        XCTAssertEqual(summaries(["AppDelegate.m": source]), [
            "AppDelegate.m:quick-action@6 com.example.compose key:Shortcuts/Compose icon=system(\"Compose\")",
            "AppDelegate.m:quick-action@11 com.example.search key:Localizable/shortcut.search",
            "AppDelegate.m:context-menu@19 - key:Localizable/Share",
        ])
    }

    func testKotlinBuildersChainsApplyLoopsAndPins() {
        let source = """
            class Launcher {
                companion object {
                    private const val ID_FIND = "launcherFind"
                    private const val ID_RESUME = "launcherResume"
                    fun publish(app: Context) {
                        ShortcutManagerCompat.setDynamicShortcuts(app, listOf(find(app), resume(app)))
                    }
                    private fun find(app: Context): ShortcutInfoCompat {
                        return ShortcutInfoCompat.Builder(app, ID_FIND)
                            .setShortLabel(app.getString(R.string.launcher_find))
                            .setLongLabel(app.getString(R.string.launcher_find_long))
                            .setIcon(IconCompat.createWithResource(app, R.drawable.ic_launcher_find))
                            .build()
                    }
                    private fun resume(app: Context) = ShortcutInfoCompat.Builder(app, ID_RESUME).apply {
                        setShortLabel(getString(R.string.launcher_resume, 3))
                    }.build()
                    fun pinLists(app: Context, lists: List<Playlist>) {
                        lists.take(2).forEach { list ->
                            val info = ShortcutInfoCompat.Builder(app, "list-" + list.id)
                                .setShortLabel(list.name)
                                .setLongLabel("Playlist")
                                .build()
                            ShortcutManagerCompat.requestPinShortcut(app, info, null)
                        }
                    }
                }
            }
            """
        XCTAssertEqual(summaries(["Launcher.kt": source]), [
            "Launcher.kt:android-shortcut@9 launcherFind res:launcher_find long=res:launcher_find_long "
                + "icon=resource(\"@drawable/ic_launcher_find\")",
            "Launcher.kt:android-shortcut@15 launcherResume res:launcher_resume%",
            "Launcher.kt:android-shortcut@20 - data:%@ long=literal:Playlist up to 2 pinned",
        ])
    }

    func testJavaBuilderHeldInAVariable() {
        let source = """
            public class Pins {
                private static final String ID_NEARBY = "launcherNearby";
                private ShortcutInfo nearby(Context context) {
                    ShortcutInfo.Builder builder = new ShortcutInfo.Builder(context, ID_NEARBY);
                    builder.setShortLabel(context.getString(R.string.launcher_nearby));
                    builder.setIcon(Icon.createWithResource(context, R.drawable.ic_nearby));
                    return builder.build();
                }
            }
            """
        XCTAssertEqual(summaries(["Pins.java": source]), [
            "Pins.java:android-shortcut@4 launcherNearby res:launcher_nearby icon=resource(\"@drawable/ic_nearby\")",
        ])
    }
}
