import EllipsisLocaleData
import Foundation

/// A title reduced to what each of its words is by the locale's lexicon: a
/// generic verb, a place, a result verb, filler, a function word... Words meet
/// entries as written, then by stem (Snowball), then with an attached affix
/// taken off (the lexicon's own lists of them), then, only when nothing else
/// could decide the title, by the lemmas of the locale's Hunspell dictionary.
/// Runs of Han, kana or Thai that ICU cut otherwise than the lexicon are
/// spelt out of whole entries.
struct TitleReading: Sendable {
    /// What a word is, by the list it was found in (or why it is in none).
    enum Role: Sendable, Hashable {
        case function, exhortative, placeholderWord, vague, generic, place, result
        /// Digits in any script.
        case number
        /// A format placeholder: a value only the running app knows.
        case runtimeValue
        /// A word of the app's own name, which says nothing as an object ("Open Atlas").
        case appName
        /// In no list: a word that may say what happens.
        case unknown
    }

    struct Unit: Sendable, Hashable {
        var text: String
        var role: Role
    }

    /// The lexicon lists that give words their roles, strongest first: a word in
    /// two lists at once takes the first one's role (a result verb is never
    /// read as a place, a place never as a function word).
    static let listRoles: [(list: String, role: Role)] = [
        ("resultVerbs", .result), ("navigationWords", .place), ("genericVerbs", .generic), ("vagueWords", .vague),
        ("placeholderWords", .placeholderWord), ("exhortatives", .exhortative), ("functionWords", .function),
    ]
    /// Titles longer than this (in tokens) are not read: no quick-action title is.
    static let longestRead = 24

    /// The words as read, each with its token (nil for a phrase of several).
    private var read: [(unit: Unit, token: TitleToken?)]
    private let forms: WordForms
    private let indexes: [(index: WordListIndex, role: Role)]

    var units: [Unit] { read.map(\.unit) }

    /// The words that carry meaning: all but function words and exhortative particles.
    var content: [Unit] { units.filter { $0.role != .function && $0.role != .exhortative } }
    var hasExhortative: Bool { units.contains { $0.role == .exhortative } }

    func count(_ role: Role) -> Int { content.filter { $0.role == role }.count }

    /// Whether every word that carries meaning has one of the roles.
    func content(isAll roles: Set<Role>) -> Bool { content.allSatisfy { roles.contains($0.role) } }

    /// - Parameter askingTheDictionary: false leaves the words Hunspell could decide unknown, for a
    ///   caller that may not need them (`askingTheDictionary()` asks later).
    init(_ title: String, lexicon: LocaleData.Lexicon, locale: String, morphology: LocaleData.Morphology?,
         appName: String? = nil, askingTheDictionary: Bool = true) {
        let forms = WordForms(locale: locale, morphology: morphology)
        let indexes = Self.indexes(lexicon: lexicon, forms: forms)
        let elisions = Array(Set(indexes.flatMap(\.index.elisions))).sorted { $0.count > $1.count }
        let normalized = TextFacts.normalizedForLexicon(String(title.prefix(LexiconMatcher.longestJudged)), locale: locale)
        let tokens = TitleTokens.tokens(normalized, locale: locale, forms: forms, elisions: elisions)
        self.forms = forms
        self.indexes = indexes
        let affixes = Affixes.cached(lexicon: lexicon, locale: locale)
        guard tokens.count <= Self.longestRead else {
            read = tokens.map { (Unit(text: $0.form, role: .unknown), $0) }
            return
        }
        let appWords: Set<String> = appName.map { name in
            Set(TitleTokens.tokens(TextFacts.normalizedForLexicon(name, locale: locale), locale: locale, forms: forms)
                .map(\.form))
        } ?? []
        var read = Self.segmenting(tokens, indexes: indexes) { token in
            if let role = affixes.role(of: token, indexes: indexes) { return role }
            return appWords.contains(token.form) ? .appName : .unknown
        }
        read = Self.spellingUnspacedRuns(read, indexes: indexes)
        if askingTheDictionary { read = Self.askingTheDictionary(read, forms: forms, indexes: indexes) }
        self.read = read
    }

