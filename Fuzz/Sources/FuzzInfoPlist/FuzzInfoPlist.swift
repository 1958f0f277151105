import EllipsisFormats
import Foundation

/// libFuzzer entry point: an Info.plist with quick actions. Any input must end in a value or an
/// InputError, never a crash, a hang or unbounded memory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    _ = try? InfoPlistReader.read(data: data, path: "Info.plist")
    return 0
}
