import EllipsisCore

/// What a run says about actions set in code beside its report: the sources
/// it skipped, and when no action was found at all, that it found none and
/// which sources it read (instead of a clean "0 actions").
enum CodeNotices {
    /// At most this many source files are named.
    static let namedFiles = 5

    /// Notes of the code analysis (a file skipped), each once, in the projects' order.
    static func notes(_ projects: [Project]) -> [String] {
        var seen = Set<String>()
        return projects.flatMap(\.codeNotes).filter { seen.insert($0).inserted }
    }

    /// The sentence for a run that found no action anywhere, nil when there is one.
    static func nothingFound(_ projects: [Project]) -> String? {
        guard projects.allSatisfy({ $0.actions.isEmpty }) else { return nil }
        var sources: [String] = []
        for project in projects { for file in project.sourceFiles where !sources.contains(file) { sources.append(file) } }
        let places = "none in Info.plist, manifests (*.quickactions.json), Android shortcuts.xml or the app's code"
        guard !sources.isEmpty else {
            return "No actions found: \(places); no Swift, Objective-C, Kotlin or Java source was found to read."
        }
        let named = sources.prefix(namedFiles).joined(separator: ", ")
        let more = sources.count > namedFiles ? " and \(sources.count - namedFiles) more" : ""
        let files = sources.count == 1 ? "1 source file" : "\(sources.count) source files"
        return "No actions found: \(places); read \(files): \(named)\(more)."
    }
}