    /// The indexes of the locale's lists that give words their roles, strongest first (made
    /// once per process, WordListIndexCache).
    static func indexes(lexicon: LocaleData.Lexicon, forms: WordForms) -> [(index: WordListIndex, role: Role)] {
        let exact = Set(forms.morphology?.exactLists ?? [])
        return listRoles.compactMap { list, role in
            guard let entries = lexicon.lists[list], !entries.isEmpty else { return nil }
            let listForms = exact.contains(list) ? forms.comparingAsWritten : forms
            return (WordListIndexCache.shared.index(list, entries: entries, forms: listForms), role)
        }
    }

    /// Makes what a reading in `locale` with `lexicon` consults, so that the first title read
    /// finds it ready: the lists' indexes (stemmer and ICU's dictionaries opened on the way)
    /// and the attached affixes. The same values a reading would make.
    static func prepare(lexicon: LocaleData.Lexicon, locale: String, morphology: LocaleData.Morphology?) {
        _ = indexes(lexicon: lexicon, forms: WordForms(locale: locale, morphology: morphology))
        _ = Affixes.cached(lexicon: lexicon, locale: locale)
    }

    /// This reading with the locale's dictionary asked about the words still unknown, where
    /// its answer could decide the title.
    func askingTheDictionary() -> TitleReading {
        var copy = self
        copy.read = Self.askingTheDictionary(read, forms: forms, indexes: indexes)
        return copy
    }

    /// The title cut into entries so that as few words as possible stay unknown (then as few
    /// pieces as possible, then the closest matches): "Ma liste de souhaits" is "ma" and
    /// "liste de souhaits", not "ma liste" and two unknown words. A word no entry spells is
    /// given the role `single` finds for it (an attached affix, the app's name, or unknown).
    static func segmenting(_ tokens: [TitleToken], indexes: [(index: WordListIndex, role: Role)],
                           single: (TitleToken) -> Role) -> [(unit: Unit, token: TitleToken?)] {
        struct Step { var length: Int; var role: Role; var unknown: Int; var looseness: Int; var closeness = 0 }
        struct Cost: Comparable {
            var unknown = 0, pieces = 0, looseness = 0
            static func < (left: Cost, right: Cost) -> Bool {
                (left.unknown, left.pieces, left.looseness) < (right.unknown, right.pieces, right.looseness)
            }
        }
        let count = tokens.count
        var best = [(cost: Cost, step: Step)?](repeating: nil, count: count + 1)
        best[count] = (Cost(), Step(length: 0, role: .unknown, unknown: 0, looseness: 0))
        for start in stride(from: count - 1, through: 0, by: -1) {
            var steps: [Step] = []
            let token = tokens[start]
            switch token.kind {
            case .runtimeValue: steps = [Step(length: 1, role: .runtimeValue, unknown: 0, looseness: 0)]
            case .number: steps = [Step(length: 1, role: .number, unknown: 0, looseness: 0)]
            case .word, .unspaced:
                // Per length, the closest match (as written before by stem, then the entry sharing
                // the most letters with the word), and of equally close ones the strongest role.
                var byLength: [Int: Step] = [:]
                for (index, role) in indexes {
                    for (length, meeting) in index.matches(in: tokens, at: start) {
                        if let kept = byLength[length],
                           (kept.looseness, -kept.closeness) <= (meeting.level.rawValue, -meeting.sharedPrefix) { continue }
                        byLength[length] = Step(length: length, role: role, unknown: 0, looseness: meeting.level.rawValue,
                                                closeness: meeting.sharedPrefix)
                    }
                }
                steps = Array(byLength.values)
                if byLength[1] == nil {
                    let role = single(token)
                    steps.append(Step(length: 1, role: role, unknown: role == .unknown ? 1 : 0,
                                      looseness: WordListIndex.Level.affix.rawValue))
                }
            }
            for step in steps {
                guard let after = best[start + step.length] else { continue }
                let cost = Cost(unknown: after.cost.unknown + step.unknown, pieces: after.cost.pieces + 1,
                                looseness: after.cost.looseness + step.looseness)
                if let current = best[start], current.cost <= cost { continue }
                best[start] = (cost, step)
            }
        }
        var read: [(unit: Unit, token: TitleToken?)] = []
        var position = 0
        while position < count, let step = best[position]?.step {
            let text = tokens[position..<(position + step.length)].map(\.form).joined(separator: " ")
            read.append((Unit(text: text, role: step.role), step.length == 1 ? tokens[position] : nil))
            position += step.length
        }
        return read
    }

