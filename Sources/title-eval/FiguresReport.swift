import EllipsisLocaleData
import Foundation

/// The figures docs/rules.md ends with: precision and recall of the two semantic rules on the
/// development set (computed now) and the held-out set (from its score record), overall and per
/// locale, then what the rules still cannot judge per locale (LimitsReport). `make figures` writes docs/rules-figures.md with it; a test keeps it current.
enum FiguresReport {
    static func render(development: Evaluation, heldOut: Evaluation, heldOutNote: String, probes: Evaluation,
                       localeData: any LocaleDataProvider, schema: LexiconSchema) -> String {
        var lines: [String] = [
            "## Measured: conveys-result and navigation-only",
            "",
            "<!-- Written by `title-eval --figures` (make figures); a test checks it against the development set. -->",
            "",
            "How well the two rules tell vague and navigation-only titles from result titles, on two labelled "
                + "sets of titles written for Ellipsis (Tests/EllipsisRulesTests/Fixtures/README.md). The lexicons were "
                + "tuned on the development set; the held-out set was written separately and kept sealed: it is run "
                + "for these totals only, and its counts per locale are kept in "
                + "Tests/EllipsisRulesTests/Fixtures/titles-heldout-counts.tsv. " + heldOutNote,
            "",
            "*Either rule* counts a vague or navigation title flagged by conveys-result or navigation-only; each rule "
                + "is also scored on its own label. Locales without a lexicon are left out of the totals (the rules "
                + "stay silent there).",
            "",
            "| set | titles judged | either rule: precision | recall | conveys-result: precision | recall | "
                + "navigation-only: precision | recall |",
            "|---|---|---|---|---|---|---|---|",
        ]
        for (name, evaluation) in [("development", development), ("held-out", heldOut)] {
            let total = evaluation.total
            lines.append("| \(name) | \(total.titles) | " + [total.either, total.conveysResult, total.navigationOnly]
                .map { "\(MarkdownReport.precision($0)) | \(MarkdownReport.recall($0))" }.joined(separator: " | ") + " |")
        }
        lines += [
            "",
            "Per locale, either rule (precision, recall; — where nothing was flagged or there was nothing to find):",
            "",
            "| locale | dev titles | dev precision | dev recall | held-out titles | held-out precision | held-out recall |",
            "|---|---|---|---|---|---|---|",
        ]
        let locales = Set(development.byLocale.keys).union(heldOut.byLocale.keys).sorted()
        for locale in locales where development.judged[locale] == true || heldOut.judged[locale] == true {
            let dev = development.byLocale[locale] ?? Score(), held = heldOut.byLocale[locale] ?? Score()
            lines.append("| \(locale) | \(dev.titles) | \(MarkdownReport.precision(dev.either)) | \(MarkdownReport.recall(dev.either)) | "
                         + "\(held.titles) | \(MarkdownReport.precision(held.either)) | \(MarkdownReport.recall(held.either)) |")
        }
        let silent = locales.filter { development.judged[$0] != true && heldOut.judged[$0] != true }
        if !silent.isEmpty {
            let flagged = silent.reduce(0) { sum, locale in
                sum + [development, heldOut].reduce(0) { inner, evaluation in
                    let score = evaluation.byLocale[locale]?.either ?? Counts()
                    return inner + score.truePositives + score.falsePositives
                }
            }
            lines.append("")
            lines.append("Without a lexicon (\(silent.joined(separator: " "))): \(flagged) titles flagged in either set.")
        }
        lines += LimitsReport.render(probes: probes, localeData: localeData, schema: schema)
        return lines.joined(separator: "\n") + "\n"
    }
}
