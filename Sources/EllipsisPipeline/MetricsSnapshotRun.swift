import EllipsisCore
import EllipsisLayout
import EllipsisLocaleData
import EllipsisRules

/// `ellipsis metrics snapshot`: the advance widths, kerning and tracking a catalog's
/// simple-script text needs, taken from the fonts in a folder (Apple's, on a Mac), for runs
/// elsewhere to measure with (`RunRequest.metricsFiles`).
public enum MetricsSnapshotRun {
    /// The sizes of every text style at every Dynamic Type size: the tracking recorded.
    public static let sizes = Set(TextSize.allCases.flatMap { size in TextStyle.allCases.map { $0.metrics(size).size } })
        .sorted()

    /// The snapshot of the fonts in `fontDirectory` for the texts of the request's projects
    /// (the projects are discovered and loaded as a run's), or, when it names no path, for
    /// the words of every shipped locale's lexicon. `texts`: how many texts it covers.
    /// - Throws: InputError when no font there sets any of the texts' simple-script characters.
    public static func make(fontDirectory: String, request: RunRequest) throws -> (snapshot: MetricsSnapshot, texts: Int) {
        let texts = request.paths.isEmpty ? shippedWords(request.builtInLocaleData)
                                          : projectTexts(try Pipeline.load(try Pipeline.discover(request)))
        let snapshot = try MetricsSnapshot.make(fontDirectory: fontDirectory, texts: texts,
                                                localeData: request.builtInLocaleData, sizes: sizes)
        guard !snapshot.faces.isEmpty else {
            throw InputError("no font there sets the texts' simple-script characters", file: fontDirectory)
        }
        return (snapshot, texts.count)
    }

    /// Every text a project shows, per locale, as lint measures it: each plural form, and each
    /// with its placeholders filled with the configuration's samples.
    static func projectTexts(_ run: LoadedRun) -> [(locale: String, text: String)] {
        var texts: [(String, String)] = []
        func add(_ locale: LocaleID, _ text: LocalizedText) {
            for form in [text.text] + text.variants.keys.sorted().compactMap({ text.variants[$0] }) {
                texts.append((locale.identifier, form))
                let filled = PlaceholderSamples.fill(form, locale: run.localeData.bestData(for: locale.identifier),
                                                     configuration: run.configuration)
                if filled != form { texts.append((locale.identifier, filled)) }
            }
        }
        for project in run.projects {
            for action in project.actions {
                for field in [action.title, action.subtitle, action.longTitle].compactMap({ $0 }) {
                    for (locale, text) in field.texts { add(locale, text) }
                }
            }
            for entry in project.catalogEntries {
                for (locale, text) in entry.texts { add(locale, text) }
            }
        }
        return texts
    }

    /// The words of each locale's lexicon (only the pairs of characters a text has are covered);
    /// patterns are left out.
    static func shippedWords(_ localeData: any LocaleDataProvider) -> [(locale: String, text: String)] {
        localeData.identifiers.flatMap { locale in
            (localeData.data(for: locale)?.lexicon?.lists.values.flatMap { $0 } ?? [])
                .filter { !$0.contains("\\") && !$0.contains("(") }.map { (locale, $0) }
        }
    }
}
