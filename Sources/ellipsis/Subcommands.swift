/// The table of subcommands. Each entry takes the arguments after the
/// command name and returns the exit status; each command lives in its own file
/// (docs/architecture.md, "Where to add a command").
let subcommands: [String: @Sendable ([String]) throws -> Int32] = [
    "budgets": BudgetsCommand.run,
    "inspect": InspectCommand.run,
    "measure": MeasureCommand.run,
    "metrics": MetricsCommand.run,
    "lint": LintCommand.run,
    "preview": PreviewCommand.run,
    "report": ReportCommand.run,
    "rules": RulesCommand.run,
    "manual": DocumentationCommands.manual,
    "completions": DocumentationCommands.completions,
]
