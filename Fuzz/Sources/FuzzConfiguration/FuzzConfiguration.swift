import EllipsisRules
import Foundation

/// libFuzzer entry point: a `.ellipsis.json` configuration. Any input must end
/// in a configuration or an InputError, never a crash, a hang or unbounded memory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    _ = try? ConfigurationFile.parse(data, file: ".ellipsis.json")
    return 0
}
