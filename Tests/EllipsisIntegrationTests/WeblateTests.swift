import XCTest

/// The Weblate add-on (integrations/weblate): its measuring half against the `ellipsis` under test,
/// then its check inside Weblate installed from PyPI, on unsaved models and on a site whose database
/// is a PostgreSQL server the script starts (scripts/test-weblate.sh). Skipped, with the reason, when
/// Weblate or PostgreSQL cannot be installed here.
final class WeblateTests: XCTestCase {
    func testCheckInsideWeblate() throws {
        let result = try IntegrationRun.script("scripts/test-weblate.sh", timeout: 1800)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("test_cut_translation_fails_and_says_what_is_seen"), result.output)
        XCTAssertTrue(result.output.contains("test_a_cut_title_saved_in_the_editor_fails_and_the_editor_shows_what_is_seen"
                                             + " (test_weblate_site.SavedTranslationTests."), result.output)
        XCTAssertTrue(result.stdout.contains("test-weblate: postgres (PostgreSQL) "), result.output)
        XCTAssertFalse(result.output.contains("FAILED"), result.output)
        XCTAssertTrue(result.stdout.hasSuffix("test-weblate: ok\n"), result.output)
    }
}
