import EllipsisCore
import EllipsisLayout
import EllipsisReport
import EllipsisRules
import Foundation

/// `ellipsis lint [PATH ...]` (DESIGN.md, "Command line"): reads projects,
/// runs the rules, prints a report, and exits 0, 1 (findings at or above
/// `--fail-on`) or 2 (usage error or unreadable input).
enum LintCommand {
    static let help = """
        usage: ellipsis lint [PATH ...] [--format \(Reporters.names.joined(separator: "|"))]
                             [--config FILE] [--output FILE] [--fail-on error|warning|never]
                             [--baseline FILE]

          PATH              project folder, Info.plist, .strings/.lproj, .xcstrings, .xliff/.xcloc,
                            Android res folder or *.quickactions.json (default: the current folder)
          --format          report format (default: text)
          --config FILE     configuration (default: .ellipsis.json next to the first PATH, if any)
          --output FILE     write the report there (atomically) instead of standard output
          --fail-on LEVEL   exit 1 when a finding is at or above LEVEL (default: error)
          --baseline FILE   hide the findings recorded in FILE; when FILE does not exist, record
                            every current finding in it first (adopting Ellipsis in a project)
        """

    @Sendable static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, valued: ["format", "config", "output", "fail-on", "baseline"],
                                         flags: ["help"])
        if parsed.has("help") {
            print(help)
            return 0
        }
        let format = try parsed.choice("format", from: Reporters.names, default: "text")
        let failOn = try parsed.choice("fail-on", from: ["error", "warning", "note", "never"], default: "error")
        let paths = parsed.positional.isEmpty ? [FileManager.default.currentDirectoryPath] : parsed.positional

        let configuration = try loadConfiguration(explicit: parsed.value("config"), paths: paths)
        for folder in configuration.fontDirectories {
            do {
                try FontLocator.shared.addFolder(folder)
            } catch {
                throw UsageError("fontDirectories: cannot use '\(folder)': \(error)")
            }
        }
        let projects = try LintInputs.loadProjects(paths: paths)

        var linter = Linter(configuration: configuration, localeData: LintInputs.localeData)
        var baselineNote: String?
        if let baselinePath = parsed.value("baseline") {
            if FileManager.default.fileExists(atPath: baselinePath) {
                linter.baseline = try Baseline.load(path: baselinePath)
            } else {
                let all = linter.lint(projects).diagnostics
                let baseline = Baseline(all)
                try AtomicFile.write(try baseline.encoded(), to: baselinePath)
                linter.baseline = baseline
                baselineNote = "ellipsis: wrote baseline \(baselinePath) with \(baseline.count) finding(s); they are hidden from now on"
            }
        }
        let result = linter.lint(projects)
        let enabled = RuleRegistry.all.map { $0.description }.filter { configuration.isEnabled($0.identifier) }
        let layout = linter.layout
        let report = LintReport(diagnostics: result.diagnostics, summary: result.summary,
                                rules: enabled.map(\.metadata), fonts: layout?.fonts ?? [],
                                proxyFonts: layout?.usesProxyFonts ?? true, root: paths.count == 1 ? paths[0] : ".")
        guard var rendered = Reporters.render(report, format: format) else {
            throw UsageError("unknown format '\(format)'")
        }
        let reduced = result.reducedLocales.isEmpty ? nil
            : "No reviewed lexicon for \(result.reducedLocales.joined(separator: ", ")): semantic checks "
                + "(conveys-result, navigation-only, notification-style) were reduced there."
        // The text report is for people: it says so itself. Machine formats keep their shape; stderr says it.
        if format == "text", let reduced { rendered += (rendered.hasSuffix("\n") ? "" : "\n") + reduced + "\n" }
        // Hook for --annotate OUT.xliff and --quiet: `writeError(try XLIFFAnnotationFile.write(input: paths, output: OUT, report: report))` (EllipsisReport) and `ProgressLine(total:quiet:)` (ProgressLine.swift).
        if let output = parsed.value("output") {
            try AtomicFile.write(Data(rendered.utf8), to: output)
        } else {
            FileHandle.standardOutput.write(Data(rendered.utf8))
        }
        if let baselineNote { writeError(baselineNote) }
        if format != "text", let reduced { writeError("ellipsis: " + reduced) }
        guard failOn != "never", let threshold = Severity(rawValue: failOn) else { return 0 }
        return result.diagnostics.contains { $0.severity >= threshold } ? 1 : 0
    }

    /// `--config FILE`, else `.ellipsis.json` in the first path's folder, else defaults.
    static func loadConfiguration(explicit: String?, paths: [String]) throws -> Configuration {
        if let explicit { return try ConfigurationFile.load(path: explicit) }
        guard let first = paths.first else { return Configuration() }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: first, isDirectory: &isFolder) else { return Configuration() }
        let folder = isFolder.boolValue ? first : URL(fileURLWithPath: first).deletingLastPathComponent().path
        let candidate = URL(fileURLWithPath: folder).appendingPathComponent(ConfigurationFile.defaultName).path
        guard FileManager.default.fileExists(atPath: candidate) else { return Configuration() }
        return try ConfigurationFile.load(path: candidate)
    }
}

/// Writes a file so that readers never see it half written: a temporary file
/// in the same folder, then a rename over the destination.
enum AtomicFile {
    static func write(_ data: Data, to path: String) throws {
        let destination = URL(fileURLWithPath: path)
        let folder = destination.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
            // rename(2) replaces the destination in one step.
            guard rename(temporary.path, destination.path) == 0 else {
                throw UsageError("cannot write \(path): \(String(cString: strerror(errno)))")
            }
        } catch let error as UsageError {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw UsageError("cannot write \(path): \((error as NSError).localizedDescription)")
        }
    }
}
