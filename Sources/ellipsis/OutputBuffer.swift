import Foundation

/// Collects output and writes it to stdout in large pieces: `inspect -` and `measure -` flush
/// it after each chunk of input they read, so that a process on the other end of a pipe gets
/// its answer to each line it sent without waiting for the end of the input.
struct OutputBuffer {
    private var pending: [UInt8] = []

    mutating func write<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        pending.append(contentsOf: bytes)
        if pending.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !pending.isEmpty else { return }
        FileHandle.standardOutput.write(Data(pending))
        pending.removeAll(keepingCapacity: true)
    }
}
