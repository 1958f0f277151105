import EllipsisBakedLocales
import EllipsisCore
import EllipsisFormats
import EllipsisLocaleData
import Foundation

/// Where `lint`, `preview`, `report` and `measure` get their projects and
/// locale knowledge from.
enum LintInputs {
    static func loadProjects(paths: [String]) throws -> [Project] {
        try ProjectLoader.load(paths: paths)
    }

    /// The locale data of a run: the user's folders (`--locale-dir`, then the
    /// configuration's `localeDirectories`) before the built-in Locales/ data;
    /// the first folder with a file for a locale answers for it. Files are
    /// validated here, against the built-in lexicon lists, so a bad one is an
    /// input error before anything runs.
    static func localeData(directories: [String]) throws -> any LocaleDataProvider {
        let baked = BakedLocaleData.shared
        guard !directories.isEmpty else { return baked }
        var layers: [any LocaleDataProvider] = []
        for directory in directories {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
                throw UsageError("locale data folder '\(directory)' does not exist or is not a folder")
            }
            layers.append(try DirectoryLocaleDataProvider(directory: directory, schema: baked.lexiconSchema))
        }
        return LayeredLocaleDataProvider(layers + [baked])
    }
}
