import EllipsisCore

/// What one command takes, written once: `--help`, the parser, the man page (`ellipsis manual`)
/// and the bash, zsh and fish completions (`ellipsis completions SHELL`) are all made from it,
/// so none of them can name an option the others do not.
struct CommandSpec: Sendable {
    /// What follows the command name before its options: `[PATH ...]`, `TEXT`, `SHELL`.
    struct Operand: Sendable {
        var name: String
        var usage: String
        var help: String
        var completion: Completion
    }

    var name: String
    /// One line, for `ellipsis --help` and the man page's command list.
    var summary: String
    var operand: Operand?
    var options: [CommandOption]
    /// Paragraphs after the option list (what the output is, exit statuses), as --help prints them.
    var details: String = ""

    /// The options the parser accepts: these and --help.
    var valuedNames: Set<String> { Set(options.filter { $0.value != nil }.map(\.name)) }
    var flagNames: Set<String> { Set(options.filter { $0.value == nil }.map(\.name)).union(["help"]) }
    func option(_ name: String) -> CommandOption? { options.first { $0.name == name } }
}

/// What a shell offers for an operand or an option's value.
enum Completion: Equatable, Sendable {
    case nothing
    case files
    case directories
    case choices([String])
}

struct CommandOption: Sendable {
    /// The value an option takes: its placeholder in --help and what the shells complete.
    struct Value: Sendable {
        var placeholder: String
        var completion: Completion
    }

    var name: String
    var value: Value?
    var repeatable = false
    var help: String
    /// The parser refuses a value outside `choices` (a `.choice` option); others only offer them to shells.
    var validated = false

    var choices: [String]? {
        if case .choices(let choices)? = value?.completion { return choices }
        return nil
    }

    static func flag(_ name: String, _ help: String) -> CommandOption {
        CommandOption(name: name, value: nil, help: help)
    }

    static func valued(_ name: String, _ placeholder: String, complete completion: Completion = .nothing,
                       repeatable: Bool = false, _ help: String) -> CommandOption {
        CommandOption(name: name, value: Value(placeholder: placeholder, completion: completion),
                      repeatable: repeatable, help: help)
    }

    static func choice(_ name: String, _ placeholder: String, _ choices: [String], repeatable: Bool = false,
                       _ help: String) -> CommandOption {
        CommandOption(name: name, value: Value(placeholder: placeholder, completion: .choices(choices)),
                      repeatable: repeatable, help: help, validated: true)
    }

    /// `--name VALUE` as the option list shows it.
    var label: String {
        guard let value else { return "--\(name)" }
        return "--\(name) \(value.placeholder)"
    }

    /// `[--name VALUE]` (`[--name VALUE ...]` when repeatable) as the usage line shows it.
    var usage: String {
        guard let value else { return "[--\(name)]" }
        // A short list of choices is shown whole; a long one by its placeholder.
        let shown = choices.map { $0.joined(separator: "|") }.flatMap { $0.count <= 40 ? $0 : nil } ?? value.placeholder
        return "[--\(name) \(shown)\(repeatable ? " ..." : "")]"
    }
}

extension CommandSpec {
    static let lineWidth = 100

    /// `ellipsis NAME --help`.
    var help: String {
        var out = CommandSpec.wrapped(["usage: ellipsis \(name)"] + (operand.map { [$0.usage] } ?? []) + options.map(\.usage)
                                      + ["[--help]"])
        out += "\n\n\(summary).\n"
        let rows = (operand.map { [($0.name, $0.help)] } ?? []) + options.map { ($0.label, $0.help + ($0.repeatable ? " (repeatable)" : "")) }
        if !rows.isEmpty {
            out += "\n"
            let column = min(max(rows.map(\.0.count).max() ?? 0, 12) + 4, 26)
            for (label, text) in rows {
                out += CommandSpec.row(label, text, column: column)
            }
        }
        if !details.isEmpty { out += "\n" + details + (details.hasSuffix("\n") ? "" : "\n") }
        return out
    }

    /// Words joined into lines of at most `lineWidth`, continuation lines indented under the first word's end.
    static func wrapped(_ words: [String]) -> String {
        guard let first = words.first else { return "" }
        let indent = String(repeating: " ", count: min(first.count + 1, 30))
        var lines = [first]
        for word in words.dropFirst() {
            if lines[lines.count - 1].count + 1 + word.count > lineWidth {
                lines.append(indent + word)
            } else {
                lines[lines.count - 1] += " " + word
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `  LABEL    text...` with the text wrapped in its column (a label too wide for it gets its own line).
    static func row(_ label: String, _ text: String, column: Int) -> String {
        let pad = String(repeating: " ", count: column)
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !current.isEmpty, column + current.count + 1 + word.count > lineWidth {
                lines.append(current)
                current = String(word)
            } else {
                current += (current.isEmpty ? "" : " ") + word
            }
        }
        lines.append(current)
        let head = "  " + label
        var out = ""
        if head.count + 2 > column {
            out += head + "\n" + pad + lines[0] + "\n"
        } else {
            out += head + String(repeating: " ", count: column - head.count) + lines[0] + "\n"
        }
        for line in lines.dropFirst() { out += pad + line + "\n" }
        return out
    }
}

extension ParsedArguments {
    /// Parses with a command's table: its options, --help, and the choices an option allows.
    init(_ arguments: [String], spec: CommandSpec) throws {
        try self.init(arguments, valued: spec.valuedNames, flags: spec.flagNames)
        for option in spec.options {
            guard option.validated, let choices = option.choices else { continue }
            for value in values(option.name) where !choices.contains(value) {
                throw UsageError("--\(option.name) must be one of \(choices.joined(separator: ", ")), got '\(value)'")
            }
        }
    }
}
