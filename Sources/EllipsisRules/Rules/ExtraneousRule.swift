import EllipsisCore
import EllipsisText
import Foundation

/// Things that do not belong in a quick-action title: trailing punctuation,
/// shouting, tags, URLs, stray whitespace, harmful invisible characters, quotes.
public struct ExtraneousRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "extraneous", name: "Extraneous characters",
        summary: "Trailing punctuation, all caps, bracketed tags, URLs, stray whitespace, harmful invisible "
            + "characters or quotes around the whole title or display name; strings no action uses, and keys "
            + "defined twice.",
        rationale: "Apple asks for titles without extraneous information. Punctuation and tags cost width "
            + "and look out of place in the system menu; invisible characters change line breaking and search, "
            + "and stray spaces shift the leading alignment.",
        translatorHint: "Write the title as plain words: no final full stop, no quotes, no (Beta), no capitals "
            + "for emphasis, no double or edge spaces.",
        defaultSeverity: .warning,
        platforms: [.ios, .android],
        triggeringExamples: [
            RuleExample(locale: "en", title: "New Message."),
            RuleExample(locale: "de", title: "Neue Nachricht!"),
            RuleExample(locale: "ja", title: "新規メッセージ。"),
            RuleExample(locale: "hi", title: "नया संदेश।"),
            RuleExample(locale: "en", title: "NEW MESSAGE"),
            RuleExample(locale: "fr", title: "Nouveau message (bêta)"),
            RuleExample(locale: "en", title: "Visit www.example.com"),
            RuleExample(locale: "es", title: "Nuevo  mensaje"),
            RuleExample(locale: "it", title: " Nuovo messaggio"),
            RuleExample(locale: "ru", title: "Новое\u{200B}сообщение"),
            RuleExample(locale: "pl", title: "„Nowa wiadomość”"),
            RuleExample(locale: "sv", title: "Nytt meddelande\u{00AD}"),
            RuleExample(locale: "zh-Hans", title: "新建消息（测试版）"),
            RuleExample(locale: "oc", title: "Onglet de nav. privada", severity: .note),
        ],
        nonTriggeringExamples: [
            RuleExample(locale: "fa", title: "پیام\u{200C}های جدید"),
            RuleExample(locale: "en", title: "Scan QR Code"),
            RuleExample(locale: "en", title: "New PDF"),
            RuleExample(locale: "fr", title: "Nouvel onglet privé"),
            RuleExample(locale: "pl", title: "Wyszukaj w\u{00A0}sieci"),
            RuleExample(locale: "de", title: "Neuer Tab"),
            RuleExample(locale: "es", title: "Nueva pestaña"),
            RuleExample(locale: "ar", title: "بحث"),
            RuleExample(locale: "hi", title: "नया संदेश"),
            RuleExample(locale: "en", title: "Open %@"),
            RuleExample(locale: "km", title: "ផ្ទាំង\u{200B}ឯកជន\u{200B}ថ្មី"),
        ],
        causes: [
            "orphanKey": RuleCause(
                explanation: "The table has a string that no quick action uses and that is no Info.plist key: nothing "
                    + "shows it.",
                translatorHint: "Nobody sees this string; no need to spend time on it unless the developers say it "
                    + "will be used."),
            "duplicateKey": RuleCause(
                explanation: "The key is written twice in the table; only the later value is used.",
                translatorHint: "The key appears twice in your file: keep one, the one you want people to see."),
            "quotes": RuleCause(
                explanation: "Quotation marks around the text show as they are, on the Home Screen or in the menu.",
                translatorHint: "Leave out the quotation marks around the text."),
            "whitespace": RuleCause(
                explanation: "Spaces at the edges, doubled spaces, line breaks or tabs cost width and misalign the text.",
                translatorHint: "Remove the extra spaces or line breaks."),
            "punctuation": RuleCause(
                explanation: "A final full stop (or other sentence punctuation) makes a label read as a message.",
                translatorHint: "Leave out the full stop at the end, as the source does."),
            "abbreviation": RuleCause(
                explanation: "An abbreviation suggests the translation was shortened to fit; it is harder to read "
                    + "than a shorter wording.",
                translatorHint: "Prefer a shorter wording in full words to an abbreviation."),
            "tag": RuleCause(
                explanation: "A bracketed tag such as (Beta) takes room and is not part of the action's name.",
                translatorHint: "Leave out the bracketed tag."),
            "caps": RuleCause(
                explanation: "Capitals for emphasis read as shouting and are wider.",
                translatorHint: "Write the title in your language's usual capitalization."),
            "url": RuleCause(
                explanation: "An address in a title is not something to tap; it takes room and reads as code.",
                translatorHint: "Leave the address out of the title."),
            "invisible": RuleCause(
                explanation: "An invisible character (a joiner, a zero-width space, a no-break space) changes how the "
                    + "text breaks or renders.",
                translatorHint: "Check whether the invisible character the finding names is intended; retype the text "
                    + "without it if not."),
        ])

    /// Marks that end a sentence or a clause, in the scripts quick actions use.
    static let trailingPunctuation: Set<Character> = [".", "!", ":", ";", "。", "！", "：", "；", "।", "॥",
                                                      "۔", "؛", "·", ",", "，", "、", "؟", "?", "？", "…"]
    static let openingQuotes: [Character: Set<Character>] = [
        "\"": ["\""], "'": ["'"], "“": ["”", "“"], "„": ["“", "”"], "«": ["»"], "»": ["«"], "‘": ["’"],
        "‚": ["‘", "’"], "「": ["」"], "『": ["』"], "‹": ["›"], "›": ["‹"],
    ]
    /// Scripts written without spaces, where a ZERO WIDTH SPACE separates words.
    static let wordSeparatorScripts: Set<String> = ["Khmr", "Thai", "Laoo", "Mymr", "Tibt", "Java", "Bali"]
    static let brackets: [Character: Character] = ["(": ")", "[": "]", "（": "）", "【": "】", "〔": "〕", "<": ">"]

    public func check(_ context: RuleContext) -> [Diagnostic] {
        // Each text is judged on its own, on every core, the findings in the items' order.
        var result = context.findingsOfShownItems { item in findings(item) }
        // The display name is shown under the icon and in the menu's header: quotes there are wrong too.
        for locale in context.project.appNames.keys.sorted() {
            guard let name = context.project.appNames[locale], let quote = surroundingQuotes(name.text) else { continue }
            result.append(Diagnostic(rule: Self.identifier, severity: .warning,
                                     message: "the display name is wrapped in quotation marks \(quote); they will show on the Home Screen",
                                     locale: locale.identifier, location: name.location, text: name.text,
                                     data: ["kind": "quotes"]))
        }
        // Strings in the tables that nothing shows, or that are shadowed by a later duplicate.
        for issue in context.project.readingIssues where issue.kind == .orphanKey || issue.kind == .duplicateKey {
            result.append(Diagnostic(rule: Self.identifier,
                                     severity: issue.kind == .duplicateKey ? .warning : .note,
                                     message: issue.message, locale: issue.locale?.identifier, location: issue.location,
                                     data: ["kind": .string(issue.kind.rawValue)]))
        }
        return result
    }

    func findings(_ item: TextItem) -> [Diagnostic] {
        let text = item.text.text
        var result: [Diagnostic] = []
        func add(_ kind: String, _ severity: Severity, _ message: String) {
            result.append(item.diagnostic(Self.identifier, severity, message, data: ["kind": .string(kind)]))
        }
        let trimmed = TextFacts.trimmedWhitespaceAndNewlines(text)
        guard !trimmed.isEmpty else { return result }

        if text != trimmed {
            add("whitespace", .warning, "the text has \(text.first?.isWhitespace == true ? "leading" : "trailing") whitespace, which shifts its alignment and costs width")
        }
        if trimmed.contains(asciiFragment: "\n") || trimmed.contains(asciiFragment: "\t") {
            add("whitespace", .warning, "the text contains a line break or tab; the menu lays out lines itself")
        } else if trimmed.contains(asciiFragment: "  ") {
            add("whitespace", .warning, "the text contains two spaces in a row")
        }

        if let last = trimmed.last, Self.trailingPunctuation.contains(last) {
            let hint = last == "." && (trimmed.split(separator: " ").last?.count ?? 0) <= 5
                ? " (an abbreviation here suggests the translation was shortened to fit)" : ""
            add("punctuation", .warning, "the title ends with '\(last)'; quick-action titles are labels, not sentences\(hint)")
        }

        if let abbreviation = innerAbbreviation(trimmed) {
            add("abbreviation", .note, "'\(abbreviation)' is abbreviated, which suggests the translation was shortened to fit; an abbreviation is harder to read than a shorter wording")
        }

        if let quote = surroundingQuotes(trimmed) {
            add("quotes", .warning, "the whole text is wrapped in quotation marks \(quote)")
        }

        if let tag = bracketedTag(trimmed) {
            add("tag", .warning, "the bracketed tag '\(tag)' is extraneous information; state it elsewhere in the app")
        }

        if isShouting(trimmed) {
            add("caps", .warning, "the text is all capitals; the system menu uses the text's own case and capitals read as shouting")
        }

        if let url = firstURL(trimmed) {
            add("url", .warning, "the text contains the address '\(url)'; a quick action states a result, not where it goes")
        }

        result += invisibleFindings(text, item: item)
        return result
    }

    /// A short word cut with a full stop inside the title ("nav. privada", "පෞද්. පටිත්ත").
    func innerAbbreviation(_ text: String) -> String? {
        // The pattern needs a full stop and a space after it.
        guard text.contains(asciiFragment: ". ") else { return nil }
        let characters = Array(text)
        for (index, character) in characters.enumerated() where character == "." {
            guard index + 2 < characters.count, characters[index + 1] == " ", characters[index + 2].isLetter else { continue }
            var start = index
            while start > 0, characters[start - 1].isLetter || TextFacts.isCombining(characters[start - 1]) { start -= 1 }
            let word = characters[start..<index]
            // One letter and an initial ("J. Smith") are not length pressure; long words are sentence ends.
            guard word.count >= 2, word.count <= 6 else { continue }
            return String(word) + "."
        }
        return nil
    }

    func surroundingQuotes(_ text: String) -> String? {
        let trimmed = TextFacts.trimmedWhitespace(text)
        guard let first = trimmed.first, let last = trimmed.last, let closers = Self.openingQuotes[first],
              closers.contains(last), trimmed.count >= 3 else { return nil }
        // A quote pair inside ("Say "hi" now") is not a wrapped title.
        let inner = trimmed.dropFirst().dropLast()
        if inner.contains(first) && first != last { return nil }
        return "\(first)…\(last)"
    }

    /// A bracketed run at the start or end of the title, like "(Beta)" or "[New]".
    func bracketedTag(_ text: String) -> String? {
        if let last = text.last, let open = Self.brackets.first(where: { $0.value == last })?.key,
           let start = text.lastIndex(of: open) {
            let tag = String(text[start...])
            if !Placeholder.contains(tag) { return tag }
        }
        if let first = text.first, let close = Self.brackets[first], let end = text.firstIndex(of: close) {
            let tag = String(text[...end])
            if !Placeholder.contains(tag) { return tag }
        }
        return nil
    }

    /// All capitals: at least two words, or one word of five letters or more
    /// (short acronyms such as "PDF" or "QR" are fine).
    func isShouting(_ text: String) -> Bool {
        let stripped = Placeholder.stripped(text)
        // Some cased letter, and every cased letter uppercase.
        var hasCased = false
        for scalar in stripped.unicodeScalars where scalar.properties.changesWhenCaseMapped {
            guard scalar.properties.isUppercase else { return false }
            hasCased = true
        }
        guard hasCased else { return false }
        let words = TextFacts.words(stripped).filter { $0.unicodeScalars.contains { $0.properties.isUppercase } }
        let longest = words.map(\.count).max() ?? 0
        return (words.count >= 2 && longest >= 3) || longest >= 5
    }

    func firstURL(_ text: String) -> String? {
        // Both forms of an address hold a full stop or a colon.
        guard TextFacts.utf8Contains(text, UInt8(ascii: ".")) || TextFacts.utf8Contains(text, UInt8(ascii: ":")) else {
            return nil
        }
        guard let expression = RegexCache.shared.expression(
            #"(?:https?://|www\.)\S+|\b[\p{L}\p{N}-]+\.(?:com|org|net|io|app|dev|co|de|fr|uk|jp)\b(?:/\S*)?"#)
        else { return nil }
        let range = NSRange(text.startIndex..., in: text)
        guard let match = expression.firstMatch(in: text, range: range), let found = Range(match.range, in: text) else {
            return nil
        }
        return String(text[found])
    }

    /// Invisible characters that change how the text breaks, sorts or is
    /// searched. Joiners between two letters of a joining script do their job
    /// (a ZWNJ inside a Persian word) and are not reported.
    func invisibleFindings(_ text: String, item: TextItem) -> [Diagnostic] {
        guard text.unicodeScalars.contains(where: { Self.isJudgedInvisible($0.value) }) else { return [] }
        let scalars = Array(text.unicodeScalars)
        var result: [Diagnostic] = []
        var reported: Set<UInt32> = []
        for (index, scalar) in scalars.enumerated() {
            let previous = index > 0 ? scalars[index - 1] : nil
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            let name = "U+" + String(scalar.value, radix: 16, uppercase: true)
            var problem: (Severity, String)?
            switch scalar.value {
            case 0x200B:
                // Khmer, Thai, Lao, Burmese and Tibetan mark word boundaries with it.
                if let previous, let next, Self.wordSeparatorScripts.contains(ScriptAnalysis.script(of: previous)),
                   Self.wordSeparatorScripts.contains(ScriptAnalysis.script(of: next)) {
                    problem = nil
                } else {
                    problem = (.warning, "a ZERO WIDTH SPACE (\(name)) adds an invisible break opportunity and breaks search")
                }
            case 0xFEFF:
                problem = (.warning, "a BYTE ORDER MARK (\(name)) inside the text is an invisible stray character")
            case 0x00AD:
                problem = (.warning, "a SOFT HYPHEN (\(name)): labels do not hyphenate, so it only hides a break opportunity")
            case 0x2060:
                problem = (.note, "a WORD JOINER (\(name)) prevents a line break here")
            case 0x200C, 0x200D:
                let joinerName = scalar.value == 0x200C ? "ZERO WIDTH NON-JOINER" : "ZERO WIDTH JOINER"
                if previous == nil || next == nil {
                    if scalar.value == 0x200D, let previous, isVirama(previous) {
                        problem = (.note, "a \(joinerName) (\(name)) ends the text after a virama: the pre-Unicode 5.1 "
                            + "way to ask for a special final form; check that it renders, or use the atomic letter")
                    } else {
                        problem = (.warning, "a \(joinerName) (\(name)) at the \(previous == nil ? "start" : "end") of the text joins nothing")
                    }
                } else if let previous, let next, isJoinable(previous) || isJoinable(next) {
                    problem = nil
                } else if scalar.value == 0x200D, previous?.properties.isEmoji == true || next?.properties.isEmoji == true {
                    problem = nil
                } else {
                    problem = (.warning, "a \(joinerName) (\(name)) between characters it cannot join")
                }
            case 0x00A0, 0x202F, 0x2007:
                if previous == nil || next == nil {
                    problem = (.warning, "a no-break space (\(name)) at the \(previous == nil ? "start" : "end") of the text")
                }
            default:
                break
            }
            if let (severity, message) = problem, reported.insert(scalar.value).inserted {
                result.append(item.diagnostic(Self.identifier, severity, message,
                                              data: ["kind": "invisible", "character": .string(name), "offset": .integer(index)]))
            }
        }
        return result
    }

    /// The characters `invisibleFindings` judges (the cases of its switch).
    static func isJudgedInvisible(_ value: UInt32) -> Bool {
        switch value {
        case 0x200B, 0xFEFF, 0x00AD, 0x2060, 0x200C, 0x200D, 0x00A0, 0x202F, 0x2007: true
        default: false
        }
    }

    private func isVirama(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.canonicalCombiningClass == .virama
    }

    /// Letters and marks of scripts where joiners select forms (Arabic, Indic,
    /// Syriac...): a joiner next to them is meaningful.
    private func isJoinable(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        let category = scalar.properties.generalCategory
        let letterOrMark: Bool = switch category {
        case .otherLetter, .nonspacingMark, .spacingMark, .lowercaseLetter, .uppercaseLetter: true
        default: false
        }
        guard letterOrMark else { return false }
        return (0x0590...0x08FF).contains(v) || (0x0900...0x0DFF).contains(v) || (0x0F00...0x109F).contains(v)
            || (0x1780...0x18AF).contains(v) || (0xA800...0xABFF).contains(v) || (0xFB1D...0xFEFC).contains(v)
            || (0x10A00...0x10FFF).contains(v) || (0x11000...0x11FFF).contains(v)
    }
}
