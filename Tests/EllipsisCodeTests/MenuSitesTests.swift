@testable import EllipsisCode
import EllipsisCore
import XCTest

/// Peek and context-menu actions: `UIAction`s and titled `UIMenu`s inside a
/// `UIContextMenuConfiguration` (a peek with a preview provider), what it
/// reaches, `UIPreviewAction`, SwiftUI `.contextMenu`. Alerts, a button's
/// menu, empty container menus and app-menu commands are not reported.
final class MenuSitesTests: XCTestCase {
    func summaries(_ files: [String: String]) -> [String] {
        analyze(files).actions.map { "\($0.site.file):" + $0.summary }
    }

    func testActionsReachedFromAConfigurationAndTheDecoysAroundThem() {
        let source = """
            final class ListController: UITableViewController {
                override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                                        point: CGPoint) -> UIContextMenuConfiguration? {
                    return makeRowMenu(indexPath)
                }
                func makeRowMenu(_ indexPath: IndexPath) -> UIContextMenuConfiguration {
                    UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
                        guard let self else { return nil }
                        var elements = [UIMenuElement]()
                        elements.append(UIMenu(title: "", options: .displayInline, children: [self.copyAction(indexPath)]))
                        elements.append(self.olderMenu())
                        return UIMenu(title: "", children: elements)
                    }
                }
                func copyAction(_ indexPath: IndexPath) -> UIAction {
                    let title = NSLocalizedString("menu.copy-address", comment: "Copy Address")
                    return UIAction(title: title, image: UIImage(systemName: "doc.on.doc")) { _ in }
                }
                func copyAlertAction(_ indexPath: IndexPath) -> UIAlertAction {
                    UIAlertAction(title: NSLocalizedString("menu.copy-address", comment: ""), style: .default)
                }
                func olderMenu() -> UIMenu {
                    let day = UIAction(title: "1 Day") { _ in }
                    return UIMenu(title: NSLocalizedString("menu.older", comment: ""), children: [day])
                }
                override func viewDidLoad() {
                    button.menu = UIMenu(title: "", children: [UIAction(title: NSLocalizedString("Sort", comment: "")) { _ in }])
                }
                override func buildMenu(with builder: UIMenuBuilder) {
                    builder.insertChild(UIMenu(title: "Tools", children: [UICommand(title: "Refresh", action: #selector(refresh))]),
                                        atEndOfMenu: .file)
                }
            }
            """
        XCTAssertEqual(summaries(["List.swift": source]), [
            "List.swift:context-menu@17 - key:Localizable/menu.copy-address icon=symbol(\"doc.on.doc\")",
            "List.swift:context-menu@23 - literal:1 Day",
            "List.swift:context-menu@24 - key:Localizable/menu.older",
        ])
    }

    func testPeeksThroughAnActionProviderPropertyAndPreviewActions() {
        let preview = """
            class TabPreview: UIViewController {
                var contextActions: UIContextMenuActionProvider = { _ in return nil }
                override func viewDidLoad() { self.contextActions = contextActions(defaultActions:) }
                func contextActions(defaultActions: [UIMenuElement]) -> UIMenu { makeMenu() }
                private func makeMenu() -> UIMenu {
                    var actions = [UIAction]()
                    actions.append(UIAction(title: .TabPreviewClose, image: nil) { _ in })
                    return UIMenu(title: "", children: actions)
                }
                override var previewActionItems: [UIPreviewActionItem] {
                    [UIPreviewAction(title: NSLocalizedString("Pin", tableName: "Peek", comment: ""), style: .default) { _, _ in }]
                }
            }
            extension String {
                public static let TabPreviewClose = NSLocalizedString("Close Tab", tableName: "Peek", comment: "")
            }
            """
        let grid = """
            class Grid: UICollectionViewController {
                override func collectionView(_ collectionView: UICollectionView,
                                             contextMenuConfigurationForItemAt indexPath: IndexPath,
                                             point: CGPoint) -> UIContextMenuConfiguration? {
                    let tabVC = TabPreview(tab: tabs[indexPath.row])
                    return UIContextMenuConfiguration(identifier: nil, previewProvider: { tabVC },
                                                      actionProvider: tabVC.contextActions)
                }
            }
            """
        XCTAssertEqual(summaries(["Grid.swift": grid, "TabPreview.swift": preview]), [
            "TabPreview.swift:preview-action@7 - key:Peek/Close Tab",
            "TabPreview.swift:preview-action@11 - key:Peek/Pin",
        ])
    }

    func testSwiftUIContextMenuRows() {
        let source = """
            struct NoteRow: View {
                let note: Note
                var body: some View {
                    Text(note.title)
                        .contextMenu {
                            Button("Duplicate") { }
                            Button(action: {}) {
                                Label("Move to Folder", systemImage: "folder")
                            }
                            Button(role: .destructive) { } label: {
                                Text("Delete \\(note.title)")
                            }
                            Button(note.title) { }
                            Divider()
                            ExtraRows()
                        }
                }
            }
            struct ExtraRows: View {
                var body: some View { Toggle("Pinned", isOn: .constant(true)) }
            }
            struct Previewed: View {
                var body: some View {
                    Text("x").contextMenu { Button("Open in New Window") { } } preview: { Text("preview") }
                    Button("Not in a menu") { }
                }
            }
            """
        XCTAssertEqual(summaries(["Rows.swift": source]), [
            "Rows.swift:context-menu@6 - key:Localizable/Duplicate",
            "Rows.swift:context-menu@7 - key:Localizable/Move to Folder icon=symbol(\"folder\")",
            "Rows.swift:context-menu@10 - key:Localizable/Delete %@%",
            "Rows.swift:context-menu@13 - data:%@",
            "Rows.swift:context-menu@20 - key:Localizable/Pinned",
            "Rows.swift:preview-action@24 - key:Localizable/Open in New Window",
        ])
    }
}
