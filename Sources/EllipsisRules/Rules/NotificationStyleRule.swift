import EllipsisCore
import Foundation

/// A title phrased as a notification ("3 New Messages", "You have mail").
public struct NotificationStyleRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "notification-style", name: "Notification style",
        summary: "A title that carries a count or notification phrasing; state belongs in the subtitle.",
        rationale: "Apple: quick actions are not notifications. The title names the action; a subtitle may "
            + "carry state such as an unread count.",
        translatorHint: "Keep the title an action (\"Messages\" → \"New Message\"); counts and news go in the subtitle.",
        defaultSeverity: .warning,
        platforms: [.ios, .android],
        lexicon: .needs(["notificationPatterns"]),
        triggeringExamples: [
            RuleExample(locale: "en", title: "3 New Messages"),
            RuleExample(locale: "en", title: "You have new mail"),
            RuleExample(locale: "en", title: "%d unread"),
            RuleExample(locale: "de", title: "Sie haben neue Nachrichten"),
            RuleExample(locale: "fr", title: "Vous avez 2 messages"),
            RuleExample(locale: "ar", title: "٣ رسائل جديدة"),
        ],
        nonTriggeringExamples: [
            RuleExample(locale: "en", title: "Inbox", subtitle: "3 unread"),
            RuleExample(locale: "en", title: "New Message"),
            RuleExample(locale: "de", title: "Neue Nachricht"),
            RuleExample(locale: "en", title: "2FA Codes"),
        ])

    /// A count at the start of the title: digits in any numbering system, or
    /// a numeric placeholder, followed by a word.
    static func leadingCount(_ title: String) -> String? {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        if let first = Placeholder.spans(in: trimmed).first, first.range.lowerBound == trimmed.startIndex,
           first.kind == "integer", first.range.upperBound < trimmed.endIndex {
            return first.text
        }
        let digits = trimmed.prefix { $0.isNumber }
        guard !digits.isEmpty, digits.count < trimmed.count else { return nil }
        let rest = trimmed.dropFirst(digits.count)
        guard let next = rest.first, next.isWhitespace, rest.contains(where: { $0.isLetter }) else { return nil }
        return String(digits)
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        context.findingsOfShownItems(fields: [.title], includeCatalog: false) { item in
            let title = item.text.text.trimmingCharacters(in: .whitespacesAndNewlines)
            // A source written as a notification is reported once, on the source.
            if let source = item.source, Self.reads(source.text, asNotificationIn: context.developmentLanguage, context: context) {
                return []
            }
            if let pattern = context.lexicon(for: item.locale).flatMap({
                LexiconMatcher(lexicon: $0, locale: item.locale.identifier).firstMatch(title, patterns: $0["notificationPatterns"])
            }) {
                return [item.diagnostic(Self.identifier, .warning,
                                        "'\(title)' reads as a notification; news and state belong in the subtitle",
                                        data: ["pattern": .string(pattern)])]
            } else if let count = leadingCount(title) {
                return [item.diagnostic(Self.identifier, .warning,
                                        "the title starts with the count '\(count)'; a count is state and belongs in the subtitle",
                                        data: ["count": .string(count)])]
            }
            return []
        }
    }

    private func leadingCount(_ title: String) -> String? { Self.leadingCount(title) }

    static func reads(_ text: String, asNotificationIn locale: LocaleID, context: RuleContext) -> Bool {
        let title = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let lexicon = context.lexicon(for: locale),
           LexiconMatcher(lexicon: lexicon, locale: locale.identifier).firstMatch(title, patterns: lexicon["notificationPatterns"]) != nil {
            return true
        }
        return leadingCount(title) != nil
    }
}
