import EllipsisLayout

/// libFuzzer entry point: a font's `trak` table, as FontFace reads it from any font it
/// opens (Apple's fonts have one). Any input must give a tracking or nil; never a crash
/// or a hang, and a tracking read is finite at every size a surface may have.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let table = bytes.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    for unitsPerEm in [1000, 2048] {
        guard let tracking = FontTracking(trakTable: table, unitsPerEm: unitsPerEm) else { continue }
        for size in [6.0, 17, 20, 53, 1000] where !tracking.points(at: size).isFinite {
            fatalError("tracking at \(size) pt is not finite")
        }
    }
    return 0
}
