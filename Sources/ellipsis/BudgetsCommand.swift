import EllipsisCore
import EllipsisPipeline
import EllipsisReport
import Foundation

/// `ellipsis budgets PATH [--format xliff|json|csv] [--out DIR]`: the width budget of every
/// checked string and target locale, written where translators' tools read it. The input
/// is never changed; every file is written atomically, and none when the input is bad.
enum BudgetsCommand {
    static var help: String { CommandTable.budgets.help }

    @Sendable static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, spec: CommandTable.budgets)
        if parsed.has("help") {
            print(help, terminator: "")
            return 0
        }
        let format = try parsed.choice("format", from: BudgetFiles.formats, default: "xliff")
        let request = RunRequest(paths: parsed.positional, configurationFile: parsed.value("config"),
                                 localeDirectories: parsed.values("locale-dir"), metricsFiles: parsed.values("metrics"))
        // Everything is read and computed before the folder is made or a file written. A budget
        // file without the strings of a malformed file would look complete: none is written then.
        let loaded = try Pipeline.load(try Pipeline.discover(request))
        guard loaded.inputErrors.isEmpty else {
            for error in loaded.inputErrors { writeError(error.description) }
            return 2
        }
        let files = try Pipeline.resolve(loaded).budgetFiles(format: format)
        let folder = try OutputFolder.prepare(parsed.value("out") ?? "ellipsis-budgets")
        for name in files.keys.sorted() {
            try AtomicFile.write(Data((files[name] ?? "").utf8), to: folder.appendingPathComponent(name).path)
        }
        if !parsed.has("quiet") {
            writeError("ellipsis: wrote \(files.count) budget file\(files.count == 1 ? "" : "s") to \(folder.path)")
        }
        return 0
    }
}
