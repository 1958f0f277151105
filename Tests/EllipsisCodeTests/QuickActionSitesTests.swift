@testable import EllipsisCode
import EllipsisCore
import XCTest

/// Home Screen quick actions made in Swift, in the shapes real apps use
/// (written here with our own names): wrappers found by their body, string
/// constants in extensions, SwiftGen accessors, enum raw values, locals,
/// loops and maps, run-time data.
final class QuickActionSitesTests: XCTestCase {
    func summaries(_ files: [String: String], wrappers: [LocalizationForm] = []) -> [String] {
        analyze(files, wrappers: wrappers).actions.map { "\($0.site.file):" + $0.summary }
    }

    func testWrapperFunctionsAndStringConstantsInAnotherFile() {
        let strings = """
            private func AppLocalized(key: String, tableName: String?, value: String?, comment: String) -> String {
                return NSLocalizedString(key, tableName: tableName, bundle: .main, value: value ?? "", comment: comment)
            }
            extension String {
                public struct Launcher {
                    public static let Reopen = AppLocalized(key: "Reopen Last Item", tableName: "LauncherActions",
                                                           value: nil, comment: "")
                }
            }
            """
        let launcher = """
            enum LauncherKind: String {
                case reopen = "Reopen"
                var fullType: String { return Bundle.main.bundleIdentifier! + ".\\(self.rawValue)" }
            }
            func refresh(_ application: UIApplication, lastTitle: String?) {
                let item = UIMutableApplicationShortcutItem(
                    type: LauncherKind.reopen.fullType,
                    localizedTitle: .Launcher.Reopen,
                    localizedSubtitle: lastTitle,
                    icon: UIApplicationShortcutIcon(templateImageName: "reopenGlyph"),
                    userInfo: nil)
                application.shortcutItems = [item]
                application.shortcutItems = nil
            }
            """
        XCTAssertEqual(summaries(["Strings.swift": strings, "Launcher.swift": launcher]), [
            "Launcher.swift:quick-action@6 $(PRODUCT_BUNDLE_IDENTIFIER).Reopen key:LauncherActions/Reopen Last Item "
                + "sub=data:%@ icon=image(\"reopenGlyph\")",
        ])
    }

    func testLocalsAndAlertDecoys() {
        let source = """
            private func installLauncher() {
                let unreadTitle = NSLocalizedString("Next Unread", comment: "Next Unread")
                let unreadIcon = UIApplicationShortcutIcon(systemImageName: "chevron.down.circle")
                let unreadItem = UIApplicationShortcutItem(type: "org.example.NextUnread", localizedTitle: unreadTitle,
                                                           localizedSubtitle: nil, icon: unreadIcon, userInfo: nil)
                UIApplication.shared.shortcutItems = [unreadItem]
            }
            func fail() {
                let alert = UIAlertController(title: NSLocalizedString("Error", comment: ""), message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: NSLocalizedString("Dismiss", comment: ""), style: .cancel))
                switch item.type {
                case "org.example.NextUnread": break
                default: break
                }
            }
            """
        XCTAssertEqual(summaries(["App.swift": source]), [
            "App.swift:quick-action@4 org.example.NextUnread key:Localizable/Next Unread icon=symbol(\"chevron.down.circle\")",
        ])
    }

    func testLoopsRunTimeDataAndSwiftGenPlurals() {
        let service = """
            final class Inbox {
                public static let unreadIdentifier = "org.example.inbox.unread"
                func items() -> [UIApplicationShortcutItem] {
                    var items: [UIApplicationShortcutItem] = []
                    for account in accounts {
                        guard account.count > 0 else { continue }
                        let title = "@\\(account.handle)"
                        let subtitle = L10n.Plural.Unread.messages(account.count)
                        let item = UIApplicationShortcutItem(type: Inbox.unreadIdentifier, localizedTitle: title,
                                                             localizedSubtitle: subtitle, icon: nil)
                        items.append(item)
                    }
                    return items
                }
            }
            """
        let generated = """
            internal enum L10n {
              internal enum Plural {
                internal enum Unread {
                  internal static func messages(_ p1: Int) -> String {
                    return L10n.tr("Localizable", "plural.unread.messages", p1)
                  }
                }
              }
            }
            extension L10n {
              private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
                let format = Bundle.module.localizedString(forKey: key, value: nil, table: table)
                return String(format: format, locale: Locale.current, arguments: args)
              }
            }
            """
        XCTAssertEqual(summaries(["Inbox.swift": service, "Strings.swift": generated]), [
            "Inbox.swift:quick-action@9 org.example.inbox.unread data:@%@ sub=key:Localizable/plural.unread.messages% several",
        ])
    }

