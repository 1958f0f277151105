import EllipsisText
import Foundation

/// One word of a normalized title or lexicon entry, as the semantic rules
/// compare them: its form, its stem, and what it is made of.
struct TitleToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// Letters of a script written with spaces between words.
        case word
        /// Han, kana or Thai: a script written without spaces, segmented by ICU's dictionary.
        case unspaced
        case number
        /// A format placeholder (`%@`): a value known only at run time.
        case runtimeValue
    }

    var form: String
    /// The Snowball stem, where the locale has a stemmer.
    var stem: String?
    var kind: Kind

    /// Whether two tokens are one word: the same form, or the same stem.
    func meets(_ other: TitleToken) -> Bool {
        form == other.form || (stem != nil && stem == other.stem)
    }
}

enum TitleTokens {
    /// Words of a normalized text by ICU's word boundaries (dictionary-based
    /// for Chinese, Japanese and Thai), each placeholder whole. A word that
    /// begins with one of `elisions` ("l'", "dell'") is two words: the
    /// elided function word and the rest ("l'application": "l'", "application").
    static func tokens(_ text: String, locale: String, forms: WordForms, elisions: [String] = []) -> [TitleToken] {
        var result: [TitleToken] = []
        func add(_ form: String, _ kind: TitleToken.Kind) {
            let stem = kind == .word ? forms.stem(form) : nil
            result.append(TitleToken(form: form, stem: stem, kind: kind))
        }
        func segment(_ piece: Substring) {
            guard !piece.isEmpty else { return }
            for word in WordSegmenter.words(in: UnicodeText(String(piece)), locale: locale) {
                let kind: TitleToken.Kind = switch word.kind {
                case .number: .number
                case .kana, .ideographic: .unspaced
                default: isUnspacedScript(word.text) ? .unspaced : .word
                }
                if kind == .word, word.text.contains(Character("'")),
                   let elided = elisions.first(where: { word.text.hasPrefix($0) && word.text.count > $0.count }) {
                    add(elided, .word)
                    add(String(word.text.dropFirst(elided.count)), .word)
                } else {
                    add(word.text, kind)
                }
            }
        }
        var rest = text.startIndex
        for span in Placeholder.spans(in: text) {
            segment(text[rest..<span.range.lowerBound])
            result.append(TitleToken(form: span.text, stem: nil, kind: .runtimeValue))
            rest = span.range.upperBound
        }
        segment(text[rest...])
        return result
    }

    /// Whether ICU would find the text one word of a spaced script: letters and marks only
    /// (joiners too), none of a script segmented by dictionary. Lexicon entries mostly are, and
    /// need no break iterator.
    static func isOneWord(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            if scalar.isASCII { return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .nonspacingMark, .spacingMark:
                return !isDictionarySegmented(scalar)
            default:
                return scalar.value == 0x200C || scalar.value == 0x200D
            }
        }
    }

    /// The words of a text that ICU would cut at its single spaces only, or nil when a word of
    /// it needs the break iterator (punctuation, digits, a script segmented by dictionary).
    static func wordsBetweenSpaces(_ text: String) -> [String]? {
        guard text.unicodeScalars.contains(" ") else { return isOneWord(text) ? [text] : nil }
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        return words.allSatisfy(isOneWord) ? words : nil
    }

    /// Han, kana, Hangul is not (it is spaced), Thai, Lao, Khmer, Myanmar.
    static func isDictionarySegmented(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xF900...0xFAFF, 0x20000...0x2FFFF:
            return true
        default:
            return false
        }
    }

    /// Thai, Lao, Khmer and Myanmar letters: ICU reports them as letters, yet
    /// they are written without spaces as Han and kana are.
    static func isUnspacedScript(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first(where: { $0.properties.isAlphabetic }) else { return false }
        switch first.value {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF: return true
        default: return false
        }
    }
}
