import EllipsisLocaleData
@testable import EllipsisRules
import XCTest

/// How titles are read word by word with the baked lexicons: each mechanism on its own, with
/// the real stemmers and dictionaries (Debian's, installed by scripts/install-deps.sh).
final class TitleReadingTests: XCTestCase {
    func reading(_ title: String, _ locale: String, askingTheDictionary: Bool = true) throws -> TitleReading {
        let data = try XCTUnwrap(TestLocaleData.shared.bestData(for: locale), locale)
        let lexicon = try XCTUnwrap(data.lexicon, locale)
        return TitleReading(title, lexicon: lexicon, locale: locale, morphology: data.morphology,
                            askingTheDictionary: askingTheDictionary)
    }

    /// "text:role" for each word, as title-eval lists them.
    func roles(_ title: String, _ locale: String) throws -> String {
        try reading(title, locale).units.map { "\($0.text):\($0.role)" }.joined(separator: " ")
    }

    func testFunctionWordsAndPossessivesAreSetAside() throws {
        XCTAssertEqual(try roles("Open the App", "en"), "open:generic the:function app:vague")
        XCTAssertEqual(try roles("Zu den Einstellungen", "de"), "zu:function den:function einstellungen:place")
        XCTAssertEqual(try roles("Tu biblioteca", "es"), "tu:function biblioteca:place")
    }

    func testAnElidedArticleIsAWordOfItsOwn() throws {
        XCTAssertEqual(try roles("Ouvrir l'application", "fr"), "ouvrir:generic l':function application:vague")
        XCTAssertEqual(try roles("Vai all’archivio", "it").split(separator: " ").first, "vai:generic")
        XCTAssertTrue(try roles("Apri l'app", "it").contains("l':function app:vague"))
    }

    func testInflectedWordsMeetTheirEntriesByStem() throws {
        // Finnish illative and possessive suffix, by Snowball.
        XCTAssertEqual(try roles("Siirry asetuksiin", "fi"), "siirry:generic asetuksiin:place")
        XCTAssertEqual(try roles("Kirjastosi", "fi"), "kirjastosi:place")
        // Turkish possessive with consonant alternation (hesap, hesabım).
        XCTAssertEqual(try roles("Hesabım", "tr"), "hesabım:place")
    }

    func testADictionaryGivesLemmasWhereNoStemmerReaches() throws {
        // Polish genitive plural, by Hunspell's lemma.
        XCTAssertEqual(try roles("Przejdź do ustawień", "pl"), "przejdź do:generic ustawień:place")
        // Asked only when the answer could decide the title: first left unknown.
        let first = try reading("Przejdź do ustawień", "pl", askingTheDictionary: false)
        XCTAssertEqual(first.units.last?.role, .unknown)
        XCTAssertTrue(first.wouldAskTheDictionary)
    }

    func testTheDictionaryIsNotAskedWhenItCouldNotDecide() throws {
        // A result verb decides the title already.
        XCTAssertFalse(try reading("Dodaj zakładkę", "pl", askingTheDictionary: false).wouldAskTheDictionary)
        // A word that begins as no entry does cannot be a form of one.
        XCTAssertFalse(try reading("Otwórz xyzzy", "pl", askingTheDictionary: false).wouldAskTheDictionary)
        // A word alone, close as it is to "aktuality" (news), is judged without the dictionary.
        XCTAssertFalse(try reading("Aktualizovať", "sk", askingTheDictionary: false).wouldAskTheDictionary)
        // A word close to no entry cannot be a form of one.
        XCTAssertFalse(try reading("Otwórz aktualizację", "pl", askingTheDictionary: false).wouldAskTheDictionary)
        // A locale without a dictionary never asks one.
        XCTAssertFalse(try reading("Öffne Posteingänge", "de", askingTheDictionary: false).wouldAskTheDictionary)
    }

    func testASharedRootIsNotAnInflection() throws {
        // German Snowball gives "sichern" and "Sicherheit" one stem; neither is a form of the other.
        XCTAssertEqual(try reading("Fotos sichern", "de").units.last?.role, .unknown)
        // Polish Hunspell gives "ustaw" and "ustawienia" one lemma, "ustawić".
        XCTAssertNotEqual(try reading("Ustaw", "pl").units.first?.role, .place)
        // Arabic "الأماكن" (places) is not "الأمان" (security), whatever a suffix or a lemma suggests.
        XCTAssertEqual(try reading("الأماكن", "ar").units.first?.role, .unknown)
    }

