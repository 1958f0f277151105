import EllipsisCore
import EllipsisText

/// Emoji in a title or subtitle, worst where it stands in for the icon.
public struct EmojiRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "emoji", name: "Emoji",
        summary: "An emoji in a title or subtitle; an error when it stands in for an icon at either end.",
        rationale: "Apple asks for a monochrome template glyph as the icon, never an emoji: emoji are full "
            + "colour, do not follow the menu's tint and misalign with the leading-aligned text. Inside the "
            + "text they are read aloud by VoiceOver and vary between iOS versions.",
        translatorHint: "Remove the emoji; the action already has an icon. If the source has one, ask the developers.",
        defaultSeverity: .warning,
        platforms: [.ios, .android],
        triggeringExamples: [
            RuleExample(locale: "en", title: "🔍 Search", severity: .error),
            RuleExample(locale: "fr", title: "Nouveau message ✉️", severity: .error),
            RuleExample(locale: "ja", title: "📷 写真を撮る", severity: .error),
            RuleExample(locale: "ar", title: "رسالة 🆕 جديدة", severity: .warning),
            RuleExample(locale: "de", title: "Neue 👨‍👩‍👧 Familie", severity: .warning),
            RuleExample(locale: "es", title: "Enviar ☺ mensaje", severity: .note),
        ],
        nonTriggeringExamples: [
            RuleExample(locale: "en", title: "Call 911"),
            RuleExample(locale: "en", title: "Scan #1 Item"),
            RuleExample(locale: "de", title: "Firefox™ öffnen"),
            RuleExample(locale: "ko", title: "새 메시지"),
            RuleExample(locale: "he", title: "הודעה חדשה"),
        ],
        actionKinds: Set(ActionKind.allCases))

    /// Text-style symbols that read as ordinary typography in a title
    /// (©, ®, ™, ‼, ⁉): not worth a note.
    static func isTypographic(_ grapheme: Character) -> Bool {
        guard let first = grapheme.unicodeScalars.first else { return false }
        return first.value < 0x100 || first == "\u{2122}" || first == "\u{203C}" || first == "\u{2049}"
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.findingsOfShownItems { item in findings(item) }
    }

    func findings(_ item: TextItem) -> [Diagnostic] {
        var result: [Diagnostic] = []
        // A grapheme is emoji or a pictograph only when some code point of it has the Emoji
        // property (RGI sequences are made of such code points): most titles have none.
        guard item.text.text.unicodeScalars.contains(where: Emoji.hasEmojiProperty) else { return result }
        let graphemes = Array(item.text.text)
        // Ends are measured ignoring surrounding spaces.
        let firstIndex = graphemes.firstIndex { !$0.isWhitespace }
        let lastIndex = graphemes.lastIndex { !$0.isWhitespace }
        for (offset, grapheme) in graphemes.enumerated() {
            let kind = Emoji.kind(ofGrapheme: String(grapheme))
            guard kind != .none, !(kind == .textPresentation && Self.isTypographic(grapheme)) else { continue }
            let atEdge = offset == firstIndex || offset == lastIndex
            let name = "'\(grapheme)' (\(grapheme.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")))"
            let severity: Severity
            let message: String
            if kind == .textPresentation {
                severity = .note
                message = "\(name) is a pictograph in text style; some systems draw it as a colour emoji"
            } else if atEdge {
                severity = .error
                message = "emoji \(name) at the \(offset == firstIndex ? "start" : "end") stands in for an icon; use the action's template icon instead"
            } else {
                severity = .warning
                message = "emoji \(name) in the \(item.field?.rawValue ?? "text"): full colour, misaligned with the text, read aloud by VoiceOver"
            }
            result.append(item.diagnostic(Self.identifier, severity, message,
                                          data: ["grapheme": .string(String(grapheme)), "offset": .integer(offset),
                                                 "kind": .string(kind.rawValue)]))
        }
        return result
    }
}
