import EllipsisCore

/// `--format json`: exactly the JSON contract of docs/contract.md, keys in the
/// contract's order and diagnostics in their stable order, then the
/// inventory of actions (the contract's extension), sorted by file and line.
public enum JSONReporter: Reporter {
    public static let name = "json"

    public static func render(_ report: LintReport) -> String {
        let document: OrderedJSON = .object([
            ("version", .integer(1)),
            ("diagnostics", .array(report.diagnostics.map { diagnosticObject($0, root: report.pathBase) })),
            ("summary", summaryObject(report)),
            ("actions", .array(report.actions.map(actionObject))),
        ])
        return document.serialized(indent: 2) + "\n"
    }

    /// `{"kind", "type", "title": {"key", "table", "text"}, "origin", "file", "line"}`.
    static func actionObject(_ action: ActionInventoryItem) -> OrderedJSON {
        .object([
            ("kind", .string(action.kind.rawValue)),
            ("type", OrderedJSON(action.type)),
            ("title", .object([
                ("key", OrderedJSON(action.titleKey)),
                ("table", OrderedJSON(action.titleTable)),
                ("text", OrderedJSON(action.titleText)),
            ])),
            ("origin", .string(action.origin.rawValue)),
            ("file", .string(action.location.file)),
            ("line", .integer(action.location.line)),
        ])
    }

    /// The contract's keys, then `group`: the id shared by the same finding in other locales.
    static func diagnosticObject(_ diagnostic: Diagnostic, root: String) -> OrderedJSON {
        let location = diagnostic.location
        return .object([
            ("rule", .string(diagnostic.rule)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
            ("locale", OrderedJSON(diagnostic.locale)),
            ("action", OrderedJSON(diagnostic.action)),
            ("field", OrderedJSON(diagnostic.field?.rawValue)),
            ("file", OrderedJSON(location?.file)),
            ("line", location.map { .integer($0.line) } ?? .null),
            ("column", location.map { .integer($0.column) } ?? .null),
            ("text", OrderedJSON(diagnostic.text)),
            ("data", OrderedJSON(.object(diagnostic.data))),
            ("group", .string(FindingGroups.identifier(of: diagnostic, root: root))),
        ])
    }

    /// The contract's counts, then `groups` (distinct group ids) and `reducedChecks`: the locales
    /// where rules needing a lexicon could not judge, those rules, and the locales judged word for word.
    static func summaryObject(_ report: LintReport) -> OrderedJSON {
        let summary = report.summary
        let groups = Set(report.diagnostics.map { FindingGroups.identifier(of: $0, root: report.pathBase) })
        let reduced = report.reducedChecks
        return .object([
            ("files", .integer(summary.files)),
            ("locales", .integer(summary.locales)),
            ("actions", .integer(summary.actions)),
            ("errors", .integer(summary.errors)),
            ("warnings", .integer(summary.warnings)),
            ("notes", .integer(summary.notes)),
            ("groups", .integer(groups.count)),
            ("reducedChecks", .object([
                ("locales", .array(reduced.locales.map { .string($0) })),
                ("rules", .array(reduced.rules.map { .string($0) })),
                ("exactMatchingLocales", .array(reduced.exactMatchingLocales.map { .string($0) })),
            ])),
        ])
    }
}
