import EllipsisCore

/// `--format json`: exactly the JSON contract of docs/contract.md, keys in the
/// contract's order and diagnostics in their stable order.
public enum JSONReporter: Reporter {
    public static let name = "json"

    public static func render(_ report: LintReport) -> String {
        let document: OrderedJSON = .object([
            ("version", .integer(1)),
            ("diagnostics", .array(report.diagnostics.map(diagnosticObject))),
            ("summary", summaryObject(report.summary)),
        ])
        return document.serialized(indent: 2) + "\n"
    }

    static func diagnosticObject(_ diagnostic: Diagnostic) -> OrderedJSON {
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
        ])
    }

    static func summaryObject(_ summary: DiagnosticSummary) -> OrderedJSON {
        .object([
            ("files", .integer(summary.files)),
            ("locales", .integer(summary.locales)),
            ("actions", .integer(summary.actions)),
            ("errors", .integer(summary.errors)),
            ("warnings", .integer(summary.warnings)),
            ("notes", .integer(summary.notes)),
        ])
    }
}
