import EllipsisBakedLocales
import EllipsisCore
import EllipsisLayout
import EllipsisLocaleData
@testable import EllipsisRules
import Foundation

/// The reviewed locale data the rules run with in tests: the same baked data the CLI uses.
enum TestLocaleData {
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static var shared: any LocaleDataProvider { BakedLocaleData.shared }

    /// One layout for every test, measuring with the baked data: its shaping cache is shared.
    static let layout = LayoutService(engine: LayoutEngine(localeData: BakedLocaleData.shared))
}

/// No locale data at all: semantic rules must stay silent.
struct NoLocaleData: LocaleDataProvider {
    func data(for identifier: String) -> LocaleData? { nil }
    var identifiers: [String] { [] }
}
