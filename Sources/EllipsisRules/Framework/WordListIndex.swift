import Foundation
import Synchronization

/// One word list of a lexicon, ready to be compared with title words: each
/// entry normalized, cut into tokens and stemmed once (per locale, list and
/// content), then shared by every rule and thread.
final class WordListIndex: Sendable {
    /// How closely a title word meets an entry: as written, by stem, with an attached
    /// affix taken off, or by the dictionary's lemma.
    enum Level: Int, Comparable, Sendable {
        case exact = 0, stem = 1, affix = 2, lemma = 3
        static func < (left: Level, right: Level) -> Bool { left.rawValue < right.rawValue }
    }

    /// A title word met by an entry: how, and how many leading letters the two share
    /// (of two lists that both meet a word, the one with the closer entry wins).
    struct Meeting: Sendable {
        var level: Level
        var sharedPrefix: Int
    }

    let name: String
    /// The entries as the locale file lists them (the cache compares them).
    let entries: [String]
    let forms: WordForms
    private let oneWordForms: Set<String>
    /// One-word entries by their stem.
    private let oneWordStems: [String: [String]]
    /// One-word entries without the vowel signs and viramas they end in (Tamil "அமைப்புகள்"
    /// as "அமைப்புகள"): what an attached case ending replaces in Indic scripts.
    private let bareForms: Set<String>
    /// Entries of two or more tokens, by the form (and the stem) of their first token.
    private let phrases: [String: [[TitleToken]]]
    /// Entries ending in an apostrophe: elided words written against the next one, longest first.
    let elisions: [String]
    /// Entries written without spaces in Han, kana or Thai, as one string each.
    let unspacedSpellings: [String]
    /// One-word entries by their first letters (four, or all of a shorter entry): a title word
    /// close to none of them is no inflected form of theirs, and no dictionary need be asked.
    private let beginnings: [String: [String]]
    /// The one-word entries by their dictionary lemmas (and by themselves), made when a
    /// dictionary is first asked.
    private let lemmas = Mutex<[String: [String]]?>(nil)

    /// How many letters at its end an inflected form may differ in from its entry. A stem or
    /// lemma shared with a word that differs more is a shared root, not an inflection: German
    /// "sichern" and "Sicherheit" share a Snowball stem, Polish "ustaw" and "ustawienia" a
    /// Hunspell lemma; neither is a form of the other.
    static let longestInflection = 3

    init(name: String, entries: [String], forms: WordForms) {
        self.name = name
        self.entries = entries
        self.forms = forms
        let normalized = entries.map { Self.normalized($0, locale: forms.locale) }.filter { !$0.isEmpty }
        elisions = normalized.filter { Self.endsInApostrophe($0) && !$0.contains(Character(" ")) }.sorted { $0.count > $1.count }
        var oneWordForms: Set<String> = [], beginnings: [String: [String]] = [:]
        var oneWordStems: [String: [String]] = [:]
        var phrases: [String: [[TitleToken]]] = [:]
        var unspaced: [String] = []
        for entry in normalized {
            // An elided word is a token of its own, as it is in titles.
            let tokens: [TitleToken]
            if Self.endsInApostrophe(entry) && !entry.contains(Character(" ")) {
                tokens = [TitleToken(form: entry, stem: nil, kind: .word)]
            } else if let words = TitleTokens.wordsBetweenSpaces(entry) {
                tokens = words.map { TitleToken(form: $0, stem: forms.stem($0), kind: .word) }
            } else {
                tokens = TitleTokens.tokens(entry, locale: forms.locale, forms: forms, elisions: elisions)
            }
            guard let first = tokens.first else { continue }
            if tokens.allSatisfy({ $0.kind == .unspaced }) { unspaced.append(tokens.map(\.form).joined()) }
            if tokens.count == 1 {
                oneWordForms.insert(first.form)
                if let stem = first.stem { oneWordStems[stem, default: []].append(first.form) }
                beginnings[String(first.form.prefix(Self.shortestSharedStart)), default: []].append(first.form)
            } else {
                phrases[first.form, default: []].append(tokens)
                if let stem = first.stem, stem != first.form { phrases[stem, default: []].append(tokens) }
            }
        }
        self.oneWordForms = oneWordForms
        self.oneWordStems = oneWordStems
        // Only entries that end in a mark differ from their bare form.
        self.bareForms = Set(oneWordForms.filter { $0.unicodeScalars.last.map(Self.isEndingMark) == true }.map(Self.bare))
        self.phrases = phrases
        self.beginnings = beginnings
        self.unspacedSpellings = unspaced
    }

