#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Collects output and writes it to stdout in large pieces: `inspect -` and `measure -` flush
/// it after each chunk of input they read, so that a process on the other end of a pipe gets
/// its answer to each line it sent without waiting for the end of the input. The bytes go
/// straight to the file descriptor: no copy into a `Data` per piece.
struct OutputBuffer {
    private var pending: [UInt8] = []

    init() { pending.reserveCapacity(1 << 17) }

    mutating func write<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        pending.append(contentsOf: bytes)
        if pending.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !pending.isEmpty else { return }
        pending.withUnsafeBytes { OutputBuffer.writeAll($0) }
        pending.removeAll(keepingCapacity: true)
    }

    /// Writes every byte to stdout, again after an interrupted or partial write. A pipe whose
    /// reader is gone ends the process by SIGPIPE, as any write to it would; another failure
    /// (a full disk) is said on stderr and ends it with status 2, never with output cut silently.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < bytes.count {
            let written = writeToStandardOutput(bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                writeError("ellipsis: cannot write standard output: \(String(cString: strerror(errno)))")
                exit(2)
            }
            offset += written
        }
    }
}

/// The system's write(2) on stdout (inside `OutputBuffer`, `write` names its own method).
private func writeToStandardOutput(_ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(STDOUT_FILENO, bytes, count)
}
