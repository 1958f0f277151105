// Scores the current conveys-result and navigation-only rules on a labelled
// set of quick-action titles (Tests/EllipsisRulesTests/Fixtures/README.md):
// precision and recall overall and per locale, labels against outcomes, and
// the hard cases. Prints Markdown. `--list` adds every miss and false alarm.
//
//     swift run title-eval Tests/EllipsisRulesTests/Fixtures/titles-dev.tsv [--list]
import EllipsisCore
import EllipsisRules
import Foundation

func fail(_ message: CustomStringConvertible) -> Never {
    FileHandle.standardError.write(Data((message.description + "\n").utf8))
    exit(2)
}

var paths: [String] = []
var listing = false
for argument in CommandLine.arguments.dropFirst() {
    switch argument {
    case "--list": listing = true
    case "-h", "--help":
        print("usage: title-eval SET.tsv [SET.tsv ...] [--list]")
        exit(0)
    default:
        if argument.hasPrefix("-") { fail(UsageError("unknown option '\(argument)' (usage: title-eval SET.tsv [--list])")) }
        paths.append(argument)
    }
}
if paths.isEmpty { fail(UsageError("no evaluation set given (usage: title-eval SET.tsv [--list])")) }

let localeData = BakedLocaleData.shared

func outcome(of item: LabelledTitle) -> RuleOutcome {
    let project = RuleExample(locale: item.locale, title: item.title).project()
    let context = RuleContext(project: project, localeData: localeData, layout: nil)
    return RuleOutcome(conveysResult: !ConveysResultRule().check(context).isEmpty,
                       navigationOnly: !NavigationOnlyRule().check(context).isEmpty)
}

func ratio(_ value: Double?, _ part: Int, _ whole: Int) -> String {
    guard let value else { return "—" }
    return String(format: "%.2f (%d/%d)", value, part, whole)
}

func precision(_ counts: Counts) -> String {
    ratio(counts.precision, counts.truePositives, counts.truePositives + counts.falsePositives)
}

func recall(_ counts: Counts) -> String {
    ratio(counts.recall, counts.truePositives, counts.truePositives + counts.falseNegatives)
}

for path in paths {
    let titles: [LabelledTitle]
    do { titles = try LabelledTitles.load(path: path) } catch { fail(String(describing: error)) }
    var byLocale: [String: Score] = [:]
    var byCase: [String: (titles: Int, caught: Int, falseAlarms: Int)] = [:]
    var judged: [String: Bool] = [:]
    var listed: [String] = []
    for item in titles {
        let isJudged = judged[item.locale] ?? (localeData.bestData(for: item.locale)?.lexicon != nil)
        judged[item.locale] = isJudged
        let said = outcome(of: item)
        byLocale[item.locale, default: Score()].add(item.label, said)
        guard isJudged else { continue }
        for tag in item.cases {
            var entry = byCase[tag] ?? (0, 0, 0)
            entry.titles += 1
            if item.label != .result && said.flagged { entry.caught += 1 }
            if item.label == .result && said.flagged { entry.falseAlarms += 1 }
            byCase[tag] = entry
        }
        let expected = item.label != .result
        if expected != said.flagged || (item.label == .vague && said.navigationOnly && !said.conveysResult) {
            let kind = !expected ? "false alarm" : said.flagged ? "other rule" : "miss"
            listed.append("| \(kind) | \(item.locale) | \(item.label.rawValue) | \(item.title) | "
                          + "\(RuleOutcome.columnNames[said.column]) | \(item.cases.joined(separator: ", ")) | \(item.line) |")
        }
    }
    let judgedLocales = byLocale.keys.filter { judged[$0] == true }.sorted()
    let silentLocales = byLocale.keys.filter { judged[$0] != true }.sorted()
    let total = judgedLocales.reduce(Score()) { $0 + byLocale[$1]! }
    let name = URL(fileURLWithPath: path).lastPathComponent
    print("## \(name)\n")
    print("\(titles.count) titles in \(byLocale.count) locales; \(total.titles) titles in the \(judgedLocales.count) "
          + "locales with a lexicon are judged.\n")
    print("| question | precision | recall |")
    print("|---|---|---|")
    print("| either rule flags a vague or navigation title | \(precision(total.either)) | \(recall(total.either)) |")
    print("| conveys-result flags a vague title | \(precision(total.conveysResult)) | \(recall(total.conveysResult)) |")
    print("| navigation-only flags a navigation title | \(precision(total.navigationOnly)) | \(recall(total.navigationOnly)) |")
    if !silentLocales.isEmpty {
        let silent = silentLocales.reduce(Score()) { $0 + byLocale[$1]! }
        let flagged = silent.either.truePositives + silent.either.falsePositives
        print("\nWithout a lexicon (the rules stay silent by design): \(silentLocales.joined(separator: " ")), "
              + "\(silent.titles) titles, \(flagged) flagged.")
    }
    print("\nLabels against what the rules said (judged locales):\n")
    print("| label | titles | " + RuleOutcome.columnNames.joined(separator: " | ") + " |")
    print("|---|---|---|---|---|---|")
    for label in TitleLabel.allCases {
        let row = total.confusion[label] ?? [0, 0, 0, 0]
        print("| \(label.rawValue) | \(row.reduce(0, +)) | " + row.map(String.init).joined(separator: " | ") + " |")
    }
    print("\nHard cases (judged locales): vague or navigation titles caught, result titles flagged:\n")
    print("| case | titles | caught | false alarms |")
    print("|---|---|---|---|")
    for tag in byCase.keys.sorted() {
        let entry = byCase[tag]!
        print("| \(tag) | \(entry.titles) | \(entry.caught) | \(entry.falseAlarms) |")
    }
    print("\nPer locale (either rule; then each rule on its own label):\n")
    print("| locale | titles | precision | recall | conveys-result P | conveys-result R | navigation-only P | navigation-only R |")
    print("|---|---|---|---|---|---|---|---|")
    for locale in judgedLocales + silentLocales {
        let score = byLocale[locale]!
        let mark = judged[locale] == true ? "" : " (no lexicon)"
        print("| \(locale)\(mark) | \(score.titles) | \(precision(score.either)) | \(recall(score.either)) | "
              + "\(precision(score.conveysResult)) | \(recall(score.conveysResult)) | "
              + "\(precision(score.navigationOnly)) | \(recall(score.navigationOnly)) |")
    }
    if listing {
        print("\nMisses, false alarms, and vague titles only navigation-only flagged:\n")
        print("| kind | locale | label | title | flagged by | cases | line |")
        print("|---|---|---|---|---|---|---|")
        listed.forEach { print($0) }
    }
    print("")
}
