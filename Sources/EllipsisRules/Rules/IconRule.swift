import EllipsisCore
import Foundation

/// Every action needs a recognizable icon: a known system type, or a square,
/// single-colour template glyph of the right size.
public struct IconRule: Rule {
    public init() {}

    /// `UIApplicationShortcutIconType<Name>` values iOS knows (notes/quick-actions.md).
    static let systemTypes: Set<String> = [
        "Compose", "Play", "Pause", "Add", "Location", "Search", "Share", "Prohibit", "Contact", "Home",
        "MarkLocation", "Favorite", "Love", "Cloud", "Invitation", "Confirmation", "Mail", "Message", "Date",
        "Time", "CapturePhoto", "CaptureVideo", "Task", "TaskCompleted", "Alarm", "Bookmark", "Shuffle", "Audio",
        "Update",
    ]
    /// Apple's glyph limit: 35x35 pt at most (notes/quick-actions.md).
    static let maximumPoints = 35.0

    public static let description = RuleDescription(
        identifier: "icon", name: "Icon",
        summary: "A missing icon, an unknown system icon type, a missing icon file, or an image that is not a "
            + "square single-colour template within the glyph sizes.",
        rationale: "Apple asks for a recognizable icon on every action: a system icon where one fits, else a "
            + "square, single-colour template glyph at most 35x35 pt. An unknown type or missing file shows no icon.",
        translatorHint: "Nothing to translate: the icon is the developers' to fix.",
        defaultSeverity: .warning,
        // Android launchers draw shortcut icons from drawables the readers do not resolve.
        platforms: [.ios],
        triggeringExamples: [
            RuleExample(locale: "en", title: "New Message", icon: nil),
            RuleExample(locale: "en", title: "Search", icon: .system("Magnifier"), severity: .error),
            RuleExample(locale: "en", title: "Scan", icon: .file(name: "scan-icon", resolvedPath: nil), severity: .warning),
        ],
        nonTriggeringExamples: [
            RuleExample(locale: "en", title: "Search", icon: .system("Search")),
            RuleExample(locale: "de", title: "Neuer Beitrag", icon: .symbol("square.and.pencil")),
        ])

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for action in context.project.actions {
            let location = action.iconLocation ?? action.declaredAt
            func add(_ severity: Severity, _ message: String, _ data: [String: JSONValue] = [:]) {
                result.append(Diagnostic(rule: Self.identifier, severity: severity, message: message,
                                         action: action.type, field: .icon, location: location, data: data))
            }
            switch action.icon {
            case nil:
                // An Xcode export carries no Info.plist: a static action's icon is simply unknown there.
                if action.origin == .static && !declaresIcons(context.project) { continue }
                add(.warning, "the action has no icon; every quick action should have a recognizable glyph")
            case .system(let name)?:
                let bare = name.hasPrefix("UIApplicationShortcutIconType")
                    ? String(name.dropFirst("UIApplicationShortcutIconType".count)) : name
                if !Self.systemTypes.contains(bare) {
                    let near = Self.systemTypes.first { $0.lowercased() == bare.lowercased() }
                    add(.error, "'\(name)' is not a system icon type, so no icon shows"
                        + (near.map { " (did you mean '\($0)'? the name is case-sensitive)" } ?? ""),
                        ["icon": .string(name)])
                }
            case .symbol?:
                break
            case .file(let name, let path)?:
                guard let path else {
                    // Images can live outside the folder that was read (another bundle, a build product).
                    add(.warning, "no image file or asset-catalog image named '\(name)' was found in the folder that was linted; if the app does not ship one, no icon shows", ["icon": .string(name)])
                    continue
                }
                for (severity, message) in Self.imageProblems(path: path) {
                    add(severity, message, ["icon": .string(name), "file": .string(path)])
                }
            }
        }
        return result
    }

    /// Whether the project was read from a file that declares static actions' icons.
    private func declaresIcons(_ project: Project) -> Bool {
        project.files.contains { $0.hasSuffix("Info.plist") || $0.lowercased().hasSuffix(".plist") }
    }

    /// What is wrong with an icon image file, if anything.
    static func imageProblems(path: String) -> [(Severity, String)] {
        let image: PNGImage
        do {
            image = try PNGImage.read(path: path)
        } catch {
            return [(.error, "the icon file \(URL(fileURLWithPath: path).lastPathComponent) is \(error)")]
        }
        var problems: [(Severity, String)] = []
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let scale = name.hasSuffix("@3x") ? 3.0 : name.hasSuffix("@2x") ? 2.0 : 1.0
        if image.width != image.height {
            problems.append((.warning, "the icon is \(image.width)x\(image.height) px, not square"))
        }
        let points = Double(max(image.width, image.height)) / scale
        if points > maximumPoints {
            problems.append((.warning, "the icon is \(formatted(points)) pt at @\(Int(scale))x, larger than the \(Int(maximumPoints))x\(Int(maximumPoints)) pt maximum"))
        }
        let colours = image.visibleColours()
        if colours.count > 1 {
            problems.append((.warning, "the icon has \(colours.count > 8 ? "many" : String(colours.count)) colours; a quick-action glyph is a single-colour template"))
        } else if !image.hasTransparency {
            problems.append((.warning, "the icon has no transparent pixels; a template glyph draws its shape with alpha"))
        }
        return problems
    }

    private static func formatted(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
