import EllipsisCore
import EllipsisReport
import EllipsisText
import Foundation

/// `ellipsis report PATH [--out DIR]` (docs/contract.md, "Command line"): the
/// translator review report, one self-contained HTML file.
enum ReportCommand {
    static let help = """
        usage: ellipsis report [PATH ...] [--out DIR] [--config FILE] [--device iphone|ipad]
                               [--text-size SIZE ...] [--side both|left|right]
                               [--title TEXT] [--locale-dir DIR ...] [--quiet]

          PATH            what `lint` reads (default: the current folder)
          --out DIR       folder for report.html (default: ellipsis-report); created if needed
          --config FILE   lint configuration (default: .ellipsis.json next to the first PATH)
          --device        device whose menu the previews show (default: iphone)
          --text-size     Dynamic Type sizes to preview, repeatable (default: L)
          --side          where the app icon is on the Home Screen: both, left, right (default: left)
          --title TEXT    the report's title
          --locale-dir D  folder of <locale>.json files used before the built-in locale data, repeatable
          --quiet         no progress and no summary line on standard error
        """

    @Sendable static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, valued: ["out", "config", "device", "text-size", "side", "title",
                                                                   "locale-dir"],
                                         flags: ["help", "quiet"])
        if parsed.has("help") {
            print(help)
            return 0
        }
        let quiet = parsed.has("quiet")
        let paths = parsed.positional.isEmpty ? [FileManager.default.currentDirectoryPath] : parsed.positional
        let folder = try ReviewInputs.prepareOutputFolder(parsed.value("out") ?? "ellipsis-report")
        let options = try PreviewOptions(parsed, defaultSide: "left")
        let inputs = try ReviewInputs.load(paths: paths, config: parsed.value("config"),
                                            localeDirectories: parsed.values("locale-dir"))

        let locales = Set(inputs.projects.flatMap(\.locales))
        let progress = ProgressLine(total: locales.count * inputs.projects.count + 1, quiet: quiet)
        var previews: [String: [PreviewImage]] = [:]
        var rightToLeft: Set<String> = []
        var fonts: Set<String> = []
        for project in inputs.projects {
            for locale in project.locales {
                progress.step("previews \(locale.identifier)")
                let isRTL = Bidi.isRightToLeft(locale: locale.identifier)
                if isRTL { rightToLeft.insert(locale.identifier) }
                for drawing in try MenuPreviews.draw(project: project, locale: locale, engine: inputs.layout.engine,
                                                     rightToLeft: isRTL,
                                                     options: options, diagnostics: inputs.report.diagnostics, fonts: &fonts) {
                    previews[locale.identifier, default: []].append(PreviewImage(caption: drawing.caption, svg: drawing.svg))
                }
            }
        }
        progress.step("report")
        // Several projects share one report: the first one names the source language and actions.
        var project = inputs.projects.first ?? Project(platform: .ios, root: paths[0], developmentLanguage: LocaleID("en"))
        for other in inputs.projects.dropFirst() {
            project.actions += other.actions
            project.locales = Array(Set(project.locales + other.locales)).sorted()
        }
        let title = parsed.value("title") ?? "Quick actions review: \(URL(fileURLWithPath: paths[0]).lastPathComponent)"
        var report = inputs.report
        report.fonts = Array(Set(report.fonts).union(fonts)).sorted()
        // Roboto and Noto are Android's own fonts: only iOS widths are estimates.
        if !inputs.projects.contains(where: { $0.platform == .ios }) { report.proxyFonts = false }
        let html = TranslatorReportHTML.render(TranslatorReportInput(
            project: project, report: report, previews: previews, rightToLeftLocales: rightToLeft, title: title))
        let destination = folder.appendingPathComponent("report.html")
        try AtomicFile.write(Data(html.utf8), to: destination.path)
        progress.finish()
        if !quiet {
            writeError("ellipsis: wrote \(destination.path) (\(locales.count) locales, "
                       + "\(ReviewInputs.counts(inputs.report.summary)))")
        }
        return 0
    }
}
