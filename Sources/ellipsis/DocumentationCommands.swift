import EllipsisCore

/// `ellipsis manual` and `ellipsis completions SHELL`: what `make install` and the Debian package
/// install beside the binary, written by the binary from its own command table.
enum DocumentationCommands {
    @Sendable static func manual(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, spec: CommandTable.manual)
        if parsed.has("help") {
            print(CommandTable.manual.help, terminator: "")
            return 0
        }
        guard parsed.positional.isEmpty else { throw UsageError("'manual' takes no arguments") }
        print(ManualPage.roff(), terminator: "")
        return 0
    }

    @Sendable static func completions(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, spec: CommandTable.completions)
        if parsed.has("help") {
            print(CommandTable.completions.help, terminator: "")
            return 0
        }
        guard parsed.positional.count == 1, let script = ShellCompletions.script(for: parsed.positional[0]) else {
            throw UsageError("completions takes one SHELL: \(ShellCompletions.shells.joined(separator: ", "))")
        }
        print(script, terminator: "")
        return 0
    }
}
