import EllipsisCore
import XCTest
@testable import EllipsisRules

/// Each kind of finding gets its own explanation and hint: a translator is never told to drop
/// a full stop from a string nobody shows, nor that a text with a miscapitalized key is untranslated.
final class CauseHintTests: XCTestCase {
    func testTheOrphanKeyIsNotToldAboutFullStops() throws {
        let orphan = Diagnostic(rule: "extraneous", severity: .note,
                                message: "InfoPlist key \"Scan QR Code\" is used by no quick action and is not an Info.plist key",
                                locale: "de", data: ["kind": "orphanKey"])
        let metadata = ExtraneousRule.description.metadata
        let hint = metadata.translatorHint(for: orphan)
        XCTAssertFalse(hint.contains("full stop"), hint)
        XCTAssertTrue(hint.contains("Nobody sees this string"), hint)
        XCTAssertNotNil(metadata.explanation(for: orphan))
    }

    func testAKeyCaseMismatchIsNotCalledUntranslated() {
        let mismatch = Diagnostic(rule: "missing-translation", severity: .warning,
                                  message: "\"Paste from clipboard\" differs only in letter case from the Info.plist key",
                                  locale: "en", data: ["kind": "keyCaseMismatch"])
        let hint = MissingTranslationRule.description.metadata.translatorHint(for: mismatch)
        XCTAssertFalse(hint.contains("has not been translated"), hint)
        XCTAssertTrue(hint.contains("capitals"), hint)
    }

    func testTheAppNameHintNamesTheProjectsOwnApp() {
        let finding = Diagnostic(rule: "app-name", severity: .warning, message: "the title contains the app's name",
                                 locale: "de", data: ["appName": "Firefox"])
        let hint = AppNameRule.description.metadata.translatorHint(for: finding)
        XCTAssertTrue(hint.contains("\u{201C}Firefox\u{201D}"), hint)
        XCTAssertFalse(hint.contains("Atlas"), hint)
        let unnamed = AppNameRule.description.metadata.translatorHint(for: Diagnostic(rule: "app-name", severity: .warning, message: ""))
        XCTAssertFalse(unnamed.contains("{appName}"), unnamed)
    }

    /// Every kind a rule emits on its own examples has its own hint, where the rule lists kinds.
    func testEveryKindOnTheExamplesIsDescribed() {
        for rule in [ExtraneousRule.self, MissingTranslationRule.self, TruncationRule.self] as [any Rule.Type] {
            let description = rule.description
            XCTAssertFalse(description.causes.isEmpty, description.identifier)
        }
    }
}
