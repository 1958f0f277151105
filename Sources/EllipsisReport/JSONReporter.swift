import EllipsisCore

/// `--format json`: exactly the JSON contract of docs/contract.md, keys in the
/// contract's order and diagnostics in their stable order, then the
/// inventory of actions (the contract's extension), sorted by file and line.
public enum JSONReporter: Reporter {
    public static let name = "json"

    /// The report written to `stream` one diagnostic at a time.
    public static func write(_ report: LintReport, to stream: ReportStream) {
        let root = report.pathBase
        var writer = JSONWriter(style: .pretty, capacity: ReportStream.chunkSize + 4096)
        // The summary counts the groups: their ids are gathered as the diagnostics are written.
        var groups = Set<UInt64>()
        writer.beginObject()
        writer.key("version")
        writer.integer(1)
        writer.key("diagnostics")
        writer.beginArray()
        writer.drain(into: stream)
        // Runs of diagnostics are written each on a core by a writer that goes on where this one is.
        let start = writer
        stream.write(count: report.diagnostics.count, { range in
            var run = start.continuation(after: range.lowerBound, capacity: range.count * 768)
            var hashes: [UInt64] = []
            hashes.reserveCapacity(range.count)
            for position in range {
                let diagnostic = report.diagnostics[position]
                let group = FindingGroups.identifierHash(of: diagnostic, root: root)
                hashes.append(group)
                write(diagnostic, group: StableHash.hex(group), into: &run)
            }
            return (run.bytes, hashes)
        }, taken: { groups.formUnion($0) })
        writer.skip(elements: report.diagnostics.count)
        writer.endArray()
        writer.key("summary")
        summaryObject(report, groups: groups.count).write(into: &writer)
        writer.key("actions")
        writer.beginArray()
        for action in report.actions {
            actionObject(action).write(into: &writer)
            if writer.bytes.count >= ReportStream.chunkSize { writer.drain(into: stream) }
        }
        writer.endArray()
        writer.endObject()
        writer.endLine()
        writer.drain(into: stream)
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
    static func write(_ diagnostic: Diagnostic, group: String, into writer: inout JSONWriter) {
        let location = diagnostic.location
        writer.beginObject()
        writer.key("rule")
        writer.string(diagnostic.rule)
        writer.key("severity")
        writer.string(diagnostic.severity.rawValue)
        writer.key("message")
        writer.string(diagnostic.message)
        writer.key("locale")
        writer.string(diagnostic.locale)
        writer.key("action")
        writer.string(diagnostic.action)
        writer.key("field")
        writer.string(diagnostic.field?.rawValue)
        writer.key("file")
        writer.string(location?.file)
        writer.key("line")
        if let location { writer.integer(location.line) } else { writer.null() }
        writer.key("column")
        if let location { writer.integer(location.column) } else { writer.null() }
        writer.key("text")
        writer.string(diagnostic.text)
        writer.key("data")
        diagnostic.data.write(into: &writer)
        writer.key("group")
        writer.string(group)
        writer.endObject()
    }

    /// The contract's counts, then `groups` (distinct group ids) and `reducedChecks`: the locales
    /// where rules needing a lexicon could not judge, those rules, and the locales judged word for word.
    static func summaryObject(_ report: LintReport, groups: Int) -> OrderedJSON {
        let summary = report.summary
        let reduced = report.reducedChecks
        return .object([
            ("files", .integer(summary.files)),
            ("locales", .integer(summary.locales)),
            ("actions", .integer(summary.actions)),
            ("errors", .integer(summary.errors)),
            ("warnings", .integer(summary.warnings)),
            ("notes", .integer(summary.notes)),
            ("groups", .integer(groups)),
            ("reducedChecks", .object([
                ("locales", .array(reduced.locales.map { .string($0) })),
                ("rules", .array(reduced.rules.map { .string($0) })),
                ("exactMatchingLocales", .array(reduced.exactMatchingLocales.map { .string($0) })),
            ])),
        ])
    }
}
