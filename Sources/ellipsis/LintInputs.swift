import EllipsisCore

/// Where `lint` gets its projects and locale knowledge from.
enum LintInputs {
    static func loadProjects(paths: [String]) throws -> [Project] {
        throw UsageError("reading projects is not available in this build yet")
    }

    static var localeData: any LocaleDataProvider { BakedLocaleData.shared }
}
