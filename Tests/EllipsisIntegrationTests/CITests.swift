import XCTest

/// The GitHub action's steps (as a runner runs them) and the pre-commit hooks (`pre-commit try-repo`
/// with pre-commit from PyPI) on a sample git repository: scripts/test-ci.sh, with the `ellipsis`
/// under test on PATH, and the source hook with the release build pre-commit makes with swift.
/// Skipped, with the reason, when pre-commit cannot be installed.
final class CITests: XCTestCase {
    func testActionAndPreCommitHookOnASampleRepository() throws {
        let result = try IntegrationRun.script("scripts/test-ci.sh", timeout: 3600)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.stdout.contains("test-ci: action on a warning: passes"), result.output)
        XCTAssertTrue(result.stdout.contains("test-ci: pre-commit try-repo: passes on a warning, skips README.md, fails on the cut title"),
                      result.output)
        XCTAssertTrue(result.stdout.contains("test-ci: pre-commit try-repo ellipsis-lint-source: built with swift in "), result.output)
        XCTAssertTrue(result.stdout.hasSuffix("test-ci: ok\n"), result.output)
    }
}
