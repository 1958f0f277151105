// Scores the current conveys-result and navigation-only rules on a labelled
// set of quick-action titles (Tests/EllipsisRulesTests/Fixtures/README.md):
// precision and recall overall and per locale, labels against outcomes, and
// the hard cases. Prints Markdown. `--list` adds every miss and false alarm.
//
//     swift run title-eval Tests/EllipsisRulesTests/Fixtures/titles-dev.tsv [--list]
import EllipsisBakedLocales
import EllipsisCore
import EllipsisLocaleData
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

let usage = "usage: title-eval SET.tsv [SET.tsv ...] [--list]"
var paths: [String] = []
var listing = false
for argument in CommandLine.arguments.dropFirst() {
    switch argument {
    case "--list": listing = true
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        if argument.hasPrefix("-") { fail(UsageError("unknown option '\(argument)' (\(usage))").description) }
        paths.append(argument)
    }
}
if paths.isEmpty { fail(UsageError("no evaluation set given (\(usage))").description) }

// Every set is read before anything is printed: a malformed one leaves no partial report.
var sets: [(path: String, titles: [LabelledTitle])] = []
for path in paths {
    do { sets.append((path, try LabelledTitles.load(path: path))) } catch { fail(String(describing: error)) }
}
for (path, titles) in sets {
    let evaluation = Evaluation(titles, localeData: BakedLocaleData.shared)
    print(MarkdownReport.render(evaluation, name: URL(fileURLWithPath: path).lastPathComponent,
                                titleCount: titles.count, listing: listing))
}
