import EllipsisCode

/// A seeded, made-up Swift app of about `lines` lines: view controllers,
/// models, string tables, SwiftGen-style enums, closures, multi-line and
/// interpolated strings, comments; a few quick actions and context menus
/// among thousands of ordinary declarations, as in a large real app.
struct SwiftTree {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func pick(_ count: Int) -> Int { Int(next() % UInt64(count)) }

    static let nouns = ["Message", "Folder", "Account", "Draft", "Photo", "Album", "Note", "Task", "Feed", "Bookmark",
                        "Contact", "Event", "Reminder", "Playlist", "Track", "Invoice", "Order", "Ticket", "Route", "Place"]
    static let verbs = ["Open", "Create", "Delete", "Share", "Archive", "Move", "Copy", "Rename", "Pin", "Mark"]

    /// Sources totalling at least `lines` lines, with paths like `App/Module12/File7.swift`.
    mutating func make(lines: Int) -> [CodeSource] {
        var sources: [CodeSource] = []
        var total = 0
        var file = 0
        while total < lines {
            let (text, count) = makeFile(file)
            sources.append(CodeSource(path: "App/Module\(file / 40)/File\(file).swift", bytes: Array(text.utf8)))
            total += count
            file += 1
        }
        return sources
    }

    private mutating func makeFile(_ number: Int) -> (String, Int) {
        var out = "// File \(number): generated for the code-analysis benchmark.\nimport UIKit\nimport Foundation\n\n"
        let noun = Self.nouns[pick(Self.nouns.count)]
        let kind = pick(10)
        switch kind {
        case 0:
            out += stringsTable(number)
        case 1:
            out += swiftGenEnum(number)
        default:
            out += controller(number, noun: noun, withMenu: kind == 2, withShortcuts: kind == 3 && number % 30 == 3)
        }
        return (out, out.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) })
    }

    private mutating func stringsTable(_ number: Int) -> String {
        var out = "extension String {\n    public struct Table\(number) {\n"
        for index in 0..<40 {
            let verb = Self.verbs[pick(Self.verbs.count)], noun = Self.nouns[pick(Self.nouns.count)]
            out += "        /// \(verb) a \(noun.lowercased()) from the list.\n"
            out += "        public static let \(verb)\(noun)\(index) = NSLocalizedString(\n"
            out += "            \"table\(number).\(verb.lowercased()).\(noun.lowercased()).\(index)\",\n"
            out += "            tableName: \"Table\(number % 7)\", value: \"\(verb) \(noun)\", comment: \"Button title\")\n"
        }
        return out + "    }\n}\n"
    }

    private mutating func swiftGenEnum(_ number: Int) -> String {
        var out = "internal enum L\(number) {\n"
        for index in 0..<30 {
            let noun = Self.nouns[pick(Self.nouns.count)]
            out += "  internal enum \(noun)\(index) {\n"
            out += "    /// %d \(noun.lowercased())s\n"
            out += "    internal static func count(_ p1: Int) -> String {\n"
            out += "      return L\(number).tr(\"Localizable\", \"\(noun.lowercased()).count.\(index)\", p1, fallback: \"%d items\")\n"
            out += "    }\n"
            out += "    internal static let title = L\(number).tr(\"Localizable\", \"\(noun.lowercased()).title.\(index)\", fallback: \"\(noun)\")\n"
            out += "  }\n"
        }
        out += "}\nextension L\(number) {\n"
        out += "  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {\n"
        out += "    let format = Bundle.main.localizedString(forKey: key, value: value, table: table)\n"
        out += "    return String(format: format, locale: Locale.current, arguments: args)\n  }\n}\n"
        return out
    }

    private mutating func controller(_ number: Int, noun: String, withMenu: Bool, withShortcuts: Bool) -> String {
        var out = "final class \(noun)ViewController\(number): UITableViewController {\n"
        out += "    private var items: [\(noun)] = []\n    private let service = \(noun)Service()\n\n"
        out += "    override func viewDidLoad() {\n        super.viewDidLoad()\n"
        out += "        title = NSLocalizedString(\"\(noun.lowercased()).screen.title\", comment: \"Screen title\")\n"
        out += "        tableView.register(UITableViewCell.self, forCellReuseIdentifier: \"Cell\")\n    }\n\n"
        for method in 0..<(6 + pick(6)) {
            out += "    /* Loads page \(method) of the \(noun.lowercased())s; /* nested */ keeps the order. */\n"
            out += "    func load\(method)(page: Int, completion: @escaping ([\(noun)]) -> Void) {\n"
            out += "        let query = \"\"\"\n            SELECT * FROM \(noun.lowercased())\n            WHERE page = \\(page)\n            \"\"\"\n"
            out += "        service.fetch(query) { [weak self] result in\n"
            out += "            guard let self else { return }\n"
            out += "            switch result {\n            case .success(let values):\n"
            out += "                self.items = values.filter { $0.isVisible && $0.count > \(method) }\n"
            out += "                completion(self.items.map { $0 })\n"
            out += "            case .failure(let error):\n"
            out += "                print(\"failed: \\(error.localizedDescription) on page \\(page)\")\n"
            out += "                let alert = UIAlertController(title: NSLocalizedString(\"error.title\", comment: \"\"), message: nil, preferredStyle: .alert)\n"
            out += "                alert.addAction(UIAlertAction(title: NSLocalizedString(\"OK\", comment: \"\"), style: .default))\n"
            out += "            }\n        }\n    }\n\n"
        }
        if withMenu {
            out += "    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {\n"
            out += "        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in\n"
            out += "            UIMenu(title: \"\", children: [\n"
            for verb in Self.verbs.prefix(4) {
                out += "                UIAction(title: NSLocalizedString(\"\(noun.lowercased()).\(verb.lowercased())\", comment: \"\"),\n"
                out += "                         image: UIImage(systemName: \"doc\")) { _ in self.perform(\"\(verb)\", at: indexPath) },\n"
            }
            out += "            ])\n        }\n    }\n"
        }
        if withShortcuts {
            out += "    func installShortcuts() {\n"
            out += "        let title = NSLocalizedString(\"shortcut.new.\(noun.lowercased())\", comment: \"\")\n"
            out += "        UIApplication.shared.shortcutItems = [UIApplicationShortcutItem(type: \"new\(noun)\", localizedTitle: title,\n"
            out += "                                                                         localizedSubtitle: nil, icon: UIApplicationShortcutIcon(type: .add))]\n"
            out += "    }\n"
        }
        return out + "}\n"
    }
}
