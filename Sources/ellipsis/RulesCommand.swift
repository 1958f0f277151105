import EllipsisCore
import EllipsisRules

/// `ellipsis rules [--format markdown|json]`: every rule with its examples,
/// generated from the rule descriptions (docs/rules.md is this output).
enum RulesCommand {
    @Sendable static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, spec: CommandTable.rules)
        if parsed.has("help") {
            print(CommandTable.rules.help, terminator: "")
            return 0
        }
        guard parsed.positional.isEmpty else { throw UsageError("'rules' takes no arguments") }
        switch try parsed.choice("format", from: ["markdown", "json"], default: "markdown") {
        case "json": print(RuleDocumentation.json(), terminator: "")
        default: print(RuleDocumentation.markdown(), terminator: "")
        }
        return 0
    }
}
