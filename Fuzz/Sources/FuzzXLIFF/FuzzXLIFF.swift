import EllipsisFormats
import Foundation

/// libFuzzer entry point: an XLIFF 1.2 export or an XLIFF 2 document, with each unit's
/// String Catalog variation path (`key|==|device.ipad.plural.one`) read. Any input must end in a value or an
/// InputError, never a crash, a hang or unbounded memory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    if let document = try? XLIFFReader.read(data: data, path: "fuzz.xliff") {
        for file in document.files {
            for unit in file.units { _ = (unit.key, unit.variation?.description) }
        }
    }
    return 0
}