    func testPlacesAreComparedAsWrittenWhereNounsAndVerbsShareStems() throws {
        // English "download" is a verb, "downloads" a place: the stem would make them one.
        XCTAssertEqual(try roles("Download Episodes", "en"), "download:result episodes:place")
        XCTAssertEqual(try roles("Downloads", "en"), "downloads:place")
    }

    func testAttachedAffixesComeOffOnlyBeforeAnEntry() throws {
        XCTAssertEqual(try roles("설정으로 이동", "ko"), "설정으로:place 이동:generic")
        XCTAssertEqual(try roles("להגדרות", "he"), "להגדרות:place")
        XCTAssertEqual(try roles("کتابخانه‌ات", "fa"), "کتابخانه‌ات:place")
        XCTAssertEqual(try roles("সেটিংসে", "bn"), "সেটিংসে:place")
        // A word the affix leaves unknown stays unknown, its affix and all.
        XCTAssertEqual(try roles("Ayarlarım xyz", "tr").split(separator: " ").last, "xyz:unknown")
    }

    func testAnAffixGivesBackTheLetterItDisplaced() throws {
        // Arabic ta marbuta is written ت before a possessive: سلتي is سلة and ي.
        XCTAssertEqual(try roles("سلتي", "ar"), "سلتي:place")
        let affixes = Affixes(lexicon: LocaleData.Lexicon(lists: ["attachedSuffixes": ["تي>ة", "ي"]]), locale: "ar")
        XCTAssertEqual(affixes.remainders(of: "سلتي"), ["سلة", "سلت"])
    }

    func testACaseEndingMeetsTheFormItAttachesTo() throws {
        // Tamil: the virama of அமைப்புகள் gives way to the vowel sign of the dative.
        XCTAssertEqual(try roles("அமைப்புகளுக்குச் செல்", "ta"), "அமைப்புகளுக்குச்:place செல்:generic")
        XCTAssertEqual(WordListIndex.bare("அமைப்புகள்"), "அமைப்புகள")
    }

    func testUnspacedScriptsAreReadFromICUWordsAndSpeltFromEntries() throws {
        XCTAssertEqual(try roles("設定を開く", "ja"), "設定:place を:function 開く:generic")
        // ICU cuts 资料库 into 资料 库; the lexicon has it whole.
        XCTAssertEqual(try reading("你的资料库", "zh-Hans").content.map(\.role), [.place])
        XCTAssertEqual(UnspacedSpelling.fewestPieces("资料库", pieces: ["资料": .unknown, "资料库": .place, "库": .place]),
                       ["资料库"])
        XCTAssertNil(UnspacedSpelling.fewestPieces("资料馆", pieces: ["资料": .unknown, "库": .place]))
    }

    func testSegmentationLeavesAsFewWordsUnknownAsPossible() throws {
        // "ma liste" is a place too, but taking it would leave "souhaits" unknown.
        XCTAssertEqual(try reading("Ma liste de souhaits", "fr").content.map(\.role), [.place])
    }

    func testARunTimeValueAndDigitsKeepTheirRoles() throws {
        XCTAssertEqual(try reading("Open %@", "en").units.map(\.role), [.generic, .runtimeValue])
        XCTAssertEqual(try reading("میانبر ۲", "fa").units.map(\.role), [.placeholderWord, .number])
    }

    func testIndexesAreSharedAcrossThreads() throws {
        let data = try XCTUnwrap(TestLocaleData.shared.bestData(for: "hu"))
        let lexicon = try XCTUnwrap(data.lexicon)
        let titles = ["Ugrás a beállításokhoz", "Fiókom", "Alkalmazás megnyitása", "Lejátszás folytatása"]
        let expected = titles.map { TitleReading($0, lexicon: lexicon, locale: "hu", morphology: data.morphology).units }
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let title = titles[index % titles.count]
            let units = TitleReading(title, lexicon: lexicon, locale: "hu", morphology: data.morphology).units
            XCTAssertEqual(units, expected[index % titles.count], title)
        }
    }
}
