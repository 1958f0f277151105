import EllipsisCore
@testable import EllipsisRules
import XCTest

final class TextFactsTests: XCTestCase {
    /// Locales without a Locales/ file have a direction too: their script's, from ICU/CLDR.
    func testDirectionOfLocalesWithoutDataComesFromCLDR() {
        let context = RuleContext(project: Project(platform: .ios, root: "", developmentLanguage: LocaleID("en")),
                                  localeData: NoLocaleData(), layout: nil)
        for rtl in ["ug", "ckb", "ps", "yi", "dv", "sd", "ks", "pa-Arab", "az-Arab", "ar", "he"] {
            XCTAssertTrue(context.isRightToLeft(LocaleID(rtl)), rtl)
        }
        for ltr in ["eu", "sr-Latn", "ka", "km", "az", "pa", "sd-Deva"] {
            XCTAssertFalse(context.isRightToLeft(LocaleID(ltr)), ltr)
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

    func testVowelMarksAreDroppedBeforeMatching() throws {
        // Mastodon's Arabic "new post", written with harakat.
        XCTAssertEqual(TextFacts.normalizedForLexicon("مَنشُورٌ جَديد"), "منشور جديد")
        XCTAssertEqual(TextFacts.normalizedForLexicon("سجّل"), "سجل")
        XCTAssertEqual(TextFacts.normalizedForLexicon("פְּתַח"), "פתח", "Hebrew points")
        XCTAssertEqual(TextFacts.normalizedForLexicon("בְּרֵאשִׁ֖ית"), "בראשית", "Hebrew cantillation")
        XCTAssertEqual(TextFacts.normalizedForLexicon("דף־הבית"), "דף־הבית", "maqaf is punctuation and stays")
        let arabic = try XCTUnwrap(TestLocaleData.shared.bestData(for: "ar")?.lexicon)
        let matcher = LexiconMatcher(lexicon: arabic, locale: "ar")
        XCTAssertNotNil(matcher.firstMatch("مَنشُورٌ جَديد", patterns: arabic["resultPatterns"]))
        XCTAssertEqual(ConveysResultRule.verdict("فَتْح", lexicon: arabic, locale: "ar"), .genericVerb)
        let hebrew = try XCTUnwrap(TestLocaleData.shared.bestData(for: "he")?.lexicon)
        XCTAssertEqual(ConveysResultRule.verdict("פְּתַח", lexicon: hebrew, locale: "he"), .genericVerb)
    }

    func testTurkishCaseFoldingFollowsTurkishRules() throws {
        XCTAssertEqual(TextFacts.normalizedForLexicon("GİT", locale: "tr"), "git")
        XCTAssertEqual(TextFacts.normalizedForLexicon("KAPI", locale: "tr"), "kapı")
        XCTAssertEqual(TextFacts.normalizedForLexicon("KAPI", locale: "az-Latn"), "kapı")
        XCTAssertEqual(TextFacts.normalizedForLexicon("KAPI", locale: "en"), "kapi")
        let turkish = try XCTUnwrap(TestLocaleData.shared.bestData(for: "tr")?.lexicon)
        XCTAssertEqual(ConveysResultRule.verdict("GİT", lexicon: turkish, locale: "tr"), .genericVerb)
        XCTAssertNil(ConveysResultRule.verdict("GİT", lexicon: turkish), "without the locale İ lowercases to i + dot")
        XCTAssertNotNil(LexiconMatcher(lexicon: turkish, locale: "tr").firstMatch("YENİ SEKME", patterns: turkish["resultPatterns"]))
    }

    func testRomanianCedillaLettersReadAsCommaBelow() throws {
        XCTAssertEqual(TextFacts.normalizedForLexicon("Porneşte", locale: "ro"), "pornește")
        XCTAssertEqual(TextFacts.normalizedForLexicon("ŢARĂ", locale: "ro"), "țară")
        XCTAssertEqual(TextFacts.normalizedForLexicon("Başla", locale: "tr"), "başla", "Turkish ş is a cedilla")
        let romanian = try XCTUnwrap(TestLocaleData.shared.bestData(for: "ro")?.lexicon)
        XCTAssertEqual(ConveysResultRule.verdict("Porneşte", lexicon: romanian, locale: "ro"), .genericVerb)
    }

    func testGreekAccentsAreIgnoredInWholeWordComparison() {
        XCTAssertEqual(TextFacts.normalizedForLexicon("ΡΥΘΜΙΣΕΙΣ"), TextFacts.normalizedForLexicon("Ρυθμίσεις"))
        XCTAssertEqual(TextFacts.normalizedForLexicon("προϊόν"), "προιον")
        XCTAssertEqual(TextFacts.foldedForMatching("Νέο"), "Νέο", "patterns keep their accents")
    }
}
