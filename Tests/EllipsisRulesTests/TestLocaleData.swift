import EllipsisCore
import EllipsisLocaleData
import Foundation

/// The reviewed locale data the rules run with in tests: the same baked data the CLI uses.
enum TestLocaleData {
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static var shared: any LocaleDataProvider { BakedLocaleData.shared }
}

/// No locale data at all: semantic rules must stay silent.
struct NoLocaleData: LocaleDataProvider {
    func data(for identifier: String) -> LocaleData? { nil }
    var identifiers: [String] { [] }
}
