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

    public init(location: SourceLocation, multiplicity: ActionMultiplicity = .one) {
        self.location = location
        self.multiplicity = multiplicity
    }
}
