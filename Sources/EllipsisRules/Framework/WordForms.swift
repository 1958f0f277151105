import EllipsisLocaleData
import EllipsisMorphology
import Foundation

/// The other forms of a locale's words, from the Snowball stemmer and the
/// Hunspell dictionary its data names (`morphology` in Locales/*.json).
/// Stemmers and dictionaries are opened on first use and shared by the
/// process (MorphologyCache); one that cannot be opened is simply not used.
struct WordForms: Sendable, Hashable {
    var locale: String
    var morphology: LocaleData.Morphology?

    /// Words shorter than this keep their form: a stemmer has nothing to take
    /// off two letters, and a short stem meets too many other words.
    static let shortestStemmed = 3

    /// The Snowball stem of a normalized (lowercase) word; nil without a stemmer.
    func stem(_ word: String) -> String? {
        guard let name = morphology?.snowball, word.count >= Self.shortestStemmed,
              let stemmer = try? MorphologyCache.shared.stemmer(name) else { return nil }
        return stemmer.stem(word)
    }

    /// These forms without the stemmer, for a list the locale compares as written (`exactLists`).
    var comparingAsWritten: WordForms {
        var copy = self
        copy.morphology?.snowball = nil
        return copy
    }

    /// Whether a dictionary is named: the rules ask it only about words nothing else matched.
    var hasDictionary: Bool { morphology?.hunspell != nil }

    /// The word's lemmas by the locale's Hunspell dictionary (opened now if it
    /// was not yet), normalized as lexicons are; empty without a dictionary.
    func lemmas(_ word: String) -> [String] {
        guard let name = morphology?.hunspell, word.count >= Self.shortestStemmed,
              let dictionary = try? MorphologyCache.shared.dictionary(name) else { return [] }
        var found: [String] = []
        for lemma in dictionary.lemmas(word) {
            let normalized = TextFacts.normalizedForLexicon(lemma, locale: locale)
            // A lemma of one or two letters is a spurious reading (Arabic "أماكن" and "أمان" both
            // give "أم"): it would make unrelated words one.
            guard normalized.count >= Self.shortestStemmed, !found.contains(normalized) else { continue }
            found.append(normalized)
        }
        return found
    }

    /// Whether the locale's words are compared by stem, or need no stems:
    /// false when the data names no stemmer or dictionary, or none of those
    /// named is installed (cheap: a dictionary's files are looked for, not opened).
    static func comparesStems(_ morphology: LocaleData.Morphology?) -> Bool {
        guard let morphology else { return false }
        if morphology.invariable == true { return true }
        if let name = morphology.snowball, SnowballStemmer.algorithms.contains(name) { return true }
        if let name = morphology.hunspell {
            let directory = MorphologyCache.shared.dictionaryDirectory
            return FileManager.default.isReadableFile(atPath: directory + "/" + name + ".aff")
                && FileManager.default.isReadableFile(atPath: directory + "/" + name + ".dic")
        }
        return false
    }
}
