import Foundation
import XCTest

/// Compares output with a file under Golden/. With `ELLIPSIS_UPDATE_GOLDENS=1`
/// in the environment it rewrites the file instead (review the diff before committing).
enum Golden {
    static var directory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    }

    static var updating: Bool { ProcessInfo.processInfo.environment["ELLIPSIS_UPDATE_GOLDENS"] == "1" }

    static func assertMatches(_ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = directory.appendingPathComponent(name)
        if updating {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url, options: .atomic)
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            XCTFail("missing golden file \(name); run with ELLIPSIS_UPDATE_GOLDENS=1 to create it", file: file, line: line)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        if expected != actual {
            let expectedLines = expected.components(separatedBy: "\n")
            let actualLines = actual.components(separatedBy: "\n")
            let first = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(expectedLines.count, actualLines.count)
            let want = first < expectedLines.count ? expectedLines[first] : "<end>"
            let got = first < actualLines.count ? actualLines[first] : "<end>"
            XCTFail("\(name) differs at line \(first + 1):\n  expected: \(want)\n  actual:   \(got)", file: file, line: line)
        }
    }
}
