import EllipsisCore
import Foundation

/// libFuzzer entry point: JSON with positions. Any input must end in a value or an
/// InputError, never a crash, a hang or unbounded memory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    _ = try? JSONReader.read(data: data, path: "fuzz.json")
    return 0
}
