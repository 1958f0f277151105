import EllipsisFormats
import Foundation

/// libFuzzer entry point: an Android shortcuts.xml. Any input must end in a value or an
/// InputError, never a crash, a hang or unbounded memory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    _ = try? AndroidShortcutsReader.read(data: data, path: "res/xml/shortcuts.xml")
    return 0
}
