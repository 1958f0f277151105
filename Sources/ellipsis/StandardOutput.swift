import EllipsisCore
import Glibc

/// Standard output as a destination of bytes written in pieces (a report as it is made).
enum StandardOutput {
    /// Writes all of `bytes`. - Throws: `UsageError` with the system's reason.
    static func write(_ bytes: UnsafeRawBufferPointer) throws {
        var offset = 0
        while offset < bytes.count {
            let count = Glibc.write(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                throw UsageError("cannot write to standard output: \(String(cString: strerror(errno)))")
            }
            offset += count
        }
    }
}
