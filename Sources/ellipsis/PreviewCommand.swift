import EllipsisCore
import EllipsisReport
import EllipsisText
import Foundation

/// `ellipsis preview PATH [--out DIR]` (docs/contract.md, "Command line"): one SVG
/// of the quick-action menu per locale, text size and Home Screen side.
enum PreviewCommand {
    static let help = """
        usage: ellipsis preview [PATH ...] [--out DIR] [--device iphone|ipad] [--text-size SIZE ...]
                                [--side both|left|right] [--locale L ...] [--config FILE] [--locale-dir DIR ...] [--quiet]

          PATH            what `lint` reads (default: the current folder)
          --out DIR       folder for the SVG files (default: ellipsis-previews); created if needed
          --device        iphone (default) or ipad
          --text-size     Dynamic Type size, repeatable: xS S M L xL xxL xxxL AX1...AX5 (default L)
          --side          where the app icon is on the Home Screen (default: both)
          --locale L      only these locales, repeatable (default: every locale of the project)
          --config FILE   lint configuration, for the findings each row is marked with
          --locale-dir D  folder of <locale>.json files used before the built-in locale data, repeatable
          --quiet         no progress and no summary line on standard error

        Files are named LOCALE-DEVICE-SIZE-SIDE.svg, e.g. de-iphone-L-left.svg. Text is drawn
        from glyph outlines, so the files show the same everywhere without the fonts.
        """

    @Sendable static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, valued: ["out", "config", "device", "text-size", "side", "locale",
                                                                   "locale-dir"],
                                         flags: ["help", "quiet"])
        if parsed.has("help") {
            print(help)
            return 0
        }
        let quiet = parsed.has("quiet")
        let paths = parsed.positional.isEmpty ? [FileManager.default.currentDirectoryPath] : parsed.positional
        let options = try PreviewOptions(parsed)
        let folder = try ReviewInputs.prepareOutputFolder(parsed.value("out") ?? "ellipsis-previews")
        let inputs = try ReviewInputs.load(paths: paths, config: parsed.value("config"),
                                            localeDirectories: parsed.values("locale-dir"))
        let wanted = Set(parsed.values("locale").map { LocaleID($0) })

        let work = inputs.projects.flatMap { project in
            project.locales.filter { wanted.isEmpty || wanted.contains($0) }.map { (project, $0) }
        }
        if !wanted.isEmpty, work.isEmpty {
            throw UsageError("no locale of the project matches --locale \(parsed.values("locale").joined(separator: ", "))")
        }
        let progress = ProgressLine(total: work.count, quiet: quiet)
        var written = 0
        var fonts: Set<String> = []
        for (project, locale) in work {
            progress.step(locale.identifier)
            let drawings = try MenuPreviews.draw(project: project, locale: locale, engine: inputs.layout.engine,
                                                 rightToLeft: Bidi.isRightToLeft(locale: locale.identifier),
                                                 options: options, diagnostics: inputs.report.diagnostics, fonts: &fonts)
            for drawing in drawings {
                // Drawn again on every run: no flush to the disk for each of hundreds of files.
                try AtomicFile.write(Data(drawing.svg.utf8), to: folder.appendingPathComponent(drawing.fileName).path,
                                     sync: false)
                written += 1
            }
        }
        progress.finish()
        if !quiet {
            writeError("ellipsis: wrote \(written) preview\(written == 1 ? "" : "s") for \(work.count) locale"
                       + "\(work.count == 1 ? "" : "s") to \(folder.path) (\(ReviewInputs.counts(inputs.report.summary)))")
            let names = fonts.sorted().map { URL(fileURLWithPath: $0).lastPathComponent }
            if !names.isEmpty {
                let apple = inputs.projects.contains { $0.platform == .ios }
                writeError("ellipsis: text set in \(names.joined(separator: ", "))"
                           + (apple ? "; for iOS these stand in for Apple's fonts, so widths are estimates" : ""))
            }
        }
        return 0
    }
}
