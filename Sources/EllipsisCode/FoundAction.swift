import EllipsisCore

/// A text of an action as the code gives it.
public enum FoundText: Sendable, Hashable {
    /// A key looked up in a strings table (`NSLocalizedString`, `String(localized:)`,
    /// a wrapper, a SwiftGen accessor). `defaultValue` is the development text the
    /// code supplies (`value:`, `defaultValue:`, `fallback:`); `formatted` says that
    /// arguments fill its placeholders at run time.
    case key(String, table: String?, defaultValue: String?, location: SourceLocation, formatted: Bool)
    /// An Android string resource (`R.string.name`).
    case resource(String, location: SourceLocation, formatted: Bool)
    /// A plain string literal: not localized.
    case literal(String, location: SourceLocation)
    /// Run-time data (a user handle, a podcast title). `pattern` holds any
    /// literal parts with `%@` where the data goes (`@%@`); `%@` when all is data.
    case userData(pattern: String, location: SourceLocation)

    public var location: SourceLocation {
        switch self {
        case .key(_, _, _, let location, _), .resource(_, let location, _), .literal(_, let location),
             .userData(_, let location):
            location
        }
    }
}

/// An icon as the code gives it.
public enum FoundIcon: Sendable, Hashable {
    /// `UIApplicationShortcutIcon(type: .add)`: the type's name, `Add`.
    case system(String)
    /// An SF Symbol (`systemImageName:`, `UIImage(systemName:)`).
    case symbol(String)
    /// An image of the app (`templateImageName:`, `UIImage(named:)`).
    case image(String)
    /// An Android resource, `@drawable/name`.
    case resource(String)
}

/// One action a constructor call in the sources makes (one per branch when
/// its title is chosen by a ternary or a switch).
public struct FoundAction: Sendable, Hashable {
    public var kind: ActionKind
    /// The constructor call.
    public var site: SourceLocation
    /// The type or id; nil when it is known only at run time.
    public var type: String?
    public var title: FoundText
    /// iOS `localizedSubtitle`.
    public var subtitle: FoundText?
    /// Android `setLongLabel`.
    public var longTitle: FoundText?
    public var icon: FoundIcon?
    public var multiplicity: ActionMultiplicity
    /// An Android shortcut only offered for pinning (`requestPinShortcut`, `createShortcutResultIntent`).
    public var isPinnedOnly: Bool
    /// The assignments to `shortcutItems` (calls of `setDynamicShortcuts`) whose list holds this
    /// action; each replaces the whole list. Empty when none is known to.
    public var publishedBy: [SourceLocation]

    public init(kind: ActionKind, site: SourceLocation, type: String?, title: FoundText, subtitle: FoundText? = nil,
                longTitle: FoundText? = nil, icon: FoundIcon? = nil, multiplicity: ActionMultiplicity = .one,
                isPinnedOnly: Bool = false, publishedBy: [SourceLocation] = []) {
        self.publishedBy = publishedBy
        self.kind = kind
        self.site = site
        self.type = type
        self.title = title
        self.subtitle = subtitle
        self.longTitle = longTitle
        self.icon = icon
        self.multiplicity = multiplicity
        self.isPinnedOnly = isPinnedOnly
    }
}

/// Something the analysis could not read, said to the user instead of failing.
public struct CodeNote: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String

    public init(file: String, line: Int = 0, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)" }
}

/// What the analysis of a set of sources found.
public struct CodeInventory: Sendable {
    /// In the order of file and position.
    public var actions: [FoundAction]
    public var notes: [CodeNote]
    /// Every source file read (skipped ones have a note).
    public var files: [String]

    public init(actions: [FoundAction] = [], notes: [CodeNote] = [], files: [String] = []) {
        self.actions = actions
        self.notes = notes
        self.files = files
    }
}
