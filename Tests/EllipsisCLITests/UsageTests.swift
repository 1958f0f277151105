import XCTest

final class UsageTests: XCTestCase {
    func testUnknownCommandIsAUsageError() throws {
        let result = try CLIRunner.run(["frobnicate"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("unknown command 'frobnicate'"), result.stderr)
    }

    func testNoCommandPrintsUsageAndExits2() throws {
        let result = try CLIRunner.run([])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("usage: ellipsis"))
    }
}
