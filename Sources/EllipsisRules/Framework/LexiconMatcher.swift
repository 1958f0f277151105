import EllipsisCore
import EllipsisLocaleData
import Foundation

/// Answers lexicon questions about one title in one locale: whole-title
/// phrases, word membership and the locale's patterns. Lexicon entries and
/// titles are compared after the same normalization (case-folded by the
/// locale's rules, optional vowel marks dropped, trimmed).
struct LexiconMatcher {
    let lexicon: LocaleData.Lexicon
    /// The lexicon's locale, for Turkish casing and Romanian letters ("" for none).
    var locale: String = ""
    static let longestJudged = 1000

    init(lexicon: LocaleData.Lexicon, locale: String = "") {
        self.lexicon = lexicon
        self.locale = locale
    }

    func phrases(_ list: [String]) -> Set<String> { PhraseCache.shared.phrases(list, locale: locale) }

    func normalized(_ text: String) -> String { TextFacts.normalizedForLexicon(text, locale: locale) }

    /// The whole (normalized) title is one of the phrases.
    func isWhole(_ title: String, in list: [String]) -> Bool {
        phrases(list).contains(normalized(title))
    }

    /// The first pattern that matches somewhere in the title (patterns anchor themselves).
    func firstMatch(_ title: String, patterns: [String]) -> String? {
        // Patterns are written for titles; a pathological megabyte string is judged by its start.
        var trimmed = String(title.trimmingCharacters(in: .whitespacesAndNewlines).prefix(Self.longestJudged))
        // Patterns are written without vowel marks; the regex's own case folding is not Turkish.
        trimmed = TextFacts.foldedForMatching(trimmed, locale: locale)
        if ["tr", "az"].contains(TextFacts.primaryLanguage(locale)) { trimmed = TextFacts.lowercased(trimmed, locale: locale) }
        for pattern in patterns {
            guard let expression = RegexCache.shared.expression(pattern) else { continue }
            let range = NSRange(trimmed.startIndex..., in: trimmed)
            if expression.firstMatch(in: trimmed, range: range) != nil { return pattern }
        }
        return nil
    }

    /// Words of the normalized title, placeholders excluded.
    func words(_ title: String) -> [String] {
        TextFacts.words(normalized(title)).filter { !Placeholder.contains($0) }
    }

    /// Removes a leading phrase from `list` (longest first); nil when none leads.
    func droppingLeading(_ title: String, phrasesFrom list: [String]) -> (phrase: String, rest: String)? {
        let normalized = normalized(title)
        for phrase in phrases(list).sorted(by: { $0.count > $1.count }) where !phrase.isEmpty {
            if normalized == phrase { return (phrase, "") }
            if normalized.hasPrefix(phrase + " ") {
                return (phrase, String(normalized.dropFirst(phrase.count + 1)))
            }
        }
        return nil
    }
}

/// Compiled lexicon patterns, shared by all rules and threads. Patterns
/// that do not compile are skipped (Locales/ tests catch them).
final class RegexCache: @unchecked Sendable {
    static let shared = RegexCache()
    private var cache: [String: NSRegularExpression?] = [:]
    private let lock = NSLock()

    func expression(_ pattern: String) -> NSRegularExpression? {
        lock.lock()
        defer { lock.unlock() }
        if let found = cache[pattern] { return found }
        let start = ContinuousClock.now
        let compiled = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
        compiling += ContinuousClock.now - start
        cache[pattern] = compiled
        return compiled
    }

    private var compiling = Duration.zero
    /// Time spent compiling patterns.
    var timeCompiling: Duration {
        lock.lock()
        defer { lock.unlock() }
        return compiling
    }
}

/// Normalized lexicon lists, computed once per list rather than once per title.
final class PhraseCache: @unchecked Sendable {
    static let shared = PhraseCache()
    private struct Key: Hashable {
        let list: [String]
        let locale: String
    }
    private var cache: [Key: Set<String>] = [:]
    private let lock = NSLock()

    private var words: [Set<String>: Set<String>] = [:]

    /// The ICU words of every phrase, made once per set of phrases.
    func words(of phrases: Set<String>) -> Set<String> {
        lock.lock()
        if let found = words[phrases] { lock.unlock(); return found }
        lock.unlock()
        let made = Set(phrases.flatMap { TextFacts.words($0) })
        lock.lock()
        words[phrases] = made
        lock.unlock()
        return made
    }

    func phrases(_ list: [String], locale: String) -> Set<String> {
        let key = Key(list: list, locale: locale)
        lock.lock()
        if let found = cache[key] { lock.unlock(); return found }
        lock.unlock()
        let normalized = Set(list.map { TextFacts.normalizedForLexicon($0, locale: locale) })
        lock.lock()
        cache[key] = normalized
        lock.unlock()
        return normalized
    }
}
