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
        try write(to: path, sync: sync) { file in
            try data.withUnsafeBytes { try file.append($0) }
        }
    }

    /// The same for a file made in pieces (a report written as it is made): `body`
    /// appends to the temporary file, which is put in place once `body` returns. When
    /// `body` or a write throws, the temporary file is removed and the destination is
    /// as it was.
    public static func write(to path: String, sync: Bool = true, _ body: (Appending) throws -> Void) throws {
        let destination = URL(fileURLWithPath: path)
        let folder = destination.deletingLastPathComponent().path
        let temporary = (folder as NSString)
            .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).tmp")

        // O_EXCL: never write through a file or link someone else put there. Mode 0666 less the umask, as any new file.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(path, systemReason()) }
        var written = false
        defer { if !written { unlink(temporary) } }
        do {
            let file = Appending(descriptor: descriptor, path: path)
            defer {
                file.descriptor = -1
                close(descriptor)
            }
            try body(file)
            if sync, fsync(descriptor) != 0 { throw failure(path, systemReason()) }
        }
        guard rename(temporary, path) == 0 else { throw failure(path, systemReason()) }
        written = true
        if sync { syncFolder(folder) }
    }

    /// The temporary file of a write in progress.
    public final class Appending {
        fileprivate var descriptor: Int32
        private let path: String

        fileprivate init(descriptor: Int32, path: String) {
            self.descriptor = descriptor
            self.path = path
        }

        /// Appends `bytes`. - Throws: `UsageError` naming the destination and the reason.
        public func append(_ bytes: UnsafeRawBufferPointer) throws {
            guard descriptor >= 0 else { throw AtomicFile.failure(path, "written after it was put in place") }
            var offset = 0
            while offset < bytes.count {
                let count = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw AtomicFile.failure(path, AtomicFile.systemReason())
                }
                offset += count
            }
        }
    }

    fileprivate static func failure(_ path: String, _ reason: String) -> UsageError {
        UsageError("cannot write \(path): \(reason)")
    }

    fileprivate static func systemReason() -> String { String(cString: strerror(errno)) }

    /// Makes the rename itself durable. Some file systems cannot sync a folder;
    /// the file is in place either way, so a failure here is not an error.
    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }
}
