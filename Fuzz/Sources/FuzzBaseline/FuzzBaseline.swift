import EllipsisRules
import Foundation

/// libFuzzer entry point: a baseline file. Any input must end in a baseline or
/// an InputError, never a crash, a hang or unbounded memory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    _ = try? Baseline.load(data: data, path: "ellipsis-baseline.json")
    return 0
}
