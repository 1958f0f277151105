import EllipsisCore
import Foundation

/// What a title is, as a reviewer judged it.
enum TitleLabel: String, CaseIterable, Sendable {
    /// conveys-result should flag it: a generic verb alone or before a place, filler, a placeholder, an exhortative.
    case vague
    /// navigation-only should flag it: only a place, perhaps with function words or a possessive.
    case navigation
    /// It states a result; no rule may flag it.
    case result
}

/// One line of an evaluation set: `locale <TAB> label <TAB> title <TAB> cases <TAB> gloss`.
struct LabelledTitle: Sendable, Equatable {
    var locale: String
    var label: TitleLabel
    var title: String
    /// The hard cases the title exercises (`inflection`, `no-space`...).
    var cases: [String]
    /// What the title means, in English, for a reviewer.
    var gloss: String
    var line: Int
}

enum LabelledTitles {
    /// The hard cases a title may be tagged with; a tag outside this list is a typo.
    static let knownCases: Set<String> = [
        "generic-verb",    // a generic verb alone ("Open", "Weiter")
        "verb-place",      // a generic verb and only a place ("Go to Profile", "設定を開く")
        "generic-object",  // a generic verb and a word that names nothing ("Open App")
        "filler",          // "More", "Misc", "Sonstiges"
        "placeholder",     // "Action 2", "Unbenannte Aktion", "میانبر ۲"
        "exhortative",     // "Let's start", "Kezdjük", "لنبدأ"
        "inflection",      // the words stand in another form than a dictionary's
        "function-words",  // articles, prepositions and their contractions around the words that matter
        "possessive",      // a possessive determiner or an attached possessive suffix
        "no-space",        // a script written without spaces between words
        "place-inside",    // a result that contains a place ("Add to Favorites")
        "generic-inside",  // a result that contains a generic word ("Resume Playback", "Open Last Tab")
        "compound",        // words joined into one ("Einstellungsmenü")
    ]

    /// Reads a set; comments (`#`) and blank lines are skipped. Any malformed
    /// line is an error naming file:line:column.
    static func load(path: String) throws -> [LabelledTitle] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError("cannot read the evaluation set", file: path)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputError("the evaluation set is not UTF-8", file: path, line: 1, column: 1)
        }
        return try parse(text, file: path)
    }

    static func parse(_ text: String, file: String) throws -> [LabelledTitle] {
        var titles: [LabelledTitle] = []
        var seen: [String: Int] = [:]
        // "\r\n" is one Character in Swift: split on both line ends.
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        for (index, content) in lines.enumerated() {
            let line = index + 1
            if content.hasPrefix("#") || content.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
            let columns = content.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            func column(of field: Int) -> Int { columns.prefix(field).reduce(1) { $0 + $1.count + 1 } }
            guard columns.count == 5 else {
                throw InputError("expected 5 tab-separated columns (locale, label, title, cases, gloss), found \(columns.count)",
                                 file: file, line: line, column: 1)
            }
            let locale = columns[0]
            guard !locale.isEmpty, locale.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
                throw InputError("'\(locale)' is not a locale identifier", file: file, line: line, column: 1)
            }
            guard let label = TitleLabel(rawValue: columns[1]) else {
                throw InputError("label '\(columns[1])' is not one of vague, navigation, result",
                                 file: file, line: line, column: column(of: 1))
            }
            let title = columns[2]
            guard !title.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw InputError("empty title", file: file, line: line, column: column(of: 2))
            }
            let cases = columns[3] == "-" ? [] : columns[3].split(separator: ",").map(String.init)
            if let unknown = cases.first(where: { !knownCases.contains($0) }) {
                throw InputError("unknown case '\(unknown)' (known: \(knownCases.sorted().joined(separator: ", ")))",
                                 file: file, line: line, column: column(of: 3))
            }
            let key = locale + "\t" + title
            if let earlier = seen[key] {
                throw InputError("'\(title)' in \(locale) is already on line \(earlier)", file: file, line: line, column: column(of: 2))
            }
            seen[key] = line
            titles.append(LabelledTitle(locale: locale, label: label, title: title, cases: cases, gloss: columns[4], line: line))
        }
        return titles
    }
}
