import EllipsisCore
import EllipsisPipeline
import Foundation

/// `ellipsis report PATH [--out DIR]` (docs/contract.md, "Command line"): the
/// translator review report, one self-contained HTML file.
enum ReportCommand {
    static var help: String { CommandTable.report.help }

    @Sendable static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, spec: CommandTable.report)
        if parsed.has("help") {
            print(help, terminator: "")
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
