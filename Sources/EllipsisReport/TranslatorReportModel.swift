import EllipsisCore
import Foundation

/// The report's data, indexed once so that large reports (thousands of
/// findings) render in linear time.
struct TranslatorReportModel {
    struct Status {
        /// `error`, `warning`, `note`, `ok` or `missing`.
        var kind: String
        var count: Int
        var label: String

        /// The cell in words, for tooltips and screen readers.
        var description: String {
            switch kind {
            case "ok": "Nothing found"
            case "missing": "No translation: the action does not show"
            default: "\(count) finding\(count == 1 ? "" : "s"), the most serious: \(TranslatorReportHTML.severityWords(Severity(rawValue: kind) ?? .note).lowercased())"
            }
        }
    }

    let input: TranslatorReportInput
    let locales: [LocaleID]
    let actions: [QuickAction]
    let appWide: [Diagnostic]
    let rulesInUse: [RuleMetadata]
    private let byLocale: [String: [Diagnostic]]
    private let rules: [String: RuleMetadata]
    private let actionsByType: [String: QuickAction]

    init(_ input: TranslatorReportInput) {
        self.input = input
        let project = input.project
        var locales = project.locales
        for action in project.actions {
            for locale in action.title.texts.keys.sorted() where !locales.contains(locale) { locales.append(locale) }
        }
        for diagnostic in input.report.diagnostics {
            if let locale = diagnostic.locale, !locales.contains(LocaleID(locale)) { locales.append(LocaleID(locale)) }
        }
        // The development language first: it is what translators start from.
        self.locales = locales.sorted { a, b in
            if (a == project.developmentLanguage) != (b == project.developmentLanguage) { return a == project.developmentLanguage }
            return a < b
        }
        actions = project.actions
        actionsByType = Dictionary(project.actions.map { ($0.type, $0) }, uniquingKeysWith: { first, _ in first })
        appWide = input.report.diagnostics.filter { $0.locale == nil }
        byLocale = Dictionary(grouping: input.report.diagnostics.filter { $0.locale != nil }, by: { $0.locale ?? "" })
        rules = Dictionary(input.report.rules.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        let used = Set(input.report.diagnostics.map(\.rule))
        var inUse = input.report.rules.filter { used.contains($0.identifier) }
        for identifier in used.sorted() where !inUse.contains(where: { $0.identifier == identifier }) {
            inUse.append(RuleMetadata(identifier: identifier, name: identifier, summary: "", rationale: "",
                                      translatorHint: "", defaultSeverity: .warning))
        }
        rulesInUse = inUse
    }

    func rule(_ identifier: String) -> RuleMetadata? { rules[identifier] }

    func diagnostics(locale: LocaleID) -> [Diagnostic] { byLocale[locale.identifier] ?? [] }

    /// Findings shown on a field's row; findings about the icon or the whole action go with the title.
    func diagnostics(locale: LocaleID, action: String, field: Field) -> [Diagnostic] {
        diagnostics(locale: locale).filter { diagnostic in
            guard diagnostic.action == action else { return false }
            if field == .subtitle { return diagnostic.field == .subtitle }
            return diagnostic.field != .subtitle
        }
    }

    /// Findings about strings other than the menu's actions (or about a
    /// subtitle an action does not have), listed apart so none goes missing.
    func otherDiagnostics(locale: LocaleID) -> [Diagnostic] {
        diagnostics(locale: locale).filter { diagnostic in
            guard let type = diagnostic.action else { return false }
            guard let action = actionsByType[type] else { return true }
            return diagnostic.field == .subtitle && action.subtitle == nil
        }
    }

    func status(locale: LocaleID, action: QuickAction) -> Status {
        let found = diagnostics(locale: locale).filter { $0.action == action.type }
        if let worst = found.map(\.severity).max() {
            let symbol = worst == .error ? "\u{2716}" : worst == .warning ? "\u{25B2}" : "\u{2139}"
            return Status(kind: worst.rawValue, count: found.count, label: "\(symbol) \(found.count)")
        }
        if action.title.shown(in: locale, development: input.project.developmentLanguage) == nil {
            return Status(kind: "missing", count: 0, label: "missing")
        }
        return Status(kind: "ok", count: 0, label: "\u{2713}")
    }

    func anchor(locale: LocaleID, action: QuickAction) -> String {
        let index = actions.firstIndex { $0.type == action.type } ?? 0
        return "l-\(locale.identifier)-a\(index)"
    }

    /// The development-language title, to name an action's column.
    func sourceTitle(_ action: QuickAction) -> String {
        action.title.texts[input.project.developmentLanguage]?.text ?? action.title.key ?? action.type
    }

    /// "Arabic — العربية (ar)": the English name and the language's own name.
    func displayName(_ locale: LocaleID) -> String {
        let english = Locale(identifier: "en").localizedString(forIdentifier: locale.identifier)
        let native = Locale(identifier: locale.identifier).localizedString(forIdentifier: locale.identifier)
        switch (english, native) {
        case let (english?, native?) where english != native: return "\(english) \u{2014} \(native)"
        case let (english?, _): return english
        default: return locale.identifier
        }
    }
}
