import EllipsisCore
import EllipsisText

/// A locale the app ships in that lacks the text of a title or subtitle.
public struct MissingTranslationRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "missing-translation", name: "Missing translation",
        summary: "A shipped locale lacks a title or subtitle, so people see the lookup key, the development "
            + "language, or nothing; also tables found only by ignoring letter case, keys that differ from "
            + "the lookup key only in case, plural strings without every form the language's numbers need "
            + "(CLDR plural rules: a Russian plural without `few` and `many`), and a title set in code as a "
            + "plain string that no table is asked for (not localized at all).",
        rationale: "When a locale's table lacks the key, iOS shows the key itself (a symbolic key such as "
            + "`ShortcutNewPost` is meaningless to a person) or the development-language text.",
        translatorHint: "This string has not been translated for your language yet.",
        defaultSeverity: .warning,
        platforms: [.ios, .android],
        triggeringExamples: [
            RuleExample(locale: "de", title: "ShortcutNewPost", source: "New Post", resolution: .missingShowsKey,
                        severity: .error),
            RuleExample(locale: "ja", title: "New Post", source: "New Post", resolution: .missingShowsDevelopment,
                        severity: .warning),
            // Russian counts need one, few and many besides other: 3 and 5 get the wrong form.
            RuleExample(locale: "ru", title: "%d новых сообщений", source: "%d New Messages", severity: .warning,
                        titleVariants: ["one": "%d новое сообщение", "other": "%d новых сообщений"]),
            // Arabic needs zero, one, two, few, many and other.
            RuleExample(locale: "ar", title: "%d رسالة جديدة", source: "%d New Messages", severity: .warning,
                        titleVariants: ["one": "رسالة جديدة", "other": "%d رسالة جديدة"]),
            // `UIAction(title: "Copy Link")`: German users see English.
            RuleExample(locale: "de", title: "Copy Link", source: "Copy Link", severity: .warning, notLocalized: true),
        ],
        nonTriggeringExamples: [
            RuleExample(locale: "ru", title: "%d новых сообщений", source: "%d New Messages",
                        titleVariants: ["one": "%d новое сообщение", "few": "%d новых сообщения",
                                        "many": "%d новых сообщений", "other": "%d новых сообщения"]),
            RuleExample(locale: "ja", title: "%d件の新着メッセージ", source: "%d New Messages",
                        titleVariants: ["other": "%d件の新着メッセージ"]),
            RuleExample(locale: "de", title: "Neuer Beitrag", source: "New Post"),
            RuleExample(locale: "en", title: "New Post"),
        ],
        actionKinds: Set(ActionKind.allCases),
        causes: [
            "keyShown": RuleCause(
                explanation: "The language's table has no entry for this key, so the menu shows the key itself, a code "
                    + "no reader understands.",
                translatorHint: "This string has not been translated for your language yet."),
            "sourceKeyShown": RuleCause(
                explanation: "The language's table has no entry for this key; the key is the source text, so people "
                    + "read the source language.",
                translatorHint: "This string has not been translated for your language yet."),
            "developmentShown": RuleCause(
                explanation: "No translation: the menu falls back to the development language.",
                translatorHint: "This string has not been translated for your language yet."),
            "notShown": RuleCause(
                explanation: "No translation and no default: the action is left out of the menu in this language.",
                translatorHint: "This string has not been translated for your language yet."),
            "pluralForms": RuleCause(
                explanation: "A plural string lacks some of the forms this language's numbers need (CLDR plural rules).",
                translatorHint: "Add the missing plural forms the finding names, so every count reads right."),
            "notLocalized": RuleCause(
                explanation: "The text is a plain string in the app's code: no table is asked for it, so it cannot be "
                    + "translated at all.",
                translatorHint: "Nothing to translate yet: the developers have to make this text localizable first."),
            "keyNotFound": RuleCause(
                explanation: "The code asks a table for a key that no table read has.",
                translatorHint: "Nothing for you to change: the developers need to add the key to the tables."),
            "fileNameCase": RuleCause(
                explanation: "The table's file name differs in letter case from the one iOS looks for; on a "
                    + "case-sensitive file system it is never read.",
                translatorHint: "Nothing for you to change: the file needs renaming by the developers."),
            "keyCaseMismatch": RuleCause(
                explanation: "The key in this table differs only in letter case from the one the app looks up; the "
                    + "lookup is case-sensitive, so this entry is never used and the source text shows.",
                translatorHint: "Your text is there, but its key is spelt with different capitals from the app's; "
                    + "the developers (or your tool) should correct the key, not the translation."),
        ])

    public func check(_ context: RuleContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        let project = context.project
        let development = project.developmentLanguage
        for action in project.actions {
            var fields: [(Field, LocalizedField, String)] = [(.title, action.title, "title")]
            if let subtitle = action.subtitle { fields.append((.subtitle, subtitle, "subtitle")) }
            if let long = action.longTitle { fields.append((.title, long, "long label")) }
            for (field, localized, label) in fields {
                if let finding = Self.notLocalized(localized, label: label, field: field, action: action, project: project) {
                    result.append(finding)
                    continue
                }
                // A value never localized anywhere is the same in every locale by design.
                if !localized.texts.isEmpty, localized.texts.values.allSatisfy({ $0.resolution == .literal }) { continue }
                // Run-time data has nothing to translate.
                if localized.isUserData { continue }
                for locale in project.locales where locale != development {
                    let location = localized.texts[locale]?.location ?? localized.keyLocation ?? action.declaredAt
                    let keyText = localized.key.map { " '\($0)'" } ?? ""
                    switch localized.texts[locale]?.resolution {
                    case .translated?, .source?, .literal?, .userData?:
                        continue
                    case .missingShowsKey?:
                        let shown = localized.texts[locale]?.text ?? localized.key ?? ""
                        // A key that is the source text itself shows as untranslated source text, not as a code.
                        let keyIsSource = localized.texts[development].map { $0.text == shown } ?? false
                        result.append(Diagnostic(
                            rule: Self.identifier, severity: keyIsSource ? .warning : .error,
                            message: keyIsSource
                                ? "no \(label) translation\(keyText) in \(locale.original): the menu shows the key, which is the \(development.identifier) text '\(shown)'"
                                : "no \(label) translation\(keyText) in \(locale.original): the menu shows the key '\(shown)' itself",
                            locale: locale.identifier, action: action.type, field: field, location: location,
                            text: shown, data: ["shows": "key", "kind": keyIsSource ? "sourceKeyShown" : "keyShown"]))
                    case .missingShowsDevelopment?:
                        let shown = localized.texts[locale]?.text ?? ""
                        result.append(Diagnostic(
                            rule: Self.identifier, severity: .warning,
                            message: "no \(label) translation\(keyText) in \(locale.original): the menu falls back to the \(development.identifier) text '\(shown)'",
                            locale: locale.identifier, action: action.type, field: field, location: location,
                            text: shown, data: ["shows": "development", "kind": "developmentShown"]))
                    case nil:
                        result.append(Diagnostic(
                            rule: Self.identifier,
                            severity: project.platform == .android ? .error : .warning,
                            message: project.platform == .android
                                ? "no \(label)\(keyText) in \(locale.original) and no default: the shortcut is not shown"
                                : "no \(label) translation\(keyText) in \(locale.original)",
                            locale: locale.identifier, action: action.type, field: field, location: location,
                            data: ["shows": "nothing", "kind": "notShown"]))
                    }
                }
            }
        }
        result += pluralFormFindings(context)
        // Tables iOS will not find on a case-sensitive file system, and keys it never looks up.
        for issue in project.readingIssues where issue.kind == .fileNameCase || issue.kind == .keyCaseMismatch {
            result.append(Diagnostic(rule: Self.identifier, severity: .warning,
                                     message: issue.message, locale: issue.locale?.identifier, location: issue.location,
                                     data: ["kind": .string(issue.kind.rawValue)]))
        }
        return result
    }

    /// A title written in code as a plain string (no table is asked for it: every
    /// locale shows it as written), or a key set in code that no table read has.
    static func notLocalized(_ localized: LocalizedField, label: String, field: Field, action: QuickAction,
                             project: Project) -> Diagnostic? {
        let development = project.developmentLanguage
        let others = project.locales.filter { $0 != development }
        if localized.isNotLocalized, let text = localized.texts[development] ?? localized.texts.values.first {
            let remedy = project.platform == .android ? "a string resource (getString(R.string.…))"
                : "a localized string (NSLocalizedString, String(localized:))"
            let message = others.isEmpty
                ? "the \(label) '\(text.text)' is a plain string in code, looked up in no table: it cannot be translated; make it \(remedy)"
                : "the \(label) '\(text.text)' is a plain string in code, looked up in no table: every locale shows it in \(development.identifier), "
                    + (others.count <= 3 ? others.map(\.identifier).joined(separator: ", ") : "the \(others.count) other shipped locales")
                    + " included; make it \(remedy)"
            return Diagnostic(rule: Self.identifier, severity: others.isEmpty ? .note : .warning,
                              message: message, locale: development.identifier, action: action.type, field: field,
                              location: text.location, text: text.text,
                              data: ["kind": "notLocalized", "locales": .integer(project.locales.count)])
        }
        if action.source == .code, let key = localized.key, localized.texts.isEmpty {
            return Diagnostic(rule: Self.identifier, severity: .warning,
                              message: "the \(label) key '\(key)' set in code is in no table read, in no locale; if another module holds the strings, lint the folder holding it too",
                              action: action.type, field: field, location: localized.keyLocation ?? action.declaredAt,
                              data: ["kind": "keyNotFound"])
        }
        return nil
    }

    /// Translated plural strings (`.stringsdict`, `.xcstrings` variations, Android
    /// `<plurals>`) without every form the locale's numbers need: a Russian
    /// count of 3 or 5 then shows the `other` text, in the wrong grammatical form.
    func pluralFormFindings(_ context: RuleContext) -> [Diagnostic] {
        context.findingsOfShownItems { item in
            guard !item.isDevelopmentLanguage,
                  let missing = Self.missingPluralCategories(item.text, locale: item.locale.identifier),
                  !missing.isEmpty else { return [] }
            let needed = PluralRules.categories(locale: item.locale.identifier) ?? []
            let forms = missing.map { "'\($0)'" }.joined(separator: ", ")
            return [item.diagnostic(
                Self.identifier, .warning,
                "the plural \(item.field?.rawValue ?? "string") in \(item.locale.original) has no \(forms) form\(missing.count == 1 ? "" : "s") "
                    + "(\(item.locale.identifier) numbers need \(needed.joined(separator: ", "))): those counts show the 'other' text",
                data: ["kind": "pluralForms", "missingCategories": .array(missing.map { .string($0) })])]
        }
    }

    /// The plural categories CLDR requires for `locale` that a plural text lacks
    /// (in the text every device shows, or in a device's own variation);
    /// nil when the text has no plural forms or the locale's rules are unknown.
    static func missingPluralCategories(_ text: LocalizedText, locale: String) -> [String]? {
        // Without plural forms there is nothing to ask ICU about (most texts).
        guard !text.variants.isEmpty || text.devices.values.contains(where: { !$0.variants.isEmpty }),
              let needed = PluralRules.categories(locale: locale) else { return nil }
        let forms = [text.variants] + text.devices.keys.sorted().compactMap { text.devices[$0]?.variants }
        var missing: [String] = []
        var plural = false
        for variants in forms {
            let present = Set(variants.keys.filter { PluralRules.allCategories.contains($0) })
            guard !present.isEmpty else { continue }
            plural = true
            for category in needed where !present.contains(category) && !missing.contains(category) {
                missing.append(category)
            }
        }
        guard plural else { return nil }
        return needed.filter(missing.contains)
    }
}
