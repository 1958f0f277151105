/// What a catalog's translation state (String Catalog `state`, XLIFF 1.2 and
/// 2.0 `state`) tells a reviewer about a finding on the text.
enum TranslationState {
    /// A clause for the message when the state says the text is not final yet;
    /// nil for a translated, reviewed or final text.
    static func clause(_ state: String?) -> String? {
        guard let state else { return nil }
        switch state {
        case "needs_review", "needs-review-translation", "needs-review-l10n", "needs-review-adaptation":
            return "the translation is marked as needing review"
        case "stale":
            return "the translation is marked stale: its source text changed since it was translated"
        case "new", "needs-translation", "initial":
            return "the translation is marked new, not yet translated"
        case "needs-l10n", "needs-adaptation":
            return "the translation is marked as needing localization"
        default:
            return nil
        }
    }
}
