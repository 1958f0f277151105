/// What a run could check less well, said in every format: the locales without the
/// lexicon lists some rules need, and those judged word for word as written.
public struct ReducedChecks: Sendable, Hashable {
    /// Locales where the `rules` could not judge titles.
    public var locales: [String]
    /// The rules that need a lexicon (their checks were reduced in `locales`).
    public var rules: [String]
    /// Locales judged with a lexicon but without stems: inflected words may go unjudged.
    public var exactMatchingLocales: [String]

    public init(locales: [String] = [], rules: [String] = [], exactMatchingLocales: [String] = []) {
        self.locales = locales
        self.rules = rules
        self.exactMatchingLocales = exactMatchingLocales
    }

    public var isEmpty: Bool { locales.isEmpty && exactMatchingLocales.isEmpty }

    /// The same in words, for people: nil when nothing was reduced.
    public var notice: String? {
        var sentences: [String] = []
        if !locales.isEmpty {
            sentences.append("No reviewed lexicon for \(locales.joined(separator: ", ")): semantic checks "
                             + "(\(rules.joined(separator: ", "))) were reduced there.")
        }
        if !exactMatchingLocales.isEmpty {
            sentences.append("No stemmer or dictionary for \(exactMatchingLocales.joined(separator: ", ")): words "
                             + "were compared as written there, so inflected titles may go unjudged.")
        }
        return sentences.isEmpty ? nil : sentences.joined(separator: " ")
    }
}
