import EllipsisCore

/// The reporters by `--format` name, for the lint command
/// (docs/architecture.md, "Where to add a reporter").
public enum Reporters {
    /// Every format name, in the order `--help` lists them.
    public static let names: [String] = [
        TextReporter.name, JSONReporter.name, SARIFReporter.name,
        XcodeReporter.name, GitHubReporter.name, JUnitReporter.name,
    ]

    /// The reporter of the format `name`, or nil if there is no such format.
    public static func reporter(named name: String) -> (any Reporter.Type)? {
        switch name {
        case TextReporter.name: TextReporter.self
        case JSONReporter.name: JSONReporter.self
        case SARIFReporter.name: SARIFReporter.self
        case XcodeReporter.name: XcodeReporter.self
        case GitHubReporter.name: GitHubReporter.self
        case JUnitReporter.name: JUnitReporter.self
        default: nil
        }
    }

    /// The rendering of `report` in the format `name`, or nil if there is no such format.
    public static func render(_ report: LintReport, format name: String) -> String? {
        reporter(named: name)?.render(report)
    }
}
