import EllipsisCore
import EllipsisPipeline
import Foundation

/// `ellipsis preview PATH [--out DIR]` (docs/contract.md, "Command line"): one SVG
/// of the quick-action menu per locale, text size and Home Screen side.
enum PreviewCommand {
    static var help: String { CommandTable.preview.help }

    @Sendable static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, spec: CommandTable.preview)
        if parsed.has("help") {
            print(help, terminator: "")
            return 0
        }
        let quiet = parsed.has("quiet")
        let options = try PreviewOptions(parsed)
        let folder = try OutputFolder.prepare(parsed.value("out") ?? "ellipsis-previews")
        var run = try Pipeline.run(RunRequest(paths: parsed.positional, configurationFile: parsed.value("config"),
                                              localeDirectories: parsed.values("locale-dir"),
                                              metricsFiles: parsed.values("metrics"), pseudo: parsed.has("pseudo")))
        let targets = try run.previewTargets(locales: parsed.values("locale").map { LocaleID($0) })
        let progress = ProgressLine(total: targets.count, quiet: quiet)
        var written = 0
        for target in targets {
            progress.step(target.locale.identifier)
            for drawing in try run.previews(of: target, options: options) {
                // Drawn again on every run: no flush to the disk for each of hundreds of files.
                try AtomicFile.write(Data(drawing.svg.utf8), to: folder.appendingPathComponent(drawing.fileName).path,
                                     sync: false)
                written += 1
            }
        }
        progress.finish()
        if !quiet {
            writeError("ellipsis: wrote \(written) preview\(written == 1 ? "" : "s") for \(targets.count) locale"
                       + "\(targets.count == 1 ? "" : "s") to \(folder.path) (\(OutputFolder.counts(run.report.summary)))")
            let names = run.previewFonts.sorted().map { URL(fileURLWithPath: $0).lastPathComponent }
            if !names.isEmpty {
                let apple = run.projects.contains { $0.platform == .ios }
                writeError("ellipsis: text set in \(names.joined(separator: ", "))"
                           + (apple ? "; for iOS these stand in for Apple's fonts, so widths are estimates" : ""))
            }
        }
        return InputErrorStatus.finish(run, otherwise: 0)
    }
}
