import EllipsisCore

/// A file a run could not read, as a finding beside the others: every output
/// (JSON, SARIF, text, the report) then names it at its `file:line:column`,
/// and the command exits 2 once it has written them. It is not a rule: no
/// configuration, `ellipsis:disable` or baseline hides it.
public enum InputErrorFindings {
    public static let identifier = "input-error"

    public static let metadata = RuleMetadata(
        identifier: identifier, name: "Unreadable input",
        summary: "A file that could not be read: malformed, unreadable or of a shape Ellipsis does not know.",
        rationale: "A malformed file is left out of the run (its strings are not checked) and the other files "
            + "are still read; the run ends with exit status 2 so that CI does not pass it by.",
        translatorHint: "", defaultSeverity: .error)

    public static func diagnostics(_ errors: [InputError]) -> [Diagnostic] {
        errors.map { error in
            Diagnostic(rule: identifier, severity: .error, message: error.message, location: error.location,
                       data: ["kind": "inputError"])
        }
    }
}
