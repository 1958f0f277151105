import EllipsisBakedLocales
import EllipsisCore
import EllipsisLocaleData
import Foundation

/// libFuzzer entry point: one user locale data file (`--locale-data` folder),
/// named `fr.json`. Any input must end in locale data or an InputError, never a
/// crash, a hang or unbounded memory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    _ = try? DirectoryLocaleDataProvider.parse(data: data, path: "fr.json", identifier: "fr",
                                               schema: BakedLocaleData.shared.lexiconSchema)
    return 0
}
