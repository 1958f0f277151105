import Foundation

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
    /// What each kind of finding of the rule (its `data.kind`) means and asks of a translator,
    /// where the rule's own words would not fit it. `{appName}` in either stands for the
    /// project's app name (the finding's `data.appName`).
    public var causes: [String: RuleCause]

    public init(identifier: String, name: String, summary: String, rationale: String,
                translatorHint: String, defaultSeverity: Severity, causes: [String: RuleCause] = [:]) {
        self.causes = causes
        self.identifier = identifier
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.translatorHint = translatorHint
        self.defaultSeverity = defaultSeverity
    }
}

/// One kind of finding of a rule: why it matters and what to do, in plain words.
public struct RuleCause: Hashable, Codable, Sendable {
    /// What the finding means, for developers and translators alike.
    public var explanation: String
    /// What a translator can do about it; empty when it is the developers' to fix.
    public var translatorHint: String

    public init(explanation: String, translatorHint: String) {
        self.explanation = explanation
        self.translatorHint = translatorHint
    }
}

extension RuleMetadata {
    /// The kind of finding `diagnostic` is (its `data.kind`), when the rule names one.
    public func cause(of diagnostic: Diagnostic) -> RuleCause? {
        guard case .string(let kind)? = diagnostic.data["kind"] else { return nil }
        return causes[kind]
    }

    /// The translator hint for one finding: its kind's, else the rule's, with the app's name filled in.
    public func translatorHint(for diagnostic: Diagnostic) -> String {
        Self.filled(cause(of: diagnostic)?.translatorHint ?? translatorHint, diagnostic)
    }

    /// The explanation of one finding's kind, with the app's name filled in; nil when the rule has one kind.
    public func explanation(for diagnostic: Diagnostic) -> String? {
        cause(of: diagnostic).map { Self.filled($0.explanation, diagnostic) }
    }

    /// A hint or explanation as documentation shows it, for no project in particular.
    public static func generic(_ text: String) -> String {
        text.replacingOccurrences(of: "{appName}", with: "the app's name")
    }

    static func filled(_ text: String, _ diagnostic: Diagnostic) -> String {
        guard text.contains("{appName}") else { return text }
        var name = "the app's name"
        if case .string(let given)? = diagnostic.data["appName"] { name = "\u{201C}\(given)\u{201D}" }
        return text.replacingOccurrences(of: "{appName}", with: name)
    }
}
