/// What reporters need to know of a rule (SARIF rule metadata, HTML
/// explanations) without depending on the rules module.
public struct RuleMetadata: Hashable, Codable, Sendable {
    public var identifier: String
    public var name: String
    /// One sentence: what the rule finds.
    public var summary: String
    /// Why it matters, for developers.
    public var rationale: String
    /// The same finding explained for translators, in plain words.
    public var translatorHint: String
    public var defaultSeverity: Severity

    public init(identifier: String, name: String, summary: String, rationale: String,
                translatorHint: String, defaultSeverity: Severity) {
        self.identifier = identifier
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.translatorHint = translatorHint
        self.defaultSeverity = defaultSeverity
    }
}
