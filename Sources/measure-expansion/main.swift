// Measures how much wider translations run than their source on the real apps of a corpus
// folder and writes the figures into each Locales/<tag>.json (`expansion`, with its source),
// for the source-headroom rule and the padding of the en-XA pseudo-locale (Locales/README.md,
// "Expansion"). No text of the corpora is written anywhere, only the figures.
//
//     swift run measure-expansion --corpora DIR (--write Locales | --check Locales)
//
// --check compares the files with what the corpora give and exits 1 when one differs.
import EllipsisBakedLocales
import EllipsisLayout
import Foundation

func fail(_ message: String, status: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

let usage = "usage: measure-expansion --corpora DIR (--write LOCALES | --check LOCALES)"
var corporaPath: String?, writePath: String?, checkPath: String?
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--corpora" where !arguments.isEmpty: corporaPath = arguments.removeFirst()
    case "--write" where !arguments.isEmpty: writePath = arguments.removeFirst()
    case "--check" where !arguments.isEmpty: checkPath = arguments.removeFirst()
    default: fail(usage)
    }
}
guard let corporaPath, (writePath == nil) != (checkPath == nil) else { fail(usage) }

do {
    let measurement = try ExpansionRun.make(corpora: corporaPath)
    let folder = writePath ?? checkPath!
    let files = try ExpansionRun.files(measurement, locales: folder)
    if writePath != nil {
        try ExpansionRun.write(files)
        print("measure-expansion: figures for \(measurement.figures().count) locales written to \(folder)")
    } else {
        let differences = ExpansionRun.differences(files)
        if !differences.isEmpty { fail(differences.joined(separator: "\n"), status: 1) }
        print("measure-expansion: the locale files in \(folder) hold what the corpora give")
    }
} catch {
    fail("measure-expansion: \(error)")
}
