import EllipsisCore

/// `--format xcode`: one line per finding in the form Xcode's build log turns
/// into issues, `file:line:col: warning: message [rule]`.
public enum XcodeReporter: Reporter {
    public static let name = "xcode"

    /// The report written to `stream` one line at a time, runs of lines each made on a core.
    public static func write(_ report: LintReport, to stream: ReportStream) {
        let shown = FindingGroups.shownPositions(report, cores: stream.cores)
        stream.write(count: shown.groups.count) { range in
            var text = ""
            for index in range { text += line(shown.group(index, of: report)) + "\n" }
            return text
        }
        for index in shown.accessibilityCuts.indices {
            stream.write(line(TextReporter.accessibilityGroup(shown.summary(index, of: report)), locales: false) + "\n")
        }
    }

    static func line(_ diagnostic: Diagnostic) -> String {
        line(FindingGroup(id: "", members: [diagnostic]))
    }

    /// A group as one issue at its first member's place, naming its locales.
    static func line(_ group: FindingGroup, locales named: Bool = true) -> String {
        let diagnostic = group.first
        var place = ""
        if let location = diagnostic.location, !location.file.isEmpty {
            place = location.file
            if location.line > 0 { place += ":\(location.line):\(max(location.column, 1))" }
            place += ": "
        }
        var message = singleLine(group.message)
        let locales = group.locales
        if named, locales.count > 1 {
            let said = group.sameMessage ? "" : ", as in \(diagnostic.locale ?? "")"
            message = "[\(locales.count) locales: \(locales.joined(separator: ", "))\(said)] " + message
        } else if named, let locale = diagnostic.locale {
            message = "[\(locale)] " + message
        }
        if let text = diagnostic.text, !text.isEmpty { message += " \u{201C}\(singleLine(text))\u{201D}" }
        return "\(place)\(group.severity.rawValue): \(message) [\(diagnostic.rule)]"
    }

    /// Xcode reads one issue per line: line breaks inside a message become spaces.
    static func singleLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}
