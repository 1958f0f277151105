import EllipsisCore
import EllipsisLayout
import EllipsisLocaleData
import EllipsisReport
import EllipsisRules

// What a run holds after each stage. Each value keeps the one before it and
// reads through to it (`run.projects`, `run.configuration`), and carries the
// timings of every stage so far.

/// After `discover`: where the run reads from.
public struct DiscoveredRun: Sendable {
    public var request: RunRequest
    /// The paths to read: the request's, or the current folder.
    public var paths: [String]
    public var configuration: Configuration
    /// The configuration file read; nil when the defaults (or a configuration value) are used.
    public var configurationFile: String?
    /// The request's locale folders, then the configuration's.
    public var localeDirectories: [String]
    /// The request's font folders, then the configuration's.
    public var fontDirectories: [String]
    /// The request's metrics snapshots, then the configuration's.
    public var metricsFiles: [String]
    /// The pseudo-locales added to every project: none without `--pseudo`.
    public var pseudoLocales: [PseudoLocale] = []
    public var timings = StageTimings()
}

/// After `load`: the locale data, the projects and the baseline, read.
@dynamicMemberLookup
public struct LoadedRun: Sendable {
    public var discovered: DiscoveredRun
    /// The user's folders before the built-in data; the first with a file for a locale answers for it.
    public var localeData: any LocaleDataProvider
    public var projects: [Project]
    /// The files that could not be read, each left out of `projects`; the run goes on without them.
    public var inputErrors: [InputError] = []
    /// The baseline read from `request.baselineFile`; nil when there is none or it is yet to be written.
    public var baseline: Baseline?
    /// The faces made from the metrics snapshots, in the order of their files.
    public var metricsFaces: [FontFace] = []
    public var timings = StageTimings()

    public subscript<Value>(dynamicMember path: KeyPath<DiscoveredRun, Value>) -> Value { discovered[keyPath: path] }
}

/// After `resolve`: what checking needs, built for this run alone.
@dynamicMemberLookup
public struct ResolvedRun: Sendable {
    public var loaded: LoadedRun
    /// The run's layout: its own fonts (the folders asked for), its shaping cache, the fonts it used.
    public var layout: LayoutService
    public var linter: Linter
    /// Each project as the rules see it, in the projects' order. Checking one reads nothing
    /// else, so they can be checked in any order, or at once. Emptied once checked
    /// (`CheckedRun.resolved`): only the check reads them.
    public var contexts: [RuleContext]
    public var timings = StageTimings()

    public subscript<Value>(dynamicMember path: KeyPath<LoadedRun, Value>) -> Value { loaded[keyPath: path] }
}

/// After `check`: the findings.
@dynamicMemberLookup
public struct CheckedRun: Sendable {
    public var resolved: ResolvedRun
    /// Sorted with `Diagnostic.stableOrder`, the baseline applied.
    public var result: Linter.Result
    /// Set when the run recorded a new baseline (its file did not exist): where, and how many findings.
    public var writtenBaseline: WrittenBaseline?
    public var timings = StageTimings()

    public subscript<Value>(dynamicMember path: KeyPath<ResolvedRun, Value>) -> Value { resolved[keyPath: path] }
}

public struct WrittenBaseline: Sendable, Equatable {
    public var path: String
    public var findings: Int

    public init(path: String, findings: Int) {
        self.path = path
        self.findings = findings
    }
}

/// After `report`: the report every output is made from. Making an output
/// (`rendered(format:)`, previews, the translator report) adds to the report
/// stage's time.
@dynamicMemberLookup
public struct ReportedRun: Sendable {
    public var checked: CheckedRun
    public var report: LintReport
    /// The font files the previews drawn so far were set in.
    public var previewFonts: Set<String> = []
    public var timings = StageTimings()

    public subscript<Value>(dynamicMember path: KeyPath<CheckedRun, Value>) -> Value { checked[keyPath: path] }
}
