import EllipsisCore

/// `ellipsis inspect` (DESIGN.md, "Command line").
enum InspectCommand {
    @Sendable static func run(_ arguments: [String]) throws -> Int32 {
        throw UsageError("'inspect' is not available in this build yet")
    }
}
