import EllipsisCore

/// The settings of `.ellipsis.json` (docs/configuration.md). Every field has
/// a default, so an absent file means "all rules at their default severity".
public struct Configuration: Sendable, Hashable {
    /// How the user set one rule.
    public enum RuleSetting: Sendable, Hashable {
        case off
        case on
        case severity(Severity)
    }

    /// A catalog key pattern mapped to the surface its strings are shown on.
    public struct SurfaceMapping: Sendable, Hashable {
        /// Glob (`*`, `?`) over `Table:key`, or over the key alone when it has no `:`.
        public var pattern: String
        /// A named surface (`quick-action.title`, `shortcut.short`...) or nil for a custom one.
        public var surface: String?
        /// Custom surface geometry, for strings shown anywhere else.
        public var width: Double?
        public var size: Double?
        public var lines: Int?

        public init(pattern: String, surface: String? = nil, width: Double? = nil, size: Double? = nil,
                    lines: Int? = nil) {
            self.pattern = pattern
            self.surface = surface
            self.width = width
            self.size = size
            self.lines = lines
        }

        func matches(table: String, key: String) -> Bool {
            if pattern.contains(":") { return Glob.matches(pattern, "\(table):\(key)") }
            return Glob.matches(pattern, key)
        }
    }

    /// A localization function of the app that the code analysis cannot find by its body
    /// (defined in a binary framework, or generated at build time).
    public struct WrapperFunction: Sendable, Hashable {
        /// Which argument: a position (0-based), a label, or the value it is called on (`"key".localized`).
        public enum Argument: Sendable, Hashable {
            case position(Int)
            case label(String)
            case receiver
        }

        /// The name as called (`L`, `localized`, `Strings.text`: the last part is what counts).
        public var name: String
        public var key: Argument
        public var table: Argument?
        public var value: Argument?
        /// The table when none is passed (`Localizable` when nil).
        public var defaultTable: String?

        public init(name: String, key: Argument, table: Argument? = nil, value: Argument? = nil,
                    defaultTable: String? = nil) {
            self.name = name
            self.key = key
            self.table = table
            self.value = value
            self.defaultTable = defaultTable
        }
    }

    public var rules: [String: RuleSetting]
    public var surfaces: [SurfaceMapping]
    /// Worst-case fillers for placeholders, by conversion (`%@`, `%d`, `%s`...).
    public var placeholderSamples: [String: String]
    /// Names that stay the same in every language (never "untranslated").
    public var brands: [String]
    /// `iphone`, `ipad`; empty means both.
    public var devices: [String]
    /// Dynamic Type sizes (`xS`...`AX5`); empty means all.
    public var textSizes: [String]
    /// Folders searched for fonts before the system's (Apple fonts on a Mac).
    public var fontDirectories: [String]
    /// Folders of `<locale>.json` files in the Locales/ schema, consulted before the built-in data.
    public var localeDirectories: [String] = []
    /// The app's own localization functions, for the analysis of actions set in code.
    public var wrapperFunctions: [WrapperFunction] = []
    /// Width verdicts within the proxies' error stay errors and warnings (`"strict": true`);
    /// by default such a near-limit verdict is a note.
    public var strict = false
    /// Metrics snapshot files (`ellipsis metrics snapshot`) measured with before the proxies.
    public var metrics: [String] = []
    /// What the reports for people list one by one instead of summarising (`"show"`, `--show`):
    /// `accessibility`, the cuts that happen only at accessibility sizes.
    public var show: Set<String> = []

    /// The values `show` takes.
    public static let shownDetails = ["accessibility"]
    /// The pseudo-locales `--pseudo` adds (`"pseudo": ["en-XA"]`); empty: all of them.
    public var pseudo: [PseudoLocale] = []

    public init(rules: [String: RuleSetting] = [:], surfaces: [SurfaceMapping] = [],
                placeholderSamples: [String: String] = [:], brands: [String] = [], devices: [String] = [],
                textSizes: [String] = [], fontDirectories: [String] = []) {
        self.rules = rules
        self.surfaces = surfaces
        self.placeholderSamples = placeholderSamples
        self.brands = brands
        self.devices = devices
        self.textSizes = textSizes
        self.fontDirectories = fontDirectories
    }

    public func isEnabled(_ rule: String) -> Bool {
        if case .off = rules[rule] { return false }
        return true
    }

    public func severity(of rule: String, default fallback: Severity) -> Severity {
        if case .severity(let severity) = rules[rule] { return severity }
        return fallback
    }

    /// The first mapping that matches a catalog string, if any.
    public func surface(forTable table: String, key: String) -> SurfaceMapping? {
        surfaces.first { $0.matches(table: table, key: key) }
    }

    /// Whether a text is one of the configured brand names (case-insensitive).
    public func isBrand(_ text: String) -> Bool {
        let folded = text.lowercased()
        return brands.contains { $0.lowercased() == folded }
    }
}

/// Shell-style wildcard matching: `*` any run, `?` one character.
enum Glob {
    static func matches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern), t = Array(text)
        // Iterative matcher with one backtrack point: linear in practice, never recursive.
        var pi = 0, ti = 0, star = -1, mark = 0
        while ti < t.count {
            if pi < p.count && (p[pi] == "?" || p[pi] == t[ti]) {
                pi += 1; ti += 1
            } else if pi < p.count && p[pi] == "*" {
                star = pi; mark = ti; pi += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; ti = mark
            } else {
                return false
            }
        }
        while pi < p.count && p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
