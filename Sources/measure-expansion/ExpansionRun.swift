import EllipsisBakedLocales
import EllipsisLayout
import Foundation

/// One run: what to read, and the locale files it gives.
enum ExpansionRun {
    static func make(corpora: String) throws -> ExpansionMeasurement {
        let names = try ExpansionMeasurement.corpusFolders(corpora)
        let pairs = try ExpansionMeasurement.readPairs(corpora: names.map { (corpora as NSString).appendingPathComponent($0) })
        // Uncalibrated proxies: a ratio of two widths in the same fonts needs no correction.
        return ExpansionMeasurement(pairs: pairs.titles, stringPairs: pairs.strings, corpusNames: names,
                                    engine: LayoutEngine(localeData: BakedLocaleData.shared),
                                    localeData: BakedLocaleData.shared)
    }

    /// Path of every locale file in `folder` to its text with the figures written in.
    static func files(_ measurement: ExpansionMeasurement, locales folder: String) throws -> [String: (old: String, new: String)] {
        let figures = measurement.figures()
        var result: [String: (String, String)] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".json") {
            let path = (folder as NSString).appendingPathComponent(name)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let found = figures[String(name.dropLast(5))]
            result[path] = (text, LocaleFileEditing.text(text, figures: found,
                                                         source: found.map(measurement.sourceText) ?? ""))
        }
        return result
    }

    static func write(_ files: [String: (old: String, new: String)]) throws {
        for (path, texts) in files where texts.old != texts.new {
            try Data(texts.new.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        }
    }

    /// One line per file whose figures are not what the corpora give.
    static func differences(_ files: [String: (old: String, new: String)]) -> [String] {
        files.keys.sorted().compactMap { path in
            guard let texts = files[path], texts.old != texts.new else { return nil }
            let line = zip(texts.old.split(separator: "\n", omittingEmptySubsequences: false),
                           texts.new.split(separator: "\n", omittingEmptySubsequences: false))
                .enumerated().first { $0.element.0 != $0.element.1 }.map { $0.offset + 1 } ?? 1
            return "\(path):\(line): expansion differs from what the corpora give"
        }
    }
}
