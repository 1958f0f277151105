import EllipsisCore

/// Everything known about a rule apart from its logic: what reporters and the
/// generated documentation show, and the examples the generic test runs.
public struct RuleDescription: Sendable {
    public var identifier: RuleIdentifier
    public var name: String
    public var summary: String
    public var rationale: String
    public var translatorHint: String
    public var defaultSeverity: Severity
    /// Each of these must produce at least one finding of this rule.
    public var triggeringExamples: [RuleExample]
    /// None of these may produce a finding of this rule.
    public var nonTriggeringExamples: [RuleExample]

    public init(identifier: RuleIdentifier, name: String, summary: String, rationale: String,
                translatorHint: String, defaultSeverity: Severity,
                triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample]) {
        self.identifier = identifier
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.translatorHint = translatorHint
        self.defaultSeverity = defaultSeverity
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }

    public var metadata: RuleMetadata {
        RuleMetadata(identifier: identifier.rawValue, name: name, summary: summary, rationale: rationale,
                     translatorHint: translatorHint, defaultSeverity: defaultSeverity)
    }
}

/// One quick action as a rule example: a title (and optional subtitle) in a
/// locale, with the development-language text it translates where that
/// matters, so rules can compare source and translation.
public struct RuleExample: Sendable, Hashable {
    public var locale: String
    public var title: String
    public var subtitle: String?
    /// The development-language title this one translates.
    public var source: String?
    public var sourceSubtitle: String?
    /// The development language (default `en`).
    public var sourceLocale: String
    /// The app's display name in this locale.
    public var appName: String?
    public var icon: Icon?
    /// Titles of further actions of the same app, shown after this one.
    public var otherTitles: [String]
    /// How the title was resolved (a missing translation shows the key).
    public var resolution: LocalizedText.Resolution
    /// For triggering examples: the severity the first finding must have.
    public var severity: Severity?
    /// Plural forms of the title (`one`, `few`, `other`...), as a `.stringsdict` gives them.
    public var titleVariants: [String: String]

    public init(locale: String, title: String, subtitle: String? = nil, source: String? = nil,
                sourceSubtitle: String? = nil, sourceLocale: String = "en", appName: String? = nil,
                icon: Icon? = .system("Compose"), otherTitles: [String] = [],
                resolution: LocalizedText.Resolution = .translated, severity: Severity? = nil,
                titleVariants: [String: String] = [:]) {
        self.titleVariants = titleVariants
        self.locale = locale
        self.title = title
        self.subtitle = subtitle
        self.source = source
        self.sourceSubtitle = sourceSubtitle
        self.sourceLocale = sourceLocale
        self.appName = appName
        self.icon = icon
        self.otherTitles = otherTitles
        self.resolution = resolution
        self.severity = severity
    }
}
