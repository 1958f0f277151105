/// The rule identifiers of DESIGN.md. They are a contract: outside tests and
/// users' configuration files rely on them, so they only ever grow.
public enum RuleIdentifier: String, CaseIterable, Codable, Sendable {
    case actionCount = "action-count"
    case truncation
    case truncationCollision = "truncation-collision"
    case emoji
    case bidi
    case conveysResult = "conveys-result"
    case navigationOnly = "navigation-only"
    case appName = "app-name"
    case notificationStyle = "notification-style"
    case extraneous
    case missingTranslation = "missing-translation"
    case untranslated
    case placeholderMismatch = "placeholder-mismatch"
    case icon
}
