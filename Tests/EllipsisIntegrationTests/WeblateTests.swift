import XCTest

/// The Weblate add-on (integrations/weblate): its measuring half against the `ellipsis` under test,
/// then its check inside Weblate installed from PyPI, on unsaved models and on a site whose database
/// is a PostgreSQL server the script starts (scripts/test-weblate.sh); and `ellipsis budgets` output
/// loaded by Weblate's own XLIFF and Android format classes, whose flags must carry the budgets'
/// `max-size:W:L`. Skipped, with the reason, when Weblate or PostgreSQL cannot be installed here.
final class WeblateTests: XCTestCase {
    func testCheckInsideWeblate() throws {
        let result = try IntegrationRun.script("scripts/test-weblate.sh", timeout: 1800)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("test_cut_translation_fails_and_says_what_is_seen"), result.output)
        XCTAssertTrue(result.output.contains("test_a_cut_title_saved_in_the_editor_fails_and_the_editor_shows_what_is_seen"
                                             + " (test_weblate_site.SavedTranslationTests."), result.output)
        XCTAssertTrue(result.stdout.contains("test-weblate: postgres (PostgreSQL) "), result.output)
        for test in ["test_a_translators_own_xliff_gives_weblate_its_max_size_flags",
                     "test_budget_files_of_a_project_give_weblate_its_max_size_flags",
                     "test_android_strings_give_weblate_flags_and_notes"] {
            XCTAssertTrue(result.output.contains("\(test) (test_weblate_budgets.WeblateReadsBudgetsTests.\(test)) ... ok"),
                          result.output)
        }
        XCTAssertFalse(result.output.contains("FAILED"), result.output)
        XCTAssertTrue(result.stdout.hasSuffix("test-weblate: ok\n"), result.output)
    }
}
