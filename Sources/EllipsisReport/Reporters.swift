import EllipsisCore

/// The reporters by `--format` name, for the lint command
/// (docs/architecture.md, "Where to add a reporter").
public enum Reporters {
    /// Every format name, in the order `--help` lists them.
    public static let names: [String] = [
        TextReporter.name, JSONReporter.name, SARIFReporter.name,
        XcodeReporter.name, GitHubReporter.name, JUnitReporter.name,
    ]

    /// The rendering of `report` in the format `name`, or nil if there is no such format.
    public static func render(_ report: LintReport, format name: String) -> String? {
        switch name {
        case TextReporter.name: TextReporter.render(report)
        case JSONReporter.name: JSONReporter.render(report)
        case SARIFReporter.name: SARIFReporter.render(report)
        case XcodeReporter.name: XcodeReporter.render(report)
        case GitHubReporter.name: GitHubReporter.render(report)
        case JUnitReporter.name: JUnitReporter.render(report)
        default: nil
        }
    }
}
