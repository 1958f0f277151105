import CICUShim

/// How a grapheme cluster presents as emoji.
public enum EmojiKind: String, Sendable, Hashable, Codable {
    /// Not an emoji: letters, digits, `#`, `*` and other text.
    case none
    /// Shown as a colourful emoji: an RGI emoji or emoji sequence, a
    /// character with Emoji_Presentation, or an emoji character made emoji
    /// by VS16, a keycap, a skin-tone modifier or a ZWJ sequence.
    case emoji
    /// A pictograph shown as text by default (`☺`, `©`, `™`, `↔` without VS16),
    /// or any emoji character forced to text by VS15. Fonts and platforms may
    /// still draw some of these in colour.
    case textPresentation
}

/// Emoji classification of grapheme clusters by ICU's emoji properties.
public enum Emoji {
    private static let variationSelector15: UInt32 = 0xFE0E
    private static let variationSelector16: UInt32 = 0xFE0F
    private static let keycap: UInt32 = 0x20E3
    private static let zeroWidthJoiner: UInt32 = 0x200D

    /// The kind of one grapheme cluster.
    public static func kind(ofGrapheme cluster: some StringProtocol) -> EmojiKind {
        // Fast path: a lone code point below U+00A9 (©) is never emoji nor a pictograph.
        if cluster.utf16.count == 1, let unit = cluster.utf16.first, unit < 0xA9 { return .none }
        // A single code point (most clusters): its properties decide, as the rules below would.
        let clusterScalars = cluster.unicodeScalars
        if let only = clusterScalars.first, clusterScalars.index(after: clusterScalars.startIndex) == clusterScalars.endIndex {
            let value = only.value
            guard ell_has_property(value, Int32(ELL_PROP_EMOJI)) else { return .none }
            if ell_has_property(value, Int32(ELL_PROP_EMOJI_PRESENTATION)) { return .emoji }
            return ell_has_property(value, Int32(ELL_PROP_EXTENDED_PICTOGRAPHIC)) ? .textPresentation : .none
        }
        // No code point with the Emoji property (a letter and its marks): every rule below says
        // none, since RGI sequences and emoji presentation are all made of such code points.
        guard clusterScalars.contains(where: { ell_has_property($0.value, Int32(ELL_PROP_EMOJI)) }) else { return .none }
        let units = Array(cluster.utf16)
        let isRGI = units.withUnsafeBufferPointer { ell_string_is_rgi_emoji($0.baseAddress, Int32($0.count)) }
        let scalars = Array(cluster.unicodeScalars)
        guard let first = scalars.first?.value else { return .none }
        let values = scalars.map(\.value)
        // An explicit text presentation selector wins over defaults.
        if values.contains(variationSelector15) { return ell_has_property(first, Int32(ELL_PROP_EMOJI)) ? .textPresentation : .none }
        if isRGI { return .emoji }
        let firstIsEmoji = ell_has_property(first, Int32(ELL_PROP_EMOJI))
        if values.contains(where: { ell_has_property($0, Int32(ELL_PROP_EMOJI_PRESENTATION)) }) { return .emoji }
        if firstIsEmoji {
            // Qualified or partly qualified sequences: VS16, keycaps, modifiers, ZWJ.
            if values.contains(variationSelector16) || values.contains(keycap) { return .emoji }
            if values.dropFirst().contains(where: { ell_has_property($0, Int32(ELL_PROP_EMOJI_MODIFIER)) }) { return .emoji }
            if values.contains(zeroWidthJoiner),
               values.contains(where: { $0 != first && ell_has_property($0, Int32(ELL_PROP_EXTENDED_PICTOGRAPHIC)) }) {
                return .emoji
            }
        }
        if ell_has_property(first, Int32(ELL_PROP_EXTENDED_PICTOGRAPHIC)) && firstIsEmoji { return .textPresentation }
        return .none
    }

    /// The kind of each grapheme cluster of `text`.
    public static func kinds(in text: UnicodeText) -> [EmojiKind] {
        (0..<text.graphemeCount).map { kind(ofGrapheme: text.grapheme($0)) }
    }

    /// Whether a single code point has the Emoji property (digits, `#`, `*`
    /// and `©` do, which is why clusters, not code points, are classified).
    public static func hasEmojiProperty(_ scalar: Unicode.Scalar) -> Bool {
        ell_has_property(scalar.value, Int32(ELL_PROP_EMOJI))
    }
}
