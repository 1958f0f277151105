import EllipsisCore
import EllipsisLayout
import EllipsisReport
import EllipsisRules
import EllipsisText
import Foundation

/// One locale of one project whose quick-action menu is drawn.
public struct PreviewTarget: Sendable {
    public var project: Project
    public var locale: LocaleID
}

// What the report stage makes of a report. Each adds its time to the report stage.
extension ReportedRun {
    /// The report in a format (`Reporters.names`). The text format, being for people, ends
    /// by saying where semantic checks were reduced and when no action was found; machine
    /// formats keep their shape.
    public mutating func rendered(format: String) throws -> String {
        let stream = ReportStream()
        try write(format: format, to: stream)
        return stream.text
    }

    /// The same text written to `stream` as it is made, a finding at a time, so that
    /// the report of a large project is never held whole. Throws what the stream's
    /// destination threw.
    public mutating func write(format: String, to stream: ReportStream) throws {
        var clock = timings
        defer { timings = clock }
        try clock.time(.report) {
            guard let reporter = Reporters.reporter(named: format) else {
                throw UsageError("unknown format '\(format)'")
            }
            reporter.write(report, to: stream)
            if format == "text" {
                for notice in [checked.result.reducedChecksNotice, nothingFoundNotice].compactMap({ $0 }) {
                    stream.write((stream.lastByte == UInt8(ascii: "\n") ? "" : "\n") + notice + "\n")
                }
            }
            try stream.finish()
        }
    }

    /// When no action was found anywhere: that none was, and which sources were read
    /// (the text format ends with it; for the others it is the caller's to show).
    public var nothingFoundNotice: String? { CodeNotices.nothingFound(checked.projects) }

    /// What the code analysis noted (a source file it skipped), each once.
    public var codeNotes: [String] { CodeNotices.notes(checked.projects) }

    /// `--annotate OUT`: a copy of the one XLIFF the run read (as the request named it)
    /// with each finding as a note on its unit, written to `output`; the summary line.
    public mutating func annotate(writingTo output: String) throws -> String {
        var clock = timings
        defer { timings = clock }
        return try clock.time(.report) {
            try XLIFFAnnotationFile.write(input: checked.request.paths, output: output, report: report)
        }
    }

    /// The menus to draw: every locale of every project, or those of `locales` only.
    /// - Throws: UsageError when `locales` names none of the projects' locales.
    public func previewTargets(locales: [LocaleID] = []) throws -> [PreviewTarget] {
        let wanted = Set(locales)
        let targets = checked.projects.flatMap { project in
            project.locales.filter { wanted.isEmpty || wanted.contains($0) }.map { PreviewTarget(project: project, locale: $0) }
        }
        if !wanted.isEmpty, targets.isEmpty {
            throw UsageError("no locale of the project matches --locale \(locales.map(\.identifier).joined(separator: ", "))")
        }
        return targets
    }

    /// The menus of one locale, laid out with the run's own layout (the fonts and shaping
    /// cache the findings were measured with) and marked with its findings.
    public mutating func previews(of target: PreviewTarget, options: PreviewOptions) throws -> [MenuPreviews.Drawing] {
        var clock = timings
        var fonts = previewFonts
        defer {
            timings = clock
            previewFonts = fonts
        }
        return try clock.time(.report) {
            let data = checked.localeData.bestData(for: target.locale.identifier)
            let configuration = checked.configuration
            return try MenuPreviews.draw(project: target.project, locale: target.locale, engine: checked.layout.engine,
                                         rightToLeft: Bidi.isRightToLeft(locale: target.locale.identifier), options: options,
                                         diagnostics: report.diagnostics, fonts: &fonts, fill: { text in
                PlaceholderSamples.fill(text, locale: data, configuration: configuration, isolated: true)
            })
        }
    }

    /// How many times `translatorReport` reports progress.
    public var translatorReportSteps: Int {
        Set(checked.projects.flatMap(\.locales)).count * checked.projects.count + 1
    }

    /// The translator report, one self-contained HTML file: the grid of locales and
    /// actions, the previews, the findings in plain words. `progress` is told each step.
    /// - Parameter title: nil names the report after the first path.
    public mutating func translatorReport(options: PreviewOptions, title: String? = nil,
                                          progress: (String) -> Void = { _ in }) throws -> String {
        var previews: [String: [PreviewImage]] = [:]
        var rightToLeft: Set<String> = []
        let projects = checked.projects
        for project in projects {
            for locale in project.locales {
                progress("previews \(locale.identifier)")
                if Bidi.isRightToLeft(locale: locale.identifier) { rightToLeft.insert(locale.identifier) }
                let drawn = cutSizes(project: project, locale: locale, options: options)
                for drawing in try self.previews(of: PreviewTarget(project: project, locale: locale), options: drawn) {
                    previews[locale.identifier, default: []].append(PreviewImage(caption: drawing.caption, svg: drawing.svg))
                }
            }
        }
        progress("report")
        var clock = timings
        defer { timings = clock }
        return clock.time(.report) {
            // Several projects share one report: the first one names the source language and actions.
            let paths = checked.paths
            var project = projects.first ?? Project(platform: .ios, root: paths[0], developmentLanguage: LocaleID("en"))
            for other in projects.dropFirst() {
                project.actions += other.actions
                project.locales = Array(Set(project.locales + other.locales)).sorted()
            }
            let title = title ?? "Quick actions review: \(URL(fileURLWithPath: paths[0]).lastPathComponent)"
            var report = report
            report.fonts = Array(Set(report.fonts).union(previewFonts)).sorted()
            // Roboto and Noto are Android's own fonts: only iOS widths are estimates.
            if !projects.contains(where: { $0.platform == .ios }) { report.proxyFonts = false }
            return TranslatorReportHTML.render(TranslatorReportInput(
                project: project, report: report, previews: previews, rightToLeftLocales: rightToLeft, title: title))
        }
    }

    /// The sizes to draw a locale's menu at: those asked for, and each larger size where one of
    /// its listed findings says a text is cut, so the report shows the cut where it happens.
    func cutSizes(project: Project, locale: LocaleID, options: PreviewOptions) -> PreviewOptions {
        guard project.platform == .ios else { return options }
        var drawn = options
        let summarised = !report.showsAccessibilityCuts
        for diagnostic in report.diagnostics where diagnostic.rule == "truncation" && diagnostic.locale == locale.identifier {
            guard case .string(let name)? = diagnostic.data["textSize"], let size = TextSize(name: name),
                  case .string(options.device)? = diagnostic.data["device"],
                  !(summarised && FindingGroups.isAccessibilityOnlyCut(diagnostic)),
                  !drawn.textSizes.contains(size) else { continue }
            drawn.textSizes.append(size)
        }
        drawn.textSizes.sort { TextSize.allCases.firstIndex(of: $0) ?? 0 < TextSize.allCases.firstIndex(of: $1) ?? 0 }
        return drawn
    }
}
