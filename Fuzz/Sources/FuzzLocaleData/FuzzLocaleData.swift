import EllipsisCore
import EllipsisLocaleData
import Foundation

/// The lexicon lists of the built-in files, read once from the package's
/// Locales/schema. The fuzz package leaves the baked module out: its build
/// plugin's tool is a program of its own, not something to fuzz.
let schema: LexiconSchema = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let url = root.appendingPathComponent("Locales").appendingPathComponent(LexiconSchema.relativePath)
    guard let bytes = FileManager.default.contents(atPath: url.path),
          let schema = try? LexiconSchema.decode(bytes, file: url.path) else {
        fatalError("FuzzLocaleData: cannot read \(url.path)")
    }
    return schema
}()

/// libFuzzer entry point: one user locale data file (`--locale-dir` folder),
/// named `fr.json`. Any input must end in locale data or an InputError, never a
/// crash, a hang or unbounded memory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    _ = try? DirectoryLocaleDataProvider.parse(data: data, path: "fr.json", identifier: "fr", schema: schema)
    return 0
}
