import EllipsisCore
import EllipsisFormats

/// Where `lint` gets its projects and locale knowledge from.
enum LintInputs {
    static func loadProjects(paths: [String]) throws -> [Project] {
        try ProjectLoader.load(paths: paths)
    }

    static var localeData: any LocaleDataProvider { BakedLocaleData.shared }
}
