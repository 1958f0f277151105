/// The resolved model of one app: every quick action with its text in every
/// locale, each with where it came from and how it was resolved, the way the
/// operating system would resolve it. Readers build it; rules read it.
public struct Project: Sendable, Codable {
    public enum Platform: String, Codable, Sendable { case ios, android }

    public var platform: Platform
    /// Where the project was found (folder or file given on the command line).
    public var root: String
    public var developmentLanguage: LocaleID
    /// Every locale the app ships, development language included, sorted.
    public var locales: [LocaleID]
    /// The app's display name per locale (CFBundleDisplayName / CFBundleName
    /// or Android's app label), for the `app-name` rule.
    public var appNames: [LocaleID: LocalizedText]
    /// Quick actions in the order the system shows them: static first; then
    /// peek and context-menu actions.
    public var actions: [QuickAction]
    /// Other strings with a width budget (catalog keys matched by configuration).
    public var catalogEntries: [CatalogEntry]
    /// Every file that was read, relative to `root` where possible.
    public var files: [String]
    /// Problems met while reading that are findings, not fatal errors
    /// (a file name that matches only case-insensitively, a duplicate key).
    public var readingIssues: [ReadingIssue]
    /// The app's own sources read for actions set in code, relative to `root` where possible.
    public var sourceFiles: [String] = []
    /// What the code analysis could not do (a file skipped, a site it could not read).
    public var codeNotes: [String] = []
    /// Locales generated from the development language (`--pseudo`), among `locales`: laid out
    /// and previewed like the others, judged by the width rules only.
    public var pseudoLocales: Set<LocaleID> = []

    public init(platform: Platform, root: String, developmentLanguage: LocaleID, locales: [LocaleID] = [],
                appNames: [LocaleID: LocalizedText] = [:], actions: [QuickAction] = [],
                catalogEntries: [CatalogEntry] = [], files: [String] = [], readingIssues: [ReadingIssue] = []) {
        self.platform = platform
        self.root = root
        self.developmentLanguage = developmentLanguage
        self.locales = locales
        self.appNames = appNames
        self.actions = actions
        self.catalogEntries = catalogEntries
        self.files = files
        self.readingIssues = readingIssues
    }
}

/// One action of the app: a Home Screen quick action, an Android app
/// shortcut, or an action under a peek or in a context menu.
public struct QuickAction: Sendable, Codable {
    public enum Origin: String, Codable, Sendable {
        /// Declared in Info.plist `UIApplicationShortcutItems` or `shortcuts.xml`.
        case `static`
        /// Created in code: known from a `*.quickactions.json` manifest or found in the sources.
        case dynamic
    }

    /// `UIApplicationShortcutItemType`, the Android shortcut id, or for an
    /// action without one the name findings give it (its title key).
    public var type: String
    public var origin: Origin
    public var declaredAt: SourceLocation
    public var icon: Icon?
    public var iconLocation: SourceLocation?
    /// iOS title; Android `shortcutShortLabel`.
    public var title: LocalizedField
    public var subtitle: LocalizedField?
    /// Android `shortcutLongLabel` (shown when it fits, else the short label).
    public var longTitle: LocalizedField?
    public var kind: ActionKind
    public var source: ActionSource
    /// The type or id as declared; nil when it is known only at run time.
    public var declaredType: String?
    /// For actions found in code: every call that makes it.
    public var sites: [CodeSite]
    /// An Android shortcut offered for pinning only (not one of the launcher menu's).
    public var isPinnedOnly: Bool

    public init(type: String, origin: Origin, declaredAt: SourceLocation, icon: Icon? = nil,
                iconLocation: SourceLocation? = nil, title: LocalizedField, subtitle: LocalizedField? = nil,
                longTitle: LocalizedField? = nil, kind: ActionKind = .quickAction, source: ActionSource? = nil,
                declaredType: String?? = nil, sites: [CodeSite] = [], isPinnedOnly: Bool = false) {
        self.type = type
        self.origin = origin
        self.declaredAt = declaredAt
        self.icon = icon
        self.iconLocation = iconLocation
        self.title = title
        self.subtitle = subtitle
        self.longTitle = longTitle
        self.kind = kind
        self.source = source ?? (origin == .static ? .infoPlist : .manifest)
        self.declaredType = declaredType ?? type
        self.sites = sites
        self.isPinnedOnly = isPinnedOnly
    }

