import EllipsisCore
import EllipsisLayout
import EllipsisReport
import EllipsisRules

/// Every command and its options, in the order `ellipsis --help` and the man page list them.
enum CommandTable {
    static let textSizes = TextSize.allCases.map(\.rawValue)

    static let lint = CommandSpec(
        name: "lint",
        summary: "Check quick actions, shortcuts and width-budgeted strings in every locale",
        operand: .init(name: "PATH", usage: "[PATH ...]",
                       help: "project folder, Info.plist, .strings/.lproj, .xcstrings, .xliff/.xcloc, Android res folder or *.quickactions.json (default: the current folder)",
                       completion: .files),
        options: [
            .choice("format", "FORMAT", Reporters.names, "report format (default: text)"),
            .valued("config", "FILE", complete: .files, "configuration (default: .ellipsis.json next to the first PATH, if any)"),
            .valued("output", "FILE", complete: .files, "write the report there (atomically) instead of standard output"),
            .choice("fail-on", "LEVEL", ["error", "warning", "note", "never"],
                    "exit 1 when a finding is at or above LEVEL (default: error)"),
            .valued("changed-since", "REF", complete: .nothing,
                    "only the strings and locales that changed since the git commit REF (e.g. origin/main), and what they share a menu with"),
            .valued("baseline", "FILE", complete: .files,
                    "hide the findings recorded in FILE; when FILE does not exist, record every current finding in it first (adopting Ellipsis in a project)"),
            .valued("annotate", "OUT", complete: .files,
                    "with one .xliff (or .xcloc) to lint: write a copy with each finding as a note on its translation unit, for translators' tools"),
            .valued("metrics", "FILE", complete: .files, repeatable: true,
                    "measure simple-script text with a metrics snapshot (ellipsis metrics snapshot)"),
            .valued("locale-dir", "DIR", complete: .directories, repeatable: true,
                    "folder of <locale>.json files (Locales/ schema) used before the built-in data: a team's own lexicon or fonts for a language"),
            .valued("show", "DETAIL", complete: .choices(Configuration.shownDetails), repeatable: true,
                    "list each cut that happens only at accessibility sizes (text, xcode, github): by default they are one line per action and size"),
            .flag("pseudo",
                  "also lay out the pseudo-locales en-XA (accented, expanded, bracketed) and ar-XB (right to left) made from the development language (or those of \"pseudo\")"),
            .flag("quiet", "no progress and no notes on standard error (errors still go there)"),
        ],
        details: """
            Exit status: 0 no finding at or above --fail-on; 1 some; 2 usage error or unreadable input
            (the message names file:line:column).
            """)

    static let measure = CommandSpec(
        name: "measure",
        summary: "Lay out a text and show what fits",
        operand: .init(name: "TEXT", usage: "TEXT",
                       help: "the text; '-' reads one text per line from standard input and answers each line as it is read",
                       completion: .nothing),
        options: [
            .valued("locale", "L", "BCP 47 locale (default en): fonts, line breaking, direction"),
            .valued("font", "FILE[#INDEX]", complete: .files, "use exactly this face (no fallback; missing glyphs are reported)"),
            .valued("font-dir", "DIR", complete: .directories, repeatable: true, "also look for fonts here (e.g. Apple's SF Pro, PingFang...)"),
            .valued("locale-dir", "DIR", complete: .directories, repeatable: true,
                    "folder of <locale>.json files (fonts, line breaking) used before the built-in locale data"),
            .valued("size", "PT", "text size (default 17, or the surface's)"),
            .valued("tracking", "PT", "tracking per character in the SF Pro role face (default 0, or the surface's)"),
            .valued("width", "PT", "available line width (default: unlimited)"),
            .valued("max-lines", "N", "lines before the tail is cut with an ellipsis (default 0: no limit)"),
            .valued("surface", "NAME", complete: .choices(BuiltInSurfaces.names),
                    "\(BuiltInSurfaces.names.joined(separator: ", ")), or a name from --surface-file"),
            .valued("device", "D", complete: .choices(["iphone", "ipad", "android"]),
                    "iphone or ipad (default iphone); android for shortcut.*"),
            .valued("text-size", "S", complete: .choices(textSizes), "Dynamic Type size: \(textSizes.joined(separator: " ")) (default L)"),
            .flag("no-icon", "the quick action has no icon (wider text at default sizes)"),
            .flag("with-subtitle", "the title has a subtitle (held to one line)"),
            .valued("surface-file", "FILE", complete: .files, "JSON surfaces of your own: name, width, size, lines, style, tracking"),
            .choice("format", "F", ["json", "text", "svg"], "json (default), text or svg"),
            .flag("uncalibrated",
                  "the proxies' own widths, without the per-script corrections of Locales/calibration/ (--font always measures the face as it is)"),
        ])

