import EllipsisPipeline

/// What `ellipsis lint FOLDER --format json` prints, with the number of errors
/// and where the time went.
func lintAsJSON(_ folder: String, localeFolders: [String] = []) throws -> (json: String, errors: Int,
                                                                           timings: StageTimings) {
    var run = try Pipeline.run(RunRequest(paths: [folder], localeDirectories: localeFolders))
    let json = try run.rendered(format: "json")
    return (json, run.report.summary.errors, run.timings)
}
