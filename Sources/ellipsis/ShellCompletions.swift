/// `ellipsis completions bash|zsh|fish`: completion scripts made from the command table, so that
/// a shell offers exactly the commands, options and values that --help lists.
enum ShellCompletions {
    static let shells = ["bash", "zsh", "fish"]

    static func script(for shell: String) -> String? {
        switch shell {
        case "bash": return bash()
        case "zsh": return zsh()
        case "fish": return fish()
        default: return nil
        }
    }

    static let helpSummary = "show the command's options"

    // MARK: bash

    static func bash() -> String {
        let commands = CommandTable.all.map(\.name).joined(separator: " ")
        var out = """
            # bash completion for ellipsis (written by `ellipsis completions bash`)
            _ellipsis() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command="" i
                for ((i = 1; i < COMP_CWORD; i++)); do
                    case ${COMP_WORDS[i]} in -*) ;; *) command=${COMP_WORDS[i]}; break ;; esac
                done
                COMPREPLY=()
                if [[ -z $command ]]; then
                    COMPREPLY=($(compgen -W "\(commands) --help --version" -- "$cur"))
                    return
                fi
                case $command in

            """
        for spec in CommandTable.all {
            out += "    \(spec.name))\n"
            let valued = spec.options.filter { $0.value != nil }
            if !valued.isEmpty {
                out += "        case $prev in\n"
                for option in valued {
                    out += "        --\(option.name)) \(bashReply(option.value!.completion)); return ;;\n"
                }
                out += "        esac\n"
            }
            let names = (spec.options.map { "--" + $0.name } + ["--help"]).joined(separator: " ")
            out += "        if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W \"\(names)\" -- \"$cur\")); return; fi\n"
            if let operand = spec.operand { out += "        \(bashReply(operand.completion))\n" }
            out += "        ;;\n"
        }
        out += """
                esac
            }
            complete -o filenames -o bashdefault -F _ellipsis ellipsis

            """
        return out
    }

    static func bashReply(_ completion: Completion) -> String {
        switch completion {
        case .nothing: return ":"
        case .files: return "COMPREPLY=($(compgen -f -- \"$cur\"))"
        case .directories: return "COMPREPLY=($(compgen -d -- \"$cur\"))"
        case .choices(let choices): return "COMPREPLY=($(compgen -W \"\(choices.joined(separator: " "))\" -- \"$cur\"))"
        }
    }

    // MARK: zsh

    static func zsh() -> String {
        var out = """
            #compdef ellipsis
            # zsh completion for ellipsis (written by `ellipsis completions zsh`)
            _ellipsis() {
              local -a commands
              commands=(

            """
        for spec in CommandTable.all {
            out += "    \(zshQuoted(spec.name + ":" + spec.summary))\n"
        }
        out += """
              )
              if (( CURRENT == 2 )); then
                _describe -t commands 'ellipsis command' commands
                _arguments '--help[show the commands]' '--version[print the version]'
                return
              fi
              local command=$words[2]
              shift words
              (( CURRENT-- ))
              case $command in

            """
        for spec in CommandTable.all {
            out += "    \(spec.name))\n      _arguments -s \\\n"
            for option in spec.options {
                var item = (option.repeatable ? "*" : "") + "--\(option.name)[\(zshDescription(option.help))]"
                if let value = option.value {
                    item += ":\(zshDescription(value.placeholder)):\(zshAction(value.completion))"
                }
                out += "        \(zshQuoted(item)) \\\n"
            }
            out += "        \(zshQuoted("--help[\(helpSummary)]"))"
            if let operand = spec.operand {
                let repeatable = operand.usage.contains("...")
                out += " \\\n        \(zshQuoted("\(repeatable ? "*" : "1"):\(operand.name):\(zshAction(operand.completion))"))"
            }
            out += "\n      ;;\n"
        }
        out += """
              esac
            }
            _ellipsis "$@"

            """
        return out
    }

    static func zshAction(_ completion: Completion) -> String {
        switch completion {
        case .nothing: return " "
        case .files: return "_files"
        case .directories: return "_files -/"
        case .choices(let choices): return "(\(choices.joined(separator: " ")))"
        }
    }

    /// An _arguments description: brackets and colons would end it early.
    static func zshDescription(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "[", with: "\\[")
            .replacingOccurrences(of: "]", with: "\\]").replacingOccurrences(of: ":", with: "\\:")
    }

    static func zshQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    // MARK: fish

    static func fish() -> String {
        var out = """
            # fish completion for ellipsis (written by `ellipsis completions fish`)
            complete -c ellipsis -f
            complete -c ellipsis -n __fish_use_subcommand -l help -d \(fishQuoted("show the commands"))
            complete -c ellipsis -n __fish_use_subcommand -l version -d \(fishQuoted("print the version"))

            """
        for spec in CommandTable.all {
            out += "complete -c ellipsis -n __fish_use_subcommand -a \(spec.name) -d \(fishQuoted(spec.summary))\n"
        }
        for spec in CommandTable.all {
            let condition = "-n " + fishQuoted("__fish_seen_subcommand_from \(spec.name)")
            for option in spec.options {
                var line = "complete -c ellipsis \(condition) -l \(option.name)"
                if let value = option.value { line += " " + fishValue(value.completion) }
                out += line + " -d \(fishQuoted(option.help))\n"
            }
            out += "complete -c ellipsis \(condition) -l help -d \(fishQuoted(helpSummary))\n"
            if let operand = spec.operand, operand.completion != .nothing {
                out += "complete -c ellipsis \(condition) \(fishValue(operand.completion).replacingOccurrences(of: "-r ", with: ""))\n"
            }
        }
        return out
    }

    static func fishValue(_ completion: Completion) -> String {
        switch completion {
        case .nothing: return "-x"
        case .files: return "-r -F"
        case .directories: return "-x -a '(__fish_complete_directories)'"
        case .choices(let choices): return "-x -a \(fishQuoted(choices.joined(separator: " ")))"
        }
    }

    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
