import EllipsisCore

/// `ellipsis measure` (DESIGN.md, "Command line").
enum MeasureCommand {
    @Sendable static func run(_ arguments: [String]) throws -> Int32 {
        throw UsageError("'measure' is not available in this build yet")
    }
}
