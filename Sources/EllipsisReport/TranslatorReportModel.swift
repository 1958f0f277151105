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
    /// Findings that recur in several languages, each once.
    let sharedGroups: [FindingGroup]
    /// Cuts only at accessibility sizes, one line per action, size and device (when summarised).
    let accessibilityCuts: [AccessibilityCutSummary]
    private let byLocale: [String: [Diagnostic]]
    private let rules: [String: RuleMetadata]
    private let actionsByType: [String: QuickAction]
    private let displayNames: [LocaleID: String]
    /// The shared group each finding in several languages belongs to.
    private let groupOf: [Diagnostic: FindingGroup]
    /// The column heading of each action, told apart where two share a source title.
    private let columnTitles: [String: String]

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
        // The development language first: it is what translators start from; then by the name shown.
        let names = Dictionary(locales.map { ($0, Self.displayName($0)) }, uniquingKeysWith: { first, _ in first })
        self.locales = locales.sorted { a, b in
            if (a == project.developmentLanguage) != (b == project.developmentLanguage) { return a == project.developmentLanguage }
            let nameA = names[a] ?? a.identifier, nameB = names[b] ?? b.identifier
            if nameA != nameB { return nameA.localizedStandardCompare(nameB) == .orderedAscending }
            return a < b
        }
        displayNames = names
        actions = project.actions
        actionsByType = Dictionary(project.actions.map { ($0.type, $0) }, uniquingKeysWith: { first, _ in first })
        let shown = input.report.shown
        accessibilityCuts = shown.accessibilityCuts
        sharedGroups = shown.groups.filter { $0.locales.count > 1 }
        var shared: [Diagnostic: FindingGroup] = [:]
        for group in sharedGroups { for member in group.members { shared[member] = group } }
        groupOf = shared
        // Cuts only at accessibility sizes are one line each in "Across languages", not a finding per language.
        let summarised = Set(shown.accessibilityCuts.flatMap(\.members))
        let listed = input.report.diagnostics.filter { !summarised.contains($0) }
        appWide = listed.filter { $0.locale == nil }
        byLocale = Dictionary(grouping: listed.filter { $0.locale != nil }, by: { $0.locale ?? "" })
        rules = Dictionary(input.report.rules.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        let used = Set(input.report.diagnostics.map(\.rule))
        var inUse = input.report.rules.filter { used.contains($0.identifier) }
        for identifier in used.sorted() where !inUse.contains(where: { $0.identifier == identifier }) {
            inUse.append(RuleMetadata(identifier: identifier, name: identifier, summary: "", rationale: "",
                                      translatorHint: "", defaultSeverity: .warning))
        }
        rulesInUse = inUse
        var titles: [String: String] = [:]
        let development = project.developmentLanguage
        let plain = project.actions.map { $0.title.texts[development]?.text ?? $0.title.key ?? $0.type }
        for (index, action) in project.actions.enumerated() {
            let same = plain.indices.filter { plain[$0] == plain[index] }
            guard same.count > 1 else {
                titles[action.type] = plain[index]
                continue
            }
            // Two columns called "Search" say which is which: the last part of the type, else a number.
            let tail = action.type.split(whereSeparator: { $0 == "." || $0 == "/" }).last.map(String.init) ?? action.type
            let tails = same.map { project.actions[$0].type.split(whereSeparator: { $0 == "." || $0 == "/" }).last.map(String.init) ?? "" }
            let unique = Set(tails).count == tails.count && !tail.isEmpty
            titles[action.type] = unique ? "\(plain[index]) (\(tail))" : "\(plain[index]) (\((same.firstIndex(of: index) ?? 0) + 1))"
        }
        columnTitles = titles
    }

    func rule(_ identifier: String) -> RuleMetadata? { rules[identifier] }

    /// The group of a finding that recurs in other languages, nil for one of its own.
    func sharedGroup(of diagnostic: Diagnostic) -> FindingGroup? { groupOf[diagnostic] }

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

    /// The development-language title, to name an action's column; two actions with the same
    /// title are told apart by their type.
    func sourceTitle(_ action: QuickAction) -> String {
        columnTitles[action.type] ?? action.title.texts[input.project.developmentLanguage]?.text ?? action.title.key ?? action.type
    }

    /// An action's column heading by its type, or the type when it is no action of the project.
    func actionTitle(_ type: String) -> String {
        actionsByType[type].map(sourceTitle) ?? type
    }

    func displayName(_ locale: LocaleID) -> String { displayNames[locale] ?? Self.displayName(locale) }

    /// "Arabic — العربية": the English name and the language's own name, from ICU's locale
    /// data. A tag ICU has no name for as a whole is named by its parts ("Serbian (Latin)"), and
    /// only a language ICU does not know at all keeps its code.
    static func displayName(_ locale: LocaleID) -> String {
        let identifier = locale.identifier
        let english = Locale(identifier: "en").localizedString(forIdentifier: identifier)
        let native = Locale(identifier: identifier).localizedString(forIdentifier: identifier)
        switch (english, native) {
        case let (english?, native?) where english != native && !english.hasPrefix(identifier): return "\(english) \u{2014} \(native)"
        case let (english?, _) where !english.hasPrefix(identifier): return english
        default: break
        }
        let parts = identifier.split(separator: "-").map(String.init)
        let englishLocale = Locale(identifier: "en")
        guard let language = parts.first, let name = englishLocale.localizedString(forLanguageCode: language),
              name != language else { return identifier }
        var details: [String] = []
        // A private-use part (`be-x-old`) is kept as written, after the parts ICU can name.
        let privateUse = parts.firstIndex(of: "x").map { parts[$0...].joined(separator: "-") }
        for part in parts.dropFirst().prefix(while: { $0 != "x" }) {
            if part.count == 4, let script = englishLocale.localizedString(forScriptCode: part) { details.append(script) }
            else if part.count == 2 || part.count == 3, let region = englishLocale.localizedString(forRegionCode: part) {
                details.append(region)
            } else { details.append(part) }
        }
        if let privateUse { details.append(privateUse) }
        return details.isEmpty ? name : "\(name) (\(details.joined(separator: ", ")))"
    }
}
