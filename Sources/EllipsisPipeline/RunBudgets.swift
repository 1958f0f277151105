import EllipsisCore
import EllipsisReport
import EllipsisRules
import Foundation

/// What `ellipsis budgets` writes: each file by its path under the output folder, and what
/// went where (for the summary line).
public struct BudgetOutput: Sendable {
    /// Relative path under the output folder to contents.
    public var files: [String: Data]
    /// The project's own files written with budgets in them (XLIFF, `strings.xml`), and the
    /// strings (units) that got one, of which those that kept a limit of their own.
    public var annotatedFiles = 0
    public var annotatedStrings = 0
    public var keptLimits = 0
    /// Budgets that no file of the project's own could carry, written to files of their own.
    public var separateBudgets = 0
}

extension ResolvedRun {
    /// The width budget of every checked string in every target locale of every project
    /// (`ellipsis budgets`), in the projects' order.
    public func budgets() -> [StringBudget] {
        contexts.flatMap(WidthBudgets.budgets)
    }

    /// The budget files of `format` (`BudgetFiles.formats`): file name to contents.
    public func budgetFiles(format: String) -> [String: String] {
        BudgetFiles.render(budgets(), format: format)
    }

    /// Everything `ellipsis budgets --format FORMAT` writes, read and computed before anything
    /// is written. `xliff`: the XLIFF files the projects were read from, each copied with the
    /// budgets of its units (an `.xcloc` bundle copied whole), and `budgets-<locale>.xliff` for
    /// the budgets none of them holds; `android`: every `values*/` strings file of the Android
    /// projects, copied with the budgets of its strings; `json`, `csv`: one file.
    /// - Throws: `InputError` for a file that cannot be read or is malformed; `UsageError` when
    ///   there is nothing to write for `android`, or two inputs would be written to one path.
    public func budgetOutput(format: String, replaceLimits: Bool = false) throws -> BudgetOutput {
        let budgets = budgets()
        switch format {
        case "xliff": return try xliffBudgetOutput(budgets, replaceLimits: replaceLimits)
        case "android": return try androidBudgetOutput(budgets, replaceLimits: replaceLimits)
        default:
            return BudgetOutput(files: BudgetFiles.render(budgets, format: format).mapValues { Data($0.utf8) },
                                separateBudgets: budgets.count)
        }
    }

    private func xliffBudgetOutput(_ budgets: [StringBudget], replaceLimits: Bool) throws -> BudgetOutput {
        var output = BudgetOutput(files: [:])
        var placed: Set<StringBudget> = []
        let exports = loaded.projects.flatMap(\.files).filter(Self.isXLIFF)
        for path in Self.unique(exports) {
            let mine = budgets.filter { $0.targetLocation.map { Self.same($0.file, path) } ?? false }
            guard !mine.isEmpty else { continue }
            let data = try Self.read(path)
            let result = try XLIFFBudgetAnnotator.annotate(xliff: data, budgets: mine, replaceLimits: replaceLimits, file: path)
            guard result.units > 0 else { continue }
            placed.formUnion(result.placed)
            try add(result.xliff, for: path, to: &output)
            output.annotatedFiles += 1
            output.annotatedStrings += result.units
            output.keptLimits += result.keptLimits
            // The rest of an `.xcloc` bundle, so that the copy imports as the original does.
            if let bundle = Self.xclocBundle(holding: path) {
                for member in try Self.files(in: bundle) where !Self.same(member, path) {
                    try add(try Self.read(member), for: member, to: &output, replacing: false)
                }
            }
        }
        let rest = budgets.filter { !placed.contains($0) }
        for (name, text) in BudgetFiles.render(rest, format: "xliff") {
            guard output.files[name] == nil else {
                throw UsageError("an input file is named \(name), as a budget file would be; choose another --out layout")
            }
            output.files[name] = Data(text.utf8)
        }
        output.separateBudgets = rest.count
        return output
    }

    private func androidBudgetOutput(_ budgets: [StringBudget], replaceLimits: Bool) throws -> BudgetOutput {
        var output = BudgetOutput(files: [:])
        let stringFiles = loaded.projects.filter { $0.platform == .android }.flatMap(\.files).filter { path in
            let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
            return folder == "values" || folder.hasPrefix("values-")
        }
        guard !stringFiles.isEmpty else {
            throw UsageError("--format android needs an Android project (res/values*/strings.xml); none was read")
        }
        for path in Self.unique(stringFiles) {
            let development = budgets.filter { Self.same($0.location.file, path) }
            let isDevelopmentFile = !development.isEmpty
            let mine = isDevelopmentFile ? development : budgets.filter { $0.targetLocation.map { Self.same($0.file, path) } ?? false }
            let result = try AndroidBudgetAnnotator.annotate(xml: try Self.read(path), budgets: mine,
                                                             isDevelopmentFile: isDevelopmentFile,
                                                             replaceLimits: replaceLimits, file: path)
            try add(result.xml, for: path, to: &output)
            if result.strings > 0 { output.annotatedFiles += 1 }
            output.annotatedStrings += result.strings
            output.keptLimits += result.keptLimits
        }
        return output
    }

    /// Puts a copy of the input `path` at its place under the output folder: its path below the
    /// input it was found in (the folder given, or the folder holding a file or bundle given).
    private func add(_ data: Data, for path: String, to output: inout BudgetOutput, replacing: Bool = true) throws {
        let name = Self.outputName(of: path, inputs: loaded.discovered.paths)
        if output.files[name] != nil {
            guard !replacing else { throw UsageError("two inputs would both be written to \(name); give budgets one of them at a time") }
            return
        }
        output.files[name] = data
    }

    static func outputName(of path: String, inputs: [String]) -> String {
        let file = standardized(path)
        var best: String?
        for input in inputs {
            var root = standardized(input)
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: root, isDirectory: &isFolder)
            // A file, or a bundle given by name, keeps its own name under the output folder.
            if !exists || !isFolder.boolValue || root.lowercased().hasSuffix(".xcloc") {
                root = (root as NSString).deletingLastPathComponent
            }
            let prefix = root.hasSuffix("/") ? root : root + "/"
            if file.hasPrefix(prefix), best.map({ prefix.count > $0.count }) ?? true { best = prefix }
        }
        guard let prefix = best else { return (file as NSString).lastPathComponent }
        return String(file.dropFirst(prefix.count))
    }

    static func isXLIFF(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".xliff") || path.lowercased().hasSuffix(".xlf")
    }

    static func xclocBundle(holding path: String) -> String? {
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty, folder != "/", folder != "." {
            if folder.lowercased().hasSuffix(".xcloc") { return folder }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// Every regular file below `folder`, symbolic links not followed.
    static func files(in folder: String) throws -> [String] {
        guard let names = FileManager.default.enumerator(atPath: folder) else {
            throw InputError("cannot list the folder", file: folder)
        }
        var result: [String] = []
        for case let name as String in names {
            let path = (folder as NSString).appendingPathComponent(name)
            let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
            if type == .typeRegular { result.append(path) }
        }
        return result.sorted()
    }

    static func read(_ path: String) throws -> Data {
        guard let data = FileManager.default.contents(atPath: path) else { throw InputError("cannot read the file", file: path) }
        return data
    }

    static func unique(_ paths: [String]) -> [String] {
        var seen: Set<String> = []
        return paths.filter { seen.insert(standardized($0)).inserted }
    }

    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    static func same(_ first: String, _ second: String) -> Bool {
        first == second || standardized(first) == standardized(second)
    }
}
