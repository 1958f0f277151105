import EllipsisCore
import EllipsisPipeline
import Foundation

/// `ellipsis preview PATH [--out DIR]` (docs/contract.md, "Command line"): one SVG
/// of the quick-action menu per locale, text size and Home Screen side.
enum PreviewCommand {
    static let help = """
        usage: ellipsis preview [PATH ...] [--out DIR] [--device iphone|ipad] [--text-size SIZE ...]
                                [--side both|left|right] [--locale L ...] [--config FILE] [--locale-dir DIR ...]
                                [--metrics FILE ...] [--pseudo] [--quiet]

          PATH            what `lint` reads (default: the current folder)
          --out DIR       folder for the SVG files (default: ellipsis-previews); created if needed
          --device        iphone (default) or ipad
          --text-size     Dynamic Type size, repeatable: xS S M L xL xxL xxxL AX1...AX5 (default L)
          --side          where the app icon is on the Home Screen (default: both)
          --locale L      only these locales, repeatable (default: every locale of the project)
          --config FILE   lint configuration, for the findings each row is marked with
          --locale-dir D  folder of <locale>.json files used before the built-in locale data, repeatable
          --metrics FILE  measure with a metrics snapshot of Apple's fonts (ellipsis metrics snapshot), repeatable
          --pseudo        also lay out the pseudo-locales en-XA (accented, expanded, bracketed) and ar-XB
                          (right to left) made from the development language (or those of "pseudo")
          --quiet         no progress and no summary line on standard error

        Files are named LOCALE-DEVICE-SIZE-SIDE.svg, e.g. de-iphone-L-left.svg. Text is drawn
        from glyph outlines, so the files show the same everywhere without the fonts.
        """

    @Sendable static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, valued: ["out", "config", "device", "text-size", "side", "locale",
                                                                   "locale-dir", "metrics"],
                                         flags: ["help", "quiet", "pseudo"])
        if parsed.has("help") {
            print(help)
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
