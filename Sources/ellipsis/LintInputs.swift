import EllipsisCore
import EllipsisLocaleData
import EllipsisFormats
import EllipsisLayout
import EllipsisRules
import Foundation

/// Where `lint`, `preview`, `report` and `measure` get their projects and
/// locale knowledge from.
enum LintInputs {
    static func loadProjects(paths: [String]) throws -> [Project] {
        try ProjectLoader.load(paths: paths)
    }

    /// The locale data of this run: the built-in Locales/ data, unless
    /// `useLocaleDirectories` put the user's folders in front of it.
    static var localeData: any LocaleDataProvider { RunLocaleData.shared.provider }

    /// Measuring with the same locale data (fonts, line breaking) as the rules.
    static var layout: LayoutService { RunLocaleData.shared.layout }

    /// Puts the user's folders (`--locale-dir`, then the configuration's
    /// `localeDirectories`) before the built-in data: the first folder with a
    /// file for a locale answers for it. Files are validated here, so a bad
    /// one is an input error before anything runs.
    static func useLocaleDirectories(_ directories: [String]) throws {
        guard !directories.isEmpty else { return }
        var layers: [any LocaleDataProvider] = []
        for directory in directories {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
                throw UsageError("locale data folder '\(directory)' does not exist or is not a folder")
            }
            layers.append(try DirectoryLocaleDataProvider(directory: directory))
        }
        let provider = LayeredLocaleDataProvider(layers + [BakedLocaleData.shared])
        RunLocaleData.shared.set(provider: provider,
                                 layout: LayoutService(engine: LayoutEngine(localeData: provider)))
    }
}

/// The one locale-data choice of a command run, set once from its options
/// before any work starts.
private final class RunLocaleData: @unchecked Sendable {
    static let shared = RunLocaleData()
    private let lock = NSLock()
    private var currentProvider: any LocaleDataProvider = BakedLocaleData.shared
    private var currentLayout: LayoutService = .shared

    var provider: any LocaleDataProvider { lock.withLock { currentProvider } }
    var layout: LayoutService { lock.withLock { currentLayout } }

    func set(provider: any LocaleDataProvider, layout: LayoutService) {
        lock.withLock {
            currentProvider = provider
            currentLayout = layout
        }
    }
}
