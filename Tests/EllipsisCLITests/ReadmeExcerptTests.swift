import Foundation
import XCTest

/// The README's excerpt of grouped output is what `ellipsis lint atlas` prints in Corpora/.
final class ReadmeExcerptTests: XCTestCase {
    func testTheLintExcerptIsTheRealOutput() throws {
        let readme = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: "<!-- lint excerpt: Corpora/atlas -->\n```\n"))
        let end = try XCTUnwrap(readme.range(of: "```\n<!-- end of lint excerpt -->", range: start.upperBound..<readme.endIndex))
        let excerpt = readme[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
        let result = try CLIRunner.run(["lint", "atlas", "--fail-on", "never"],
                                       currentDirectory: CLIRunner.packageRoot.appendingPathComponent("Corpora"))
        let output = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        // Each run of lines between the elisions appears in the output as it is, in order.
        var from = output.startIndex
        for block in excerpt.split(separator: "  \u{2026}") {
            let lines = Array(block.filter { !$0.isEmpty })
            guard let first = lines.first else { continue }
            let found = output[from...].firstIndex(of: first)
            XCTAssertNotNil(found, "README line not in the output: \(first)\n\(result.stdout)")
            guard let found else { return }
            let actual = Array(output[found...].filter { !$0.isEmpty }.prefix(lines.count))
            XCTAssertEqual(actual, lines)
            from = found
        }
    }
}