    /// An entry as titles are compared with it; an elided word keeps its apostrophe ("l'"),
    /// which the normalization of whole titles trims from their ends.
    static func normalized(_ entry: String, locale: String) -> String {
        let elided = endsInApostrophe(entry) || (entry.utf8.last == 0x99 && entry.hasSuffix("’"))
        let text = TextFacts.normalizedForLexicon(elided ? String(entry.dropLast()) : entry, locale: locale)
        return elided && !text.isEmpty ? text + "'" : text
    }

    /// `text.hasSuffix("'")`, asked only of a text whose last byte is one (most entries end in
    /// a letter, and the question costs far more than the byte).
    static func endsInApostrophe(_ text: String) -> Bool {
        text.utf8.last == UInt8(ascii: "'") && text.hasSuffix("'")
    }

    /// The letters two words share from their start.
    static func sharedPrefix(_ left: String, _ right: String) -> Int {
        zip(left, right).prefix { $0 == $1 }.count
    }

    /// Letters an inflected form shares at least with its entry (all of a shorter entry): a short
    /// entry meets too many words by its first letters (Arabic "أمان" security, "أماكن" places).
    static let shortestSharedStart = 4

    /// The closest of `candidates` that a word is an inflected form of, if any.
    static func closest(_ form: String, among candidates: [String]) -> Int? {
        candidates.compactMap { entry -> Int? in
            let shared = sharedPrefix(form, entry)
            let needed = max(entry.count - longestInflection, min(entry.count, shortestSharedStart))
            return shared >= needed ? shared : nil
        }.max()
    }

    /// How one title word meets a one-word entry, if it does.
    func meeting(_ token: TitleToken) -> Meeting? {
        if oneWordForms.contains(token.form) { return Meeting(level: .exact, sharedPrefix: token.form.count) }
        if let stem = token.stem, let candidates = oneWordStems[stem],
           let shared = Self.closest(token.form, among: candidates) {
            return Meeting(level: .stem, sharedPrefix: shared)
        }
        return nil
    }

    /// A word without the marks it ends in (vowel signs, viramas, joiners).
    static func bare(_ form: String) -> String {
        var scalars = Array(form.unicodeScalars)
        while let last = scalars.last, scalars.count > 1, isEndingMark(last) { scalars.removeLast() }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        return String(text)
    }

