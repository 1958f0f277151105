import Foundation
import EllipsisCore
@testable import EllipsisLocaleData

/// The package's Locales/ folder as the tests see it.
enum LocaleFiles {
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static var directory: URL { packageRoot.appendingPathComponent("Locales") }

    /// (identifier, file text, path) of every Locales/*.json, sorted.
    static func all() throws -> [(identifier: String, text: String, path: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        return try names.filter { $0.hasSuffix(".json") }.sorted(by: { $0.dropLast(5) < $1.dropLast(5) }).map { name in
            let url = directory.appendingPathComponent(name)
            return (String(name.dropLast(5)), try String(contentsOf: url, encoding: .utf8), url.path)
        }
    }

    static func decoded() throws -> [(identifier: String, data: LocaleData)] {
        try all().map { ($0.identifier, try LocaleDataDecoding.decode(Data($0.text.utf8), file: $0.path)) }
    }
}
