/// How serious a finding is. Ordered: note < warning < error.
public enum Severity: String, Codable, Sendable, CaseIterable, Comparable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// Which part of a quick action (or catalog entry) a finding is about.
public enum Field: String, Codable, Sendable, CaseIterable {
    case title, subtitle, icon
}

/// One finding of one rule. Rules produce these; reporters format them.
/// The JSON shape is a contract (docs/contract.md, "JSON output").
///
/// A value held in one shared box: a large catalog has a finding for every few
/// translations, and the lists that rules, the linter and the sort make of them
/// then count a reference each, not nine fields. A change copies the box first.
public struct Diagnostic: Hashable, Codable, Sendable {
    /// The fields, shared by every copy until one of them changes.
    private final class Storage: @unchecked Sendable {
        // Mutated only while uniquely referenced (`mutable`), so sharing it between threads is safe.
        // In this order the one-byte fields pack at the end (160 bytes with the header, not 176).
        var rule: String
        var message: String
        var locale: String?
        var action: String?
        var text: String?
        var data: DiagnosticData
        var location: SourceLocation?
        var severity: Severity
        var field: Field?

        init(rule: String, severity: Severity, message: String, locale: String?, action: String?, field: Field?,
             location: SourceLocation?, text: String?, data: DiagnosticData) {
            self.rule = rule
            self.severity = severity
            self.message = message
            self.locale = locale
            self.action = action
            self.field = field
            self.location = location
            self.text = text
            self.data = data
        }

        func copy() -> Storage {
            Storage(rule: rule, severity: severity, message: message, locale: locale, action: action, field: field,
                    location: location, text: text, data: data)
        }
    }

    private var storage: Storage

    private var mutable: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
            return storage
        }
    }

    public var rule: String {
        get { storage.rule }
        set { mutable.rule = newValue }
    }

    public var severity: Severity {
        get { storage.severity }
        set { mutable.severity = newValue }
    }

    public var message: String {
        get { storage.message }
        set { mutable.message = newValue }
    }

    /// Canonical BCP 47 identifier of the locale, nil for app-wide findings.
    public var locale: String? {
        get { storage.locale }
        set { mutable.locale = newValue }
    }

    /// The quick action's type (`UIApplicationShortcutItemType`) or catalog key.
    public var action: String? {
        get { storage.action }
        set { mutable.action = newValue }
    }

    public var field: Field? {
        get { storage.field }
        set { mutable.field = newValue }
    }

    public var location: SourceLocation? {
        get { storage.location }
        set { mutable.location = newValue }
    }

    /// The localized text the finding is about.
    public var text: String? {
        get { storage.text }
        set { mutable.text = newValue }
    }

    public var data: DiagnosticData {
        get { storage.data }
        set { mutable.data = newValue }
    }

    public init(rule: String, severity: Severity, message: String, locale: String? = nil,
                action: String? = nil, field: Field? = nil, location: SourceLocation? = nil,
                text: String? = nil, data: [String: JSONValue] = [:]) {
        // The message is often built piece by piece, with room to grow; it is kept at its size.
        storage = Storage(rule: rule, severity: severity, message: message.compacted, locale: locale, action: action,
                          field: field, location: location, text: text, data: DiagnosticData(data))
    }

    public static func == (a: Diagnostic, b: Diagnostic) -> Bool {
        if a.storage === b.storage { return true }
        return a.rule == b.rule && a.severity == b.severity && a.message == b.message && a.locale == b.locale
            && a.action == b.action && a.field == b.field && a.location == b.location && a.text == b.text
            && a.data == b.data
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rule)
        hasher.combine(severity)
        hasher.combine(message)
        hasher.combine(locale)
        hasher.combine(action)
        hasher.combine(field)
        hasher.combine(location)
        hasher.combine(text)
        hasher.combine(data)
    }

    private enum CodingKeys: String, CodingKey {
        case rule, severity, message, locale, action, field, location, text, data
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(rule: try container.decode(String.self, forKey: .rule),
                  severity: try container.decode(Severity.self, forKey: .severity),
                  message: try container.decode(String.self, forKey: .message),
                  locale: try container.decodeIfPresent(String.self, forKey: .locale),
                  action: try container.decodeIfPresent(String.self, forKey: .action),
                  field: try container.decodeIfPresent(Field.self, forKey: .field),
                  location: try container.decodeIfPresent(SourceLocation.self, forKey: .location),
                  text: try container.decodeIfPresent(String.self, forKey: .text))
        data = try container.decode(DiagnosticData.self, forKey: .data)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rule, forKey: .rule)
        try container.encode(severity, forKey: .severity)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(locale, forKey: .locale)
        try container.encodeIfPresent(action, forKey: .action)
        try container.encodeIfPresent(field, forKey: .field)
        try container.encodeIfPresent(location, forKey: .location)
        try container.encodeIfPresent(text, forKey: .text)
        try container.encode(data, forKey: .data)
    }

    /// The stable order of every output: file, line, column, rule, then the rest
    /// so that equal positions still sort the same way on every run.
    public static func stableOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        let la = a.location ?? SourceLocation(file: "")
        let lb = b.location ?? SourceLocation(file: "")
        if la.file != lb.file { return la.file < lb.file }
        if la.line != lb.line { return la.line < lb.line }
        if la.column != lb.column { return la.column < lb.column }
        if a.rule != b.rule { return a.rule < b.rule }
        if (a.locale ?? "") != (b.locale ?? "") { return (a.locale ?? "") < (b.locale ?? "") }
        if (a.action ?? "") != (b.action ?? "") { return (a.action ?? "") < (b.action ?? "") }
        if (a.field?.rawValue ?? "") != (b.field?.rawValue ?? "") {
            return (a.field?.rawValue ?? "") < (b.field?.rawValue ?? "")
        }
        return a.message < b.message
    }
}

/// Totals for the `summary` object of the JSON output.
public struct DiagnosticSummary: Hashable, Codable, Sendable {
    public var files: Int
    public var locales: Int
    public var actions: Int
    public var errors: Int
    public var warnings: Int
    public var notes: Int

    public init(files: Int, locales: Int, actions: Int, diagnostics: [Diagnostic]) {
        self.files = files
        self.locales = locales
        self.actions = actions
        self.errors = diagnostics.filter { $0.severity == .error }.count
        self.warnings = diagnostics.filter { $0.severity == .warning }.count
        self.notes = diagnostics.filter { $0.severity == .note }.count
    }
}
