import XCTest

/// The GitHub action's steps (as a runner runs them) and the pre-commit hook (`pre-commit try-repo`
/// with pre-commit from PyPI) on a sample git repository: scripts/test-ci.sh, with the `ellipsis`
/// under test on PATH. Skipped, with the reason, when pre-commit cannot be installed.
final class CITests: XCTestCase {
    func testActionAndPreCommitHookOnASampleRepository() throws {
        let result = try IntegrationRun.script("scripts/test-ci.sh", timeout: 900)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.stdout.contains("test-ci: action on a warning: passes"), result.output)
        XCTAssertTrue(result.stdout.contains("test-ci: pre-commit try-repo: passes on a warning, skips README.md, fails on the cut title"),
                      result.output)
        XCTAssertTrue(result.stdout.hasSuffix("test-ci: ok\n"), result.output)
    }
}
