import EllipsisCore
import EllipsisPipeline

/// The end of a command whose run read past malformed files: each on standard
/// error at its `file:line:column`, and exit status 2 (the contract), after the
/// outputs, which name them too, were written whole.
enum InputErrorStatus {
    static func finish(_ run: ReportedRun, otherwise status: Int32) -> Int32 {
        guard !run.inputErrors.isEmpty else { return status }
        for error in run.inputErrors { writeError(error.description) }
        return 2
    }
}
