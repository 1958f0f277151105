import EllipsisCore

/// A translation whose format placeholders differ from the source's.
public struct PlaceholderMismatchRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "placeholder-mismatch", name: "Placeholder mismatch",
        summary: "A translation's placeholders differ from the source's in count, type or order.",
        rationale: "Formatting a string with the wrong placeholders shows garbage, drops the runtime value "
            + "or crashes (a `%d` given an object).",
        translatorHint: "Keep every placeholder of the source (%@, %d, %1$@...) exactly once; to change their "
            + "order, number them (%1$@, %2$@).",
        defaultSeverity: .error,
        platforms: [.ios, .android],
        triggeringExamples: [
            RuleExample(locale: "de", title: "Erstellen", source: "Create %@"),
            RuleExample(locale: "fr", title: "Créer %d", source: "Create %@"),
            RuleExample(locale: "ja", title: "%@ と %@", source: "%@ and %d"),
            RuleExample(locale: "ar", title: "إنشاء %@ %@", source: "Create %@"),
        ],
        nonTriggeringExamples: [
            RuleExample(locale: "de", title: "%@ erstellen", source: "Create %@"),
            RuleExample(locale: "tr", title: "%2$@ ile %1$d", source: "%1$d with %2$@"),
            RuleExample(locale: "ko", title: "%@ 만들기", source: "Create %@"),
            RuleExample(locale: "fr", title: "100 % gratuit", source: "100% free"),
        ],
        actionKinds: Set(ActionKind.allCases))

    public func check(_ context: RuleContext) -> [Diagnostic] {
        // Every catalog string, width budget or not: a wrong placeholder breaks any string.
        context.findingsOfShownItems(allCatalogStrings: true) { item in finding(item).map { [$0] } ?? [] }
    }

    /// The first mismatch of a translation (its main text, plural forms, device variations), if any.
    func finding(_ item: TextItem) -> Diagnostic? {
        guard !item.isDevelopmentLanguage, let source = item.source else { return nil }
        // Plural forms are compared form by form where both sides have the form, else with the main text.
        var pairs: [(String?, String, String)] = [(nil, source.text, item.text.text)]
        for category in item.text.variants.keys.sorted() {
            guard let text = item.text.variants[category], text != item.text.text else { continue }
            // Languages group numbers differently ("one" is 1, 21, 31… in Russian), so a form is
            // held to the source's full (other) form, never to an English "1 item" without a count.
            pairs.append((category, source.text, text))
        }
        // A device's own variation is held to the source that device shows.
        for device in item.text.devices.keys.sorted() {
            guard let own = item.text.devices[device] else { continue }
            let sourceText = source.shown(onDevice: device).text
            pairs.append((nil, sourceText, own.text))
            for category in own.variants.keys.sorted() where own.variants[category] != own.text {
                if let text = own.variants[category] { pairs.append((category, sourceText, text)) }
            }
        }
        for (category, sourceText, text) in pairs {
            let expected = Placeholder.spans(in: sourceText)
            let found = Placeholder.spans(in: text)
            // A plural form may leave out the count ("one" → "One place"); only a wrong or extra one is a mistake.
            if category != nil, found.count < expected.count,
               Self.compare(expected: Array(expected.prefix(found.count)), found: found) == nil { continue }
            if let problem = Self.compare(expected: expected, found: found) {
                let form = category.map { " in the plural form '\($0)'" } ?? ""
                return item.diagnostic(Self.identifier, .error, problem + form + " (source: '\(sourceText)')",
                                       data: ["expected": .array(expected.map { .string($0.text) }),
                                              "found": .array(found.map { .string($0.text) })])
            }
        }
        return nil
    }

    /// The argument kinds in argument order: numbered placeholders by their
    /// number, the others in order of appearance.
    static func argumentKinds(_ placeholders: [Placeholder]) -> [Int: String] {
        var kinds: [Int: String] = [:]
        var next = 1
        for placeholder in placeholders {
            let index = placeholder.position ?? next
            if placeholder.position == nil { next += 1 }
            kinds[index] = placeholder.kind
        }
        return kinds
    }

    static func article(_ kind: String?) -> String {
        guard let kind else { return "missing" }
        return (["a", "e", "i", "o", "u"].contains(kind.prefix(1)) ? "an " : "a ") + kind
    }

    static func compare(expected: [Placeholder], found: [Placeholder]) -> String? {
        if expected.count != found.count {
            return "\(found.count) placeholder\(found.count == 1 ? "" : "s") where the source has \(expected.count)"
        }
        let a = argumentKinds(expected), b = argumentKinds(found)
        for index in a.keys.sorted() where a[index] != b[index] {
            if let other = b[index] {
                let unnumbered = found.allSatisfy { $0.position == nil }
                let sameMultiset = a.values.sorted() == b.values.sorted()
                if unnumbered && sameMultiset {
                    return "the placeholders are in a different order without numbers; argument \(index) is \(article(a[index])) in the source but \(article(other)) here: number them (%1$@, %2$d)"
                }
                return "argument \(index) is \(article(a[index])) in the source but \(article(other)) here"
            }
            return "argument \(index) of the source is not used"
        }
        return nil
    }
}