    static let inspect = CommandSpec(
        name: "inspect",
        summary: "Show graphemes, words, scripts, direction and invisible characters of a text",
        operand: .init(name: "TEXT", usage: "TEXT",
                       help: "the text; '-' reads one text per line from stdin, decoding the escapes \\n \\t \\r \\\\ \\uXXXX \\u{X…} (other backslashes stay), and prints one result per line, in order, as lines arrive",
                       completion: .nothing),
        options: [
            .valued("locale", "L", "the locale the text is shown in (e.g. ar, ja, pt-BR); sets line breaking, word breaking, direction and exemplars"),
            .choice("format", "F", ["json", "text"],
                    "json (default): one JSON object per text, one per line; text: an aligned table for people, invisible characters shown by name (e.g. <ZWJ U+200D>)"),
        ],
        details: """
            Shows how a text is segmented and what it hides: grapheme clusters with
            their script and emoji kind, words, line-break opportunities, script runs,
            the locale's and the text's direction, explicit bidi controls (with
            unbalanced, override and redundant ones flagged), invisible characters,
            and letters outside the locale's exemplar characters.

            Exit status: 0 done; 2 usage error or unreadable input (invalid UTF-8,
            a malformed escape, an unpaired surrogate, a text over 64 KiB).
            """)

    static let preview = CommandSpec(
        name: "preview",
        summary: "SVG previews of the quick-action menu per locale",
        operand: .init(name: "PATH", usage: "[PATH ...]", help: "what `lint` reads (default: the current folder)",
                       completion: .files),
        options: [
            .valued("out", "DIR", complete: .directories, "folder for the SVG files (default: ellipsis-previews); created if needed"),
            .choice("device", "D", BuiltInSurfaces.appleDevices, "iphone (default) or ipad"),
            .valued("text-size", "SIZE", complete: .choices(textSizes), repeatable: true,
                    "Dynamic Type size: \(textSizes.joined(separator: " ")) (default L)"),
            .choice("side", "SIDE", ["both", "left", "right"], "where the app icon is on the Home Screen (default: both)"),
            .valued("locale", "L", repeatable: true, "only these locales (default: every locale of the project)"),
            .valued("config", "FILE", complete: .files, "lint configuration, for the findings each row is marked with"),
            .valued("locale-dir", "DIR", complete: .directories, repeatable: true,
                    "folder of <locale>.json files used before the built-in locale data"),
            .valued("metrics", "FILE", complete: .files, repeatable: true,
                    "measure with a metrics snapshot of Apple's fonts (ellipsis metrics snapshot)"),
            .flag("pseudo",
                  "also lay out the pseudo-locales en-XA (accented, expanded, bracketed) and ar-XB (right to left) made from the development language (or those of \"pseudo\")"),
            .flag("quiet", "no progress and no summary line on standard error"),
        ],
        details: """
            Files are named LOCALE-DEVICE-SIZE-SIDE.svg, e.g. de-iphone-L-left.svg. Text is drawn
            from glyph outlines, so the files show the same everywhere without the fonts.
            """)

    static let report = CommandSpec(
        name: "report",
        summary: "HTML review report for translators",
        operand: .init(name: "PATH", usage: "[PATH ...]", help: "what `lint` reads (default: the current folder)",
                       completion: .files),
        options: [
            .valued("out", "DIR", complete: .directories, "folder for report.html (default: ellipsis-report); created if needed"),
            .valued("config", "FILE", complete: .files, "lint configuration (default: .ellipsis.json next to the first PATH)"),
            .choice("device", "D", BuiltInSurfaces.appleDevices, "device whose menu the previews show (default: iphone)"),
            .valued("text-size", "SIZE", complete: .choices(textSizes), repeatable: true, "Dynamic Type sizes to preview (default: L)"),
            .choice("side", "SIDE", ["both", "left", "right"], "where the app icon is on the Home Screen (default: left)"),
            .valued("title", "TEXT", "the report's title"),
            .valued("locale-dir", "DIR", complete: .directories, repeatable: true,
                    "folder of <locale>.json files used before the built-in locale data"),
            .valued("metrics", "FILE", complete: .files, repeatable: true,
                    "measure with a metrics snapshot of Apple's fonts (ellipsis metrics snapshot)"),
            .valued("show", "DETAIL", complete: .choices(Configuration.shownDetails), repeatable: true,
                    "list each cut only at accessibility sizes (default: one line per action and size)"),
            .flag("pseudo",
                  "also lay out the pseudo-locales en-XA (accented, expanded, bracketed) and ar-XB (right to left) made from the development language (or those of \"pseudo\")"),
            .flag("quiet", "no progress and no summary line on standard error"),
        ])