    func testPrefixedMapsThroughCallersAndEnumRawValues() {
        let source = """
            enum Keys: String {
                case createItem
            }
            final class Builder {
                func build(kinds: [Kind]) -> [UIApplicationShortcutItem] {
                    kinds.prefix(3).compactMap { make(kindId: $0.id) }
                }
                private func make(kindId: String) -> UIApplicationShortcutItem? {
                    guard let kind = provider.kind(id: kindId) else { return nil }
                    return make(kind: kind)
                }
                private func make(kind: Kind) -> UIApplicationShortcutItem {
                    UIApplicationShortcutItem(type: Keys.createItem.rawValue,
                                              localizedTitle: String(format: NSLocalizedString("Create %@", comment: ""), kind.name),
                                              localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: .add))
                }
            }
            """
        XCTAssertEqual(summaries(["Builder.swift": source]), [
            "Builder.swift:quick-action@13 createItem key:Localizable/Create %@% icon=system(\"Add\") up to 3",
        ])
    }

    func testTernariesPlainLiteralsReceiverWrappersAndConfiguredOnes() {
        let source = """
            extension String {
                var localized: String { NSLocalizedString(self, comment: "") }
            }
            struct Copy { static let locked = NSLocalizedString("vault.locked", value: "Unlock Vault", comment: "") }
            func install(isLocked: Bool) {
                let open = NSLocalizedString("vault.open", tableName: "Vault", comment: "")
                let a = UIApplicationShortcutItem(type: "vault", localizedTitle: isLocked ? Copy.locked : open,
                                                  localizedSubtitle: nil, icon: nil)
                let b = UIApplicationShortcutItem(type: "scan", localizedTitle: "Scan Code", localizedSubtitle: nil, icon: nil)
                let c = UIApplicationShortcutItem(type: "note", localizedTitle: "shortcut.note".localized, localizedSubtitle: nil, icon: nil)
                let d = UIApplicationShortcutItem(type: "help", localizedTitle: Tr.text("shortcut.help"), localizedSubtitle: nil, icon: nil)
            }
            """
        let configured = LocalizationForm(name: "text", key: [.position(0)], fixedTable: "Help")
        XCTAssertEqual(summaries(["App.swift": source], wrappers: [configured]), [
            "App.swift:quick-action@7 vault key:Localizable/vault.locked",
            "App.swift:quick-action@7 vault key:Vault/vault.open",
            "App.swift:quick-action@9 scan literal:Scan Code",
            "App.swift:quick-action@10 note key:Localizable/shortcut.note",
            "App.swift:quick-action@11 help key:Help/shortcut.help",
        ])
        let locked = analyze(["App.swift": source]).actions.first
        if case .key(_, _, let value, let location, _)? = locked?.title {
            XCTAssertEqual(value, "Unlock Vault")
            XCTAssertEqual(location.line, 4)
        } else {
            XCTFail("the first action's title is not a key")
        }
    }

    /// A type nested in an extension, the title in a struct of strings with a default
    /// value, the item assigned straight into `shortcutItems` beside a `nil` assignment.
    func testNestedConstantsAndAnArrayAssignedInPlace() {
        let strings = """
            public struct AppText {
                static let openVaultQuickAction = NSLocalizedString("vault.quick-action.open", value: "Open Vault",
                                                                    comment: "Title of a quick action")
            }
            """
        let service = """
            extension AppDelegate { enum LauncherKey { static let openVault = "org.example.vault.open" } }
            final class VaultService {
                @MainActor
                private func refreshShortcuts() async {
                    guard isUnlocked() else {
                        application.shortcutItems = nil
                        return
                    }
                    application.shortcutItems = [
                        UIApplicationShortcutItem(type: AppDelegate.LauncherKey.openVault,
                                                  localizedTitle: AppText.openVaultQuickAction,
                                                  localizedSubtitle: nil,
                                                  icon: UIApplicationShortcutIcon(templateImageName: "Vault-16"),
                                                  userInfo: nil)
                    ]
                }
            }
            """
        XCTAssertEqual(summaries(["AppText.swift": strings, "VaultService.swift": service]), [
            "VaultService.swift:quick-action@10 org.example.vault.open key:Localizable/vault.quick-action.open icon=image(\"Vault-16\")",
        ])
    }

    func testHelperParametersResolveAtEachCaller() {
        let source = """
            func item(_ type: String, title: String) -> UIApplicationShortcutItem {
                UIApplicationShortcutItem(type: type, localizedTitle: title, localizedSubtitle: nil, icon: nil)
            }
            func install() {
                UIApplication.shared.shortcutItems = [
                    item("compose", title: NSLocalizedString("Compose", comment: "")),
                    item("search", title: NSLocalizedString("Search", comment: "")),
                ]
            }
            """
        XCTAssertEqual(summaries(["App.swift": source]), [
            "App.swift:quick-action@2 compose key:Localizable/Compose",
            "App.swift:quick-action@2 search key:Localizable/Search",
        ])
    }
}
