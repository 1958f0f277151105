import EllipsisCore
import EllipsisLayout
import EllipsisLocaleData
import EllipsisReport
import EllipsisRules
import Foundation

/// What `preview` and `report` start from: the projects at the given paths and
/// the findings `lint` would report for them, with the same configuration.
struct ReviewInputs {
    var projects: [Project]
    var report: LintReport
    /// The locale data lint used, and its layout: previews measure with the same fonts and reuse its cache.
    var localeData: any LocaleDataProvider
    var layout: LayoutService

    static func load(paths: [String], config: String?, localeDirectories: [String] = []) throws -> ReviewInputs {
        let configuration = try LintCommand.loadConfiguration(explicit: config, paths: paths)
        let localeData = try LintInputs.localeData(directories: localeDirectories + configuration.localeDirectories)
        // Apple's fonts, when the configuration points at them, for previews as for lint.
        let fonts = try LintInputs.fonts(configuration: configuration)
        let projects = try LintInputs.loadProjects(paths: paths, configuration: configuration)
        let layout = LayoutService(engine: LayoutEngine(fonts: fonts, localeData: localeData))
        let linter = Linter(configuration: configuration, localeData: localeData, layout: layout)
        let result = linter.lint(projects)
        let enabled = linter.rules.map { $0.description }.filter { configuration.isEnabled($0.identifier) }
        let report = LintReport(diagnostics: result.diagnostics, summary: result.summary, rules: enabled.map(\.metadata),
                                fonts: layout.fonts, proxyFonts: layout.usesProxyFonts,
                                root: paths.count == 1 ? paths[0] : ".", actions: result.inventory)
        return ReviewInputs(projects: projects, report: report, localeData: localeData, layout: layout)
    }

    /// Creates the output folder (and its parents); a path that cannot be a
    /// folder is a usage error (exit 2), reported before any work is done.
    static func prepareOutputFolder(_ path: String) throws -> URL {
        let url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw UsageError("--out \(path) exists and is not a folder") }
        } else {
            do {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            } catch {
                throw UsageError("cannot create the folder \(path): \((error as NSError).localizedDescription)")
            }
        }
        guard FileManager.default.isWritableFile(atPath: path) else {
            throw UsageError("cannot write into \(path): permission denied")
        }
        return url
    }

    /// `2 errors, 1 warning, 0 notes` for summary lines.
    static func counts(_ summary: DiagnosticSummary) -> String {
        func plural(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
        return "\(plural(summary.errors, "error")), \(plural(summary.warnings, "warning")), \(plural(summary.notes, "note"))"
    }
}
