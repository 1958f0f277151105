import EllipsisCore
import EllipsisText
@testable import EllipsisRules
import EllipsisTestSupport
import Foundation
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
        XCTAssertEqual(TextFacts.normalizedForLexicon("L’Application"), "l'application")
        XCTAssertEqual(TextFacts.normalizedForLexicon("ΡΥΘΜΙΣΕΙΣ"), "ρυθμισεισ")
    }

    /// Text of blocks that need no decomposing is folded without it: that gives what
    /// decomposing and composing again gives, letter by letter and in words.
    func testFoldingLatinAndCyrillicNeedsNoDecomposition() {
        let blocks = [0x20...0x2FF, 0x400...0x4FF, 0x5D0...0x5F4, 0x620...0x6FF, 0xE00...0xE7F, 0x2000...0x206F,
                      0x3000...0x30FF, 0x4E00...0x4FFF, 0xAC00...0xAFFF, 0xFF00...0xFF60]
        var checked = 0
        for scalar in blocks.joined().compactMap(Unicode.Scalar.init) {
            // Each alone, and after a letter it could compose with.
            for text in [String(scalar), "か" + String(scalar), "и" + String(scalar), "ا" + String(scalar)]
            where TextFacts.isFoldedAlready(text) {
                XCTAssertEqual(TextFacts.foldedForMatching(text, droppingGreekAccents: true),
                               text.decomposedStringWithCanonicalMapping.precomposedStringWithCanonicalMapping,
                               String(scalar.value, radix: 16))
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 10_000)
        XCTAssertFalse(TextFacts.isFoldedAlready("é\u{301}"))
        XCTAssertFalse(TextFacts.isFoldedAlready("فَتح"))
        XCTAssertEqual(TextFacts.foldedForMatching("Setări şi", locale: "ro"), "Setări și")
    }

    /// The one-pass normalization gives what trimming, splitting and replacing through
    /// Foundation gave, on random mixes of letters, spaces, marks and punctuation.
    func testLexiconNormalizationAgreesWithTheFoundationSteps() {
        func reference(_ text: String, _ locale: String) -> String {
            var folded = TextFacts.lowercased(TextFacts.foldedForMatching(text, locale: locale, droppingGreekAccents: true),
                                              locale: locale)
            folded = folded.replacingOccurrences(of: "’", with: "'").replacingOccurrences(of: "ς", with: "σ")
            let spaces = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "\u{00A0}\u{202F}"))
            let edge = spaces.union(CharacterSet(charactersIn: ".!?…:;。！？：；؟۔।\"'“”„«»「」『』‹›"))
            return folded.trimmingCharacters(in: edge).components(separatedBy: spaces).filter { !$0.isEmpty }
                .joined(separator: " ")
        }
        let pieces = ["a", "Ä", "ß", " ", "  ", "\u{00A0}", "\u{202F}", "\n", "’", "'", "ς", "Σ", ".", "!", "…", "«", "»",
                      "設定", "を", "\u{200C}", "ات", "é", "e\u{301}", "İ", "I", "ş", "\u{64E}", "-", "%@", "1"]
        var random = SeededGenerator(state: 29)
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            // Foundation would not replace ’ or ς with a mark or joiner after it (one character);
            // the one-pass version does, on purpose: that is still an apostrophe, still a final sigma.
            let scalars = Array(text.unicodeScalars)
            if zip(scalars, scalars.dropFirst()).contains(where: { ["’", "ς", "Σ"].contains($0.0)
                && ($0.1.properties.isGraphemeExtend || $0.1.value == 0x200D) }) { continue }
            for locale in ["", "tr", "ro", "el"] {
                XCTAssertEqual(TextFacts.normalizedForLexicon(text, locale: locale), reference(text, locale),
                               "\(text.unicodeScalars.map { String($0.value, radix: 16) }) in '\(locale)'")
            }
        }
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

extension TextFactsTests {
    /// Every character at either end of a text, and samples with marks after spaces, line
    /// breaks and non-BMP letters: the quick trimming gives Foundation's result.
    func testTrimmingAgreesWithFoundation() {
        var samples = ["", " ", "\n", "Search", " Search ", "\u{3000}検索\u{3000}", " \u{301}abc", "abc \u{301}",
                       "\r\nabc\r\n", "\u{1F600} x \u{1F600}", "\u{10400}", "\u{85}a\u{2028}", "\u{A0}a\u{202F}"]
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            samples.append("\(scalar)ab")
            samples.append("ab\(scalar)")
        }
        var differences: [String] = []
        for sample in samples {
            if TextFacts.trimmedWhitespaceAndNewlines(sample) != sample.trimmingCharacters(in: .whitespacesAndNewlines)
                || TextFacts.trimmedWhitespace(sample) != sample.trimmingCharacters(in: .whitespaces) {
                differences.append(sample.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
            }
        }
        XCTAssertEqual(differences, [])
    }

    /// Trimming looks at UTF-16 units; the quick check at scalars. They agree because no
    /// member of the two sets lies outside the Basic Multilingual Plane.
    func testTheTrimmedSetsHaveNoMemberBeyondTheBMP() {
        let members = (UInt32(0x10000)...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
            CharacterSet.whitespacesAndNewlines.contains($0) || CharacterSet.whitespaces.contains($0)
        }
        XCTAssertEqual(members, [])
    }
}

extension TextFactsTests {
    /// The bidi check skips texts without an explicit control; the controls it looks for are
    /// exactly those EllipsisText audits.
    func testTheBidiCheckLooksForTheAuditedControls() {
        var differences: [UInt32] = []
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if BidiRule.isExplicitControl(scalar) != (BidiControlAudit.abbreviation(of: scalar) != nil) {
                differences.append(value)
            }
        }
        XCTAssertEqual(differences, [])
    }
}
