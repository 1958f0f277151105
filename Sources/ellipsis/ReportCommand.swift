import EllipsisCore

/// `ellipsis report` (DESIGN.md, "Command line").
enum ReportCommand {
    @Sendable static func run(_ arguments: [String]) throws -> Int32 {
        throw UsageError("'report' is not available in this build yet")
    }
}
