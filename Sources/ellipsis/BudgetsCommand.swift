import EllipsisCore
import EllipsisPipeline
import EllipsisReport
import Foundation

/// `ellipsis budgets PATH [--format xliff|json|csv|android] [--out DIR] [--replace-limits]`: the
/// width budget of every checked string and target locale, written where translators' tools read
/// it: into copies of the project's own XLIFF or `strings.xml` files where it has them. The input
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
        let output = try Pipeline.resolve(loaded).budgetOutput(format: format, replaceLimits: parsed.has("replace-limits"))
        let out = parsed.value("out") ?? "ellipsis-budgets"
        let inputs = Set(loaded.projects.flatMap(\.files).map(canonical))
        let targets = output.files.keys.sorted().map { ($0, URL(fileURLWithPath: out).appendingPathComponent($0).path) }
        // A copy written over its own input would change the input: refused before anything is made.
        if let clash = targets.first(where: { inputs.contains(canonical($0.1)) }) {
            throw UsageError("--out \(out) would overwrite the input \(clash.1); name another folder")
        }
        let folder = try OutputFolder.prepare(out)
        for (name, path) in targets {
            let parent = (path as NSString).deletingLastPathComponent
            do {
                try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            } catch {
                throw UsageError("cannot create the folder \(parent): \((error as NSError).localizedDescription)")
            }
            try AtomicFile.write(output.files[name] ?? Data(), to: path)
        }
        if !parsed.has("quiet") { writeError(summary(output, count: targets.count, folder: folder.path)) }
        return 0
    }

    static func summary(_ output: BudgetOutput, count: Int, folder: String) -> String {
        func plural(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
        var line = "ellipsis: wrote \(plural(count, "file")) to \(folder)"
        if output.annotatedFiles > 0 {
            line += " (budgets on \(plural(output.annotatedStrings, "string")) in \(plural(output.annotatedFiles, "file")) of the project"
            if output.keptLimits > 0 { line += "; \(output.keptLimits) kept a limit of their own (--replace-limits replaces it)" }
            line += ")"
        }
        return line
    }

    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
