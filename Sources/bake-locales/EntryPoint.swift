#if ELLIPSIS_FUZZING
// A package that depends on Ellipsis builds every plugin's tool, and the fuzz
// package builds everything with libFuzzer, which brings its own `main` and
// calls this. The tool is never run there (it bakes nothing a fuzz target
// uses); Fuzz/run-fuzzers.sh sets ELLIPSIS_FUZZING.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt { 0 }
#else
@main
enum EntryPoint {
    static func main() { BakeLocalesCommand.run() }
}
#endif
