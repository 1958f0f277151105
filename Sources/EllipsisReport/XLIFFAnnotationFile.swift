import EllipsisCore
import Foundation

/// `ellipsis lint FILE.xliff --annotate OUT.xliff`: the file side of
/// `XLIFFAnnotator`. Reads the linted XLIFF (or the one XLIFF of an `.xcloc`),
/// writes the annotated copy atomically, and never touches the input.
///
/// Hook for `LintCommand`: accept `--annotate OUT` and, after linting, call
/// `XLIFFAnnotationFile.write(input: paths, output: OUT, report: report)` and print its summary on stderr.
public enum XLIFFAnnotationFile {
    /// Annotates the single XLIFF among `input` and writes it to `output`.
    /// - Returns: a one-line summary for standard error.
    /// - Throws: `UsageError` when the input is not exactly one XLIFF, when
    ///   `output` is the input itself or cannot be written; `InputError` for malformed XLIFF.
    @discardableResult
    public static func write(input paths: [String], output: String, report: LintReport) throws -> String {
        guard paths.count == 1, let path = paths.first else {
            throw UsageError("--annotate needs exactly one .xliff file (or .xcloc) to lint")
        }
        let xliff = try xliffFile(in: path)
        if canonical(xliff) == canonical(output) {
            throw UsageError("--annotate \(output) would overwrite the input; name another file")
        }
        guard let data = FileManager.default.contents(atPath: xliff) else {
            throw InputError("cannot read the file", file: xliff)
        }
        let target = canonical(xliff)
        let findings = report.diagnostics.filter { diagnostic in
            guard let file = diagnostic.location?.file else { return false }
            return file == xliff || canonical(file) == target
        }
        let result = try XLIFFAnnotator.annotateCounting(xliff: data, diagnostics: findings, rules: report.rules, file: xliff)
        try AtomicFile.write(result.xliff, to: output)
        var summary = "ellipsis: wrote \(output) with \(result.placed) finding\(result.placed == 1 ? "" : "s") as notes"
        if !result.unplaced.isEmpty { summary += " (\(result.unplaced.count) not tied to a translation unit)" }
        return summary
    }

    /// The XLIFF itself, or the single one inside an `.xcloc` bundle.
    static func xliffFile(in path: String) throws -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw InputError("no such file or folder", file: path)
        }
        if !isFolder.boolValue {
            guard path.lowercased().hasSuffix(".xliff") || path.lowercased().hasSuffix(".xlf") else {
                throw UsageError("--annotate works on XLIFF files; \(path) is not one")
            }
            return path
        }
        let contents = (path as NSString).appendingPathComponent("Localized Contents")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: contents)) ?? []
        let xliffs = names.filter { $0.lowercased().hasSuffix(".xliff") }.sorted()
        guard path.lowercased().hasSuffix(".xcloc") || path.lowercased().hasSuffix(".xcloc/"), xliffs.count == 1,
              let name = xliffs.first else {
            throw UsageError("--annotate needs one .xliff file or an .xcloc holding one; \(path) is a folder")
        }
        return (contents as NSString).appendingPathComponent(name)
    }

    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