    /// How many the sites make at run time, at most.
    public var multiplicity: ActionMultiplicity {
        sites.map(\.multiplicity).reduce(ActionMultiplicity.one) { $0.max($1) }
    }
}

public enum Icon: Hashable, Codable, Sendable {
    /// `UIApplicationShortcutIconType<Name>`: the name without the prefix, e.g. `Search`.
    case system(String)
    /// An SF Symbol name (`UIApplicationShortcutItemIconSymbolName`).
    case symbol(String)
    /// A template image in the app bundle or asset catalog, as declared.
    /// `resolvedPath` is the image file found for it, if any.
    case file(name: String, resolvedPath: String?)
}

/// A text field of an action across locales.
public struct LocalizedField: Sendable, Codable {
    /// The lookup key (the Info.plist value, a `.strings` key, `@string/name`).
    public var key: String?
    /// Where the key itself is declared (the Info.plist value).
    public var keyLocation: SourceLocation?
    /// The text per locale as the user sees it, development language included.
    /// A locale missing here shows nothing at all (Android hides the shortcut).
    public var texts: [LocaleID: LocalizedText]
    /// The table the key is looked up in (`InfoPlist`, `Localizable`), when there is one.
    public var table: String?
    /// A plain literal in code that no table is asked for: every locale shows it as written.
    public var isNotLocalized: Bool

    public init(key: String? = nil, keyLocation: SourceLocation? = nil, texts: [LocaleID: LocalizedText] = [:],
                table: String? = nil, isNotLocalized: Bool = false) {
        self.key = key
        self.keyLocation = keyLocation
        self.texts = texts
        self.table = table
        self.isNotLocalized = isNotLocalized
    }

    /// Whether the text is run-time data (measured with a sample), not a string of the app's.
    public var isUserData: Bool {
        !texts.isEmpty && texts.values.allSatisfy { $0.resolution == .userData }
    }

    /// What a person sees in `locale`: its text, or, for run-time data and a
    /// plain string in code (the same in every locale, held once under the
    /// development language), that one text.
    public func shown(in locale: LocaleID, development: LocaleID) -> LocalizedText? {
        if let text = texts[locale] { return text }
        return isUserData || isNotLocalized ? texts[development] : nil
    }
}

/// A string of a catalog that is not a quick action but may have a width budget.
public struct CatalogEntry: Sendable, Codable {
    /// The table (`Localizable`, `InfoPlist`, Android `strings`).
    public var table: String
    public var key: String
    /// The text per locale, development language included.
    public var texts: LocalizedTexts

    public init(table: String, key: String, texts: LocalizedTexts) {
        self.table = table
        self.key = key
        self.texts = texts
    }

    public init(table: String, key: String, texts: [LocaleID: LocalizedText]) {
        self.init(table: table, key: key, texts: LocalizedTexts(texts))
    }
}

/// Something found while reading that a rule reports (not a fatal error).
public struct ReadingIssue: Sendable, Codable, Hashable {
    public enum Kind: String, Codable, Sendable {
        /// A file found only by a case-insensitive name match (`infoPlist.strings`).
        case fileNameCase
        /// The same key twice in one table: the last one wins.
        case duplicateKey
        /// A key in a locale table that no action uses.
        case orphanKey
        /// A value that only differs from the expected key in letter case.
        case keyCaseMismatch
    }

    public var kind: Kind
    public var message: String
    public var location: SourceLocation
    public var locale: LocaleID?

    public init(kind: Kind, message: String, location: SourceLocation, locale: LocaleID? = nil) {
        self.kind = kind
        self.message = message
        self.location = location
        self.locale = locale
    }
}
