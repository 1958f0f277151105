import EllipsisCore

/// Every rule: the one list of rule types, in the order of the contract's
/// identifiers (docs/contract.md). Documentation, configuration, the linter
/// and the tests read it; a new rule is its file and its line here
/// (docs/architecture.md, "Where to add a rule").
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        ActionCountRule.self,
        TruncationRule.self,
        TruncationCollisionRule.self,
        EmojiRule.self,
        BidiRule.self,
        ConveysResultRule.self,
        NavigationOnlyRule.self,
        AppNameRule.self,
        NotificationStyleRule.self,
        ExtraneousRule.self,
        MissingTranslationRule.self,
        UntranslatedRule.self,
        PlaceholderMismatchRule.self,
        IconRule.self,
        SourceHeadroomRule.self,
    ]

    public static var descriptions: [RuleDescription] { all.map { $0.description } }
    public static var metadata: [RuleMetadata] { descriptions.map(\.metadata) }

    public static func rule(_ identifier: String) -> (any Rule.Type)? {
        all.first { $0.description.identifier == identifier }
    }
}
