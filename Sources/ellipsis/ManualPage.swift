import EllipsisCore

/// `ellipsis manual`: the man page, in roff, from the command table (CommandTable.all).
enum ManualPage {
    static func roff() -> String {
        var out = """
            .TH ELLIPSIS 1 "" "ellipsis \(EllipsisVersion.current)" "User Commands"
            .SH NAME
            ellipsis \\- predict what people see of short UI strings in every language
            .SH SYNOPSIS

            """
        for spec in CommandTable.all {
            out += ".B ellipsis \(spec.name)\n"
            if let operand = spec.operand { out += ".I \(quoted(operand.usage))\n" }
            out += "[\\fIoptions\\fR]\n.br\n"
        }
        out += """
            .SH DESCRIPTION
            Ellipsis lays out iOS Home Screen quick actions, Android app shortcuts, context menus and
            any catalog string with a width budget as the platform shows them (HarfBuzz on real
            fonts, ICU for segmentation), in every locale an app ships, and reports what is cut,
            untranslated or misread. Run \\fBellipsis\\fR \\fIcommand\\fR \\fB\\-\\-help\\fR for a command's options.
            .SH COMMANDS

            """
        for spec in CommandTable.all {
            out += ".SS \"ellipsis \(spec.name)\(spec.operand.map { " " + $0.usage } ?? "")\"\n"
            out += text(spec.summary + ".") + "\n"
            if !spec.details.isEmpty {
                for paragraph in spec.details.components(separatedBy: "\n\n") {
                    out += ".PP\n" + text(paragraph.split(separator: "\n").joined(separator: " ")) + "\n"
                }
            }
            if let operand = spec.operand {
                out += ".TP\n.I \(operand.name)\n" + text(operand.help) + "\n"
            }
            for option in spec.options {
                out += ".TP\n\\fB\\-\\-\(escape(option.name))\\fR"
                if let value = option.value { out += " \\fI\(escape(value.placeholder))\\fR" }
                out += "\n" + text(option.help + (option.repeatable ? " (repeatable)" : "")) + "\n"
            }
        }
        out += """
            .SH EXIT STATUS
            0: done, no finding at or above \\fB\\-\\-fail\\-on\\fR.
            1: findings at or above \\fB\\-\\-fail\\-on\\fR (lint).
            2: usage error or unreadable input; the message names file:line:column.
            .SH FILES
            .TP
            .I .ellipsis.json
            the configuration next to the first PATH, read by lint, preview and report.
            .SH SEE ALSO
            docs/contract.md (the command line and JSON other tools rely on) and docs/rules.md in the
            Ellipsis sources.

            """
        return out
    }

    /// Roff-safe text: backslashes and hyphens escaped, no line starting with a control character.
    static func text(_ string: String) -> String {
        let escaped = escape(string)
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    static func escape(_ string: String) -> String {
        string.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
    }

    static func quoted(_ string: String) -> String {
        "\"" + escape(string).replacingOccurrences(of: "\"", with: "\\(dq") + "\""
    }
}
