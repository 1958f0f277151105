import EllipsisCore
import EllipsisPipeline
import EllipsisReport
import Foundation

/// `ellipsis lint [PATH ...]` (docs/contract.md, "Command line"): reads projects,
/// runs the rules, prints a report, and exits 0, 1 (findings at or above
/// `--fail-on`) or 2 (usage error or unreadable input).
enum LintCommand {
    static let help = """
        usage: ellipsis lint [PATH ...] [--format \(Reporters.names.joined(separator: "|"))]
                             [--config FILE] [--output FILE] [--fail-on error|warning|never]
                             [--baseline FILE] [--annotate OUT.xliff] [--locale-dir DIR ...]
                             [--show accessibility] [--pseudo] [--quiet]

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
          --metrics FILE    measure simple-script text with a metrics snapshot (ellipsis metrics snapshot)
          --locale-dir DIR  folder of <locale>.json files (Locales/ schema) used before the built-in
                            data, repeatable: a team's own lexicon or fonts for a language
          --show accessibility  list each cut that happens only at accessibility sizes (text, xcode,
                            github): by default they are one line per action and size
          --pseudo          also lay out the pseudo-locales en-XA (accented, expanded, bracketed) and ar-XB
                            (right to left) made from the development language (or those of "pseudo")
          --quiet           no progress and no notes on standard error (errors still go there)
        """

    @Sendable static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, valued: ["format", "config", "output", "fail-on", "baseline",
                                                                  "annotate", "locale-dir", "metrics", "show"],
                                         flags: ["help", "quiet", "pseudo"])
        if parsed.has("help") {
            print(help)
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
        progress.step("reading \(paths.count == 1 ? paths[0] : "\(paths.count) paths")")
        let loaded = try Pipeline.load(discovered)
        progress.step("checking \(loaded.projects.count) project\(loaded.projects.count == 1 ? "" : "s")")
        var run = Pipeline.report(try Pipeline.check(try Pipeline.resolve(loaded)))
        progress.finish()
        let rendered = try run.rendered(format: format)
        // The annotated copy first: when it cannot be written, nothing else is either.
        let annotationSummary = try parsed.value("annotate").map { try run.annotate(writingTo: $0) }
        if let output = parsed.value("output") {
            try AtomicFile.write(Data(rendered.utf8), to: output)
        } else {
            FileHandle.standardOutput.write(Data(rendered.utf8))
        }
        // For the whole-pipeline benchmark (scripts/pipeline-bench.py): the run's own stage times.
        if ProcessInfo.processInfo.environment["ELLIPSIS_STAGE_TIMES"] != nil {
            writeError(StageTimesLine.line(run.timings, layout: run.checked.resolved.layout.measuringTime))
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
