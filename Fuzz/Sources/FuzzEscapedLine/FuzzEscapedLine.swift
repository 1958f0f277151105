import EllipsisCore

/// libFuzzer entry point: one typed line of `inspect -` / `measure -` (UTF-8
/// validation and backslash escapes). Any input must end in a text or an
/// InputError, never a crash, a hang or unbounded memory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let line = bytes.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    _ = try? EscapedLineDecoder.decode(line[...], file: "<stdin>", line: 1)
    return 0
}
