import Foundation

/// Runs a configured process to its end and collects both output streams, stderr on
/// another thread, so that a large output on one cannot fill its pipe and stall the
/// child. `feed` runs once the process has started (to write its stdin); a process
/// still running after `timeout` seconds is terminated.
public enum ProcessOutput {
    public static func collect(_ process: Process, timeout: TimeInterval? = nil,
                               feed: () -> Void = {}) throws -> (stdout: Data, stderr: Data) {
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        nonisolated(unsafe) var errorData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData = errors.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let killer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        if let timeout { DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: killer) }
        feed()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        killer.cancel()
        return (outputData, errorData)
    }
}
