import EllipsisCore

/// `ellipsis preview` (DESIGN.md, "Command line").
enum PreviewCommand {
    @Sendable static func run(_ arguments: [String]) throws -> Int32 {
        throw UsageError("'preview' is not available in this build yet")
    }
}
