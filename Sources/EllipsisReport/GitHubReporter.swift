import EllipsisCore

/// `--format github`: GitHub Actions workflow commands, which annotate the
/// pull request's files: `::error file=F,line=L,col=C,title=T::message`.
public enum GitHubReporter: Reporter {
    public static let name = "github"

    public static func render(_ report: LintReport) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            output += command(diagnostic, root: report.pathBase) + "\n"
        }
        return output
    }

    static func command(_ diagnostic: Diagnostic, root: String) -> String {
        let kind: String
        switch diagnostic.severity {
        case .error: kind = "error"
        case .warning: kind = "warning"
        case .note: kind = "notice"
        }
        var properties: [String] = []
        if let location = diagnostic.location, !location.file.isEmpty {
            properties.append("file=" + escapeProperty(ReportPaths.relative(location.file, to: root)))
            if location.line > 0 {
                properties.append("line=\(location.line)")
                if location.column > 0 { properties.append("col=\(location.column)") }
            }
        }
        var title = "Ellipsis " + diagnostic.rule
        if let locale = diagnostic.locale { title += " (\(locale))" }
        properties.append("title=" + escapeProperty(title))
        var message = diagnostic.message
        if let text = diagnostic.text, !text.isEmpty { message += "\nText: \u{201C}\(text)\u{201D}" }
        return "::\(kind) \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    /// The message part: `%`, CR and LF are escaped, as the runner expects.
    static func escapeData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Property values additionally escape `:` and `,`, which delimit properties.
    static func escapeProperty(_ text: String) -> String {
        var result = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
