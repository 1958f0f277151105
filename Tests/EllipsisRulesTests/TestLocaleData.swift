import EllipsisCore
import Foundation

/// The reviewed locale data the rules run with in tests.
enum TestLocaleData {
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static let shared: any LocaleDataProvider = FolderProvider(
        folder: ProcessInfo.processInfo.environment["ELLIPSIS_LOCALES_DIR"]
            ?? packageRoot.appendingPathComponent("Locales").path)

    /// Decodes every `Locales/*.json` once.
    struct FolderProvider: LocaleDataProvider {
        let table: [String: LocaleData]
        init(folder: String) {
            var table: [String: LocaleData] = [:]
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names where name.hasSuffix(".json") {
                guard let data = FileManager.default.contents(atPath: folder + "/" + name),
                      let decoded = try? JSONDecoder().decode(LocaleData.self, from: data) else { continue }
                table[decoded.locale] = decoded
            }
            self.table = table
        }
        func data(for identifier: String) -> LocaleData? { table[identifier] }
        var identifiers: [String] { table.keys.sorted() }
    }
}

/// No locale data at all: semantic rules must stay silent.
struct NoLocaleData: LocaleDataProvider {
    func data(for identifier: String) -> LocaleData? { nil }
    var identifiers: [String] { [] }
}
