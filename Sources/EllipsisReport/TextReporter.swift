import EllipsisCore

/// `--format text`: for people reading a terminal. Findings grouped by file,
/// each with its position, severity, rule, locale and the text concerned,
/// then a summary line and the fonts the widths were measured with.
public enum TextReporter: Reporter {
    public static let name = "text"

    /// The report written to `stream` one entry at a time, runs of entries each made on a core.
    public static func write(_ report: LintReport, to stream: ReportStream) {
        let shown = FindingGroups.shownPositions(report, cores: stream.cores)
        let root = report.pathBase
        // A heading goes before a group whose file is not the previous group's: a run of
        // groups made on a core starts from the heading of the group before it.
        @Sendable func heading(_ index: Int) -> String {
            let file = report.diagnostics[shown.groups[index].members[0]].location
                .map { ReportPaths.relative($0.file, to: root) } ?? ""
            return file.isEmpty ? "(whole project)" : file
        }
        stream.write(count: shown.groups.count) { range in
            var currentFile: String? = range.lowerBound > 0 ? heading(range.lowerBound - 1) : nil
            var text = ""
            for index in range {
                let heading = heading(index)
                if heading != currentFile {
                    if currentFile != nil { text += "\n" }
                    text += heading + "\n"
                    currentFile = heading
                }
                text += entry(shown.group(index, of: report))
            }
            return text
        }
        if !shown.accessibilityCuts.isEmpty {
            if !shown.groups.isEmpty { stream.write("\n") }
            stream.write("Cut only at accessibility sizes, where the source still fits (notes; --show accessibility lists each):\n")
            for index in shown.accessibilityCuts.indices {
                stream.write("  " + accessibilityLine(shown.summary(index, of: report)) + "\n")
            }
        }
        if !report.diagnostics.isEmpty { stream.write("\n") }
        stream.write(summaryLine(report.summary, shown: shown.count) + "\n")
        let fonts = fontsLine(report)
        if !fonts.isEmpty { stream.write(fonts + "\n") }
    }

    /// One line of the accessibility summary: the action, its field, the size and the locales.
    static func accessibilityLine(_ summary: AccessibilityCutSummary) -> String {
        var subject = summary.action ?? ""
        if let field = summary.field { subject += subject.isEmpty ? field.rawValue : " (\(field.rawValue))" }
        return subject + ": " + FindingGroups.sentence(summary)
    }

    /// The summary as a group for the formats with a line per finding (Xcode, GitHub): its
    /// members, the first saying the summary's line, without a text.
    static func accessibilityGroup(_ summary: AccessibilityCutSummary) -> FindingGroup {
        var group = FindingGroup(id: "", members: summary.members)
        group.members[0].message = accessibilityLine(summary)
        group.members[0].text = nil
        return group
    }

    static func entry(_ diagnostic: Diagnostic) -> String {
        entry(FindingGroup(id: "", members: [diagnostic]))
    }

    /// A group: its first member's position, severity and rule; its locales; the message
    /// once (said of the first locale when the members' words differ) and the text.
    static func entry(_ group: FindingGroup) -> String {
        let diagnostic = group.first
        var position = "-"
        if let location = diagnostic.location {
            if location.line > 0 { position = "\(location.line):\(location.column)" }
            else if let keyPath = location.keyPath { position = keyPath }
        }
        var subject: [String] = []
        let locales = group.locales
        if locales.count > 1 {
            subject.append("\(locales.count) locales")
        } else if let locale = diagnostic.locale {
            subject.append(locale)
        }
        if let action = diagnostic.action {
            subject.append(diagnostic.field.map { "\(action) (\($0.rawValue))" } ?? action)
        } else if let field = diagnostic.field {
            subject.append(field.rawValue)
        }
        let severityName = group.severity.rawValue
        let severity = severityName + String(repeating: " ", count: max(0, 7 - severityName.count))
        var line = "  \(position)  \(severity)  \(diagnostic.rule)"
        if !subject.isEmpty { line += "  " + subject.joined(separator: "  ") }
        var output = line + "\n"
        if locales.count > 1 { output += "      in " + locales.joined(separator: ", ") + "\n" }
        let prefix = locales.count > 1 && !group.sameMessage ? "\(diagnostic.locale ?? ""), for one: " : ""
        for (index, messageLine) in group.message.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            output += "      " + (index == 0 ? prefix : "") + messageLine + "\n"
        }
        let texts = Set(group.members.compactMap(\.text))
        if let text = diagnostic.text, texts.count <= 1 {
            output += "      text: \u{201C}\(text.replacingAll(["\n": "\\n"]))\u{201D}\n"
        } else if let text = diagnostic.text {
            output += "      text (\(diagnostic.locale ?? "")): \u{201C}\(text.replacingAll(["\n": "\\n"]))\u{201D}\n"
        }
        return output
    }

    /// - Parameter shown: how many entries the findings were shown as, when that is fewer.
    static func summaryLine(_ summary: DiagnosticSummary, shown: Int? = nil) -> String {
        func count(_ number: Int, _ singular: String, _ plural: String) -> String {
            "\(number) \(number == 1 ? singular : plural)"
        }
        let findings = [count(summary.errors, "error", "errors"),
                        count(summary.warnings, "warning", "warnings"),
                        count(summary.notes, "note", "notes")].joined(separator: ", ")
        let scope = [count(summary.files, "file", "files"),
                     count(summary.locales, "locale", "locales"),
                     count(summary.actions, "action", "actions")].joined(separator: ", ")
        let total = summary.errors + summary.warnings + summary.notes
        let entries = shown.map { $0 < total ? " (shown as \(count($0, "entry", "entries")))" : "" } ?? ""
        return "\(findings) in \(scope)\(entries)."
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
        } else if let note = report.ownFontsNote {
            line += " " + note
        }
        return line
    }
}
