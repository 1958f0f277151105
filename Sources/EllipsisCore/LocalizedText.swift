/// One localized string as a person sees it, with where it came from.
///
/// A value, held in one shared box: the project's table, each rule's item and each
/// finding that copy it count a reference, not eight fields (a catalog of 300,000
/// translations holds each text in a few places). A change copies the box first.
/// The box is 82 bytes: what few texts have is in a second box, shared.
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
        /// What most texts lack, in a box of its own (nil when all of it is empty).
        var extras: Extras?
        var resolution: Resolution
        /// The state by its place in `knownStates` (from 1); 0 for none, `otherState` for one held in the extras.
        var stateCode: UInt8

        init(text: String, location: SourceLocation, resolution: Resolution, stateCode: UInt8, extras: Extras?) {
            self.text = text
            self.location = location
            self.resolution = resolution
            self.stateCode = stateCode
            self.extras = extras
        }

        func copy() -> Storage {
            Storage(text: text, location: location, resolution: resolution, stateCode: stateCode, extras: extras)
        }
    }

    /// Plural forms, device variations, comment, suppressions and a state of another
    /// name: never changed once made (a change makes another), so copies of a text share them.
    private final class Extras: Sendable {
        let variants: [String: String]
        let devices: [String: DeviceText]
        let comment: String?
        let suppressedRules: Set<String>
        let otherState: String?

        init(variants: [String: String], devices: [String: DeviceText], comment: String?, suppressedRules: Set<String>,
             otherState: String?) {
            self.variants = variants
            self.devices = devices
            self.comment = comment
            self.suppressedRules = suppressedRules
            self.otherState = otherState
        }

        /// nil when there is nothing to hold.
        static func make(variants: [String: String], devices: [String: DeviceText], comment: String?,
                         suppressedRules: Set<String>, otherState: String?) -> Extras? {
            if variants.isEmpty, devices.isEmpty, comment == nil, suppressedRules.isEmpty, otherState == nil { return nil }
            return Extras(variants: variants, devices: devices, comment: comment, suppressedRules: suppressedRules,
                          otherState: otherState)
        }
    }

    /// The states of String Catalogs and XLIFF 1.2 and 2.0, held in a byte: nearly every
    /// catalog text has one of them.
    private static let knownStates = [
        "translated", "new", "needs_review", "stale", "needs-review-translation", "needs-translation",
        "needs-adaptation", "needs-l10n", "needs-review-adaptation", "needs-review-l10n", "final", "signed-off",
        "initial", "reviewed",
    ]
    private static let otherState: UInt8 = 255

    private static func stateCode(_ state: String?) -> UInt8 {
        guard let state else { return 0 }
        return knownStates.firstIndex(of: state).map { UInt8($0 + 1) } ?? otherState
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
                                       comment: String?? = nil, suppressedRules: Set<String>? = nil,
                                       otherState: String?? = nil) {
        mutable.extras = Extras.make(variants: variants ?? self.variants, devices: devices ?? self.devices,
                                     comment: comment ?? self.comment, suppressedRules: suppressedRules ?? self.suppressedRules,
                                     otherState: otherState ?? storage.extras?.otherState)
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
        get {
            switch storage.stateCode {
            case 0: nil
            case Self.otherState: storage.extras?.otherState
            case let code: Self.knownStates[Int(code) - 1]
            }
        }
        set {
            let code = Self.stateCode(newValue)
            if code == Self.otherState || storage.extras?.otherState != nil {
                changeExtras(otherState: .some(code == Self.otherState ? newValue : nil))
            }
            mutable.stateCode = code
        }
    }

    /// Rules switched off for this string by `ellipsis:disable=RULE` in its comment.
    public var suppressedRules: Set<String> {
        get { storage.extras?.suppressedRules ?? [] }
        set { changeExtras(suppressedRules: newValue) }
    }

    public init(text: String, location: SourceLocation, resolution: Resolution = .translated,
                variants: [String: String] = [:], comment: String? = nil, state: String? = nil,
                suppressedRules: Set<String> = []) {
        let code = Self.stateCode(state)
        storage = Storage(text: text, location: location, resolution: resolution, stateCode: code,
                          extras: Extras.make(variants: variants, devices: [:], comment: comment, suppressedRules: suppressedRules,
                                              otherState: code == Self.otherState ? state : nil))
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

