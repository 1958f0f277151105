import Foundation
import XCTest

/// A file does one thing: no Swift file under Sources/ is over 1,000 lines.
final class SourceFileLengthTests: XCTestCase {
    static let limit = 1_000

    func testNoSourceFileIsOverTheLimit() throws {
        let sources = DeclaredDependencyTests.root.appendingPathComponent("Sources")
        let files = try TargetSources.files(under: sources).filter { $0.pathExtension == "swift" }
        XCTAssertGreaterThan(files.count, 100, "the walk found the sources")
        var long: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
                - (text.hasSuffix("\n") ? 1 : 0)
            if lines > Self.limit { long.append("\(file.path): \(lines) lines") }
        }
        XCTAssertEqual(long, [], long.joined(separator: "\n"))
    }
}
