import EllipsisLayout
import Foundation

/// libFuzzer entry point: a metrics snapshot file (`--metrics FILE`). Any input must end in
/// a snapshot, whose fonts can be made, or an InputError; never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    if let snapshot = try? MetricsSnapshot.parse(data, file: "snapshot.metrics") {
        _ = try? snapshot.fontFaces(file: "snapshot.metrics")
    }
    return 0
}
