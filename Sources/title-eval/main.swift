// Scores the current conveys-result and navigation-only rules on a labelled
// set of quick-action titles (Tests/EllipsisRulesTests/Fixtures/README.md):
// precision and recall overall and per locale, labels against outcomes, and
// the hard cases. Prints Markdown. `--list` adds every miss and false alarm,
// with how conveys-result read each word.
//
//     swift run title-eval Tests/EllipsisRulesTests/Fixtures/titles-dev.tsv [--list]
//     swift run title-eval SET.tsv --record COUNTS.tsv --note TEXT   # counts per locale only, no titles
//     swift run title-eval --figures DEV.tsv COUNTS.tsv PROBES.tsv   # the figures of docs/rules.md
import EllipsisBakedLocales
import EllipsisCore
import EllipsisLocaleData
import Foundation

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

let usage = "usage: title-eval SET.tsv [SET.tsv ...] [--list] [--record COUNTS.tsv --note TEXT] | "
    + "title-eval --figures DEV.tsv COUNTS.tsv PROBES.tsv"
var paths: [String] = []
var listing = false, figures = false
var recordPath: String?, note = ""
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--list": listing = true
    case "--figures": figures = true
    case "--record" where !arguments.isEmpty: recordPath = arguments.removeFirst()
    case "--note" where !arguments.isEmpty: note = arguments.removeFirst()
    case "-h", "--help":
        print(usage)
        exit(0)
    default:
        if argument.hasPrefix("-") { fail(UsageError("unknown option '\(argument)' (\(usage))").description) }
        paths.append(argument)
    }
}
if paths.isEmpty { fail(UsageError("no evaluation set given (\(usage))").description) }

if figures {
    guard paths.count == 3 else {
        fail(UsageError("--figures takes the development set, a score record and the probes").description)
    }
    do {
        let development = Evaluation(try LabelledTitles.load(path: paths[0]), localeData: BakedLocaleData.shared)
        let heldOut = try ScoreRecord.load(path: paths[1])
        let probes = Evaluation(try LabelledTitles.load(path: paths[2]), localeData: BakedLocaleData.shared)
        print(FiguresReport.render(development: development, heldOut: heldOut,
                                   heldOutNote: try ScoreRecord.note(path: paths[1]), probes: probes,
                                   localeData: BakedLocaleData.shared,
                                   schema: BakedLocaleData.shared.lexiconSchema), terminator: "")
    } catch {
        fail(String(describing: error))
    }
    exit(0)
}

// Every set is read before anything is printed: a malformed one leaves no partial report.
var sets: [(path: String, titles: [LabelledTitle])] = []
for path in paths {
    do { sets.append((path, try LabelledTitles.load(path: path))) } catch { fail(String(describing: error)) }
}
if recordPath != nil, sets.count != 1 { fail(UsageError("--record takes one set").description) }
for (path, titles) in sets {
    let evaluation = Evaluation(titles, localeData: BakedLocaleData.shared)
    if let recordPath {
        let comment = "\(note)\nCounts of \(URL(fileURLWithPath: path).lastPathComponent), \(titles.count) titles, per locale; no title is kept."
        do {
            try AtomicFile.write(Data(ScoreRecord.render(evaluation, comment: comment).utf8), to: recordPath)
        } catch {
            fail(String(describing: error))
        }
        // A recorded run prints precision and recall only: no title, no hard case, no confusion.
        print(MarkdownReport.renderTotals(evaluation, name: URL(fileURLWithPath: path).lastPathComponent))
        continue
    }
    print(MarkdownReport.render(evaluation, name: URL(fileURLWithPath: path).lastPathComponent,
                                titleCount: titles.count, listing: listing))
}