    /// Consecutive unknown Han, kana or Thai segments that together spell
    /// entries (ICU cut "资料库" into "资料" "库", the lexicon has it whole).
    static func spellingUnspacedRuns(_ read: [(unit: Unit, token: TitleToken?)],
                                     indexes: [(index: WordListIndex, role: Role)]) -> [(unit: Unit, token: TitleToken?)] {
        func isUnspacedUnknown(_ item: (unit: Unit, token: TitleToken?)) -> Bool {
            item.unit.role == .unknown && item.token?.kind == .unspaced
        }
        guard read.contains(where: isUnspacedUnknown) else { return read }
        var pieces: [String: Role] = [:]
        for (index, role) in indexes.reversed() {
            for spelling in index.unspacedSpellings { pieces[spelling] = role }
        }
        var result: [(unit: Unit, token: TitleToken?)] = []
        var position = 0
        while position < read.count {
            guard isUnspacedUnknown(read[position]) else {
                result.append(read[position])
                position += 1
                continue
            }
            var end = position
            while end < read.count, isUnspacedUnknown(read[end]) { end += 1 }
            let run = read[position..<end].map(\.unit.text).joined()
            if let spelt = UnspacedSpelling.fewestPieces(run, pieces: pieces) {
                result += spelt.map { (Unit(text: $0, role: pieces[$0] ?? .unknown), nil) }
            } else {
                result += read[position..<end]
            }
            position = end
        }
        return result
    }

    /// The locale's dictionary, asked about the words still unknown, but only
    /// when its answer could decide the title: no result verb or runtime value
    /// is in it, and every unknown word begins as some entry does. Otherwise
    /// the dictionary is not opened at all.
    /// The positions of the unknown words, when a dictionary could decide the title by them:
    /// nil when there are none, when a result verb or runtime value already decides it, when no
    /// word of it is known (a lone word is judged without the dictionary), or when
    /// one of them is close to no entry (it cannot be a form of one, the title stays a result).
    static func wordsTheDictionaryCouldDecide(_ read: [(unit: Unit, token: TitleToken?)],
                                             indexes: [(index: WordListIndex, role: Role)]) -> [Int]? {
        let unknown = read.indices.filter { read[$0].unit.role == .unknown }
        guard !unknown.isEmpty, unknown.allSatisfy({ read[$0].token?.kind == .word }),
              !read.contains(where: { $0.unit.role == .result || $0.unit.role == .runtimeValue }) else { return nil }
        // A word alone is a place in the form the lexicon lists, or a form the stemmer and the affixes
        // reach; an inflected place needs its verb or preposition ("Przejdź do ustawień").
        guard read.contains(where: { $0.unit.role != .unknown && $0.unit.role != .number }) else { return nil }
        let meaningful = indexes.filter { $0.role != .function }
        for position in unknown where !meaningful.contains(where: { $0.index.mayBeFormOfAnEntry(read[position].unit.text) }) {
            return nil
        }
        return unknown
    }

    /// Whether the locale's dictionary would be asked about this title's words (it is opened then).
    var wouldAskTheDictionary: Bool {
        forms.hasDictionary && Self.wordsTheDictionaryCouldDecide(read, indexes: indexes) != nil
    }

    static func askingTheDictionary(_ read: [(unit: Unit, token: TitleToken?)], forms: WordForms,
                                    indexes: [(index: WordListIndex, role: Role)]) -> [(unit: Unit, token: TitleToken?)] {
        guard forms.hasDictionary, let unknown = wordsTheDictionaryCouldDecide(read, indexes: indexes)
        else { return read }
        let meaningful = indexes.filter { $0.role != .function }
        var result = read
        for position in unknown {
            // The dictionary takes the whole word: its affix rules know the language's affixes, and
            // a remainder of ours would be a guess on a guess (Arabic "الأماكن" less "كن").
            let form = read[position].unit.text
            let lemmas = forms.lemmas(form)
            // The list whose entry is closest to the word, and of equally close ones the strongest.
            var best: (role: Role, closeness: Int)?
            for (index, role) in meaningful {
                guard let meeting = index.meetingByLemma(form, lemmas: lemmas),
                      meeting.sharedPrefix > (best?.closeness ?? -1) else { continue }
                best = (role, meeting.sharedPrefix)
            }
            let found = best?.role
            // One word left unknown leaves the title undecided: ask no more.
            guard let found else { return result }
            result[position].unit.role = found
        }
        return result
    }
}
