import EllipsisFormats
import Foundation

/// libFuzzer entry point: a binary property list (bplist00 is prefixed when absent). Any input must end in a value or an
/// InputError, never a crash, a hang or unbounded memory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    _ = try? PropertyListReader.read(data: data.starts(with: Array("bplist".utf8)) ? data : Data("bplist00".utf8) + data, path: "Info.plist")
    return 0
}
