import EllipsisCore

/// `--format sarif`: SARIF 2.1.0 as GitHub code scanning accepts it.
///
/// Paths are relative to `%SRCROOT%` (where the command ran), columns
/// count Unicode code points like `SourceLocation` does, and each result
/// carries a fingerprint built from what it is about rather than where it
/// is, so a finding keeps its identity when lines move. The driver has no
/// `informationUri` (optional in 2.1.0): Ellipsis has no published home page.
public enum SARIFReporter: Reporter {
    public static let name = "sarif"
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    static let fingerprintKey = "ellipsisFindingHash/v1"

    /// The report written to `stream` one result at a time.
    public static func write(_ report: LintReport, to stream: ReportStream) {
        let rules = ruleTable(report)
        let index = Dictionary(rules.enumerated().map { ($1.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        var writer = JSONWriter(style: .pretty, capacity: ReportStream.chunkSize + 4096)
        writer.beginObject()
        writer.key("$schema")
        writer.string(schema)
        writer.key("version")
        writer.string("2.1.0")
        writer.key("runs")
        writer.beginArray()
        writer.beginObject()
        writer.key("tool")
        OrderedJSON.object([("driver", .object([
            ("name", .string("Ellipsis")),
            ("version", .string(report.toolVersion)),
            ("semanticVersion", .string(report.toolVersion)),
            ("rules", .array(rules.map(ruleObject))),
        ]))]).write(into: &writer)
        writer.key("columnKind")
        writer.string("unicodeCodePoints")
        writer.key("results")
        writer.beginArray()
        writer.drain(into: stream)
        // Runs of results are written each on a core by a writer that goes on where this one is.
        let start = writer
        let root = report.pathBase
        stream.write(count: report.diagnostics.count) { range in
            var run = start.continuation(after: range.lowerBound, capacity: range.count * 1536)
            for position in range {
                let diagnostic = report.diagnostics[position]
                result(diagnostic, ruleIndex: index[diagnostic.rule] ?? 0, root: root).write(into: &run)
            }
            return run.bytes
        }
        writer.skip(elements: report.diagnostics.count)
        writer.endArray()
        for (name, value) in runProperties(report) {
            writer.key(name)
            value.write(into: &writer)
        }
        writer.endObject()
        writer.endArray()
        writer.endObject()
        writer.endLine()
        writer.drain(into: stream)
    }

    /// Every rule that ran, plus any rule a diagnostic names that has no
    /// metadata, so that every `ruleIndex` points at its rule.
    static func ruleTable(_ report: LintReport) -> [RuleMetadata] {
        var rules = report.rules
        var known = Set(rules.map(\.identifier))
        for diagnostic in report.diagnostics where !known.contains(diagnostic.rule) {
            known.insert(diagnostic.rule)
            rules.append(RuleMetadata(identifier: diagnostic.rule, name: diagnostic.rule, summary: diagnostic.rule,
                                      rationale: diagnostic.rule, translatorHint: "",
                                      defaultSeverity: diagnostic.severity))
        }
        return rules
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    static func ruleObject(_ rule: RuleMetadata) -> OrderedJSON {
        var help = rule.rationale
        if !rule.translatorHint.isEmpty { help += "\n\nFor translators: " + RuleMetadata.generic(rule.translatorHint) }
        return .object([
            ("id", .string(rule.identifier)),
            ("name", .string(rule.name)),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.rationale))])),
            ("help", .object([("text", .string(help))])),
            ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
        ])
    }

    static func result(_ diagnostic: Diagnostic, ruleIndex: Int, root: String) -> OrderedJSON {
        var members: [(String, OrderedJSON)] = [
            ("ruleId", .string(diagnostic.rule)),
            ("ruleIndex", .integer(ruleIndex)),
            ("level", .string(level(diagnostic.severity))),
            // SARIF requires a non-empty message.
            ("message", .object([("text", .string(diagnostic.message.isEmpty ? diagnostic.rule : diagnostic.message))])),
        ]
        if let location = diagnostic.location, !location.file.isEmpty {
            members.append(("locations", .array([locationObject(location, root: root)])))
        }
        members.append(("partialFingerprints", .object([(fingerprintKey, .string(fingerprint(diagnostic, root: root)))])))
        var properties: [(String, OrderedJSON)] = []
        if let locale = diagnostic.locale { properties.append(("locale", .string(locale))) }
        if let action = diagnostic.action { properties.append(("action", .string(action))) }
        if let field = diagnostic.field { properties.append(("field", .string(field.rawValue))) }
        if let text = diagnostic.text { properties.append(("text", .string(text))) }
        // How sure a width verdict is ("certain", "within-error"), beside the message that says it in words.
        if case .string(let certainty)? = diagnostic.data["certainty"] { properties.append(("certainty", .string(certainty))) }
        if !diagnostic.data.isEmpty { properties.append(("data", OrderedJSON(diagnostic.data))) }
        properties.append(("group", .string(FindingGroups.identifier(of: diagnostic, root: root))))
        if !properties.isEmpty { members.append(("properties", .object(properties))) }
        return .object(members)
    }

    /// What the run could not do, as SARIF says it: each file it could not read as a tool
    /// notification at its place (the run then did not succeed), and what it checked less well
    /// as run properties with a notification in words. Nothing when the run read everything and
    /// judged every locale in full.
    static func runProperties(_ report: LintReport) -> [(String, OrderedJSON)] {
        let unreadable = report.diagnostics.filter { diagnostic in
            if case .string("inputError")? = diagnostic.data["kind"] { return true }
            return false
        }
        var notifications: [OrderedJSON] = unreadable.map { diagnostic in
            var members: [(String, OrderedJSON)] = [
                ("descriptor", .object([("id", .string(diagnostic.rule))])),
                ("level", .string("error")),
                ("message", .object([("text", .string(diagnostic.message.isEmpty ? diagnostic.rule : diagnostic.message))])),
            ]
            if let location = diagnostic.location, !location.file.isEmpty {
                members.append(("locations", .array([locationObject(location, root: report.pathBase)])))
            }
            return .object(members)
        }
        let reduced = report.reducedChecks
        if let notice = reduced.notice {
            notifications.append(.object([
                ("descriptor", .object([("id", .string("reduced-checks"))])),
                ("level", .string("note")),
                ("message", .object([("text", .string(notice))])),
            ]))
        }
        guard !notifications.isEmpty else { return [] }
        var members: [(String, OrderedJSON)] = [
            ("invocations", .array([.object([
                ("executionSuccessful", .bool(unreadable.isEmpty)),
                ("toolExecutionNotifications", .array(notifications)),
            ])])),
        ]
        if reduced.notice != nil {
            members.append(("properties", .object([("reducedChecks", .object([
                ("locales", .array(reduced.locales.map { .string($0) })),
                ("rules", .array(reduced.rules.map { .string($0) })),
                ("exactMatchingLocales", .array(reduced.exactMatchingLocales.map { .string($0) })),
            ]))])))
        }
        return members
    }

    static func locationObject(_ location: SourceLocation, root: String) -> OrderedJSON {
        let path = ReportPaths.relative(location.file, to: root)
        // A uriBaseId may only go with a relative reference; a file outside the
        // base keeps its absolute path as a file URI.
        let artifact: OrderedJSON = path.hasPrefix("/")
            ? .object([("uri", .string("file://" + ReportPaths.uriReference(path)))])
            : .object([("uri", .string(ReportPaths.uriReference(path))), ("uriBaseId", .string("%SRCROOT%"))])
        var physical: [(String, OrderedJSON)] = [("artifactLocation", artifact)]
        // SARIF regions are 1-based; a location without a line (binary plist) has none.
        if location.line > 0 {
            var region: [(String, OrderedJSON)] = [("startLine", .integer(location.line))]
            if location.column > 0 { region.append(("startColumn", .integer(location.column))) }
            physical.append(("region", .object(region)))
        }
        var members: [(String, OrderedJSON)] = [("physicalLocation", .object(physical))]
        if let keyPath = location.keyPath {
            members.append(("logicalLocations", .array([.object([("fullyQualifiedName", .string(keyPath))])])))
        }
        return .object(members)
    }

    /// Identity of a finding: rule, file, locale, action, field and text, never the line.
    static func fingerprint(_ diagnostic: Diagnostic, root: String) -> String {
        StableHash.fnv1a64([
            diagnostic.rule,
            ReportPaths.relative(diagnostic.location?.file ?? "", to: root),
            diagnostic.locale ?? "",
            diagnostic.action ?? "",
            diagnostic.field?.rawValue ?? "",
            diagnostic.text ?? "",
        ])
    }
}
