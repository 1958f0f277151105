import EllipsisFormats
import Foundation

/// libFuzzer entry point: an XML property list. Any input must end in a value or an
/// InputError, never a crash, a hang or unbounded memory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    _ = try? PropertyListReader.read(data: data, path: "Info.plist")
    return 0
}