    static func isEndingMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark: return true
        default: return scalar.value == 0x200C || scalar.value == 0x200D
        }
    }

    /// Whether what remains of a word once a case ending is taken off is an entry that
    /// ending attaches to ("அமைப்புகளுக்கு" less "ுக்கு" is "அமைப்புகள்").
    func meetsAsStemOfEnding(_ remainder: String) -> Bool {
        let bare = Self.bare(remainder)
        return bareForms.contains(bare) || oneWordForms.contains(bare)
    }

    /// Every entry the title's tokens spell from `start`, by length, each with how closely
    /// it is met (a phrase is as close as its loosest word).
    func matches(in tokens: [TitleToken], at start: Int) -> [(length: Int, meeting: Meeting)] {
        var found: [(length: Int, meeting: Meeting)] = []
        let token = tokens[start]
        var candidates = phrases[token.form] ?? []
        if let stem = token.stem, stem != token.form { candidates += phrases[stem] ?? [] }
        for phrase in candidates where phrase.count <= tokens.count - start {
            var level = Level.exact
            var matched = true
            for (offset, word) in phrase.enumerated() {
                let title = tokens[start + offset]
                if title.form == word.form { continue }
                if title.stem != nil, title.stem == word.stem, Self.closest(title.form, among: [word.form]) != nil {
                    level = .stem
                    continue
                }
                matched = false
                break
            }
            if matched { found.append((phrase.count, Meeting(level: level, sharedPrefix: phrase.first?.form.count ?? 0))) }
        }
        if let meeting = meeting(token) { found.append((1, meeting)) }
        return found
    }

    /// Whether a word is close enough to a one-word entry to be one of its forms: the question to
    /// ask before opening a dictionary, whose lemma would count only for such a word anyway.
    func mayBeFormOfAnEntry(_ form: String) -> Bool {
        (1...Self.shortestSharedStart).contains { length in
            guard form.count >= length, let candidates = beginnings[String(form.prefix(length))] else { return false }
            return Self.closest(form, among: candidates) != nil
        }
    }

    /// How a word meets an entry through the dictionary: one of its lemmas is the entry or one
    /// of the entry's lemmas, and the word is close enough to the entry to be a form of it.
    func meetingByLemma(_ form: String, lemmas wordLemmas: [String]) -> Meeting? {
        guard !wordLemmas.isEmpty else { return nil }
        let table = lemmaTable()
        let candidates = Set(wordLemmas.flatMap { table[$0] ?? [] })
        return Self.closest(form, among: Array(candidates)).map { Meeting(level: .lemma, sharedPrefix: $0) }
    }

    private func lemmaTable() -> [String: [String]] {
        if let known = lemmas.withLock({ $0 }) { return known }
        var made: [String: [String]] = [:]
        for form in oneWordForms {
            made[form, default: []].append(form)
            for lemma in forms.lemmas(form) where lemma != form { made[lemma, default: []].append(form) }
        }
        return lemmas.withLock { stored in
            if stored == nil { stored = made }
            return stored!
        }
    }
}

/// The indexes of every word list in use, shared by all rules and threads.
/// Keyed by locale, morphology and list name; a list's entries are compared
/// too (cheaply: arrays that share storage are equal at once), so a user's
/// own locale folder gets indexes of its own.
final class WordListIndexCache: @unchecked Sendable {
    static let shared = WordListIndexCache()

    private struct Key: Hashable {
        var name: String
        var forms: WordForms
    }
    private var indexes: [Key: [WordListIndex]] = [:]
    /// Lists being indexed now: another thread that wants one waits for it rather than making
    /// it a second time (LocaleWarmUp indexes lists while the rules run).
    private var making: Set<Key> = []
    private let condition = NSCondition()
    /// Time spent making indexes, summed over threads.
    private(set) var makingTime = Duration.zero
    var timeMaking: Duration {
        condition.lock()
        defer { condition.unlock() }
        return makingTime
    }
    /// Versions of one list kept at once (tests run several providers side by side).
    private static let versionsKept = 4

    func index(_ name: String, entries: [String], forms: WordForms) -> WordListIndex {
        let key = Key(name: name, forms: forms)
        condition.lock()
        while true {
            if let found = indexes[key]?.first(where: { $0.entries == entries }) {
                condition.unlock()
                return found
            }
            guard making.contains(key) else { break }
            condition.wait()
        }
        making.insert(key)
        condition.unlock()
        let start = ContinuousClock.now
        let made = WordListIndex(name: name, entries: entries, forms: forms)
        let took = ContinuousClock.now - start
        condition.lock()
        makingTime += took
        defer {
            making.remove(key)
            condition.broadcast()
            condition.unlock()
        }
        var versions = indexes[key] ?? []
        versions.insert(made, at: 0)
        indexes[key] = Array(versions.prefix(Self.versionsKept))
        return made
    }
}
