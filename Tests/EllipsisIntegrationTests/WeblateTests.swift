import XCTest

/// The Weblate add-on (integrations/weblate): its measuring half against the `ellipsis` under test,
/// then its check inside Weblate installed from PyPI (scripts/test-weblate.sh). Skipped, with the
/// reason, when Weblate cannot be installed here.
final class WeblateTests: XCTestCase {
    func testCheckInsideWeblate() throws {
        let result = try IntegrationRun.script("scripts/test-weblate.sh", timeout: 1800)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("test_cut_translation_fails_and_says_what_is_seen"), result.output)
        XCTAssertFalse(result.output.contains("FAILED"), result.output)
        XCTAssertTrue(result.stdout.hasSuffix("test-weblate: ok\n"), result.output)
    }
}
