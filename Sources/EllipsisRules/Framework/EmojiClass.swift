/// How a grapheme cluster presents: as a colour emoji, as a pictograph in
/// text style (may turn into emoji on some systems), or as ordinary text.
enum EmojiClass: String, Sendable {
    case none, emoji, textPresentation

    static func of(_ grapheme: Character) -> EmojiClass {
        let scalars = Array(grapheme.unicodeScalars)
        guard let first = scalars.first else { return .none }
        let hasVS16 = scalars.contains("\u{FE0F}")
        let hasVS15 = scalars.contains("\u{FE0E}")
        if scalars.contains("\u{20E3}") { return hasVS16 || first.properties.isEmoji ? .emoji : .none }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return scalars.count >= 2 ? .emoji : .textPresentation }
        if hasVS15 { return first.properties.isEmoji ? .textPresentation : .none }
        if first.properties.isEmoji && (hasVS16 || first.properties.isEmojiPresentation) { return .emoji }
        if scalars.count > 1, scalars.contains("\u{200D}"), scalars.contains(where: { $0.properties.isEmojiPresentation }) {
            return .emoji
        }
        if scalars.dropFirst().contains(where: { $0.properties.isEmojiModifier }) { return .emoji }
        if first.properties.isEmoji && !isTypographic(first) { return .textPresentation }
        return .none
    }

    /// Emoji=Yes characters that read as ordinary typography in a title
    /// (digits, `#`, `*`, ©, ®, ™, ‼, ⁉): never flagged.
    private static func isTypographic(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x100 || scalar == "\u{2122}" || scalar == "\u{203C}" || scalar == "\u{2049}"
    }
}
