import EllipsisCore
import Foundation
@testable import EllipsisLocaleData

/// The package's Locales/ folder as the tests see it, read here without the baked data.
enum LocaleFiles {
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static var directory: URL { packageRoot.appendingPathComponent("Locales") }

    /// Locales/schema/lexicon-lists.json, decoded.
    static func schema() throws -> LexiconSchema {
        let url = directory.appendingPathComponent(LexiconSchema.relativePath)
        return try LexiconSchema.decode(try Data(contentsOf: url), file: url.path)
    }

    /// (identifier, file text, path) of every Locales/*.json, sorted.
    static func all() throws -> [(identifier: String, text: String, path: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        return try names.filter { $0.hasSuffix(".json") }.sorted(by: { $0.dropLast(5) < $1.dropLast(5) }).map { name in
            let url = directory.appendingPathComponent(name)
            return (String(name.dropLast(5)), try String(contentsOf: url, encoding: .utf8), url.path)
        }
    }

    static func decoded() throws -> [(identifier: String, data: LocaleData)] {
        let schema = try schema()
        return try all().map {
            ($0.identifier, try LocaleDataDecoding.decode(Data($0.text.utf8), file: $0.path, schema: schema))
        }
    }
}
