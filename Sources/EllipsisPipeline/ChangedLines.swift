import EllipsisCore
import Foundation

/// The lines a change touched, by file: what `git diff` says between the merge base of a ref and
/// HEAD on one side and the working tree on the other (uncommitted edits count), plus every line
/// of files git does not track yet. `lint --changed-since REF` keeps the findings these reach.
public struct ChangedLines: Sendable, Equatable {
    /// Absolute, symlink-free paths; nil lines means the whole file is new.
    public var files: [String: Set<Int>?] = [:]
    /// Files from which lines were removed (a removed key is reported elsewhere, or is missing).
    public var filesWithRemovals: Set<String> = []

    public init(files: [String: Set<Int>?] = [:], filesWithRemovals: Set<String> = []) {
        self.files = files
        self.filesWithRemovals = filesWithRemovals
    }

    /// A path as the maps hold it.
    public static func key(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    public func touches(file: String) -> Bool { files[Self.key(file)] != nil }

    /// True when the location's line changed; a location without a line (a binary property list)
    /// counts when its file changed at all.
    public func touches(_ location: SourceLocation?) -> Bool {
        guard let location, let entry = files[Self.key(location.file)] else { return false }
        guard let lines = entry, location.line > 0 else { return true }
        return lines.contains(location.line)
    }

    /// Reads `git diff --unified=0` output: the new side's line ranges of each file.
    /// A hunk that only removes lines marks the lines on both sides of the cut.
    public static func parse(diff: String, root: String) -> ChangedLines {
        var changes = ChangedLines()
        var current: String?
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+++ ") {
                var path = String(line.dropFirst(4))
                if path == "/dev/null" { current = nil; continue }
                if path.hasPrefix("\""), path.hasSuffix("\""), path.count >= 2 { path = String(path.dropFirst().dropLast()) }
                if path.hasPrefix("b/") { path.removeFirst(2) }
                current = key(root + "/" + path)
                if changes.files[current!] == nil { changes.files[current!] = .some([]) }
            } else if line.hasPrefix("@@ "), let file = current,
                      let plus = line.split(separator: " ").first(where: { $0.hasPrefix("+") }),
                      let minus = line.split(separator: " ").first(where: { $0.hasPrefix("-") }) {
                let (start, count) = range(plus.dropFirst())
                let removed = range(minus.dropFirst()).count
                var lines = changes.files[file].flatMap { $0 } ?? []
                if count > 0 {
                    lines.formUnion(start..<(start + count))
                } else {
                    lines.formUnion([start, start + 1])
                }
                if removed > 0 { changes.filesWithRemovals.insert(file) }
                changes.files[file] = .some(lines)
            }
        }
        return changes
    }

    /// `12,3` as (12, 3); `12` as (12, 1).
    static func range(_ text: Substring) -> (start: Int, count: Int) {
        let parts = text.split(separator: ",")
        let start = Int(parts.first ?? "") ?? 0
        let count = parts.count > 1 ? Int(parts[1]) ?? 0 : 1
        return (start, count)
    }
}

/// Asks git what changed since a ref in the repository that holds a path.
public enum GitChanges {
    public static func since(_ ref: String, at path: String) throws -> ChangedLines {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        let folder = exists && isFolder.boolValue ? path : URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard let root = try? git(["rev-parse", "--show-toplevel"], in: folder).trimmingCharacters(in: .newlines),
              !root.isEmpty else {
            throw UsageError("--changed-since: \(path) is not in a git repository")
        }
        guard (try? git(["rev-parse", "--verify", "--quiet", "\(ref)^{commit}"], in: root)) != nil else {
            throw UsageError("--changed-since: '\(ref)' is not a commit of the repository at \(root)")
        }
        // A pull request's base: where its branch left REF, so that REF's own later commits are not its changes.
        let base = (try? git(["merge-base", ref, "HEAD"], in: root))?.trimmingCharacters(in: .newlines) ?? ref
        let diff = try git(["-c", "core.quotePath=false", "diff", "--no-color", "--no-ext-diff", "--no-renames",
                            "--unified=0", base.isEmpty ? ref : base, "--"], in: root)
        var changes = ChangedLines.parse(diff: diff, root: root)
        let untracked = try git(["-c", "core.quotePath=false", "ls-files", "--others", "--exclude-standard", "-z"], in: root)
        for name in untracked.split(separator: "\0") where !name.isEmpty {
            changes.files[ChangedLines.key(root + "/" + name)] = .some(nil)
        }
        return changes
    }

    static func git(_ arguments: [String], in folder: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw UsageError("--changed-since needs git, which could not be run: \(error)")
        }
        // Read both pipes to their ends before waiting, so a large diff cannot fill one and stall git.
        let errorData = Locked(Data())
        let reader = Thread { errorData.value = errors.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(1000) }
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorData.value, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw UsageError("--changed-since: git \(arguments.first ?? "") failed: \(message)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// A value one thread writes and another reads after it has finished.
private final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
