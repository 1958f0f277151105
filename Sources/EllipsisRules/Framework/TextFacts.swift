import EllipsisCore
import EllipsisText
import Foundation

/// The Unicode facts the rules need, in one place so that every rule asks
/// the same question the same way.
enum TextFacts {
    /// Whether ICU/CLDR says a locale is written right to left; for locales
    /// without a file in Locales/.
    static func isRightToLeftLocale(_ identifier: String) -> Bool {
        Bidi.direction(ofLocale: identifier) == .rightToLeft
    }

    /// Words of a text: maximal runs of letters, marks and digits, with an
    /// apostrophe or hyphen allowed between letters ("l'app", "e-mail").
    /// Placeholders (`%@`, `%1$d`, `{name}`) are returned as words of their own.
    static func words(_ text: String) -> [String] {
        var result: [String] = []
        let spans = Placeholder.spans(in: text)
        var current = ""
        var index = text.startIndex
        func flush() { if !current.isEmpty { result.append(current); current = "" } }
        while index < text.endIndex {
            if let span = spans.first(where: { $0.range.lowerBound == index }) {
                flush()
                result.append(span.text)
                index = span.range.upperBound
                continue
            }
            let character = text[index]
            let next = text.index(after: index)
            if character.isLetter || character.isNumber || isMark(character) {
                current.append(character)
            } else if (character == "'" || character == "’" || character == "-" || character == "‑"),
                      !current.isEmpty, next < text.endIndex, text[next].isLetter {
                current.append(character)
            } else if character == "\u{200C}" || character == "\u{200D}", !current.isEmpty {
                // Joiners inside a word (Persian, Indic) belong to it.
                current.append(character)
            } else {
                flush()
            }
            index = next
        }
        flush()
        return result
    }

    static func isMark(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        switch first.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// The text as lexicons compare it: case-folded, trimmed, with surrounding
    /// quotes and trailing punctuation removed and spaces collapsed.
    static func normalizedForLexicon(_ text: String) -> String {
        var folded = text.precomposedStringWithCanonicalMapping.lowercased()
        folded = folded.replacingOccurrences(of: "’", with: "'")
        let spaces = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "\u{00A0}\u{202F}"))
        let edge = spaces.union(CharacterSet(charactersIn: ".!?…:;。！？：；؟۔।\"'“”„«»「」『』‹›"))
        folded = folded.trimmingCharacters(in: edge)
        let parts = folded.components(separatedBy: spaces).filter { !$0.isEmpty }
        return parts.joined(separator: " ")
    }

    /// Letters a person reads (L* categories), for script and exemplar questions.
    static func letters(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter {
            switch $0.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
            default: false
            }
        }
    }
}

extension TextFacts {
    /// The fraction of a text's letters outside the locale's exemplar
    /// characters (brand names and placeholders removed), or nil when the
    /// exemplar set is unknown.
    static func fractionOutsideExemplars(_ text: String, brands: [String], locale: LocaleID) -> Double? {
        guard let set = ExemplarSet.forLocale(locale.identifier) else { return nil }
        var remaining = Placeholder.stripped(text)
        for brand in brands where !brand.isEmpty {
            remaining = remaining.replacingOccurrences(of: brand, with: " ", options: .caseInsensitive)
        }
        let coverage = set.coverage(of: UnicodeText(remaining))
        guard coverage.letterCount > 0 else { return nil }
        return coverage.missFraction
    }
}
