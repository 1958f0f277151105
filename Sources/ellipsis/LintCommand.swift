import EllipsisCore
import EllipsisPipeline
import EllipsisReport
import Foundation

/// `ellipsis lint [PATH ...]` (docs/contract.md, "Command line"): reads projects,
/// runs the rules, prints a report, and exits 0, 1 (findings at or above
/// `--fail-on`) or 2 (usage error or unreadable input).
enum LintCommand {
    static var help: String { CommandTable.lint.help }

    /// The last run, never freed: the process ends right after it, and the exit gives its
    /// memory back at once, where freeing a large catalog's texts and findings one by one
    /// takes a noticeable part of a run.
    nonisolated(unsafe) private static var finishedRun: ReportedRun?

    @Sendable static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, spec: CommandTable.lint)
        if parsed.has("help") {
            print(help, terminator: "")
            return 0
        }
        let format = try parsed.choice("format", from: Reporters.names, default: "text")
        let failOn = try parsed.choice("fail-on", from: ["error", "warning", "note", "never"], default: "error")
        var request = RunRequest(paths: parsed.positional, configurationFile: parsed.value("config"),
                                 localeDirectories: parsed.values("locale-dir"), metricsFiles: parsed.values("metrics"),
                                 baselineFile: parsed.value("baseline"), pseudo: parsed.has("pseudo"))
        request.show = try parsed.shownDetails()
        let quiet = parsed.has("quiet")

        let discovered = try Pipeline.discover(request)
        let progress = ProgressLine(total: 2, quiet: quiet)
        let paths = discovered.paths
        // Asked first: a ref git does not know is a usage error before any reading.
        let changes = try parsed.value("changed-since").map { try GitChanges.since($0, at: paths[0]) }
        progress.step("reading \(paths.count == 1 ? paths[0] : "\(paths.count) paths")")
        let loaded = try Pipeline.load(discovered)
        progress.step("checking \(loaded.projects.count) project\(loaded.projects.count == 1 ? "" : "s")")
        var checked = try Pipeline.check(try Pipeline.resolve(loaded))
        // The projects are checked whole, so that a changed string meets what it collides with.
        if let changes { checked = checked.narrowed(to: changes) }
        var run = Pipeline.report(checked)
        defer { Self.finishedRun = run }
        progress.finish()
        // The annotated copy first: when it cannot be written, nothing else is either.
        let annotationSummary = try parsed.value("annotate").map { try run.annotate(writingTo: $0) }
        // The report leaves as it is made: a large one is never held whole. A file
        // appears only once complete (AtomicFile); standard output gets it in chunks.
        if let output = parsed.value("output") {
            try AtomicFile.write(to: output) { file in
                try run.write(format: format, to: ReportStream(to: file.append))
            }
        } else {
            try run.write(format: format, to: ReportStream(to: StandardOutput.write))
        }
        // For the whole-pipeline benchmark (scripts/pipeline-bench.py): the run's own stage times.
        if ProcessInfo.processInfo.environment["ELLIPSIS_STAGE_TIMES"] != nil {
            writeError(StageTimesLine.line(run.timings, layout: run.checked.resolved.layout.measuringTime))
            writeError(StartupLine.line(fonts: run.checked.resolved.layout.engine.fonts))
        }
        if !quiet, let annotationSummary { writeError(annotationSummary) }
        if !quiet, let written = run.writtenBaseline {
            writeError("ellipsis: wrote baseline \(written.path) with \(written.findings) finding(s); they are hidden from now on")
        }
        // The text report says it itself; machine formats keep their shape, so standard error says it.
        if !quiet, format != "text", let reduced = run.result.reducedChecksNotice { writeError("ellipsis: " + reduced) }
        if !quiet, format != "text", let nothingFound = run.nothingFoundNotice { writeError("ellipsis: " + nothingFound) }
        if !quiet { for note in run.codeNotes { writeError("ellipsis: note: " + note) } }
        guard failOn != "never", let threshold = Severity(rawValue: failOn) else {
            return InputErrorStatus.finish(run, otherwise: 0)
        }
        return InputErrorStatus.finish(run, otherwise: run.result.diagnostics.contains { $0.severity >= threshold } ? 1 : 0)
    }
}
