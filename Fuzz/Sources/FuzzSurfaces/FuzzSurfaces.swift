import EllipsisLayout
import Foundation

/// libFuzzer entry point: a user surface file. Any input must end in surfaces
/// or an InputError, never a crash, a hang or unbounded memory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    _ = try? UserSurfaces.parse(data: data, path: "surfaces.json")
    return 0
}
