import CICUShim

/// What a word segment is made of, from ICU's word-break rule status.
public enum WordKind: String, Sendable, Hashable, Codable {
    /// Spaces, punctuation, symbols and emoji: not a word.
    case other
    case number
    case letter
    case kana
    case ideographic

    init(ruleStatus: Int32) {
        switch ruleStatus {
        case Int32(ELL_WORD_NUMBER)..<Int32(ELL_WORD_NUMBER_LIMIT): self = .number
        case Int32(ELL_WORD_LETTER)..<Int32(ELL_WORD_LETTER_LIMIT): self = .letter
        case Int32(ELL_WORD_KANA)..<Int32(ELL_WORD_KANA_LIMIT): self = .kana
        case Int32(ELL_WORD_IDEO)..<Int32(ELL_WORD_IDEO_LIMIT): self = .ideographic
        default: self = .other
        }
    }
}

/// A segment between two word boundaries.
public struct WordSegment: Sendable, Hashable {
    public var text: String
    public var utf16: Range<Int>
    public var graphemes: Range<Int>
    public var kind: WordKind

    /// Whether the segment is a word (letters, numbers, kana or ideographs).
    public var isWord: Bool { kind != .other }
}

/// Word segmentation by ICU (dictionary-based for Thai, Lao, Khmer, Burmese,
/// Chinese and Japanese). Iterators are cached per locale; thread-safe.
public enum WordSegmenter {
    /// Every segment between word boundaries, spaces and punctuation included.
    /// - Parameter locale: an ICU locale such as `th` or `ja`; "" is root.
    public static func segments(in text: UnicodeText, locale: String = "") -> [WordSegment] {
        var result: [WordSegment] = []
        var start = 0
        for boundary in BreakIteratorPool.shared.boundaries(.word, locale: locale, text: text.utf16) {
            guard boundary.offset > start else { continue }
            let range = start..<boundary.offset
            result.append(WordSegment(text: text.text(utf16: range), utf16: range,
                                      graphemes: text.graphemeRange(utf16: range),
                                      kind: WordKind(ruleStatus: boundary.status)))
            start = boundary.offset
        }
        return result
    }

    /// The words only (segments of letters, numbers, kana or ideographs).
    public static func words(in text: UnicodeText, locale: String = "") -> [WordSegment] {
        segments(in: text, locale: locale).filter(\.isWord)
    }
}
