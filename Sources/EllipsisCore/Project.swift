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

/// One localized string as a person sees it, with where it came from.
///
/// A value, held in one shared box: the project's table, each rule's item and each
/// finding that copy it count a reference, not eight fields (a catalog of 300,000
/// translations holds each text in a few places). A change copies the box first.
public struct LocalizedText: Sendable, Codable, Hashable {
    public enum Resolution: String, Codable, Sendable {
        /// Found in the locale's own table.
        case translated
        /// The locale's table lacks the key: the system shows the key itself.
        case missingShowsKey
        /// The locale lacks the key: the system falls back to the development
        /// language (or Android's default `values/`).
        case missingShowsDevelopment
        /// The text is the development language's own (source) text.
        case source
        /// Literal text with no localization at all (plist value never looked up).
        case literal
        /// Run-time data (a user handle, a podcast title): `text` is the sample it
        /// is measured with; never missing nor untranslated.
        case userData
    }

    /// The fields, shared by every copy until one of them changes.
    private final class Storage: @unchecked Sendable {
        // Mutated only while uniquely referenced (`mutable`), so sharing it between threads is safe.
        var text: String
        var location: SourceLocation
        var state: String?
        /// What most texts lack, in a box of its own (nil when all of it is empty).
        var extras: Extras?
        var resolution: Resolution

        init(text: String, location: SourceLocation, resolution: Resolution, state: String?, extras: Extras?) {
            self.text = text
            self.location = location
            self.resolution = resolution
            self.state = state
            self.extras = extras
        }

        func copy() -> Storage {
            Storage(text: text, location: location, resolution: resolution, state: state, extras: extras)
        }
    }

    /// Plural forms, device variations, comment and suppressions: never changed once made
    /// (a change makes another), so copies of a text share them.
    private final class Extras: Sendable {
        let variants: [String: String]
        let devices: [String: DeviceText]
        let comment: String?
        let suppressedRules: Set<String>

        init(variants: [String: String], devices: [String: DeviceText], comment: String?, suppressedRules: Set<String>) {
            self.variants = variants
            self.devices = devices
            self.comment = comment
            self.suppressedRules = suppressedRules
        }

        /// nil when there is nothing to hold.
        static func make(variants: [String: String], devices: [String: DeviceText], comment: String?,
                         suppressedRules: Set<String>) -> Extras? {
            if variants.isEmpty, devices.isEmpty, comment == nil, suppressedRules.isEmpty { return nil }
            return Extras(variants: variants, devices: devices, comment: comment, suppressedRules: suppressedRules)
        }
    }

    private var storage: Storage

    /// The box, copied first when another value shares it.
    private var mutable: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    /// The extras with one of them changed.
    private mutating func changeExtras(variants: [String: String]? = nil, devices: [String: DeviceText]? = nil,
                                       comment: String?? = nil, suppressedRules: Set<String>? = nil) {
        mutable.extras = Extras.make(variants: variants ?? self.variants, devices: devices ?? self.devices,
                                     comment: comment ?? self.comment, suppressedRules: suppressedRules ?? self.suppressedRules)
    }

    public var text: String {
        get { storage.text }
        set { mutable.text = newValue }
    }

    public var location: SourceLocation {
        get { storage.location }
        set { mutable.location = newValue }
    }

    public var resolution: Resolution {
        get { storage.resolution }
        set { mutable.resolution = newValue }
    }

    /// Plural forms: CLDR category (`one`, `few`, `other`...) to text.
    /// `text` holds the `other` form (or the only form).
    public var variants: [String: String] {
        get { storage.extras?.variants ?? [:] }
        set { changeExtras(variants: newValue) }
    }

    /// What a String Catalog varies by device, for each device it names
    /// (`iphone`, `ipad`, `mac`...): `text` and `variants` are what every other
    /// device shows (Xcode's `other`).
    public var devices: [String: DeviceText] {
        get { storage.extras?.devices ?? [:] }
        set { changeExtras(devices: newValue) }
    }

    /// The translator comment or note attached to the string, if any.
    public var comment: String? {
        get { storage.extras?.comment }
        set { changeExtras(comment: .some(newValue)) }
    }

    /// A catalog state, e.g. `translated`, `needs_review`, `new` (xcstrings, XLIFF).
    public var state: String? {
        get { storage.state }
        set { mutable.state = newValue }
    }

    /// Rules switched off for this string by `ellipsis:disable=RULE` in its comment.
    public var suppressedRules: Set<String> {
        get { storage.extras?.suppressedRules ?? [] }
        set { changeExtras(suppressedRules: newValue) }
    }

    public init(text: String, location: SourceLocation, resolution: Resolution = .translated,
                variants: [String: String] = [:], comment: String? = nil, state: String? = nil,
                suppressedRules: Set<String> = []) {
        storage = Storage(text: text, location: location, resolution: resolution, state: state,
                          extras: Extras.make(variants: variants, devices: [:], comment: comment,
                                              suppressedRules: suppressedRules))
    }

    public static func == (a: LocalizedText, b: LocalizedText) -> Bool {
        if a.storage === b.storage { return true }
        return a.text == b.text && a.location == b.location && a.resolution == b.resolution && a.variants == b.variants
            && a.devices == b.devices && a.comment == b.comment && a.state == b.state
            && a.suppressedRules == b.suppressedRules
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(location)
        hasher.combine(resolution)
        hasher.combine(variants)
        hasher.combine(devices)
        hasher.combine(comment)
        hasher.combine(state)
        hasher.combine(suppressedRules)
    }

    private enum CodingKeys: String, CodingKey {
        case text, location, resolution, variants, devices, comment, state, suppressedRules
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(text: try container.decode(String.self, forKey: .text),
                  location: try container.decode(SourceLocation.self, forKey: .location),
                  resolution: try container.decode(Resolution.self, forKey: .resolution),
                  variants: try container.decode([String: String].self, forKey: .variants),
                  comment: try container.decodeIfPresent(String.self, forKey: .comment),
                  state: try container.decodeIfPresent(String.self, forKey: .state),
                  suppressedRules: try container.decode(Set<String>.self, forKey: .suppressedRules))
        devices = try container.decode([String: DeviceText].self, forKey: .devices)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(location, forKey: .location)
        try container.encode(resolution, forKey: .resolution)
        try container.encode(variants, forKey: .variants)
        try container.encode(devices, forKey: .devices)
        try container.encodeIfPresent(comment, forKey: .comment)
        try container.encodeIfPresent(state, forKey: .state)
        try container.encode(suppressedRules, forKey: .suppressedRules)
    }
}

extension LocalizedText {
    /// The text of one device's variation, with its own plural forms.
    public struct DeviceText: Sendable, Codable, Hashable {
        public var text: String
        public var location: SourceLocation
        public var variants: [String: String]

        public init(text: String, location: SourceLocation, variants: [String: String] = [:]) {
            self.text = text
            self.location = location
            self.variants = variants
        }
    }

    /// What `device` (a surface's device: `iphone`, `ipad`, `android`) shows: its own
    /// variation when the catalog names it, else the text every other device shows.
    public func shown(onDevice device: String) -> (text: String, variants: [String: String], variation: String?) {
        if let own = devices[device] { return (own.text, own.variants, device) }
        return (text, variants, nil)
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
