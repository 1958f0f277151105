import EllipsisCore

/// `--format junit`: JUnit XML as CI servers read it. One test suite per file,
/// one failing test case per finding; a clean run is one passing test case,
/// so the CI still shows that the check ran.
public enum JUnitReporter: Reporter {
    public static let name = "junit"

    public static func render(_ report: LintReport) -> String {
        let stream = ReportStream()
        write(report, to: stream)
        return stream.text
    }

    /// The report written to `stream` one test case at a time.
    public static func write(_ report: LintReport, to stream: ReportStream) {
        // Suites: runs of diagnostics of one file, as (name, first position, count).
        var suites: [(file: String, start: Int, count: Int)] = []
        for (position, diagnostic) in report.diagnostics.enumerated() {
            let file = diagnostic.location.map { ReportPaths.relative($0.file, to: report.pathBase) } ?? ""
            let name = file.isEmpty ? "(project)" : file
            if let last = suites.last, last.file == name {
                suites[suites.count - 1].count += 1
            } else {
                suites.append((name, position, 1))
            }
        }
        let failures = report.diagnostics.count
        stream.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        stream.write("<testsuites name=\"ellipsis\" tests=\"\(max(failures, 1))\" failures=\"\(failures)\" errors=\"0\">\n")
        if suites.isEmpty {
            stream.write("  <testsuite name=\"ellipsis\" tests=\"1\" failures=\"0\" errors=\"0\">\n")
            stream.write("    <testcase classname=\"ellipsis\" name=\"lint\"/>\n")
            stream.write("  </testsuite>\n")
        }
        for group in suites {
            let suite = XMLText.attribute(group.file)
            stream.write("  <testsuite name=\"\(suite)\" tests=\"\(group.count)\" failures=\"\(group.count)\" errors=\"0\">\n")
            for position in group.start..<(group.start + group.count) {
                stream.write(testCase(report.diagnostics[position], suite: suite))
            }
            stream.write("  </testsuite>\n")
        }
        stream.write("</testsuites>\n")
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
