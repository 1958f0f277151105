@testable import EllipsisRules
import XCTest

final class TextFactsTests: XCTestCase {
    /// Locales without a Locales/ file take their direction from ICU/CLDR.
    func testDirectionOfLocalesWithoutDataComesFromCLDR() {
        for rtl in ["ug", "ckb", "ps", "yi", "dv", "sd", "ks", "pa-Arab", "az-Arab"] {
            XCTAssertTrue(TextFacts.isRightToLeftLocale(rtl), rtl)
        }
        for ltr in ["eu", "sr-Latn", "ka", "km", "az", "pa"] {
            XCTAssertFalse(TextFacts.isRightToLeftLocale(ltr), ltr)
        }
    }

    func testWordsFollowICUAndKeepPlaceholdersAndJoinersWhole() {
        XCTAssertEqual(TextFacts.words("Open %1$@ now"), ["Open", "%1$@", "now"])
        XCTAssertEqual(TextFacts.words("l'app e-mail"), ["l'app", "e", "mail"], "ICU word boundaries")
        XCTAssertEqual(TextFacts.words("پیام\u{200C}ها"), ["پیام\u{200C}ها"])
    }

    func testLexiconNormalization() {
        XCTAssertEqual(TextFacts.normalizedForLexicon("  „Öffnen!“ "), "öffnen")
        XCTAssertEqual(TextFacts.normalizedForLexicon("Go\u{00A0} to"), "go to")
    }
}
