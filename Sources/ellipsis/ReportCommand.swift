import EllipsisCore
import EllipsisPipeline
import Foundation

/// `ellipsis report PATH [--out DIR]` (docs/contract.md, "Command line"): the
/// translator review report, one self-contained HTML file.
enum ReportCommand {
    static let help = """
        usage: ellipsis report [PATH ...] [--out DIR] [--config FILE] [--device iphone|ipad]
                               [--text-size SIZE ...] [--side both|left|right]
                               [--title TEXT] [--locale-dir DIR ...] [--metrics FILE ...]
                               [--show accessibility] [--pseudo] [--quiet]

          PATH            what `lint` reads (default: the current folder)
          --out DIR       folder for report.html (default: ellipsis-report); created if needed
          --config FILE   lint configuration (default: .ellipsis.json next to the first PATH)
          --device        device whose menu the previews show (default: iphone)
          --text-size     Dynamic Type sizes to preview, repeatable (default: L)
          --side          where the app icon is on the Home Screen: both, left, right (default: left)
          --title TEXT    the report's title
          --locale-dir D  folder of <locale>.json files used before the built-in locale data, repeatable
          --metrics FILE  measure with a metrics snapshot of Apple's fonts (ellipsis metrics snapshot), repeatable
          --show accessibility  list each cut only at accessibility sizes (default: one line per action and size)
          --pseudo        also lay out the pseudo-locales en-XA (accented, expanded, bracketed) and ar-XB
                          (right to left) made from the development language (or those of "pseudo")
          --quiet         no progress and no summary line on standard error
        """

    @Sendable static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, valued: ["out", "config", "device", "text-size", "side", "title",
                                                                   "locale-dir", "metrics", "show"],
                                         flags: ["help", "quiet", "pseudo"])
        if parsed.has("help") {
            print(help)
            return 0
        }
        let quiet = parsed.has("quiet")
        let folder = try OutputFolder.prepare(parsed.value("out") ?? "ellipsis-report")
        let options = try PreviewOptions(parsed, defaultSide: "left")
        var request = RunRequest(paths: parsed.positional, configurationFile: parsed.value("config"),
                                 localeDirectories: parsed.values("locale-dir"), metricsFiles: parsed.values("metrics"),
                                 pseudo: parsed.has("pseudo"))
        request.show = try parsed.shownDetails()
        var run = try Pipeline.run(request)
        let progress = ProgressLine(total: run.translatorReportSteps, quiet: quiet)
        let html = try run.translatorReport(options: options, title: parsed.value("title"), progress: progress.step)
        let destination = folder.appendingPathComponent("report.html")
        try AtomicFile.write(Data(html.utf8), to: destination.path)
        progress.finish()
        if !quiet {
            let locales = Set(run.projects.flatMap(\.locales)).count
            writeError("ellipsis: wrote \(destination.path) (\(locales) locales, \(OutputFolder.counts(run.report.summary)))")
        }
        return InputErrorStatus.finish(run, otherwise: 0)
    }
}
