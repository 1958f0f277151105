import Dispatch
import EllipsisCode
import Foundation

// Benchmark (not a test): finding the actions set in code of a large app.
// Generates a seeded made-up Swift tree of LINES lines (default 200,000) in
// memory and runs the whole analysis on it: lexing, the declaration index,
// wrappers, menu regions, sites and their values. The goal is well under a
// second in a release build.
// Usage: ellipsis-code-bench [LINES] [--rounds N]

let lines = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 200_000
let rounds = CommandLine.arguments.firstIndex(of: "--rounds").flatMap {
    $0 + 1 < CommandLine.arguments.count ? Int(CommandLine.arguments[$0 + 1]) : nil
} ?? 5
var tree = SwiftTree(seed: 2026)
let sources = tree.make(lines: lines)
let bytes = sources.reduce(0) { $0 + $1.bytes.count }
let lineCount = sources.reduce(0) { total, source in total + source.bytes.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }
print("ellipsis-code-bench: \(lineCount) lines of Swift in \(sources.count) files, \(bytes / 1024) KB")

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

var lexing: [Double] = []
var whole: [Double] = []
var found = 0
for _ in 0..<rounds {
    lexing.append(seconds {
        for source in sources { _ = try? SourceLanguage.swift.tokenize(source.bytes) }
    })
    whole.append(seconds {
        found = CodeAnalysis.analyze(sources).actions.count
    })
}
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
print(String(format: "lexing alone (one core):   %.3f s", median(lexing)))
print(String(format: "whole analysis (two cores): %.3f s, %d actions found", median(whole), found))
print(String(format: "%.0f lines per second", Double(lineCount) / median(whole)))
