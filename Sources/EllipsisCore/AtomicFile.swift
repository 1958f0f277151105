import Foundation
import Glibc

/// The one way Ellipsis writes a file: no reader ever sees it half written, and
/// a write that fails leaves the destination as it was. The bytes go to a new
/// temporary file in the destination's folder (the same file system, so that the
/// rename is one step), are flushed to the disk, and rename(2) then puts the file
/// in place; the temporary file is removed on any failure.
public enum AtomicFile {
    /// - Parameter sync: flush the file and the folder to the disk before and after
    ///   the rename, so that a crash cannot leave an empty file in place of the old
    ///   one. Worth its cost for files people keep (reports, baselines, an annotated
    ///   XLIFF); previews, drawn again on every run, skip it.
    /// - Throws: `UsageError` naming the path and the reason.
    public static func write(_ data: Data, to path: String, sync: Bool = true) throws {
        let destination = URL(fileURLWithPath: path)
        let folder = destination.deletingLastPathComponent().path
        let temporary = (folder as NSString)
            .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
        func failure(_ reason: String) -> UsageError { UsageError("cannot write \(path): \(reason)") }
        func systemReason() -> String { String(cString: strerror(errno)) }

        // O_EXCL: never write through a file or link someone else put there. Mode 0666 less the umask, as any new file.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(systemReason()) }
        var written = false
        defer { if !written { unlink(temporary) } }
        do {
            defer { close(descriptor) }
            try data.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let count = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                    if count < 0 {
                        if errno == EINTR { continue }
                        throw failure(systemReason())
                    }
                    offset += count
                }
            }
            if sync, fsync(descriptor) != 0 { throw failure(systemReason()) }
        }
        guard rename(temporary, path) == 0 else { throw failure(systemReason()) }
        written = true
        if sync { syncFolder(folder) }
    }

    /// Makes the rename itself durable. Some file systems cannot sync a folder;
    /// the file is in place either way, so a failure here is not an error.
    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }
}
