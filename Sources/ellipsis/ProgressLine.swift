import Foundation

/// Progress of a long run on standard error, only when it is a terminal (so
/// logs and CI output stay clean), and never with `--quiet`. The line is
/// redrawn in place and cleared when the run ends.
final class ProgressLine {
    private let enabled: Bool
    private let total: Int
    private var done = 0
    private var lastWidth = 0

    init(total: Int, quiet: Bool) {
        self.total = total
        self.enabled = !quiet && isatty(STDERR_FILENO) == 1
    }

    /// Marks one step done, naming what comes next.
    func step(_ label: String) {
        done += 1
        guard enabled else { return }
        let line = "[\(min(done, total))/\(total)] \(label)"
        let padding = String(repeating: " ", count: max(0, lastWidth - line.count))
        lastWidth = line.count
        FileHandle.standardError.write(Data(("\r" + line + padding).utf8))
    }

    func finish() {
        guard enabled, lastWidth > 0 else { return }
        FileHandle.standardError.write(Data(("\r" + String(repeating: " ", count: lastWidth) + "\r").utf8))
        lastWidth = 0
    }
}
