import EllipsisBakedLocales
import EllipsisCode
import EllipsisCore
import EllipsisFormats
import EllipsisLayout
import EllipsisLocaleData
import EllipsisRules
import Foundation

/// Where `lint`, `preview`, `report` and `measure` get their projects and
/// locale knowledge from.
enum LintInputs {
    static func loadProjects(paths: [String], configuration: Configuration = Configuration()) throws -> [Project] {
        try ProjectLoader.load(paths: paths, code: codeOptions(configuration))
    }

    /// The configuration's wrapper functions as the code analysis takes them.
    static func codeOptions(_ configuration: Configuration) -> CodeAnalysisOptions {
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

    /// The fonts of a run: the system's and the configuration's `fontDirectories`.
    static func fonts(configuration: Configuration) throws -> FontLibrary {
        do {
            return FontLibrary(locator: try FontLocator(folders: configuration.fontDirectories))
        } catch let error as InputError {
            throw UsageError("fontDirectories: cannot use '\(error.location.file)': \(error)")
        }
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
