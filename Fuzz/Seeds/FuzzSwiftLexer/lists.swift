struct Entry { let kind: String; let label: String }
enum Jump: String, CaseIterable {
    case inbox = "jump.inbox", drafts
    var caption: String { switch self { case .inbox: return NSLocalizedString("Inbox", comment: ""); case .drafts: return L10n.drafts } }
}
final class Launcher {
    func guest() -> [UIApplicationShortcutItem] {
        let entries = [Entry(kind: "a", label: NSLocalizedString("a", comment: "")), Entry(kind: "b", label: "B")]
        return entries.map { entry in UIApplicationShortcutItem(type: entry.kind, localizedTitle: entry.label, localizedSubtitle: nil, icon: nil, userInfo: nil) }
    }
    func member() -> [UIApplicationShortcutItem] {
        var all = Jump.allCases.map { UIApplicationShortcutItem(type: $0.rawValue, localizedTitle: $0.caption, localizedSubtitle: nil, icon: nil, userInfo: nil) }
        for key in ["x", "y"] { all.append(UIApplicationShortcutItem(type: key, localizedTitle: NSLocalizedString("k.\(key)", comment: ""), localizedSubtitle: nil, icon: nil, userInfo: nil)) }
        return all
    }
    func refresh(_ on: Bool) { UIApplication.shared.shortcutItems = on ? member() : guest() }
    func add() { var items = UIApplication.shared.shortcutItems ?? []; items.append(guest()[0]); UIApplication.shared.shortcutItems = items }
}
struct Row: View { var body: some View { Text("t").contextMenu { ForEach(["r.a", "r.b"], id: \.self) { Button(LocalizedStringKey($0)) { } } } } }
