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

    /// Words of a text by ICU's word boundaries, with each placeholder
    /// (`%@`, `%1$d`) kept whole as a word of its own.
    static func words(_ text: String, locale: String = "") -> [String] {
        var result: [String] = []
        var rest = text.startIndex
        func segment(_ piece: Substring) {
            guard !piece.isEmpty else { return }
            result += WordSegmenter.words(in: UnicodeText(String(piece)), locale: locale).map(\.text)
        }
        for span in Placeholder.spans(in: text) {
            segment(text[rest..<span.range.lowerBound])
            result.append(span.text)
            rest = span.range.upperBound
        }
        segment(text[rest...])
        return result
    }

    /// Whether a grapheme starts with a combining mark (a vowel sign standing alone after a split).
    static func isCombining(_ character: Character) -> Bool {
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
