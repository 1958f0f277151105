import EllipsisCore

extension Sequence<ReadingIssue> {
    /// The issues of a file read as one locale's table, each naming that locale.
    func inLocale(_ locale: LocaleID?) -> [ReadingIssue] {
        map { issue in
            var issue = issue
            issue.locale = locale
            return issue
        }
    }
}
