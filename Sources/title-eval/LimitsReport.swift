import EllipsisLocaleData
import Foundation

/// The last part of the figures: per locale with a lexicon, how its words are compared, which of
/// the optional lexicon lists its file lacks, and the probe titles the rules still get wrong, with
/// how conveys-result read them. It says where the rules cannot judge yet, from the data and the
/// probes alone (the held-out set stays sealed).
enum LimitsReport {
    static func render(probes: Evaluation, localeData: any LocaleDataProvider, schema: LexiconSchema) -> [String] {
        var lines: [String] = [
            "",
            "### What the rules still cannot judge, per locale",
            "",
            "For each locale with a lexicon: how title words meet the lexicon (by stem, or only as written, so "
                + "that an inflected form the lists do not name is an unknown word, and a title with an unknown word "
                + "is never flagged); the optional lists its file lacks (the mechanisms it goes without); and the "
                + "probe titles (Tests/EllipsisRulesTests/Fixtures/titles-probes.tsv) the rules still get wrong, "
                + "with how conveys-result read each word. Where a locale shows nothing here, its probes are all "
                + "judged right; the held-out recall above shows what remains unseen.",
            "",
            "| locale | words compared | optional lists it lacks | probes wrong | of probes |",
            "|---|---|---|---|---|",
        ]
        let optional = schema.lists.filter { !$0.required }.map(\.name)
        for locale in localeData.identifiers.sorted() {
            guard let data = localeData.data(for: locale), let lexicon = data.lexicon else { continue }
            let lacking = optional.filter { (lexicon.lists[$0] ?? []).isEmpty }
            let wrong = probes.findings.filter { $0.item.locale == locale && $0.kind != .otherRule }
                .sorted { $0.item.line < $1.item.line }
            let titles = probes.byLocale[locale]?.titles ?? 0
            let wrongText = wrong.isEmpty ? "—" : wrong.map(describe).joined(separator: "; ")
            lines.append("| \(locale) | \(comparison(data.morphology)) | "
                         + "\(lacking.isEmpty ? "—" : lacking.map { "`\($0)`" }.joined(separator: ", ")) | "
                         + "\(wrongText) | \(titles) |")
        }
        return lines
    }

    /// How a locale's title words meet its lexicon entries, from its `morphology` object.
    static func comparison(_ morphology: LocaleData.Morphology?) -> String {
        guard let morphology else { return "as written" }
        var ways: [String] = []
        if let snowball = morphology.snowball { ways.append("Snowball `\(snowball)` stems") }
        if let hunspell = morphology.hunspell { ways.append("Hunspell `\(hunspell)` analyses") }
        if morphology.invariable == true { ways.append("as written (the words do not inflect)") }
        if ways.isEmpty { ways.append("as written") }
        var text = ways.joined(separator: ", then ")
        if let exact = morphology.exactLists, !exact.isEmpty {
            text += "; " + exact.map { "`\($0)`" }.joined(separator: ", ") + " as written"
        }
        return text
    }

    /// "miss: “Order History” (navigation; read order history:place)".
    static func describe(_ finding: Evaluation.Finding) -> String {
        let cases = finding.item.cases.isEmpty ? "" : ", " + finding.item.cases.joined(separator: ", ")
        let reading = finding.reading.replacingOccurrences(of: "|", with: "\\|")
        return "\(finding.kind.rawValue): “\(finding.item.title)” (\(finding.item.label.rawValue)\(cases); "
            + "read \(reading))"
    }
}
