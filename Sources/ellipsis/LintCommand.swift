import EllipsisCore

/// `ellipsis lint` (DESIGN.md, "Command line").
enum LintCommand {
    @Sendable static func run(_ arguments: [String]) throws -> Int32 {
        throw UsageError("'lint' is not available in this build yet")
    }
}