    static let budgets = CommandSpec(
        name: "budgets",
        summary: "Width budgets for translators' tools (XLIFF maxwidth, Android strings.xml, CSV, JSON)",
        operand: .init(name: "PATH", usage: "[PATH ...]", help: "what `lint` reads (default: the current folder)",
                       completion: .files),
        options: [
            .choice("format", "FORMAT", BudgetFiles.formats,
                    "xliff (default): copies of the project's XLIFF files (an .xcloc whole) with maxwidth in points at 1x, size-unit=\"pixel\", weblate-flags max-size:W:L and a note on each checked unit, and one XLIFF 1.2 file per target locale for strings no such file holds; android: copies of the values*/strings.xml files with a comment, weblate-flags and maxLength (characters) on each checked string; json or csv: key, locale, width, lines, characters and Weblate's max-size:W:L flag"),
            .valued("out", "DIR", complete: .directories, "folder for the files (default: ellipsis-budgets); created if needed; copies keep their path below the PATH given"),
            .flag("replace-limits", "replace the limits a unit or string already has (XLIFF maxwidth, a max-size flag, Android maxLength); without it they are kept and the note says so"),
            .valued("config", "FILE", complete: .files, "lint configuration: surfaces of catalog strings, devices, text sizes"),
            .valued("locale-dir", "DIR", complete: .directories, repeatable: true,
                    "folder of <locale>.json files used before the built-in locale data"),
            .valued("metrics", "FILE", complete: .files, repeatable: true,
                    "measure with a metrics snapshot of Apple's fonts (ellipsis metrics snapshot)"),
            .flag("quiet", "no summary line on standard error"),
        ],
        details: """
            The input is never changed; every file is written atomically, and none when an input is
            malformed (exit status 2, the message names file:line:column).
            """)

    static let metrics = CommandSpec(
        name: "metrics",
        summary: "Take a metrics snapshot of fonts (Apple's, on a Mac) for runs elsewhere to measure with",
        operand: .init(name: "PATH", usage: "snapshot [PATH ...]",
                       help: "the projects whose texts the snapshot covers; without one, the words of every shipped locale's lexicon (Locales/*.json)",
                       completion: .files),
        options: [
            .valued("font-dir", "DIR", complete: .directories, "the fonts to take the numbers from (SF Pro, SF Hebrew... on a Mac)"),
            .valued("out", "FILE", complete: .files, "the snapshot to write (text; see docs/layout.md \"Metrics snapshots\")"),
        ])

    static let rules = CommandSpec(
        name: "rules",
        summary: "List the rules with their examples (docs/rules.md is this output)",
        options: [.choice("format", "F", ["markdown", "json"], "markdown (default) or json")])

    static let manual = CommandSpec(
        name: "manual",
        summary: "Print the man page (roff), made from the same tables as --help",
        options: [])

    static let completions = CommandSpec(
        name: "completions",
        summary: "Print the completions for a shell, made from the same tables as --help",
        operand: .init(name: "SHELL", usage: "SHELL", help: "bash, zsh or fish", completion: .choices(ShellCompletions.shells)),
        options: [])

    static let all: [CommandSpec] = [lint, measure, inspect, preview, report, budgets, metrics, rules, manual, completions]

    /// `ellipsis --help`.
    static var usage: String {
        let width = all.map { $0.name.count + 1 + ($0.operand?.usage.count ?? 0) }.max() ?? 0
        var out = "usage: ellipsis <command> [options]\n\ncommands:\n"
        for spec in all {
            let head = spec.name + (spec.operand.map { " " + $0.usage } ?? "")
            out += "  " + head + String(repeating: " ", count: width - head.count + 3) + spec.summary + "\n"
        }
        out += "\nRun 'ellipsis <command> --help' for a command's options; 'ellipsis --version' prints the version."
        return out
    }
}
