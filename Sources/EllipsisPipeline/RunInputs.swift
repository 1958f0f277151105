import EllipsisCore
import EllipsisLayout
import EllipsisLocaleData
import Foundation

/// The locale data of a run.
enum RunLocaleData {
    /// The user's folders before the built-in data; the first folder with a file for a
    /// locale answers for it. Files are validated here, against `schema` (the built-in
    /// lexicon lists), so a bad one is an input error before anything runs.
    static func layered(directories: [String], builtIn: any LocaleDataProvider,
                        schema: LexiconSchema) throws -> any LocaleDataProvider {
        guard !directories.isEmpty else { return builtIn }
        var layers: [any LocaleDataProvider] = []
        for directory in directories {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder), isFolder.boolValue else {
                throw UsageError("locale data folder '\(directory)' does not exist or is not a folder")
            }
            layers.append(try DirectoryLocaleDataProvider(directory: directory, schema: schema))
        }
        return LayeredLocaleDataProvider(layers + [builtIn])
    }
}

/// The fonts of a run.
enum RunFonts {
    /// The system's fonts and `folders`, in a locator of the run's own. A folder the
    /// request named (`--font-dir`) that cannot be used is an input error as it is; one
    /// from the configuration says it came from `fontDirectories`.
    static func library(folders: [String], given: [String]) throws -> FontLibrary {
        do {
            return FontLibrary(locator: try FontLocator(folders: folders))
        } catch let error as InputError where !given.contains(error.location.file) {
            throw UsageError("fontDirectories: cannot use '\(error.location.file)': \(error)")
        }
    }
}
