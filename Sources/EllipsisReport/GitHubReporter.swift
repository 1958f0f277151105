import EllipsisCore

/// `--format github`: GitHub Actions workflow commands, which annotate the
/// pull request's files: `::error file=F,line=L,col=C,title=T::message`.
public enum GitHubReporter: Reporter {
    public static let name = "github"

    /// The report written to `stream` one command at a time, runs of commands each made on a core.
    public static func write(_ report: LintReport, to stream: ReportStream) {
        let shown = FindingGroups.shownPositions(report, cores: stream.cores)
        let root = report.pathBase
        stream.write(count: shown.groups.count) { range in
            var text = ""
            for index in range { text += command(shown.group(index, of: report), root: root) + "\n" }
            return text
        }
        for index in shown.accessibilityCuts.indices {
            let group = TextReporter.accessibilityGroup(shown.summary(index, of: report))
            stream.write(command(group, root: report.pathBase, locales: false) + "\n")
        }
    }

    static func command(_ diagnostic: Diagnostic, root: String) -> String {
        command(FindingGroup(id: "", members: [diagnostic]), root: root)
    }

    /// A group as one annotation at its first member's place, naming its locales.
    static func command(_ group: FindingGroup, root: String, locales named: Bool = true) -> String {
        let diagnostic = group.first
        let kind: String
        switch group.severity {
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
        let locales = group.locales
        if named, locales.count > 1 {
            title += " (\(locales.count) locales)"
        } else if named, let locale = diagnostic.locale {
            title += " (\(locale))"
        }
        properties.append("title=" + escapeProperty(title))
        var message = group.message
        if named, locales.count > 1 {
            message = (group.sameMessage ? "" : "\(diagnostic.locale ?? ""), for one: ") + message
            message += "\nLocales: " + locales.joined(separator: ", ")
        }
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
