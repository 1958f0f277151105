import EllipsisCore

/// `--format junit`: JUnit XML as CI servers read it. One test suite per file,
/// one failing test case per finding; a clean run is one passing test case,
/// so the CI still shows that the check ran.
public enum JUnitReporter: Reporter {
    public static let name = "junit"

    /// A run of diagnostics of one file: its name and the positions of its first and last.
    struct Suite: Sendable {
        var file: String
        var start: Int
        var count: Int
    }

    /// The report written to `stream` one test case at a time, runs of them each made on a core.
    public static func write(_ report: LintReport, to stream: ReportStream) {
        let suites = self.suites(report, cores: stream.cores)
        let failures = report.diagnostics.count
        stream.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        stream.write("<testsuites name=\"ellipsis\" tests=\"\(max(failures, 1))\" failures=\"\(failures)\" errors=\"0\">\n")
        if suites.isEmpty {
            stream.write("  <testsuite name=\"ellipsis\" tests=\"1\" failures=\"0\" errors=\"0\">\n")
            stream.write("    <testcase classname=\"ellipsis\" name=\"lint\"/>\n")
            stream.write("  </testsuite>\n")
        }
        stream.write(count: failures) { range in
            // The suite of the run's first diagnostic: the last to start at or before it.
            var low = 0, high = suites.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if suites[middle].start <= range.lowerBound { low = middle } else { high = middle - 1 }
            }
            var index = low
            var name = XMLText.attribute(suites[index].file)
            var text = ""
            for position in range {
                let suite = suites[index]
                if position == suite.start {
                    text += "  <testsuite name=\"\(name)\" tests=\"\(suite.count)\" failures=\"\(suite.count)\" errors=\"0\">\n"
                }
                text += testCase(report.diagnostics[position], suite: name)
                if position == suite.start + suite.count - 1 {
                    text += "  </testsuite>\n"
                    index += 1
                    if index < suites.count, position + 1 < range.upperBound { name = XMLText.attribute(suites[index].file) }
                }
            }
            return text
        }
        stream.write("</testsuites>\n")
    }

    /// One suite per run of diagnostics of one file (the project's own findings are `(project)`),
    /// the runs found on every core and joined where a file's run spans two cores' shares.
    static func suites(_ report: LintReport, cores: Int = ParallelItems.cores) -> [Suite] {
        let root = report.pathBase
        let pieces: [Suite] = ParallelItems.chunked(count: report.diagnostics.count, cores: cores) { range in
            var suites: [Suite] = []
            for position in range {
                let file = report.diagnostics[position].location.map { ReportPaths.relative($0.file, to: root) } ?? ""
                let name = file.isEmpty ? "(project)" : file
                if let last = suites.last, last.file == name {
                    suites[suites.count - 1].count += 1
                } else {
                    suites.append(Suite(file: name, start: position, count: 1))
                }
            }
            return suites
        }
        var suites: [Suite] = []
        for piece in pieces {
            if let last = suites.last, last.file == piece.file {
                suites[suites.count - 1].count += piece.count
            } else {
                suites.append(piece)
            }
        }
        return suites
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
