import EllipsisCore
import Foundation

/// The files of a project folder that Ellipsis reads, found by walking it once.
struct DiscoveredFiles {
    /// A strings file inside an `.lproj` folder.
    struct LprojFile {
        var path: String
        /// Table name: the file name without extension (`InfoPlist`, `Localizable`).
        var table: String
        /// The `.lproj` folder's name (`pt-BR.lproj`, `Base.lproj`).
        var folderName: String
        /// The folder containing the `.lproj` folder.
        var parent: String
    }

    var infoPlists: [String] = []
    var lprojFolders: [(path: String, name: String, parent: String)] = []
    var lprojFiles: [LprojFile] = []
    var catalogs: [String] = []
    var manifests: [String] = []
    var xliffExports: [String] = []
    var androidResourceFolders: [String] = []
    /// The app's Swift, Objective-C, Kotlin and Java sources, tests left out.
    var sourceFiles: [String] = []
    /// Files found only by a case-insensitive name match.
    var caseIssues: [ReadingIssue] = []
    /// Image name (file stem without `@2x`/`@3x`/`~ipad`, or asset-catalog image set
    /// name) to the image files that provide it.
    var images: [String: [String]] = [:]
    /// The String Catalogs read so far: the development language is read from one before
    /// its tables are added, and a large catalog is parsed once for both.
    let catalogReads = CatalogReads()

    /// The file iOS would take for an icon named `name`: the largest-scale PNG,
    /// else any other image file (a vector PDF or SVG).
    func imageFile(named name: String) -> String? {
        let stem = (name as NSString).deletingPathExtension
        guard let files = images[name] ?? images[stem], !files.isEmpty else { return nil }
        func scale(_ path: String) -> Int {
            let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            return base.contains("@3x") ? 3 : base.contains("@2x") ? 2 : 1
        }
        let pngs = files.filter { $0.lowercased().hasSuffix(".png") }
        if let best = pngs.max(by: { (scale($0), $1) < (scale($1), $0) }) { return best }
        return files.sorted().first
    }
}

/// Walks a folder: skips build products and dependency folders, follows a
/// symbolic link to a folder only once (so links that loop end the walk there),
/// and refuses unreadable folders.
enum FileDiscovery {
    static let skippedFolders: Set<String> = [".build", "build", "Pods", ".git", "DerivedData", "Carthage",
                                              "node_modules", ".swiftpm", ".svn", ".hg", "SourcePackages",
                                              // `ellipsis budgets`' default output: copies of the project's files.
                                              "ellipsis-budgets"]
    static let maximumDepth = 64
    static let maximumEntries = 500_000

    static func walk(_ root: String) throws -> DiscoveredFiles {
        var found = DiscoveredFiles()
        var visited = Set<String>()
        var entries = 0
        try walk(root, depth: 0, inTests: false, found: &found, visited: &visited, entries: &entries)
        return found
    }

    /// Folders of tests: their shortcut items and menus are fixtures, not the app's.
    static func isTestFolder(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower == "test" || lower == "tests" || lower.hasPrefix("androidtest") || lower == "testshared"
            || lower.hasSuffix("tests") || lower.hasSuffix("uitests") || lower.hasPrefix("test") && lower.count > 4
                && name.dropFirst(4).first?.isUppercase == true
    }

