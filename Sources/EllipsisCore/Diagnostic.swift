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
public struct Diagnostic: Hashable, Codable, Sendable {
    public var rule: String
    public var severity: Severity
    public var message: String
    /// Canonical BCP 47 identifier of the locale, nil for app-wide findings.
    public var locale: String?
    /// The quick action's type (`UIApplicationShortcutItemType`) or catalog key.
    public var action: String?
    public var field: Field?
    public var location: SourceLocation?
    /// The localized text the finding is about.
    public var text: String?
    public var data: DiagnosticData

    public init(rule: String, severity: Severity, message: String, locale: String? = nil,
                action: String? = nil, field: Field? = nil, location: SourceLocation? = nil,
                text: String? = nil, data: [String: JSONValue] = [:]) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.locale = locale
        self.action = action
        self.field = field
        self.location = location
        self.text = text
        self.data = DiagnosticData(data)
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
