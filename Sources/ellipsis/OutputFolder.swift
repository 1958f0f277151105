import EllipsisCore
import Foundation

/// Where `preview` and `report` write, and how they sum a run up on standard error.
enum OutputFolder {
    /// Creates the output folder (and its parents); a path that cannot be a
    /// folder is a usage error (exit 2), reported before any work is done.
    static func prepare(_ path: String) throws -> URL {
        let url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw UsageError("--out \(path) exists and is not a folder") }
        } else {
            do {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            } catch {
                throw UsageError("cannot create the folder \(path): \((error as NSError).localizedDescription)")
            }
        }
        guard FileManager.default.isWritableFile(atPath: path) else {
            throw UsageError("cannot write into \(path): permission denied")
        }
        return url
    }

    /// `2 errors, 1 warning, 0 notes` for summary lines.
    static func counts(_ summary: DiagnosticSummary) -> String {
        func plural(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
        return "\(plural(summary.errors, "error")), \(plural(summary.warnings, "warning")), \(plural(summary.notes, "note"))"
    }
}
