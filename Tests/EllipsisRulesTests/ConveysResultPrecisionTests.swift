import EllipsisCore
import EllipsisLocaleData
@testable import EllipsisRules
import Foundation
import XCTest

/// Precision and recall of `conveys-result` on titles labelled by hand in 14
/// languages (Fixtures/conveys-result-labelled.tsv). Precision comes first:
/// a lint that cries wolf is switched off.
final class ConveysResultPrecisionTests: XCTestCase {
    struct Labelled {
        var locale: String
        var bad: Bool
        var title: String
        var source: String?
    }

    static func load() throws -> [Labelled] {
        let url = TestLocaleData.packageRoot.appendingPathComponent("Tests/EllipsisRulesTests/Fixtures/conveys-result-labelled.tsv")
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 3 else { return nil }
            return Labelled(locale: columns[0], bad: columns[1] == "bad", title: columns[2],
                            source: columns.count > 3 ? columns[3] : nil)
        }
    }

    func flagged(_ item: Labelled) -> Bool {
        let example = RuleExample(locale: item.locale, title: item.title, source: item.source)
        let context = RuleContext(project: example.project(), localeData: TestLocaleData.shared, layout: TestLocaleData.layout)
        return ConveysResultRule().check(context).contains { $0.locale == item.locale }
    }

    func testPrecisionAndRecallOnLabelledTitles() throws {
        let items = try Self.load()
        XCTAssertGreaterThanOrEqual(Set(items.map(\.locale)).count, 12)
        var truePositives = 0, falsePositives = 0, falseNegatives = 0
        var perLocale: [String: (tp: Int, fp: Int, fn: Int, judged: Bool)] = [:]
        var report: [String] = []
        for item in items {
            let judged = TestLocaleData.shared.bestData(for: item.locale)?.lexicon != nil
            let hit = flagged(item)
            var entry = perLocale[item.locale] ?? (0, 0, 0, judged)
            if hit && item.bad { entry.tp += 1 }
            if hit && !item.bad { entry.fp += 1; report.append("false positive: \(item.locale) '\(item.title)'") }
            if !hit && item.bad && judged { entry.fn += 1; report.append("missed: \(item.locale) '\(item.title)'") }
            if !judged { XCTAssertFalse(hit, "\(item.locale) has no lexicon but '\(item.title)' was judged") }
            perLocale[item.locale] = entry
        }
        for (_, entry) in perLocale where entry.judged {
            truePositives += entry.tp; falsePositives += entry.fp; falseNegatives += entry.fn
        }
        let precision = Double(truePositives) / Double(max(1, truePositives + falsePositives))
        let recall = Double(truePositives) / Double(max(1, truePositives + falseNegatives))
        let judgedLocales = perLocale.filter { $0.value.judged }.keys.sorted()
        print("conveys-result on \(items.count) labelled titles; judged in \(judgedLocales.count) locales "
              + "(\(judgedLocales.joined(separator: " "))): precision \(String(format: "%.3f", precision)) "
              + "(\(truePositives)/\(truePositives + falsePositives)), recall \(String(format: "%.3f", recall)) "
              + "(\(truePositives)/\(truePositives + falseNegatives))")
        for locale in perLocale.keys.sorted() {
            let e = perLocale[locale]!
            print("  \(locale): tp \(e.tp) fp \(e.fp) fn \(e.fn)\(e.judged ? "" : " (no lexicon: reduced)")")
        }
        report.forEach { print("  " + $0) }
        XCTAssertGreaterThanOrEqual(judgedLocales.count, 10)
        XCTAssertGreaterThanOrEqual(precision, 0.95, "precision first")
        XCTAssertGreaterThanOrEqual(recall, 0.75)
    }
}
