import EllipsisCore
import Foundation

/// An evaluation's counts per locale, without a single title: what a run on the held-out set
/// may leave behind. One line per locale:
/// `locale, judged, titles, then true positives, false positives, misses of either rule,
/// conveys-result and navigation-only`, tab-separated, after `#` comments.
enum ScoreRecord {
    static let header = "# locale\tjudged\ttitles\teither tp\tfp\tfn\tconveys-result tp\tfp\tfn\tnavigation-only tp\tfp\tfn"

    static func render(_ evaluation: Evaluation, comment: String) -> String {
        var lines = comment.split(separator: "\n", omittingEmptySubsequences: false).map { "# " + $0 }
        lines.append(header)
        for locale in evaluation.byLocale.keys.sorted() {
            let score = evaluation.byLocale[locale]!
            let counts = [score.either, score.conveysResult, score.navigationOnly]
                .flatMap { [$0.truePositives, $0.falsePositives, $0.falseNegatives] }
            lines.append(([locale, evaluation.judged[locale] == true ? "yes" : "no", String(score.titles)]
                          + counts.map(String.init)).joined(separator: "\t"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a record; a malformed line is an error naming file:line:column.
    static func parse(_ text: String, file: String) throws -> Evaluation {
        var evaluation = Evaluation()
        for (index, content) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !content.hasPrefix("#"), !content.isEmpty else { continue }
            let columns = content.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let numbers = columns.dropFirst(2).compactMap { Int($0) }
            guard columns.count == 12, ["yes", "no"].contains(columns[1]), numbers.count == 10,
                  numbers.allSatisfy({ $0 >= 0 }) else {
                throw InputError("expected a locale, yes or no, and ten counts", file: file, line: index + 1, column: 1)
            }
            func counts(_ at: Int) -> Counts {
                Counts(truePositives: numbers[at], falsePositives: numbers[at + 1], falseNegatives: numbers[at + 2])
            }
            var score = Score()
            score.titles = numbers[0]
            score.either = counts(1)
            score.conveysResult = counts(4)
            score.navigationOnly = counts(7)
            evaluation.byLocale[columns[0]] = score
            evaluation.judged[columns[0]] = columns[1] == "yes"
        }
        return evaluation
    }

    static func load(path: String) throws -> Evaluation {
        try parse(try text(path: path), file: path)
    }

    /// The record's first comment: what was measured, when, with which rules.
    static func note(path: String) throws -> String {
        let first = try text(path: path).split(separator: "\n").first { $0.hasPrefix("# ") && !$0.hasPrefix(header) }
        return first.map { String($0.dropFirst(2)) } ?? ""
    }

    static func text(path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw InputError("cannot read the score record", file: path)
        }
        return text
    }
}