    /// A source file of the app: a Swift, Objective-C, Kotlin or Java file not named as a test.
    static func isAppSource(_ name: String) -> Bool {
        let lower = name.lowercased()
        guard lower.hasSuffix(".swift") || lower.hasSuffix(".m") || lower.hasSuffix(".mm") || lower.hasSuffix(".h")
                || lower.hasSuffix(".kt") || lower.hasSuffix(".java") else { return false }
        let stem = (name as NSString).deletingPathExtension
        return !(stem.hasSuffix("Tests") || stem.hasSuffix("Test") || stem.hasSuffix("Spec") || stem == "Package")
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func walk(_ folder: String, depth: Int, inTests: Bool, found: inout DiscoveredFiles,
                             visited: inout Set<String>, entries: inout Int) throws {
        let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        guard visited.insert(real).inserted, depth <= maximumDepth else { return }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            // Below the folder named, an unreadable folder is left out when the load keeps going.
            let error = InputError("cannot read folder (permission denied?)", file: folder)
            if depth > 0, let log = ReadingLog.current { log.record(error); return }
            throw error
        }
        for name in names {
            entries += 1
            if entries > maximumEntries {
                throw InputError("more than \(maximumEntries) files under the folder; point Ellipsis at the app's folder",
                                 file: folder)
            }
            let path = (folder as NSString).appendingPathComponent(name)
            let lower = name.lowercased()
            if isFolder(path) {
                if skippedFolders.contains(name) { continue }
                if lower.hasSuffix(".xcloc") { found.xliffExports.append(path); continue }
                if lower.hasSuffix(".imageset") {
                    let setName = String(name.dropLast(".imageset".count))
                    let files = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                    for file in files.sorted() where isImage(file) {
                        found.images[setName, default: []].append((path as NSString).appendingPathComponent(file))
                    }
                    continue
                }
                if lower.hasSuffix(".lproj") {
                    found.lprojFolders.append((path, name, folder))
                    try collectLproj(path, name: name, parent: folder, found: &found)
                    continue
                }
                if name == "res", containsValuesFolder(path) { found.androidResourceFolders.append(path); continue }
                try walk(path, depth: depth + 1, inTests: inTests || isTestFolder(name), found: &found,
                         visited: &visited, entries: &entries)
                continue
            }
            if lower == "info.plist" || lower.hasSuffix("-info.plist") {
                found.infoPlists.append(path)
                if !name.hasSuffix("Info.plist") {
                    found.caseIssues.append(caseIssue(path, expected: "Info.plist"))
                }
            } else if lower.hasSuffix(".xcstrings") {
                found.catalogs.append(path)
                if lower == "infoplist.xcstrings", name != "InfoPlist.xcstrings" {
                    found.caseIssues.append(caseIssue(path, expected: "InfoPlist.xcstrings"))
                }
            } else if lower.hasSuffix(".quickactions.json") {
                found.manifests.append(path)
            } else if lower.hasSuffix(".xliff") {
                found.xliffExports.append(path)
            } else if isImage(name) {
                found.images[imageStem(name), default: []].append(path)
            } else if !inTests, isAppSource(name) {
                found.sourceFiles.append(path)
            }
        }
    }

    private static func isImage(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".png") || lower.hasSuffix(".pdf") || lower.hasSuffix(".svg")
    }

    /// `erase@2x~iphone.png` -> `erase`.
    static func imageStem(_ name: String) -> String {
        var stem = (name as NSString).deletingPathExtension
        if let tilde = stem.firstIndex(of: "~") { stem = String(stem[..<tilde]) }
        for suffix in ["@1x", "@2x", "@3x"] where stem.hasSuffix(suffix) { stem = String(stem.dropLast(3)) }
        return stem
    }

    private static func containsValuesFolder(_ path: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.contains { $0 == "values" || $0.hasPrefix("values-") }
            && names.contains { $0 == "xml" || $0 == "values" }
    }

    private static func collectLproj(_ folder: String, name: String, parent: String, found: inout DiscoveredFiles) throws {
        let files: [String]
        do {
            files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            let error = InputError("cannot read folder (permission denied?)", file: folder)
            if let log = ReadingLog.current { log.record(error); return }
            throw error
        }
        for file in files {
            let lower = file.lowercased()
            let path = (folder as NSString).appendingPathComponent(file)
            let table: String
            if lower.hasSuffix(".strings") { table = String(file.dropLast(8)) }
            else if lower.hasSuffix(".stringsdict") { table = String(file.dropLast(12)) }
            else { continue }
            if isFolder(path) { continue }
            var canonicalTable = table
            if table.lowercased() == "infoplist" {
                canonicalTable = "InfoPlist"
                if table != "InfoPlist" {
                    found.caseIssues.append(caseIssue(path, expected: "InfoPlist" + file.dropFirst(table.count)))
                }
            }
            found.lprojFiles.append(DiscoveredFiles.LprojFile(path: path, table: canonicalTable, folderName: name,
                                                              parent: parent))
        }
    }

    private static func caseIssue(_ path: String, expected: String) -> ReadingIssue {
        let name = (path as NSString).lastPathComponent
        return ReadingIssue(
            kind: .fileNameCase,
            message: "'\(name)' is found only because the match ignores case; iOS looks for '\(expected)' and a case-sensitive file system will not find this file",
            location: SourceLocation(file: path))
    }
}

/// String Catalogs read once for the steps of one discovery that need them.
final class CatalogReads {
    private var kept: [String: Result<StringCatalog, any Error>] = [:]

    /// The catalog, kept for a later `take`.
    func read(_ path: String) throws -> StringCatalog {
        if let known = kept[path] { return try known.get() }
        let result = Result { try XCStringsReader.read(path: path) }
        kept[path] = result
        return try result.get()
    }

    /// The catalog, no longer kept: its tables hold what it says from now on.
    func take(_ path: String) throws -> StringCatalog {
        if let known = kept.removeValue(forKey: path) { return try known.get() }
        return try XCStringsReader.read(path: path)
    }
}
