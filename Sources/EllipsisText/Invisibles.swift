import CICUShim

/// A character a reader cannot see (or cannot tell from a plain space).
public struct InvisibleCharacter: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// Format characters (Cf): ZWSP, ZWJ, ZWNJ, BOM, soft hyphen, word joiner...
        case format
        /// Spaces other than U+0020 (Zs, line and paragraph separators): NBSP, thin space...
        case space
        /// Control characters (Cc): tab, line feed...
        case control
        /// Other default-ignorable code points: stray variation selectors, Hangul fillers...
        case ignorable
    }

    public var scalar: Unicode.Scalar
    /// The Unicode name, e.g. `ZERO WIDTH JOINER`.
    public var name: String
    /// A short label for people, e.g. `ZWJ`, `NBSP`, else the name.
    public var label: String
    public var kind: Kind
    public var utf16Offset: Int
    public var graphemeOffset: Int
}

/// Finds invisible and format characters. Explicit bidi controls are left to
/// `BidiControlAudit`; the joiners and selectors that build emoji sequences,
/// ZWJ/ZWNJ inside words (needed by Persian, Indic scripts) and ZWSP between
/// words of Khmer, Thai, Lao or Burmese are not reported.
public enum InvisibleCharacters {
    static let labels: [UInt32: String] = [
        0x00A0: "NBSP", 0x00AD: "SHY", 0x034F: "CGJ", 0x180E: "MVS", 0x200B: "ZWSP", 0x200C: "ZWNJ",
        0x200D: "ZWJ", 0x2060: "WJ", 0x202F: "NNBSP", 0x2007: "FIGSP", 0x2009: "THSP", 0x200A: "HSP",
        0x3000: "IDSP", 0xFEFF: "BOM", 0xFE0E: "VS15", 0xFE0F: "VS16", 0x0009: "TAB", 0x000A: "LF",
        0x000D: "CR", 0x2028: "LSEP", 0x2029: "PSEP", 0x3164: "HANGUL FILLER", 0x115F: "HANGUL CHOSEONG FILLER",
        0x1160: "HANGUL JUNGSEONG FILLER", 0xFFA0: "HALFWIDTH HANGUL FILLER",
    ]

    /// Whether the code points on both sides of `offset` (and the one after it)
    /// belong to scripts written without spaces (line-break class SA).
    private static func isBetweenComplexContextLetters(_ offset: Int, in units: [UInt16]) -> Bool {
        guard let before = scalar(endingAt: offset, in: units), let after = scalar(startingAt: offset + 1, in: units) else {
            return false
        }
        return ell_line_break_class(before) == Int32(ELL_LB_COMPLEX_CONTEXT)
            && ell_line_break_class(after) == Int32(ELL_LB_COMPLEX_CONTEXT)
    }

    /// A short label for a well-known invisible character (`ZWJ`, `NBSP`, `TAB`), nil for others.
    public static func label(of scalar: Unicode.Scalar) -> String? { labels[scalar.value] }

    /// The invisible characters of `text`, in logical order.
    public static func find(in text: UnicodeText) -> [InvisibleCharacter] {
        find(in: text, emojiKinds: Emoji.kinds(in: text))
    }

    /// As `find(in:)`, reusing the emoji kinds of the text's graphemes.
    static func find(in text: UnicodeText, emojiKinds: [EmojiKind]) -> [InvisibleCharacter] {
        let scalars = text.scalarsWithOffsets
        var result: [InvisibleCharacter] = []
        for (position, (offset, scalar)) in scalars.enumerated() {
            let value = scalar.value
            guard value != 0x20, BidiControlAudit.abbreviation(of: scalar) == nil else { continue }
            let kind: InvisibleCharacter.Kind
            switch ell_general_category(value) {
            case Int32(ELL_GC_FORMAT_CHAR): kind = .format
            case Int32(ELL_GC_SPACE_SEPARATOR), Int32(ELL_GC_LINE_SEPARATOR), Int32(ELL_GC_PARAGRAPH_SEPARATOR): kind = .space
            case Int32(ELL_GC_CONTROL_CHAR): kind = .control
            default:
                guard ell_has_property(value, Int32(ELL_PROP_DEFAULT_IGNORABLE)) else { continue }
                kind = .ignorable
            }
            let grapheme = text.graphemeOffset(utf16: offset)
            let inEmoji = grapheme < emojiKinds.count && emojiKinds[grapheme] != .none
            if inEmoji && (value == 0x200D || value == 0xFE0F || value == 0xFE0E || (0xE0020...0xE007F).contains(value)) {
                continue
            }
            if value == 0x200D || value == 0x200C {
                // Joiners matter between letters; at the ends or next to a space they do nothing.
                let before = position > 0 ? scalars[position - 1].scalar : nil
                let after = position + 1 < scalars.count ? scalars[position + 1].scalar : nil
                let atEdge = before.map { $0.properties.isWhitespace } ?? true
                let atOtherEdge = after.map { $0.properties.isWhitespace } ?? true
                if !atEdge && !atOtherEdge { continue }
            }
            if value == 0x200B, isBetweenComplexContextLetters(offset, in: text.utf16) {
                // Khmer, Thai, Lao and Burmese texts mark word boundaries with ZWSP: spelling, not noise.
                continue
            }
            let name = CharacterNames.name(of: scalar)
            result.append(InvisibleCharacter(scalar: scalar, name: name, label: labels[value] ?? name, kind: kind,
                                             utf16Offset: offset, graphemeOffset: grapheme))
        }
        return result
    }
}
