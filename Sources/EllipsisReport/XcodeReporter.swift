import EllipsisCore

/// `--format xcode`: one line per finding in the form Xcode's build log turns
/// into issues, `file:line:col: warning: message [rule]`.
public enum XcodeReporter: Reporter {
    public static let name = "xcode"

    public static func render(_ report: LintReport) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            output += line(diagnostic) + "\n"
        }
        return output
    }

    static func line(_ diagnostic: Diagnostic) -> String {
        var place = ""
        if let location = diagnostic.location, !location.file.isEmpty {
            place = location.file
            if location.line > 0 { place += ":\(location.line):\(max(location.column, 1))" }
            place += ": "
        }
        var message = singleLine(diagnostic.message)
        if let locale = diagnostic.locale { message = "[\(locale)] " + message }
        if let text = diagnostic.text, !text.isEmpty { message += " \u{201C}\(singleLine(text))\u{201D}" }
        return "\(place)\(diagnostic.severity.rawValue): \(message) [\(diagnostic.rule)]"
    }

    /// Xcode reads one issue per line: line breaks inside a message become spaces.
    static func singleLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }
}
