// Measures the proxy fonts against a published table of Apple's system font widths on
// the titles of real apps and writes per-script figures into Locales/calibration/
// (Locales/README.md, "Calibration"). The table itself is never written anywhere.
//
//     swift run calibrate-proxies --table TABLE.json --corpora DIR [--out Locales/calibration | --check DIR]
//
// --corpora DIR: every folder in DIR is one app's localization files. --check DIR
// compares with the files there instead of writing, and exits 1 when one differs.
import EllipsisBakedLocales
import EllipsisCore
import EllipsisLayout
import EllipsisLocaleData
import Foundation

func fail(_ message: String, status: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

let usage = "usage: calibrate-proxies --table TABLE.json --corpora DIR (--out DIR | --check DIR)"
var tablePath: String?, corporaPath: String?, outPath: String?, checkPath: String?
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--table" where !arguments.isEmpty: tablePath = arguments.removeFirst()
    case "--corpora" where !arguments.isEmpty: corporaPath = arguments.removeFirst()
    case "--out" where !arguments.isEmpty: outPath = arguments.removeFirst()
    case "--check" where !arguments.isEmpty: checkPath = arguments.removeFirst()
    default: fail(usage)
    }
}
guard let tablePath, let corporaPath, (outPath == nil) != (checkPath == nil) else { fail(usage) }

do {
    let run = try CalibrationRun.make(table: tablePath, corpora: corporaPath)
    let files = CalibrationRun.files(run.figures())
    if let outPath {
        try CalibrationRun.write(files, to: outPath)
        print("calibrate-proxies: \(files.count) scripts written to \(outPath)")
    } else if let checkPath {
        let differences = CalibrationRun.differences(files, in: checkPath)
        if !differences.isEmpty { fail(differences.joined(separator: "\n"), status: 1) }
        print("calibrate-proxies: the \(files.count) files in \(checkPath) are what the table and corpora give")
    }
} catch {
    fail("calibrate-proxies: \(error)")
}
