import EllipsisCore
import EllipsisLayout
import EllipsisPipeline
import Foundation

/// `ellipsis metrics snapshot`: the advance widths, kerning and tracking a catalog's
/// simple-script text needs, taken from the fonts in a folder (Apple's, on a Mac), for
/// runs elsewhere to measure with (`lint --metrics FILE`, `"metrics"` in .ellipsis.json).
enum MetricsCommand {
    static var help: String { CommandTable.metrics.help }

    @Sendable static func run(_ arguments: [String]) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, spec: CommandTable.metrics)
        if parsed.has("help") {
            print(help, terminator: "")
            return 0
        }
        guard parsed.positional.first == "snapshot" else {
            throw UsageError("metrics takes the subcommand 'snapshot'\n\n\(help)")
        }
        guard let folder = parsed.value("font-dir"), let out = parsed.value("out") else {
            throw UsageError("metrics snapshot needs --font-dir DIR and --out FILE\n\n\(help)")
        }
        let paths = Array(parsed.positional.dropFirst())
        let (snapshot, texts) = try MetricsSnapshotRun.make(fontDirectory: folder, request: RunRequest(paths: paths))
        let source = paths.isEmpty ? "every shipped locale" : paths.joined(separator: " ")
        let text = snapshot.text(comment: [
            "Made by ellipsis metrics snapshot from the fonts in \(folder), for \(source) (\(texts) texts).",
            "Advances and kerning in font units; tracking in points, from \(snapshot.trackingSource).",
        ])
        try AtomicFile.write(Data(text.utf8), to: out)
        let characters = snapshot.faces.reduce(0) { $0 + $1.advances.count }
        let pairs = snapshot.faces.reduce(0) { $0 + $1.kerning.values.filter { !$0.isZero }.count }
        writeError("ellipsis: wrote \(out): \(snapshot.faces.count) faces, \(characters) characters, \(pairs) kerning pairs")
        return 0
    }
}
