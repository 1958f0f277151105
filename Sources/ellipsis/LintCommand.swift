import EllipsisCore
import EllipsisLayout
import EllipsisReport
import EllipsisRules
import Foundation

/// `ellipsis lint [PATH ...]` (docs/contract.md, "Command line"): reads projects,
/// runs the rules, prints a report, and exits 0, 1 (findings at or above
/// `--fail-on`) or 2 (usage error or unreadable input).
enum LintCommand {
    static let help = """
        usage: ellipsis lint [PATH ...] [--format \(Reporters.names.joined(separator: "|"))]
                             [--config FILE] [--output FILE] [--fail-on error|warning|never]
                             [--baseline FILE] [--annotate OUT.xliff] [--locale-dir DIR ...] [--quiet]

          PATH              project folder, Info.plist, .strings/.lproj, .xcstrings, .xliff/.xcloc,
                            Android res folder or *.quickactions.json (default: the current folder)
          --format          report format (default: text)
          --config FILE     configuration (default: .ellipsis.json next to the first PATH, if any)
          --output FILE     write the report there (atomically) instead of standard output
          --fail-on LEVEL   exit 1 when a finding is at or above LEVEL (default: error)
          --baseline FILE   hide the findings recorded in FILE; when FILE does not exist, record
                            every current finding in it first (adopting Ellipsis in a project)
          --annotate OUT    with one .xliff (or .xcloc) to lint: write a copy with each finding as a
                            note on its translation unit, for translators' tools
          --locale-dir DIR  folder of <locale>.json files (Locales/ schema) used before the built-in
                            data, repeatable: a team's own lexicon or fonts for a language
          --quiet           no progress and no notes on standard error (errors still go there)
        """

    @Sendable static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, valued: ["format", "config", "output", "fail-on", "baseline",
                                                                  "annotate", "locale-dir"],
                                         flags: ["help", "quiet"])
        if parsed.has("help") {
            print(help)
            return 0
        }
        let format = try parsed.choice("format", from: Reporters.names, default: "text")
        let failOn = try parsed.choice("fail-on", from: ["error", "warning", "note", "never"], default: "error")
        let paths = parsed.positional.isEmpty ? [FileManager.default.currentDirectoryPath] : parsed.positional

        let configuration = try loadConfiguration(explicit: parsed.value("config"), paths: paths)
        let fonts = try LintInputs.fonts(configuration: configuration)
        let localeData = try LintInputs.localeData(directories: parsed.values("locale-dir") + configuration.localeDirectories)
        let quiet = parsed.has("quiet")
        let progress = ProgressLine(total: 2, quiet: quiet)
        progress.step("reading \(paths.count == 1 ? paths[0] : "\(paths.count) paths")")
        let projects = try LintInputs.loadProjects(paths: paths, configuration: configuration)
        progress.step("checking \(projects.count) project\(projects.count == 1 ? "" : "s")")

        var linter = Linter(configuration: configuration, localeData: localeData,
                            layout: LayoutService(engine: LayoutEngine(fonts: fonts, localeData: localeData)))
        var baselineNote: String?
        if let baselinePath = parsed.value("baseline") {
            if FileManager.default.fileExists(atPath: baselinePath) {
                linter.baseline = try Baseline.load(path: baselinePath)
            } else {
                let all = linter.lint(projects).diagnostics
                let baseline = Baseline(all)
                try AtomicFile.write(baseline.encoded(), to: baselinePath)
                linter.baseline = baseline
                baselineNote = "ellipsis: wrote baseline \(baselinePath) with \(baseline.count) finding(s); they are hidden from now on"
            }
        }
        let result = linter.lint(projects)
        progress.finish()
        let enabled = linter.rules.map { $0.description }.filter { configuration.isEnabled($0.identifier) }
        let layout = linter.layout
        let report = LintReport(diagnostics: result.diagnostics, summary: result.summary,
                                rules: enabled.map(\.metadata), fonts: layout?.fonts ?? [],
                                proxyFonts: layout?.usesProxyFonts ?? true, root: paths.count == 1 ? paths[0] : ".",
                                actions: result.inventory)
        guard var rendered = Reporters.render(report, format: format) else {
            throw UsageError("unknown format '\(format)'")
        }
        let reduced = result.reducedChecksNotice
        // The text report is for people: it says so itself. Machine formats keep their shape; stderr says it.
        if format == "text", let reduced { rendered += (rendered.hasSuffix("\n") ? "" : "\n") + reduced + "\n" }
        let nothingFound = CodeNotices.nothingFound(projects)
        if format == "text", let nothingFound { rendered += (rendered.hasSuffix("\n") ? "" : "\n") + nothingFound + "\n" }
        // The annotated copy first: when it cannot be written, nothing else is either.
        var annotationSummary: String?
        if let annotate = parsed.value("annotate") {
            annotationSummary = try XLIFFAnnotationFile.write(input: parsed.positional, output: annotate, report: report)
        }
        if let output = parsed.value("output") {
            try AtomicFile.write(Data(rendered.utf8), to: output)
        } else {
            FileHandle.standardOutput.write(Data(rendered.utf8))
        }
        if !quiet, let annotationSummary { writeError(annotationSummary) }
        if !quiet, let baselineNote { writeError(baselineNote) }
        if !quiet, format != "text", let reduced { writeError("ellipsis: " + reduced) }
        if !quiet, format != "text", let nothingFound { writeError("ellipsis: " + nothingFound) }
        if !quiet { for note in CodeNotices.notes(projects) { writeError(note) } }
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
