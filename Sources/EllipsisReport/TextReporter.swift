import EllipsisCore

/// `--format text`: for people reading a terminal. Findings grouped by file,
/// each with its position, severity, rule, locale and the text concerned,
/// then a summary line and the fonts the widths were measured with.
public enum TextReporter: Reporter {
    public static let name = "text"

    public static func render(_ report: LintReport) -> String {
        var output = ""
        var currentFile: String?
        for diagnostic in report.diagnostics {
            let file = diagnostic.location.map { ReportPaths.relative($0.file, to: report.pathBase) } ?? ""
            let heading = file.isEmpty ? "(whole project)" : file
            if heading != currentFile {
                if currentFile != nil { output += "\n" }
                output += heading + "\n"
                currentFile = heading
            }
            output += entry(diagnostic)
        }
        if !report.diagnostics.isEmpty { output += "\n" }
        output += summaryLine(report.summary) + "\n"
        let fonts = fontsLine(report)
        if !fonts.isEmpty { output += fonts + "\n" }
        return output
    }

    static func entry(_ diagnostic: Diagnostic) -> String {
        var position = "-"
        if let location = diagnostic.location {
            if location.line > 0 { position = "\(location.line):\(location.column)" }
            else if let keyPath = location.keyPath { position = keyPath }
        }
        var subject: [String] = []
        if let locale = diagnostic.locale { subject.append(locale) }
        if let action = diagnostic.action {
            subject.append(diagnostic.field.map { "\(action) (\($0.rawValue))" } ?? action)
        } else if let field = diagnostic.field {
            subject.append(field.rawValue)
        }
        let severity = diagnostic.severity.rawValue + String(repeating: " ", count: max(0, 7 - diagnostic.severity.rawValue.count))
        var line = "  \(position)  \(severity)  \(diagnostic.rule)"
        if !subject.isEmpty { line += "  " + subject.joined(separator: "  ") }
        var output = line + "\n"
        for messageLine in diagnostic.message.split(separator: "\n", omittingEmptySubsequences: false) {
            output += "      " + messageLine + "\n"
        }
        if let text = diagnostic.text {
            output += "      text: \u{201C}\(text.replacingAll(["\n": "\\n"]))\u{201D}\n"
        }
        return output
    }

    static func summaryLine(_ summary: DiagnosticSummary) -> String {
        func count(_ number: Int, _ singular: String, _ plural: String) -> String {
            "\(number) \(number == 1 ? singular : plural)"
        }
        let findings = [count(summary.errors, "error", "errors"),
                        count(summary.warnings, "warning", "warnings"),
                        count(summary.notes, "note", "notes")].joined(separator: ", ")
        let scope = [count(summary.files, "file", "files"),
                     count(summary.locales, "locale", "locales"),
                     count(summary.actions, "action", "actions")].joined(separator: ", ")
        return "\(findings) in \(scope)."
    }

    static func fontsLine(_ report: LintReport) -> String {
        guard !report.fonts.isEmpty else {
            return report.proxyFonts ? "Widths come from stand-in fonts for Apple's system fonts, so they are estimates." : ""
        }
        let names = report.fonts.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        var line = "Widths measured with " + names.joined(separator: ", ") + "."
        if !report.snapshotFonts.isEmpty {
            line += " The metrics snapshot gives the widths of the fonts it was taken from, for the text it covers"
            line += report.proxyFonts ? "; the other fonts are open stand-ins for Apple's, so their widths are estimates." : "."
        } else if report.proxyFonts {
            line += " These are open stand-ins for Apple's system fonts, so widths are estimates."
        }
        return line
    }
}
