import EllipsisTestSupport
import Foundation
import XCTest

/// Runs the real tools the integration tests drive (swift, make, the scripts in scripts/ and
/// integrations/), from the package root unless told otherwise.
struct IntegrationResult {
    var status: Int32
    var stdout: String
    var stderr: String
    var output: String { stdout + stderr }
}

enum IntegrationRun {
    /// The package root.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The folder holding the built products (next to the .xctest bundle): the `ellipsis` under test.
    static var productsDirectory: URL {
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL
    }

    /// Kept between runs (under .build, left out of git), so that a second run builds only what changed.
    static func workFolder(_ name: String) throws -> URL {
        let folder = packageRoot.appendingPathComponent(".build/integration/\(name)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static var isRoot: Bool { getuid() == 0 }

    static func run(_ executable: String, _ arguments: [String], in folder: URL? = nil,
                    environment extra: [String: String] = [:], timeout: TimeInterval = 1800) throws -> IntegrationResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        process.currentDirectoryURL = folder ?? packageRoot
        var environment = ProcessInfo.processInfo.environment
        // The built `ellipsis` first on PATH, as an installed one would be.
        environment["PATH"] = productsDirectory.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let (stdout, stderr) = try ProcessOutput.collect(process, timeout: timeout)
        return IntegrationResult(status: process.terminationStatus,
                                 stdout: String(decoding: stdout, as: UTF8.self),
                                 stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Runs a test script that exits 77 when what it needs cannot be had here, which is a skip.
    static func script(_ path: String, _ arguments: [String] = [], environment: [String: String] = [:],
                       timeout: TimeInterval = 1800) throws -> IntegrationResult {
        let result = try run("bash", [packageRoot.appendingPathComponent(path).path] + arguments,
                             environment: environment, timeout: timeout)
        if result.status == 77 {
            throw XCTSkip("\(path): \(result.output.split(separator: "\n").last ?? "cannot run here")")
        }
        return result
    }
}
