import EllipsisLocaleData
import Foundation
import Synchronization

/// Function words a language writes joined to a noun, from the lexicon's
/// `attachedPrefixes` and `attachedSuffixes`: taken off a title word only
/// when what remains is an entry of a list that carries meaning. A suffix
/// written `تي>ة` gives back what it displaced: Arabic ta marbuta is written
/// ت before a possessive ("سلتي" is "سلة" and "ي"), Hebrew ה likewise.
struct Affixes: Sendable {
    struct Suffix: Sendable {
        var ending: [Unicode.Scalar]
        var restored: [Unicode.Scalar]
    }

    var prefixes: [[Unicode.Scalar]]
    var suffixes: [Suffix]
    /// What must remain of a word once an affix is taken off.
    static let shortestRemainder = 2

    init(lexicon: LocaleData.Lexicon, locale: String) {
        func normalized(_ text: Substring) -> [Unicode.Scalar] {
            Array(TextFacts.normalizedForLexicon(String(text), locale: locale).unicodeScalars)
        }
        prefixes = lexicon["attachedPrefixes"].map { normalized($0[...]) }.filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
        suffixes = lexicon["attachedSuffixes"].compactMap { entry in
            let parts = entry.split(separator: ">", maxSplits: 1, omittingEmptySubsequences: false)
            let ending = normalized(parts[0])
            guard !ending.isEmpty else { return nil }
            return Suffix(ending: ending, restored: parts.count > 1 ? normalized(parts[1]) : [])
        }.sorted { $0.ending.count > $1.ending.count }
    }

    /// The affixes of a lexicon, normalized once per locale and list contents.
    static func cached(lexicon: LocaleData.Lexicon, locale: String) -> Affixes {
        let prefixes = lexicon["attachedPrefixes"], suffixes = lexicon["attachedSuffixes"]
        if prefixes.isEmpty && suffixes.isEmpty { return Affixes(prefixes: [], suffixes: []) }
        if let found = cache.withLock({ table in
            table[locale]?.first { $0.prefixes == prefixes && $0.suffixes == suffixes }?.affixes
        }) { return found }
        let made = Affixes(lexicon: lexicon, locale: locale)
        cache.withLock { table in
            table[locale] = [(prefixes, suffixes, made)] + (table[locale] ?? []).prefix(3)
        }
        return made
    }

    private static let cache = Mutex<[String: [(prefixes: [String], suffixes: [String], affixes: Affixes)]]>([:])

    private init(prefixes: [[Unicode.Scalar]], suffixes: [Suffix]) {
        self.prefixes = prefixes
        self.suffixes = suffixes
    }

    /// What a word could be without one attached prefix, one attached suffix, or both.
    /// Compared by scalars, not characters: a suffix may begin with a mark or a joiner
    /// (Bengali "ে", Persian "\u{200C}ات") that belongs to the letter before it.
    func remainders(of form: String) -> [String] {
        guard !prefixes.isEmpty || !suffixes.isEmpty else { return [] }
        let scalars = Array(form.unicodeScalars)
        var found: [String] = []
        func add(_ rest: ArraySlice<Unicode.Scalar>, _ restored: [Unicode.Scalar] = []) {
            var text = String.UnicodeScalarView()
            text.append(contentsOf: rest)
            text.append(contentsOf: restored)
            let remainder = String(text)
            if rest.count >= Self.shortestRemainder, !found.contains(remainder) { found.append(remainder) }
        }
        let leading = prefixes.filter { scalars.starts(with: $0) && $0.count < scalars.count }
        let trailing = suffixes.filter { $0.ending.count < scalars.count && scalars.suffix($0.ending.count).elementsEqual($0.ending) }
        for prefix in leading { add(scalars[prefix.count...]) }
        for suffix in trailing { add(scalars[..<(scalars.count - suffix.ending.count)], suffix.restored) }
        for prefix in leading {
            for suffix in trailing where prefix.count + suffix.ending.count < scalars.count {
                add(scalars[prefix.count..<(scalars.count - suffix.ending.count)], suffix.restored)
            }
        }
        return found
    }

    /// The strongest role of a list that holds the word with an affix taken off.
    func role(of token: TitleToken,
              indexes: [(index: WordListIndex, role: TitleReading.Role)]) -> TitleReading.Role? {
        guard token.kind == .word || token.kind == .unspaced else { return nil }
        for rest in remainders(of: token.form) {
            // What remains must be an entry as written: a stem of a remainder is a guess on a guess
            // (Arabic "الأماكن" less "كن" would stem as "الأمان" does).
            let candidate = TitleToken(form: rest, stem: nil, kind: token.kind)
            if let role = indexes.first(where: { $0.role != .function && $0.index.meeting(candidate) != nil })?.role {
                return role
            }
        }
        // Then by the form an ending attaches to, in scripts that mark it on the word's last letter.
        for rest in remainders(of: token.form) {
            if let role = indexes.first(where: { $0.role != .function && $0.index.meetsAsStemOfEnding(rest) })?.role {
                return role
            }
        }
        return nil
    }
}

