import EllipsisCore
import Foundation

/// Everything a reporter needs about one lint run. Reporters are pure
/// functions from this value to text; they never look at files or rules.
public struct LintReport: Sendable {
    /// Sorted with `Diagnostic.stableOrder`.
    public var diagnostics: [Diagnostic]
    public var summary: DiagnosticSummary
    /// Metadata of every rule that ran (SARIF `tool.driver.rules`, HTML help).
    public var rules: [RuleMetadata]
    /// Font files used for measuring, so every report can say which fonts it used.
    public var fonts: [String]
    /// Whether those are proxies for Apple's fonts (widths are estimates then).
    public var proxyFonts: Bool
    /// Those of `fonts` that are a metrics snapshot of Apple's fonts (`--metrics`): Apple's own
    /// numbers for the text they cover.
    public var snapshotFonts: [String] = []
    public var toolVersion: String
    /// The folder or file that was linted.
    public var root: String
    /// The folder file paths are shown relative to: where the command ran,
    /// which in CI is the repository's root (what GitHub resolves paths
    /// against). Files outside it keep their absolute paths.
    public var workingDirectory: String?
    /// Every action found (Info.plist, manifests, Android XML, code), in `ActionInventoryItem.stableOrder`.
    public var actions: [ActionInventoryItem]
    /// The platforms of the projects linted, so that fonts and units are named as what they are.
    public var platforms: Set<Project.Platform> = []
    /// Whether cuts only at accessibility sizes are listed one by one (`--show accessibility`)
    /// rather than summarised per action and size in the formats people read.
    public var showsAccessibilityCuts: Bool = false
    /// Where the run could not judge everything (locales without a reviewed lexicon).
    public var reducedChecks: ReducedChecks = ReducedChecks()

    public init(diagnostics: [Diagnostic], summary: DiagnosticSummary, rules: [RuleMetadata],
                fonts: [String] = [], proxyFonts: Bool = true, toolVersion: String = EllipsisVersion.current, root: String = ".",
                workingDirectory: String? = FileManager.default.currentDirectoryPath, actions: [ActionInventoryItem] = []) {
        // The findings of a run come sorted: they are then kept as they are, not copied.
        self.diagnostics = diagnostics.isSorted(by: Diagnostic.stableOrder) ? diagnostics
            : diagnostics.sorted(by: Diagnostic.stableOrder)
        self.actions = actions.isSorted(by: ActionInventoryItem.stableOrder) ? actions
            : actions.sorted(by: ActionInventoryItem.stableOrder)
        self.summary = summary
        self.rules = rules
        self.fonts = fonts
        self.proxyFonts = proxyFonts
        self.toolVersion = toolVersion
        self.root = root
        self.workingDirectory = workingDirectory
    }

    /// What reporters make paths relative to.
    public var pathBase: String { workingDirectory ?? root }

    /// What the measuring fonts are, when they are no stand-ins: Android's own.
    public var ownFontsNote: String? {
        guard !proxyFonts, !platforms.isEmpty, platforms == [.android] else { return nil }
        return "These are Android's own system fonts (Roboto and Noto); launchers of some manufacturers use others."
    }

    /// The findings as people read them: groups across locales, accessibility cuts summarised.
    public var shown: ShownFindings { FindingGroups.shown(self) }
}

extension Array {
    /// Whether sorting with `areInIncreasingOrder` would leave the elements where they are.
    func isSorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> Bool {
        indices.dropFirst().allSatisfy { !areInIncreasingOrder(self[$0], self[$0 - 1]) }
    }
}

/// A reporter turns a lint run into the text of one output format.
public protocol Reporter {
    /// The `--format` name, e.g. `sarif`.
    static var name: String { get }
    /// The whole text; the same as `write` collects.
    static func render(_ report: LintReport) -> String
    /// The text written piece by piece (a finding at a time) as it is made.
    static func write(_ report: LintReport, to stream: ReportStream)
}

extension Reporter {
    /// Every format's whole text is what its `write` collects, so the two cannot differ.
    public static func render(_ report: LintReport) -> String {
        let stream = ReportStream()
        write(report, to: stream)
        return stream.text
    }
}
