import EllipsisCode
import EllipsisCore
import EllipsisLayout
import EllipsisLocaleData
import EllipsisRules
import Foundation

/// Which configuration file a run reads.
enum ConfigurationDiscovery {
    /// `explicit` (`--config FILE`), else `.ellipsis.json` in the first path's folder (or
    /// beside the first path when it is a file), else none: the defaults.
    static func file(explicit: String?, paths: [String]) throws -> String? {
        if let explicit { return explicit }
        guard let first = paths.first else { return nil }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: first, isDirectory: &isFolder) else { return nil }
        let folder = isFolder.boolValue ? first : URL(fileURLWithPath: first).deletingLastPathComponent().path
        let candidate = URL(fileURLWithPath: folder).appendingPathComponent(ConfigurationFile.defaultName).path
        return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
    }
}

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
    /// `metrics`: faces made from metrics snapshots, ahead of the fonts of their family.
    static func library(folders: [String], given: [String], metrics: [FontFace] = []) throws -> FontLibrary {
        do {
            return FontLibrary(locator: try FontLocator(folders: folders), metrics: metrics)
        } catch let error as InputError where !given.contains(error.location.file) {
            throw UsageError("fontDirectories: cannot use '\(error.location.file)': \(error)")
        }
    }

    /// The faces of each metrics snapshot (`--metrics FILE`, `"metrics"`), read in order;
    /// a file that cannot be read or is malformed is an input error at its line and column.
    static func metricsFaces(files: [String]) throws -> [FontFace] {
        try files.flatMap { file in
            guard let data = FileManager.default.contents(atPath: file) else {
                throw InputError("cannot read the metrics snapshot", file: file)
            }
            return try MetricsSnapshot.parse(data, file: file).fontFaces(file: file)
        }
    }
}

/// How a run's code analysis reads the app's sources.
enum CodeOptions {
    /// The configuration's wrapper functions (`wrapperFunctions`) as the analysis takes them.
    static func analysis(_ configuration: Configuration) -> CodeAnalysisOptions {
        func slot(_ argument: Configuration.WrapperFunction.Argument) -> LocalizationForm.Slot {
            switch argument {
            case .position(let position): .position(position)
            case .label(let label): .label(label)
            case .receiver: .receiver
            }
        }
        return CodeAnalysisOptions(wrappers: configuration.wrapperFunctions.map { wrapper in
            LocalizationForm(name: wrapper.name.split(separator: ".").last.map(String.init) ?? wrapper.name,
                             key: [slot(wrapper.key)], table: wrapper.table.map { [slot($0)] } ?? [],
                             value: wrapper.value.map { [slot($0)] } ?? [], fixedTable: wrapper.defaultTable,
                             formatArguments: true)
        })
    }
}
