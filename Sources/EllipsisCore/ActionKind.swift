/// What a person sees an action in. The launcher kinds share the Home
/// Screen or launcher menu and its limit of four; peek and context-menu
/// actions belong to an item inside the app.
public enum ActionKind: String, Codable, Sendable, CaseIterable {
    /// An iOS Home Screen quick action (`UIApplicationShortcutItem`).
    case quickAction = "quick-action"
    /// An Android launcher shortcut (`ShortcutInfo`).
    case androidShortcut = "android-shortcut"
    /// An action under a peek: a `UIPreviewAction`, or an action of a
    /// `UIContextMenuConfiguration` that has a preview provider.
    case previewAction = "preview-action"
    /// An action of a context menu without a preview (`UIAction`, SwiftUI `.contextMenu`).
    case contextMenu = "context-menu"

    /// Whether the action is one of the launcher's menu (the count of four applies).
    public var isLauncher: Bool { self == .quickAction || self == .androidShortcut }
}

/// Where Ellipsis found an action.
public enum ActionSource: String, Codable, Sendable {
    case infoPlist = "info-plist"
    case manifest
    case androidXML = "android-xml"
    case code
}

/// How many actions one place in code makes at run time.
public enum ActionMultiplicity: Hashable, Codable, Sendable, CustomStringConvertible {
    case one
    /// In a loop or `map` over at most this many elements (`prefix(3)`).
    case upTo(Int)
    /// In a loop or `map` of unknown length.
    case several

    public var description: String {
        switch self {
        case .one: "one"
        case .upTo(let count): "up to \(count)"
        case .several: "several"
        }
    }

    /// The larger of two (several is larger than any count).
    public func max(_ other: ActionMultiplicity) -> ActionMultiplicity {
        switch (self, other) {
        case (.several, _), (_, .several): .several
        case (.upTo(let a), .upTo(let b)): .upTo(Swift.max(a, b))
        case (.upTo, .one): self
        case (.one, _): other
        }
    }
}

/// A constructor call in the app's sources that makes an action.
public struct CodeSite: Hashable, Codable, Sendable {
    /// The call (`UIApplicationShortcutItem(`, `UIAction(`, `ShortcutInfoCompat.Builder(`).
    public var location: SourceLocation
    public var multiplicity: ActionMultiplicity
    /// Where the list holding this action is handed to the system (`shortcutItems = ...`,
    /// `setDynamicShortcuts(...)`); each replaces the whole list, so actions of two of
    /// them never show together. Empty when the analysis did not see where.
    public var publishedBy: [SourceLocation]

    public init(location: SourceLocation, multiplicity: ActionMultiplicity = .one, publishedBy: [SourceLocation] = []) {
        self.location = location
        self.multiplicity = multiplicity
        self.publishedBy = publishedBy
    }
}

/// One entry of the inventory of actions `lint --format json` lists
/// (DESIGN.md contract extension): one per action, or per code site.
public struct ActionInventoryItem: Hashable, Codable, Sendable {
    public var kind: ActionKind
    /// The type or id; nil when known only at run time.
    public var type: String?
    public var titleKey: String?
    public var titleTable: String?
    /// The development-language text; nil for run-time data.
    public var titleText: String?
    public var origin: ActionSource
    /// For code: the constructor call; else where the action is declared.
    public var location: SourceLocation
    public var multiplicity: ActionMultiplicity

    public init(kind: ActionKind, type: String?, titleKey: String?, titleTable: String?, titleText: String?,
                origin: ActionSource, location: SourceLocation, multiplicity: ActionMultiplicity = .one) {
        self.kind = kind
        self.type = type
        self.titleKey = titleKey
        self.titleTable = titleTable
        self.titleText = titleText
        self.origin = origin
        self.location = location
        self.multiplicity = multiplicity
    }

    /// Sorted by file and line (then column, kind and type, so equal places sort the same way on every run).
    public static func stableOrder(_ a: ActionInventoryItem, _ b: ActionInventoryItem) -> Bool {
        (a.location.file, a.location.line, a.location.column, a.kind.rawValue, a.type ?? "", a.titleKey ?? "")
            < (b.location.file, b.location.line, b.location.column, b.kind.rawValue, b.type ?? "", b.titleKey ?? "")
    }
}

extension Project {
    /// Every action of the app, one entry per code site.
    public var inventory: [ActionInventoryItem] {
        var result: [ActionInventoryItem] = []
        for action in actions {
            let development = action.title.texts[developmentLanguage]
            let text = development.flatMap { $0.resolution == .userData ? nil : $0.text }
            let table = action.title.table
            func item(_ location: SourceLocation, _ multiplicity: ActionMultiplicity) -> ActionInventoryItem {
                ActionInventoryItem(kind: action.kind, type: action.declaredType, titleKey: action.title.key,
                                    titleTable: table, titleText: text, origin: action.source, location: location,
                                    multiplicity: multiplicity)
            }
            if action.sites.isEmpty {
                result.append(item(action.declaredAt, .one))
            } else {
                for site in action.sites { result.append(item(site.location, site.multiplicity)) }
            }
        }
        return result.sorted(by: ActionInventoryItem.stableOrder)
    }
}
