import EllipsisCore

/// `--format junit`: JUnit XML as CI servers read it. One test suite per file,
/// one failing test case per finding; a clean run is one passing test case,
/// so the CI still shows that the check ran.
public enum JUnitReporter: Reporter {
    public static let name = "junit"

    public static func render(_ report: LintReport) -> String {
        var groups: [(file: String, diagnostics: [Diagnostic])] = []
        for diagnostic in report.diagnostics {
            let file = diagnostic.location.map { ReportPaths.relative($0.file, to: report.pathBase) } ?? ""
            let name = file.isEmpty ? "(project)" : file
            if let last = groups.last, last.file == name {
                groups[groups.count - 1].diagnostics.append(diagnostic)
            } else {
                groups.append((name, [diagnostic]))
            }
        }
        let failures = report.diagnostics.count
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += "<testsuites name=\"ellipsis\" tests=\"\(max(failures, 1))\" failures=\"\(failures)\" errors=\"0\">\n"
        if groups.isEmpty {
            output += "  <testsuite name=\"ellipsis\" tests=\"1\" failures=\"0\" errors=\"0\">\n"
            output += "    <testcase classname=\"ellipsis\" name=\"lint\"/>\n"
            output += "  </testsuite>\n"
        }
        for group in groups {
            let suite = XMLText.attribute(group.file)
            output += "  <testsuite name=\"\(suite)\" tests=\"\(group.diagnostics.count)\" failures=\"\(group.diagnostics.count)\" errors=\"0\">\n"
            for diagnostic in group.diagnostics {
                output += testCase(diagnostic, suite: suite)
            }
            output += "  </testsuite>\n"
        }
        output += "</testsuites>\n"
        return output
    }

    static func testCase(_ diagnostic: Diagnostic, suite: String) -> String {
        var name = diagnostic.rule
        if let locale = diagnostic.locale { name += " [\(locale)]" }
        if let action = diagnostic.action { name += " " + action }
        if let field = diagnostic.field { name += " " + field.rawValue }
        if let location = diagnostic.location, location.line > 0 { name += " (\(location.line):\(location.column))" }
        var body = "\(diagnostic.severity.rawValue): \(diagnostic.message)"
        if let location = diagnostic.location { body += "\nat \(location)" }
        if let text = diagnostic.text { body += "\ntext: \(text)" }
        var output = "    <testcase classname=\"\(suite)\" name=\"\(XMLText.attribute(name))\">\n"
        output += "      <failure type=\"\(XMLText.attribute(diagnostic.severity.rawValue))\" message=\"\(XMLText.attribute(diagnostic.message))\">"
        output += XMLText.escape(body)
        output += "</failure>\n"
        output += "    </testcase>\n"
        return output
    }
}
