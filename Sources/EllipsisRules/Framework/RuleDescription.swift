import EllipsisCore

/// Everything known about a rule apart from its logic, in the rule's own
/// file: what reporters show (its metadata, identifier first: identifiers are
/// a contract, docs/contract.md), the platforms it runs on, the lexicon lists
/// it reads, and the examples the generic test runs. Documentation,
/// configuration, the linter and the tests read it from here.
@dynamicMemberLookup
public struct RuleDescription: Sendable {
    /// What reporters see (SARIF rule metadata, HTML explanations), held here
    /// once rather than copied: `description.name` reads `metadata.name`.
    public var metadata: RuleMetadata
    /// The kinds of project the rule applies to; the linter skips it on others.
    public var platforms: Set<Project.Platform>
    /// The lexicon lists (Locales/schema/lexicon-lists.json) the rule reads.
    public var lexicon: LexiconUse
    /// Each of these must produce at least one finding of this rule.
    public var triggeringExamples: [RuleExample]
    /// None of these may produce a finding of this rule.
    public var nonTriggeringExamples: [RuleExample]
    /// The actions the rule checks: launcher ones (quick actions, Android shortcuts)
    /// unless it also applies to peek and context-menu actions.
    public var actionKinds: Set<ActionKind>
    /// Whether the rule judges the texts of pseudo-locales (`--pseudo`): only rules about width
    /// and layout do; the words of a pseudo-text are no translation to judge.
    public var judgesPseudoLocales: Bool

    public init(identifier: String, name: String, summary: String, rationale: String,
                translatorHint: String, defaultSeverity: Severity, platforms: Set<Project.Platform>,
                lexicon: LexiconUse = .none,
                triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample],
                actionKinds: Set<ActionKind> = [.quickAction, .androidShortcut], causes: [String: RuleCause] = [:],
                judgesPseudoLocales: Bool = false) {
        self.judgesPseudoLocales = judgesPseudoLocales
        self.metadata = RuleMetadata(identifier: identifier, name: name, summary: summary, rationale: rationale,
                                     translatorHint: translatorHint, defaultSeverity: defaultSeverity, causes: causes)
        self.platforms = platforms
        self.lexicon = lexicon
        self.actionKinds = actionKinds
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }

    public subscript<Value>(dynamicMember keyPath: KeyPath<RuleMetadata, Value>) -> Value {
        metadata[keyPath: keyPath]
    }
}

/// Which lexicon lists a rule reads, by their names in Locales/schema/lexicon-lists.json.
/// A rule sees only the lists it declares (RuleContext.lexicon(for:)).
public enum LexiconUse: Sendable, Hashable {
    /// The rule reads no lexicon.
    case none
    /// The rule cannot judge a locale without the first lists: there it does less
    /// (or nothing), and the run says which locales had their checks reduced.
    /// It also reads the `consulting` lists where a locale has them (function
    /// words, affixes), and judges without them too.
    case needs([String], consulting: [String] = [])
    /// The rule reads these lists where a locale has them, for a finer
    /// finding, and judges without them too.
    case consults([String])

    /// Every list the rule reads.
    public var lists: [String] {
        switch self {
        case .none: []
        case .needs(let needed, let consulted): needed + consulted
        case .consults(let lists): lists
        }
    }

    /// The lists without which the rule cannot judge a locale.
    public var neededLists: [String] {
        if case .needs(let needed, _) = self { return needed }
        return []
    }

    public var isNeeded: Bool {
        if case .needs = self { return true }
        return false
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
    /// A title set in code as a plain string, not localized: it exists in the development language only.
    public var notLocalized: Bool

    public init(locale: String, title: String, subtitle: String? = nil, source: String? = nil,
                sourceSubtitle: String? = nil, sourceLocale: String = "en", appName: String? = nil,
                icon: Icon? = .system("Compose"), otherTitles: [String] = [],
                resolution: LocalizedText.Resolution = .translated, severity: Severity? = nil,
                titleVariants: [String: String] = [:], notLocalized: Bool = false) {
        self.titleVariants = titleVariants
        self.notLocalized = notLocalized
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
