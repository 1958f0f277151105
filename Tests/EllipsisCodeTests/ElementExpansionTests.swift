@testable import EllipsisCode
import EllipsisCore
import XCTest

/// A site inside a `map`, `forEach`, `for` or `ForEach` over an array the code
/// writes out is read once per element, each with its own key; over anything
/// else it stays one site counted "up to N" or "several".
final class ElementExpansionTests: XCTestCase {
    func summaries(_ files: [String: String]) -> [String] {
        analyze(files).actions.map(\.summary)
    }

    func testModelValuesInALocalArrayMappedToItems() {
        let source = """
            struct LaunchEntry {
                let kind: String
                let label: String
            }
            func publish() {
                let entries = [
                    LaunchEntry(kind: "find", label: NSLocalizedString("launch.find", comment: "")),
                    LaunchEntry(kind: "scan", label: NSLocalizedString("launch.scan", tableName: "Launch", comment: "")),
                ]
                UIApplication.shared.shortcutItems = entries.map { entry in
                    UIApplicationShortcutItem(type: entry.kind, localizedTitle: entry.label, localizedSubtitle: nil,
                                              icon: nil, userInfo: nil)
                }
            }
            """
        XCTAssertEqual(summaries(["Launch.swift": source]), [
            "quick-action@11 find key:Localizable/launch.find",
            "quick-action@11 scan key:Launch/launch.scan",
        ])
    }

    func testEnumCasesWithComputedTitlesThroughAllCases() {
        let kinds = """
            enum Jump: String, CaseIterable {
                case inbox = "app.jump.inbox"
                case drafts = "app.jump.drafts"
                var caption: String {
                    switch self {
                    case .inbox: return NSLocalizedString("jump.inbox", comment: "")
                    case .drafts: return NSLocalizedString("jump.drafts", comment: "")
                    }
                }
            }
            """
        let installer = """
            func install() {
                UIApplication.shared.shortcutItems = Jump.allCases.map {
                    UIApplicationShortcutItem(type: $0.rawValue, localizedTitle: $0.caption, localizedSubtitle: nil,
                                              icon: nil, userInfo: nil)
                }
            }
            """
        XCTAssertEqual(summaries(["Jump.swift": kinds, "Install.swift": installer]), [
            "quick-action@3 app.jump.inbox key:Localizable/jump.inbox",
            "quick-action@3 app.jump.drafts key:Localizable/jump.drafts",
        ])
    }

    func testKeysListedInALiteralAndAForLoopOverCases() {
        let source = """
            enum Sort: String { case name, date }
            func menu() -> UIMenu {
                var rows: [UIAction] = []
                for order in [Sort.name, Sort.date] {
                    rows.append(UIAction(title: NSLocalizedString("sort.\\(order.rawValue)", comment: "")) { _ in })
                }
                let extra = ["menu.copy", "menu.share"].map { UIAction(title: NSLocalizedString($0, comment: "")) { _ in } }
                return UIMenu(title: "", children: rows + extra)
            }
            let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu() }
            """
        // A key made from each case, and keys listed in a literal.
        XCTAssertEqual(summaries(["Menu.swift": source]), [
            "context-menu@5 - key:Localizable/sort.name",
            "context-menu@5 - key:Localizable/sort.date",
            "context-menu@7 - key:Localizable/menu.copy",
            "context-menu@7 - key:Localizable/menu.share",
        ])
    }

    func testArraysThatGrowOrComeFromElsewhereStayCounted() {
        let source = """
            func publish(feeds: [Feed]) {
                var names = ["Inbox"]
                names.append(currentName)
                UIApplication.shared.shortcutItems = names.map {
                    UIApplicationShortcutItem(type: "open", localizedTitle: $0, localizedSubtitle: nil, icon: nil, userInfo: nil)
                }
                for feed in feeds.prefix(2) {
                    _ = UIApplicationShortcutItem(type: "feed", localizedTitle: feed.title, localizedSubtitle: nil,
                                                  icon: nil, userInfo: nil)
                }
            }
            """
        XCTAssertEqual(summaries(["Publish.swift": source]), [
            "quick-action@5 open data:%@ several",
            "quick-action@8 feed data:%@ up to 2",
        ])
    }

    func testKotlinDataClassesByPositionAndByName() {
        let source = """
            data class Launch(val id: String, val label: Int)

            fun publish(context: Context) {
                val launches = listOf(
                    Launch("compose", R.string.launch_compose),
                    Launch(label = R.string.launch_search, id = "search"),
                )
                val shortcuts = launches.map { launch ->
                    ShortcutInfoCompat.Builder(context, launch.id)
                        .setShortLabel(context.getString(launch.label))
                        .build()
                }
                ShortcutManagerCompat.setDynamicShortcuts(context, shortcuts)
            }
            """
        XCTAssertEqual(summaries(["Launch.kt": source]), [
            "android-shortcut@9 compose res:launch_compose",
            "android-shortcut@9 search res:launch_search",
        ])
    }

    func testSwiftUIForEachOverAWrittenOutList() {
        let source = """
            struct Row: View {
                let shelves = ["shelf.read", "shelf.later"]
                var body: some View {
                    Text(title).contextMenu {
                        ForEach(shelves, id: \\.self) { shelf in
                            Button(LocalizedStringKey(shelf)) { move(to: shelf) }
                        }
                        ForEach(model.tags) { tag in
                            Button(tag.name) { }
                        }
                    }
                }
            }
            """
        XCTAssertEqual(summaries(["Row.swift": source]), [
            "context-menu@6 - key:Localizable/shelf.read",
            "context-menu@6 - key:Localizable/shelf.later",
            "context-menu@9 - data:%@ several",
        ])
    }
}
