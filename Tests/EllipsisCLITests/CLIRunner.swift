import EllipsisTestSupport
import Foundation
import XCTest

/// Runs the built `ellipsis` executable as a user would, capturing its output.
struct CLIResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum CLIRunner {
    /// The folder holding the built products (next to the .xctest bundle).
    static var productsDirectory: URL {
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL
    }

    static var executable: URL { productsDirectory.appendingPathComponent("ellipsis") }

    /// The package root, for fixtures in Corpora/ and Locales/.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// - Parameter environment: variables set on top of this process's own.
    static func run(_ arguments: [String], stdin: Data? = nil, currentDirectory: URL? = nil,
                    environment: [String: String] = [:],
                    file: StaticString = #filePath, line: UInt = #line) throws -> CLIResult {
        let input = Pipe()
        return try launch(arguments, standardInput: input, currentDirectory: currentDirectory, environment: environment) {
            if let stdin { input.fileHandleForWriting.write(stdin) }
            try? input.fileHandleForWriting.close()
        }
    }

    /// Runs with stdin read from a file, so that a command that stops reading
    /// early (as it should on a bad line) does not leave a writer blocked.
    static func run(_ arguments: [String], stdinFile contents: Data) throws -> CLIResult {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-stdin-\(UUID().uuidString).txt")
        try contents.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let input = try FileHandle(forReadingFrom: file)
        defer { try? input.close() }
        return try launch(arguments, standardInput: input, currentDirectory: nil) {}
    }

    /// Starts the executable, lets `feed` supply stdin, and collects both output streams.
    private static func launch(_ arguments: [String], standardInput: Any, currentDirectory: URL?,
                               environment: [String: String] = [:], feed: () -> Void) throws -> CLIResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        process.standardInput = standardInput
        let (outputData, errorData) = try ProcessOutput.collect(process, feed: feed)
        return CLIResult(status: process.terminationStatus,
                         stdout: String(decoding: outputData, as: UTF8.self),
                         stderr: String(decoding: errorData, as: UTF8.self))
    }
}
