import EllipsisCore
import EllipsisText

/// Right-to-left hazards: a title whose own direction is wrong for its
/// locale, unbalanced or overriding bidi controls, placeholders at the edge
/// of a right-to-left string, and marks that change nothing.
public struct BidiRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: .bidi, name: "Bidirectional text",
        summary: "In a right-to-left locale, a title whose first strong character is left-to-right, or a "
            + "placeholder at its edge without isolates; in every locale, unbalanced embeddings or isolates, "
            + "overrides, and direction marks that change nothing.",
        rationale: "iOS lays out a label's paragraph in the direction of its first strong character. An Arabic "
            + "or Hebrew title that starts with a Latin brand is laid out left to right, so its words appear "
            + "in the wrong order. Unbalanced controls leak into the rest of the menu; overrides reverse text.",
        translatorHint: "Start the title with a word of your language, or put a RIGHT-TO-LEFT MARK (U+200F) "
            + "first; wrap placeholders in FSI (U+2068) … PDI (U+2069).",
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample(locale: "ar", title: "Firefox جديد", severity: .warning),
            RuleExample(locale: "he", title: "Wi-Fi הגדרות", severity: .warning),
            RuleExample(locale: "fa", title: "ایجاد %@", severity: .warning),
            RuleExample(locale: "ar", title: "%@ جديد", severity: .warning),
            RuleExample(locale: "en", title: "New \u{202E}Message", severity: .error),
            RuleExample(locale: "de", title: "Neue \u{2067}Nachricht", severity: .error),
            RuleExample(locale: "fr", title: "Nouveau\u{200E} message", severity: .note),
        ],
        nonTriggeringExamples: [
            RuleExample(locale: "ar", title: "بحث"),
            RuleExample(locale: "ar", title: "فتح Firefox"),
            RuleExample(locale: "he", title: "\u{200F}Wi-Fi הגדרות"),
            RuleExample(locale: "ar", title: "@user@example.social"),
            RuleExample(locale: "fa", title: "ایجاد \u{2068}%@\u{2069}"),
            RuleExample(locale: "en", title: "New Message"),
            RuleExample(locale: "ur", title: "نیا ٹیب"),
        ])

    static let embeddings: Set<UInt32> = [0x202A, 0x202B, 0x202D, 0x202E]
    static let overrides: Set<UInt32> = [0x202D, 0x202E]
    static let isolates: Set<UInt32> = [0x2066, 0x2067, 0x2068]
    static let marks: [UInt32: String] = [0x200E: "LEFT-TO-RIGHT MARK", 0x200F: "RIGHT-TO-LEFT MARK",
                                          0x061C: "ARABIC LETTER MARK"]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for item in context.shownItems() {
            let rtl = context.isRightToLeft(item.locale)
            result += controlFindings(item)
            if rtl { result += rightToLeftFindings(item) }
            result += redundantMarkFindings(item, rtl: rtl)
        }
        return result
    }

    private func rightToLeftFindings(_ item: TextItem) -> [Diagnostic] {
        let text = UnicodeText(item.text.text)
        var result: [Diagnostic] = []
        if Bidi.directionality(of: text) == .mixed, Bidi.firstStrongDirection(of: text) == .leftToRight {
            let lead = leadingLeftToRight(item.text.text)
            result.append(item.diagnostic(.bidi, .warning,
                "the text starts with left-to-right '\(lead)', so iOS lays out the whole \(item.field?.rawValue ?? "text") left to right: its words appear in the wrong order for a right-to-left reader; start with a word of the language or a RIGHT-TO-LEFT MARK (U+200F)",
                data: ["kind": "first-strong-ltr"]))
        }
        let trimmed = item.text.text.trimmingCharacters(in: .whitespaces)
        for placeholder in Placeholder.spans(in: trimmed) {
            let atStart = placeholder.range.lowerBound == trimmed.startIndex
            let atEnd = placeholder.range.upperBound == trimmed.endIndex
            guard atStart || atEnd, trimmed.count > placeholder.text.count else { continue }
            result.append(item.diagnostic(.bidi, .warning,
                "the placeholder \(placeholder.text) at the \(atStart ? "start" : "end") of a right-to-left text is not isolated: a left-to-right value (a Latin name, a number) there \(atStart ? "turns the whole title left to right" : "can pull neighbouring punctuation to the wrong side"); wrap it in FSI (U+2068) … PDI (U+2069)",
                data: ["kind": "placeholder-edge", "placeholder": .string(placeholder.text)]))
        }
        return result
    }

    /// The run of text up to the first right-to-left letter, for messages.
    private func leadingLeftToRight(_ text: String) -> String {
        var lead = ""
        for character in text {
            if let scalar = character.unicodeScalars.first, Bidi.firstStrongDirection(of: UnicodeText(String(scalar))) == .rightToLeft {
                break
            }
            lead.append(character)
        }
        return lead.trimmingCharacters(in: .whitespaces)
    }

    /// Embeddings, overrides and isolates: balanced, and no override at all.
    private func controlFindings(_ item: TextItem) -> [Diagnostic] {
        var result: [Diagnostic] = []
        var embeddingDepth = 0, isolateDepth = 0
        var unbalanced = false
        for (offset, scalar) in item.text.text.unicodeScalars.enumerated() {
            let value = scalar.value
            if Self.overrides.contains(value) {
                result.append(item.diagnostic(.bidi, .error,
                    "a directional override (U+\(String(value, radix: 16, uppercase: true))) forces every following letter into one direction, reversing words",
                    data: ["kind": "override", "offset": .integer(offset)]))
            }
            if Self.embeddings.contains(value) { embeddingDepth += 1 }
            if value == 0x202C {
                if embeddingDepth == 0 { unbalanced = true } else { embeddingDepth -= 1 }
            }
            if Self.isolates.contains(value) { isolateDepth += 1 }
            if value == 0x2069 {
                if isolateDepth == 0 { unbalanced = true } else { isolateDepth -= 1 }
            }
        }
        if unbalanced || embeddingDepth > 0 || isolateDepth > 0 {
            result.append(item.diagnostic(.bidi, .error,
                "unbalanced bidi controls: \(embeddingDepth + isolateDepth > 0 ? "an embedding or isolate is never closed" : "a PDF (U+202C) or PDI (U+2069) closes nothing"); the direction can leak into what follows",
                data: ["kind": "unbalanced"]))
        }
        return result
    }

    /// LRM, RLM and ALM whose removal leaves every other character's level,
    /// and the paragraph direction, as they were.
    private func redundantMarkFindings(_ item: TextItem, rtl: Bool) -> [Diagnostic] {
        let scalars = Array(item.text.text.unicodeScalars)
        guard scalars.contains(where: { Self.marks[$0.value] != nil }) else { return [] }
        let paragraph = ParagraphDirection.firstStrong(fallback: rtl ? .rightToLeft : .leftToRight)
        var result: [Diagnostic] = []
        for (index, scalar) in scalars.enumerated() {
            guard let name = Self.marks[scalar.value] else { continue }
            var without = scalars
            without.remove(at: index)
            let withText = UnicodeText(String(String.UnicodeScalarView(scalars)))
            let withoutText = UnicodeText(String(String.UnicodeScalarView(without)))
            guard let a = Bidi.layout(of: withText, paragraph: paragraph),
                  let b = Bidi.layout(of: withoutText, paragraph: paragraph) else { continue }
            // Compare levels of the other characters (the mark is one UTF-16 unit).
            let utf16Index = String(String.UnicodeScalarView(scalars[..<index])).utf16.count
            var levels = a.levels
            if utf16Index < levels.count { levels.remove(at: utf16Index) }
            if a.paragraphDirection == b.paragraphDirection && levels == b.levels {
                result.append(item.diagnostic(.bidi, .note,
                    "the \(name) (U+\(String(scalar.value, radix: 16, uppercase: true))) changes nothing here and can be removed",
                    data: ["kind": "redundant-mark", "offset": .integer(index)]))
            }
        }
        return result
    }
}
