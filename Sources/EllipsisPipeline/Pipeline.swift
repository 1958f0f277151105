import EllipsisCore
import EllipsisFormats
import EllipsisLayout
import EllipsisReport
import EllipsisRules
import Foundation

/// One run of Ellipsis as a library: `discover -> load -> resolve -> check -> report`
/// (README.md beside this file; docs/architecture.md). Each stage takes the value the
/// one before it made and makes the next; every command of the CLI runs these and
/// only parses its arguments and prints.
public enum Pipeline {
    /// Every stage in order: what `ellipsis lint` does before it prints.
    public static func run(_ request: RunRequest) throws -> ReportedRun {
        report(try check(try resolve(try load(try discover(request)))))
    }

    /// The paths, the configuration (given, named, or `.ellipsis.json` beside the first
    /// path) and the folders of locale data and fonts: the request's, then the configuration's.
    public static func discover(_ request: RunRequest) throws -> DiscoveredRun {
        try timed(.discover, after: StageTimings()) {
            let paths = request.paths.isEmpty ? [FileManager.default.currentDirectoryPath] : request.paths
            let file = request.configuration == nil
                ? try ConfigurationDiscovery.file(explicit: request.configurationFile, paths: paths) : nil
            let configuration = try request.configuration
                ?? file.map { try ConfigurationFile.load(path: $0, rules: request.rules) } ?? Configuration()
            let pseudo = request.pseudo ? (configuration.pseudo.isEmpty ? PseudoLocale.allCases : configuration.pseudo) : []
            return DiscoveredRun(request: request, paths: paths, configuration: configuration, configurationFile: file,
                                 localeDirectories: request.localeDirectories + configuration.localeDirectories,
                                 fontDirectories: request.fontDirectories + configuration.fontDirectories,
                                 metricsFiles: request.metricsFiles + configuration.metrics, pseudoLocales: pseudo)
        }
    }

    /// The locale data (the folders validated before anything runs), the projects at the
    /// paths (with the actions their code sets, found with the configuration's wrapper
    /// functions, and the pseudo-locales asked for), the metrics snapshots, and the baseline
    /// when its file exists.
    public static func load(_ run: DiscoveredRun) throws -> LoadedRun {
        try timed(.load, after: run.timings) {
            let localeData = try RunLocaleData.layered(directories: run.localeDirectories,
                                                       builtIn: run.request.builtInLocaleData,
                                                       schema: run.request.lexiconSchema)
            // Discovery reads the app's sources too: actions set in code join their project.
            // A malformed file is recorded and left out; everything else is still read.
            let (loaded, errors) = try ProjectLoader.loadKeepingGoing(paths: run.paths,
                                                                      code: CodeOptions.analysis(run.configuration))
            let projects = loaded.map { PseudoLocalization.adding(run.pseudoLocales, to: $0, localeData: localeData) }
            var baseline: Baseline?
            if let path = run.request.baselineFile, FileManager.default.fileExists(atPath: path) {
                baseline = try Baseline.load(path: path)
            }
            return LoadedRun(discovered: run, localeData: localeData, projects: projects, inputErrors: errors,
                             baseline: baseline, metricsFaces: try RunFonts.metricsFaces(files: run.metricsFiles))
        }
    }

    /// The run's fonts (its folders and snapshots only), its layout engine, the linter, and each project's
    /// texts as the rules see them.
    public static func resolve(_ run: LoadedRun) throws -> ResolvedRun {
        try timed(.resolve, after: run.timings) {
            let fonts = try RunFonts.library(folders: run.fontDirectories, given: run.request.fontDirectories,
                                             metrics: run.metricsFaces)
            let layout = LayoutService(engine: LayoutEngine(fonts: fonts, localeData: run.localeData,
                                                            calibration: run.request.calibration))
            let linter = Linter(configuration: run.configuration, localeData: run.localeData, rules: run.request.rules,
                                baseline: run.baseline, layout: layout)
            return ResolvedRun(loaded: run, layout: layout, linter: linter,
                               contexts: run.projects.map(linter.context(for:)))
        }
    }

    /// Each project checked on its own, then merged. A baseline file that does not exist yet
    /// is written first with every finding, which it then hides.
    public static func check(_ run: ResolvedRun) throws -> CheckedRun {
        try timed(.check, after: run.timings) {
            // What the rules consult of each locale (word lists, patterns, exemplar letters) is made
            // on a second thread while the first rules measure (LocaleWarmUp): the findings are the
            // same, a small project's are sooner.
            let warmUp = LocaleWarmUp.start(run.linter, contexts: run.contexts)
            // Contexts are independent: this map is where checking can spread over cores.
            let findings = run.contexts.map(run.linter.check)
            // Nothing of the run goes on after its check (nor while the process ends).
            warmUp?.wait()
            var linter = run.linter
            var written: WrittenBaseline?
            if let path = run.request.baselineFile, run.baseline == nil {
                let baseline = Baseline(linter.merge(findings).diagnostics)
                try AtomicFile.write(baseline.encoded(), to: path)
                linter.baseline = baseline
                written = WrittenBaseline(path: path, findings: baseline.count)
            }
            var resolved = run
            resolved.linter = linter
            // The items are the check's alone: a large catalog's are let go before the report.
            resolved.contexts = []
            var result = linter.merge(findings)
            // Files that could not be read are findings of every output, never baselined.
            if !run.inputErrors.isEmpty {
                result.diagnostics = (result.diagnostics + InputErrorFindings.diagnostics(run.inputErrors))
                    .sorted(by: Diagnostic.stableOrder)
            }
            return CheckedRun(resolved: resolved, result: result, writtenBaseline: written)
        }
    }

    /// The report: the findings with the metadata of the rules that ran and the fonts measured with.
    public static func report(_ run: CheckedRun) -> ReportedRun {
        timed(.report, after: run.timings) {
            let configuration = run.configuration
            let enabled = run.linter.rules.map { $0.description }.filter { configuration.isEnabled($0.identifier) }
            let inputErrors = run.inputErrors.isEmpty ? [] : [InputErrorFindings.metadata]
            // Roboto and Noto are Android's own fonts: only iOS widths come from stand-ins.
            let measuresIOS = run.projects.isEmpty || run.projects.contains { $0.platform == .ios }
            var report = LintReport(diagnostics: run.result.diagnostics, summary: run.result.summary,
                                    rules: enabled.map(\.metadata) + inputErrors, fonts: run.layout.fonts,
                                    proxyFonts: run.layout.usesProxyFonts && measuresIOS,
                                    root: run.paths.count == 1 ? run.paths[0] : ".", actions: run.result.inventory)
            report.snapshotFonts = run.layout.snapshotFonts
            report.showsAccessibilityCuts = run.request.show.union(configuration.show).contains("accessibility")
            report.reducedChecks = run.result.reducedChecks
            report.platforms = Set(run.projects.map(\.platform))
            return ReportedRun(checked: run, report: report)
        }
    }

    /// Runs one stage: the value it makes gets the timings before it plus its own.
    static func timed<Value: TimedStage>(_ stage: Stage, after earlier: StageTimings,
                                         _ body: () throws -> Value) rethrows -> Value {
        var timings = earlier
        var value = try timings.time(stage, body)
        value.timings = timings
        return value
    }
}

/// A value a stage makes, which carries the run's timings.
protocol TimedStage {
    var timings: StageTimings { get set }
}

extension DiscoveredRun: TimedStage {}
extension LoadedRun: TimedStage {}
extension ResolvedRun: TimedStage {}
extension CheckedRun: TimedStage {}
extension ReportedRun: TimedStage {}
