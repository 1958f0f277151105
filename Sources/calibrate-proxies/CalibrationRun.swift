import EllipsisBakedLocales
import EllipsisLayout
import EllipsisLocaleData
import Foundation

/// One run of the calibration: what to read, and the files it makes.
enum CalibrationRun {
    static func make(table: String, corpora: String) throws -> ProxyMeasurement {
        let folders = try FileManager.default.contentsOfDirectory(atPath: corpora).sorted().filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: (corpora as NSString).appendingPathComponent(name),
                                                  isDirectory: &isFolder) && isFolder.boolValue
        }
        let titles = try ProxyMeasurement.readTitles(corpora: folders.map { (corpora as NSString).appendingPathComponent($0) })
        return ProxyMeasurement(table: try ProxyMeasurement.readTable(table),
                                tableSource: ProxyMeasurement.describeSource(of: table), titles: titles,
                                corpusNames: folders, engine: LayoutEngine(localeData: BakedLocaleData.shared))
    }

    /// File name to contents.
    static func files(_ figures: [ScriptCalibration]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: figures.map { ("\($0.script).json", CalibrationFile.render($0)) })
    }

    /// Writes the files and removes calibration files of scripts no longer measured.
    static func write(_ files: [String: String], to folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".json") && files[name] == nil {
            try FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(name))
        }
        for (name, text) in files {
            try Data(text.utf8).write(to: URL(fileURLWithPath: (folder as NSString).appendingPathComponent(name)), options: .atomic)
        }
    }

    /// What differs between the files and a folder, one line per file.
    static func differences(_ files: [String: String], in folder: String) -> [String] {
        let present = Set(((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") })
        var result: [String] = []
        for name in files.keys.sorted() {
            let path = (folder as NSString).appendingPathComponent(name)
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                result.append("\(path): missing")
                continue
            }
            if text != files[name] {
                let line = Array(zip(text.split(separator: "\n", omittingEmptySubsequences: false),
                                     files[name]!.split(separator: "\n", omittingEmptySubsequences: false)))
                    .firstIndex { $0.0 != $0.1 }.map { $0 + 1 } ?? 1
                result.append("\(path):\(line): differs from what the table and corpora give")
            }
        }
        for name in present.subtracting(files.keys).sorted() {
            result.append("\((folder as NSString).appendingPathComponent(name)): no longer measured")
        }
        return result
    }
}
