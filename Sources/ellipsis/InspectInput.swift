import EllipsisCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading `ellipsis inspect -` input: one text per line, strict UTF-8,
/// with backslash escapes decoded.
enum InspectInput {
    /// The longest text inspected, in UTF-8 bytes.
    static let maximumTextBytes = EscapedLineDecoder.maximumTextBytes

    /// Reads stdin as it arrives and hands each line (LF-terminated, a CR
    /// before the LF dropped; a last line without LF counts) to `body` with its
    /// 1-based number, then calls `chunkDone` so output can follow input in a
    /// pipeline. Memory stays bounded: a line longer than `maximumTextBytes` is
    /// an error before it is read to its end.
    static func forEachLine(file: String, command: String = "inspect", _ body: (ArraySlice<UInt8>, Int) throws -> Void,
                            chunkDone: () -> Void) throws {
        var pending: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var lineNumber = 0
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputError("cannot read standard input: \(String(cString: strerror(errno)))", file: file)
            }
            if count == 0 { break }
            pending.append(contentsOf: chunk[0..<count])
            var start = 0
            while let end = pending[start...].firstIndex(of: 0x0A) {
                lineNumber += 1
                try body(trimmingCR(pending[start..<end]), lineNumber)
                start = end + 1
            }
            pending.removeFirst(start)
            if pending.count > maximumTextBytes + 1 {
                throw InputError("text is longer than \(maximumTextBytes) bytes; \(command) takes texts up to that length",
                                 file: file, line: lineNumber + 1, column: 1)
            }
            chunkDone()
        }
        if !pending.isEmpty { try body(trimmingCR(pending[...]), lineNumber + 1) }
    }

    private static func trimmingCR(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.last == 0x0D ? line.dropLast() : line
    }

    /// Decodes one line (see `EscapedLineDecoder`).
    static func decode(_ bytes: ArraySlice<UInt8>, file: String, line: Int) throws -> String {
        try EscapedLineDecoder.decode(bytes, file: file, line: line)
    }
}
