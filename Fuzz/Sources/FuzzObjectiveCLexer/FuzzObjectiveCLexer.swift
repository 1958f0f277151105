import EllipsisCode

/// libFuzzer entry point: one Objective-C source. The lexer must answer with tokens
/// or a `LexingError`, and the analysis of actions set in code with an
/// inventory (a skipped file is a note), never a crash, a hang or unbounded memory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let input = bytes.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    _ = try? SourceLanguage(path: "fuzz.m")?.tokenize(input)
    _ = CodeAnalysis.analyze([CodeSource(path: "fuzz.m", bytes: input)])
    return 0
}
