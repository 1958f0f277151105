import EllipsisFormats
import Foundation

/// libFuzzer entry point: a .xcstrings string catalog. Any input must end in a value or an
/// InputError, never a crash, a hang or unbounded memory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    // The variations of every localization are resolved too (devices, plural forms, substitutions).
    if let catalog = try? XCStringsReader.read(data: data, path: "fuzz.xcstrings") {
        for entry in catalog.entries {
            for (_, localization) in entry.localizations { _ = localization.resolved }
        }
    }
    return 0
}
