import EllipsisCore
import Foundation
import Glibc
import XCTest

final class AtomicFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    func testWritesANewFileAndReplacesAnOldOneWithTheModeOfAnyNewFile() throws {
        let path = folder.appendingPathComponent("report.html").path
        try AtomicFile.write(Data("first".utf8), to: path)
        try AtomicFile.write(Data("second, longer".utf8), to: path, sync: false)
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("second, longer".utf8))
        XCTAssertEqual(try contents(), ["report.html"], "no temporary file is left behind")
        // The permissions a file made any other way gets (0666 less the umask), not a temporary file's 0600.
        let reference = folder.appendingPathComponent("reference").path
        XCTAssertTrue(FileManager.default.createFile(atPath: reference, contents: Data()))
        let mode = { (path: String) in try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int }
        XCTAssertEqual(try mode(path), try mode(reference))
    }

    /// A reader that looks while the file is rewritten sees the old bytes or the new
    /// ones, whole, never a mixture or a short file.
    func testNoReaderEverSeesAPartialFile() throws {
        let path = folder.appendingPathComponent("out.json").path
        let first = Data(repeating: UInt8(ascii: "a"), count: 1 << 20)
        let second = Data(repeating: UInt8(ascii: "b"), count: (1 << 20) + 4096)
        try AtomicFile.write(first, to: path)
        let watch = Watch()
        let reader = Thread {
            while !watch.finished {
                let seen = FileManager.default.contents(atPath: path)
                watch.record(whole: seen == first || seen == second)
            }
        }
        reader.start()
        for round in 0..<60 { try AtomicFile.write(round % 2 == 0 ? second : first, to: path, sync: round % 10 == 0) }
        watch.finished = true
        while !reader.isFinished { usleep(1000) }
        let (reads, partial) = watch.counts
        XCTAssertGreaterThan(reads, 0)
        XCTAssertEqual(partial, 0, "reads that saw no file or a partial one, of \(reads)")
        XCTAssertEqual(try contents(), ["out.json"])
    }

    /// A destination that cannot be replaced (a folder holding a file): the error names
    /// the path, the folder is as it was, and the temporary file is gone.
    func testAFailedRenameLeavesTheDestinationAndNoTemporaryFile() throws {
        let destination = folder.appendingPathComponent("taken")
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: destination.appendingPathComponent("inside.txt"))
        XCTAssertThrowsError(try AtomicFile.write(Data("new".utf8), to: destination.path)) { error in
            XCTAssertTrue((error as? UsageError)?.message.hasPrefix("cannot write \(destination.path): ") == true, "\(error)")
        }
        XCTAssertEqual(try contents(), ["taken"])
        XCTAssertEqual(FileManager.default.contents(atPath: destination.appendingPathComponent("inside.txt").path),
                       Data("keep".utf8))
    }

    /// Bytes that cannot all be written (the file size limit of the process, as a full
    /// disk would): the old file stays whole and the temporary file is removed.
    func testAWriteThatFailsHalfWayLeavesTheOldFileWhole() throws {
        let path = folder.appendingPathComponent("baseline.json").path
        try AtomicFile.write(Data("old".utf8), to: path)
        var saved = rlimit()
        XCTAssertEqual(getrlimit(Int32(RLIMIT_FSIZE.rawValue), &saved), 0)
        let previousHandler = signal(SIGXFSZ, SIG_IGN)
        var small = saved
        small.rlim_cur = 64 * 1024
        XCTAssertEqual(setrlimit(Int32(RLIMIT_FSIZE.rawValue), &small), 0)
        let result = Result { try AtomicFile.write(Data(count: 1 << 20), to: path) }
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &saved)
        signal(SIGXFSZ, previousHandler)
        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertTrue((error as? UsageError)?.message.hasPrefix("cannot write \(path): ") == true, "\(error)")
        }
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("old".utf8))
        XCTAssertEqual(try contents(), ["baseline.json"])
    }

    /// A file made in pieces (a report written as it is made): until the last piece,
    /// the destination still holds the old file; then the new one is there whole.
    func testAFileWrittenInPiecesAppearsOnlyWhenComplete() throws {
        let path = folder.appendingPathComponent("report.sarif").path
        try AtomicFile.write(Data("old".utf8), to: path)
        let piece = Data(repeating: UInt8(ascii: "p"), count: 100_000)
        try AtomicFile.write(to: path) { file in
            for _ in 0..<5 {
                try piece.withUnsafeBytes { try file.append($0) }
                XCTAssertEqual(FileManager.default.contents(atPath: path), Data("old".utf8))
            }
        }
        XCTAssertEqual(FileManager.default.contents(atPath: path)?.count, 500_000)
        XCTAssertEqual(try contents(), ["report.sarif"])
    }

    /// Making the pieces fails half way (the report cannot be finished): the old file
    /// stays whole, the error is the body's, and no temporary file is left.
    func testAFileWhosePiecesFailHalfWayLeavesTheOldFileWhole() throws {
        struct Interrupted: Error {}
        let path = folder.appendingPathComponent("report.json").path
        try AtomicFile.write(Data("old".utf8), to: path)
        XCTAssertThrowsError(try AtomicFile.write(to: path) { file in
            try Data("{\"diagnostics\": [".utf8).withUnsafeBytes { try file.append($0) }
            throw Interrupted()
        }) { error in
            XCTAssertTrue(error is Interrupted, "\(error)")
        }
        XCTAssertEqual(FileManager.default.contents(atPath: path), Data("old".utf8))
        XCTAssertEqual(try contents(), ["report.json"])
    }

    func testAMissingFolderIsAnErrorNamingThePath() {
        let path = folder.appendingPathComponent("no/such/folder/out.svg").path
        XCTAssertThrowsError(try AtomicFile.write(Data("x".utf8), to: path)) { error in
            XCTAssertEqual((error as? UsageError)?.message, "cannot write \(path): No such file or directory")
        }
        XCTAssertEqual(try contents(), [])
    }
}

/// What the reading thread saw, shared with the test under a lock.
private final class Watch: @unchecked Sendable {
    private let lock = NSLock()
    private var stop = false
    private var reads = 0
    private var partial = 0

    var finished: Bool {
        get { lock.withLock { stop } }
        set { lock.withLock { stop = newValue } }
    }

    var counts: (reads: Int, partial: Int) { lock.withLock { (reads, partial) } }

    func record(whole: Bool) {
        lock.withLock {
            reads += 1
            if !whole { partial += 1 }
        }
    }
}
