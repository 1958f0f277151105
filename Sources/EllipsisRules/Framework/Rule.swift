import EllipsisCore

/// A check of one guideline. A rule holds logic only: the words and patterns
/// it needs come from the locale data in its context, and it never formats
/// output. It returns findings; the linter applies configuration,
/// suppressions and the baseline.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    func check(_ context: RuleContext) -> [Diagnostic]
}

extension Rule {
    /// The rule's identifier, as findings, configuration and suppressions name it.
    public static var identifier: String { description.identifier }
    public var identifier: String { Self.identifier }
}
