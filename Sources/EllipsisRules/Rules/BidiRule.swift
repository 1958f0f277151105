import EllipsisCore
import EllipsisText

/// Right-to-left hazards: a title whose own direction is wrong for its
/// locale, unbalanced or overriding bidi controls, placeholders at the edge
/// of a right-to-left string, and marks that change nothing.
public struct BidiRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "bidi", name: "Bidirectional text",
        summary: "In a right-to-left locale, a title whose first strong character is left-to-right, or a "
            + "placeholder at its edge without isolates; in every locale, unbalanced embeddings or isolates, "
            + "overrides, and direction marks that change nothing.",
        rationale: "iOS lays out a label's paragraph in the direction of its first strong character. An Arabic "
            + "or Hebrew title that starts with a Latin brand is laid out left to right, so its words appear "
            + "in the wrong order. Unbalanced controls leak into the rest of the menu; overrides reverse text.",
        translatorHint: "Start the title with a word of your language, or put a RIGHT-TO-LEFT MARK (U+200F) "
            + "first; wrap placeholders in FSI (U+2068) … PDI (U+2069).",
        defaultSeverity: .warning,
        platforms: [.ios, .android],
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
            RuleExample(locale: "fa", title: "Create %@"),
            RuleExample(locale: "ar", title: "%d مكان"),
            RuleExample(locale: "he", title: "%1$d מקומות"),
        ],
        actionKinds: Set(ActionKind.allCases))

    public func check(_ context: RuleContext) -> [Diagnostic] {
        // ICU's answer per locale, found once rather than for every text.
        let locales = Set(context.project.locales + [context.developmentLanguage])
        let rightToLeft = Dictionary(uniqueKeysWithValues: locales.map { ($0, context.isRightToLeft($0)) })
        return context.findingsOfShownItems { item in
            let rtl = rightToLeft[item.locale] ?? context.isRightToLeft(item.locale)
            return controlFindings(item, rtl: rtl) + (rtl ? rightToLeftFindings(item) : [])
        }
    }

    private func rightToLeftFindings(_ item: TextItem) -> [Diagnostic] {
        // Placeholders are not letters: `%d` becomes a number (weak), and an
        // object's direction is unknown, so it counts as neutral here and is
        // judged at the edges below.
        let text = UnicodeText(Self.withNeutralPlaceholders(item.text.text))
        var result: [Diagnostic] = []
        if Bidi.directionality(of: text) == .mixed, Bidi.firstStrongDirection(of: text) == .leftToRight {
            let lead = leadingLeftToRight(item.text.text)
            result.append(item.diagnostic(Self.identifier, .warning,
                "the text starts with left-to-right '\(lead)', so iOS lays out the whole \(item.field?.rawValue ?? "text") left to right: its words appear in the wrong order for a right-to-left reader; start with a word of the language or a RIGHT-TO-LEFT MARK (U+200F)",
                data: ["kind": "first-strong-ltr"]))
        }
        // Text with no right-to-left letter (an untranslated English title) has no right-to-left edge.
        let directionality = Bidi.directionality(of: text)
        guard directionality == .rtl || directionality == .mixed else { return result }
        let trimmed = TextFacts.trimmedWhitespace(item.text.text)
        for placeholder in Placeholder.spans(in: trimmed) {
            let atStart = placeholder.range.lowerBound == trimmed.startIndex
            let atEnd = placeholder.range.upperBound == trimmed.endIndex
            // Numbers are weak and follow the text around them; only text values can be left to right.
            guard atStart || atEnd, trimmed.count > placeholder.text.count,
                  ["object", "string", "char", "unknown"].contains(placeholder.kind) else { continue }
            result.append(item.diagnostic(Self.identifier, .warning,
                "the placeholder \(placeholder.text) at the \(atStart ? "start" : "end") of a right-to-left text is not isolated: a left-to-right value (a Latin name, a number) there \(atStart ? "turns the whole title left to right" : "can pull neighbouring punctuation to the wrong side"); wrap it in FSI (U+2068) … PDI (U+2069)",
                data: ["kind": "placeholder-edge", "placeholder": .string(placeholder.text)]))
        }
        return result
    }

    /// The characters `BidiControlAudit` audits: ALM, LRM, RLM, the embeddings, overrides and isolates.
    static func isExplicitControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The text with each placeholder replaced by what it stands for, direction-wise:
    /// `0` for numbers, nothing (neutral) for text values.
    static func withNeutralPlaceholders(_ text: String) -> String {
        var result = text
        for span in Placeholder.spans(in: text).reversed() {
            result.replaceSubrange(span.range, with: span.kind == "integer" || span.kind == "float" ? "0" : " ")
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

    /// Overrides, unbalanced embeddings and isolates (errors) and marks
    /// that change nothing (notes), from EllipsisText's audit of the text in
    /// the paragraph direction iOS gives it (first strong, else the locale's).
    private func controlFindings(_ item: TextItem, rtl: Bool) -> [Diagnostic] {
        // Only explicit controls have issues: a text without one (nearly every title) has none.
        guard item.text.text.unicodeScalars.contains(where: Self.isExplicitControl) else { return [] }
        let text = UnicodeText(item.text.text)
        let paragraph = ParagraphDirection.firstStrong(fallback: rtl ? .rightToLeft : .leftToRight)
        var result: [Diagnostic] = []
        for control in BidiControlAudit.audit(text, paragraph: paragraph) {
            let code = "U+" + String(control.scalar.value, radix: 16, uppercase: true)
            let data: [String: JSONValue] = ["control": .string(control.abbreviation), "offset": .integer(control.graphemeOffset)]
            for issue in control.issues {
                switch issue {
                case .override:
                    result.append(item.diagnostic(Self.identifier, .error,
                        "the directional override \(control.abbreviation) (\(code)) forces every following letter into one direction, reversing words",
                        data: data.merging(["kind": "override"]) { a, _ in a }))
                case .unterminated:
                    result.append(item.diagnostic(Self.identifier, .error,
                        "the \(control.abbreviation) (\(code)) is never closed; its direction leaks into whatever is shown after the text",
                        data: data.merging(["kind": "unbalanced"]) { a, _ in a }))
                case .unmatched:
                    result.append(item.diagnostic(Self.identifier, .error,
                        "the \(control.abbreviation) (\(code)) closes nothing: the embeddings and isolates are unbalanced",
                        data: data.merging(["kind": "unbalanced"]) { a, _ in a }))
                case .redundant:
                    result.append(item.diagnostic(Self.identifier, .note,
                        "the \(control.abbreviation) (\(code)) changes nothing here and can be removed",
                        data: data.merging(["kind": "redundant-mark"]) { a, _ in a }))
                }
            }
        }
        return result
    }
}
