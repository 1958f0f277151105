import EllipsisCore
import EllipsisLocaleData
import Foundation

/// Validates ROOT/Locales/*.json against ROOT/Locales/schema/lexicon-lists.json
/// and writes them as Swift values for EllipsisBakedLocales. The BakeLocales
/// build plugin runs it on every build that needs it; nothing it writes is
/// checked in. Problems are printed as `Locales/xx.json:line:column: error: ...`
/// (paths relative to ROOT) and fail the build. The folder is listed here, at
/// run time, so that a file added after the build was planned is baked too.
/// `--check` validates and writes nothing (`make locales`).
/// usage: bake-locales --root ROOT (--output FILE | --check)
enum BakeLocalesCommand {
    static let usage = "usage: bake-locales --root ROOT (--output FILE | --check)"
    static let folder = "Locales"

    static func run() {
        var root: String?
        var outputPath: String?
        var checkOnly = false
        var arguments = Array(CommandLine.arguments.dropFirst())
        while !arguments.isEmpty {
            let argument = arguments.removeFirst()
            switch argument {
            case "--root" where !arguments.isEmpty: root = arguments.removeFirst()
            case "--output" where !arguments.isEmpty: outputPath = arguments.removeFirst()
            case "--check": checkOnly = true
            default: fail(usage)
            }
        }
        guard let root, checkOnly || outputPath != nil else { fail(usage) }

        let schemaFile = read(LexiconSchema.relativePath, root: root)
        let schema: LexiconSchema
        do {
            schema = try LexiconSchema.decode(schemaFile.bytes, file: schemaFile.shown)
        } catch {
            fail(error.description)
        }

        let folderPath = (root as NSString).appendingPathComponent(folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folderPath) else {
            fail("\(folder): error: cannot read the folder")
        }
        var locales: [LocaleData] = []
        var problems: [String] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            let file = read(name, root: root)
            let identifier = String(name.dropLast(".json".count))
            let (data, errors) = LocaleDataValidation.errors(in: file.bytes, file: file.shown, identifier: identifier,
                                                             schema: schema)
            problems += errors.map(\.description)
            if let data { locales.append(data) }
        }
        // Per-script figures of the proxies (Locales/calibration/<Script>.json, from calibrate-proxies).
        var calibrations: [ScriptCalibration] = []
        let calibrationPath = (folderPath as NSString).appendingPathComponent(ScriptCalibration.folder)
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: calibrationPath)) ?? []).sorted()
        where name.hasSuffix(".json") {
            let file = read((ScriptCalibration.folder as NSString).appendingPathComponent(name), root: root)
            do {
                calibrations.append(try ScriptCalibration.decode(file.bytes, file: file.shown,
                                                                 script: String(name.dropLast(".json".count))))
            } catch {
                problems.append(error.description)
            }
        }
        if !problems.isEmpty { fail(problems.joined(separator: "\n")) }
        if checkOnly {
            print("bake-locales: \(locales.count) locale files and \(calibrations.count) calibration files in \(folderPath) are valid")
            return
        }
        if let outputPath {
            write(BakedSource.render(locales, schema: schema, calibrations: calibrations), to: outputPath)
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(1)
    }

    /// A file's bytes and the name messages give it (relative to ROOT, as people find it).
    static func read(_ relative: String, root: String) -> (bytes: Data, shown: String) {
        let shown = (folder as NSString).appendingPathComponent(relative)
        guard let bytes = FileManager.default.contents(atPath: (root as NSString).appendingPathComponent(shown)) else {
            fail("\(shown): error: cannot read the file")
        }
        return (bytes, shown)
    }

    static func write(_ rendered: String, to outputPath: String) {
        // Unchanged text is not written again, so the module is not compiled again
        // after an edit that changes no value (spacing, the order of keys).
        if FileManager.default.contents(atPath: outputPath) == Data(rendered.utf8) { return }
        // A failed run leaves no partial file; the build makes it again, so no flush to the disk.
        do {
            try AtomicFile.write(Data(rendered.utf8), to: outputPath, sync: false)
        } catch {
            fail("bake-locales: \(error)")
        }
    }
}
