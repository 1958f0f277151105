import EllipsisCore
import EllipsisLocaleData
import Foundation

// Bakes Locales/*.json into Sources/EllipsisLocaleData/BakedLocaleDocuments.swift
// after decoding and validating every file. `--check` only reports whether
// the Swift file is stale (exit 1) and writes nothing.
// usage: bake-locales [--check] [LOCALES_DIR [OUTPUT]]

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

var arguments = Array(CommandLine.arguments.dropFirst())
let checkOnly = arguments.contains("--check")
arguments.removeAll { $0 == "--check" }
let localesDirectory = arguments.first ?? "Locales"
let outputPath = arguments.count > 1 ? arguments[1] : BakedLocaleRendering.generatedPath

guard let names = try? FileManager.default.contentsOfDirectory(atPath: localesDirectory) else {
    fail("bake-locales: cannot read folder \(localesDirectory)", status: 2)
}
var documents: [(identifier: String, text: String)] = []
var problems: [String] = []
for name in names.sorted() where name.hasSuffix(".json") {
    let path = (localesDirectory as NSString).appendingPathComponent(name)
    guard let bytes = FileManager.default.contents(atPath: path), let text = String(data: bytes, encoding: .utf8) else {
        fail("\(path): error: cannot read as UTF-8", status: 2)
    }
    let identifier = String(name.dropLast(".json".count))
    do {
        let data = try LocaleDataDecoding.decode(bytes, file: path)
        problems += LocaleDataValidation.problems(in: data, expectedIdentifier: identifier).map { "\(path): error: \($0)" }
    } catch {
        problems.append(error.description)
    }
    documents.append((identifier, text))
}
if !problems.isEmpty { fail(problems.joined(separator: "\n"), status: 2) }

let rendered = BakedLocaleRendering.render(documents)
let current = FileManager.default.contents(atPath: outputPath).flatMap { String(data: $0, encoding: .utf8) }
if current == rendered {
    print("bake-locales: \(outputPath) is up to date (\(documents.count) locales)")
    exit(0)
}
if checkOnly { fail("bake-locales: \(outputPath) is stale; run `make locales`", status: 1) }
// Write beside the target, then rename, so a failed run leaves no partial file.
let temporary = outputPath + ".tmp"
do {
    try Data(rendered.utf8).write(to: URL(fileURLWithPath: temporary))
} catch {
    fail("bake-locales: cannot write \(temporary): \(error)", status: 2)
}
if rename(temporary, outputPath) != 0 {
    try? FileManager.default.removeItem(atPath: temporary)
    fail("bake-locales: cannot replace \(outputPath)", status: 2)
}
print("bake-locales: wrote \(outputPath) (\(documents.count) locales)")
