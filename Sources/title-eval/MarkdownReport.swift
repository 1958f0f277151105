import Foundation

/// An evaluation as Markdown: the three questions, labels against outcomes,
/// the hard cases, each locale, and on request every finding.
enum MarkdownReport {
    static func render(_ evaluation: Evaluation, name: String, titleCount: Int, listing: Bool) -> String {
        var lines: [String] = []
        let total = evaluation.total
        let judged = evaluation.judgedLocales, silent = evaluation.silentLocales
        lines.append("## \(name)\n")
        lines.append("\(titleCount) titles in \(evaluation.byLocale.count) locales; \(total.titles) titles in the "
                     + "\(judged.count) locales with a lexicon are judged.\n")
        lines.append("| question | precision | recall |")
        lines.append("|---|---|---|")
        lines.append("| either rule flags a vague or navigation title | \(precision(total.either)) | \(recall(total.either)) |")
        lines.append("| conveys-result flags a vague title | \(precision(total.conveysResult)) | \(recall(total.conveysResult)) |")
        lines.append("| navigation-only flags a navigation title | \(precision(total.navigationOnly)) | "
                     + "\(recall(total.navigationOnly)) |")
        if !silent.isEmpty {
            let score = silent.reduce(Score()) { $0 + evaluation.byLocale[$1]! }
            let flagged = score.either.truePositives + score.either.falsePositives
            lines.append("\nWithout a lexicon (the rules stay silent by design): \(silent.joined(separator: " ")), "
                         + "\(score.titles) titles, \(flagged) flagged.")
        }
        lines.append("\nLabels against what the rules said (judged locales):\n")
        lines.append("| label | titles | " + RuleOutcome.columnNames.joined(separator: " | ") + " |")
        lines.append("|---|---|---|---|---|---|")
        for label in TitleLabel.allCases {
            let row = total.confusion[label] ?? [0, 0, 0, 0]
            lines.append("| \(label.rawValue) | \(row.reduce(0, +)) | " + row.map(String.init).joined(separator: " | ") + " |")
        }
        lines.append("\nHard cases (judged locales): vague or navigation titles caught, result titles flagged:\n")
        lines.append("| case | titles | caught | false alarms |")
        lines.append("|---|---|---|---|")
        for tag in evaluation.byCase.keys.sorted() {
            let tally = evaluation.byCase[tag]!
            lines.append("| \(tag) | \(tally.titles) | \(tally.caught) | \(tally.falseAlarms) |")
        }
        lines.append("\nPer locale (either rule; then each rule on its own label):\n")
        lines.append("| locale | titles | precision | recall | conveys-result P | conveys-result R | "
                     + "navigation-only P | navigation-only R |")
        lines.append("|---|---|---|---|---|---|---|---|")
        for locale in judged + silent {
            let score = evaluation.byLocale[locale]!
            let mark = evaluation.judged[locale] == true ? "" : " (no lexicon)"
            lines.append("| \(locale)\(mark) | \(score.titles) | \(precision(score.either)) | \(recall(score.either)) | "
                         + "\(precision(score.conveysResult)) | \(recall(score.conveysResult)) | "
                         + "\(precision(score.navigationOnly)) | \(recall(score.navigationOnly)) |")
        }
        if listing {
            lines.append("\nMisses, false alarms, and vague titles only navigation-only flagged:\n")
            lines.append("| kind | locale | label | title | flagged by | cases | line | read as |")
            lines.append("|---|---|---|---|---|---|---|---|")
            for finding in evaluation.findings {
                let item = finding.item
                lines.append("| \(finding.kind.rawValue) | \(item.locale) | \(item.label.rawValue) | \(item.title) | "
                             + "\(RuleOutcome.columnNames[finding.outcome.column]) | \(item.cases.joined(separator: ", ")) | "
                             + "\(item.line) | \(finding.reading) |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Precision and recall only, overall and per locale: what a run on a sealed set may show.
    static func renderTotals(_ evaluation: Evaluation, name: String) -> String {
        let total = evaluation.total
        var lines = ["## \(name): totals", "", "| question | precision | recall |", "|---|---|---|"]
        lines.append("| either rule | \(precision(total.either)) | \(recall(total.either)) |")
        lines.append("| conveys-result | \(precision(total.conveysResult)) | \(recall(total.conveysResult)) |")
        lines.append("| navigation-only | \(precision(total.navigationOnly)) | \(recall(total.navigationOnly)) |")
        lines += ["", "| locale | titles | precision | recall |", "|---|---|---|---|"]
        for locale in evaluation.judgedLocales + evaluation.silentLocales {
            let score = evaluation.byLocale[locale]!
            let mark = evaluation.judged[locale] == true ? "" : " (no lexicon)"
            lines.append("| \(locale)\(mark) | \(score.titles) | \(precision(score.either)) | \(recall(score.either)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func ratio(_ value: Double?, _ part: Int, _ whole: Int) -> String {
        guard let value else { return "—" }
        return String(format: "%.2f (%d/%d)", value, part, whole)
    }

    static func precision(_ counts: Counts) -> String {
        ratio(counts.precision, counts.truePositives, counts.truePositives + counts.falsePositives)
    }

    static func recall(_ counts: Counts) -> String {
        ratio(counts.recall, counts.truePositives, counts.truePositives + counts.falseNegatives)
    }
}
