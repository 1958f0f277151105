import EllipsisCore

/// `ellipsis rules` (DESIGN.md, "Command line").
enum RulesCommand {
    @Sendable static func run(_ arguments: [String]) throws -> Int32 {
        throw UsageError("'rules' is not available in this build yet")
    }
}
