import EllipsisMorphology
import Foundation
import Synchronization
import XCTest

/// Hunspell's real stems and analyses with Debian's dictionaries
/// (scripts/install-deps.sh installs them; a test skips when its dictionary is absent).
final class HunspellDictionaryTests: XCTestCase {
    func dictionary(_ name: String) throws -> HunspellDictionary {
        guard HunspellDictionary.installed().contains(name) else {
            throw XCTSkip("no Hunspell dictionary \(name) in \(HunspellDictionary.systemDirectory)")
        }
        return try MorphologyCache.shared.dictionary(name)
    }

    func testPolishInISO8859_2() throws {
        let polish = try dictionary("pl_PL")
        XCTAssertEqual(polish.encoding, "ISO8859-2")
        // "Przejdź do ustawień": genitive plural and nominative meet, through iconv both ways.
        let genitive = Set(polish.stems("ustawień")), nominative = Set(polish.stems("ustawienia"))
        XCTAssertFalse(genitive.isDisjoint(with: nominative), "\(genitive) / \(nominative)")
        XCTAssertTrue(polish.stems("aplikację").contains("aplikacja"), "\(polish.stems("aplikację"))")
        XCTAssertTrue(polish.stems("ulubionych").contains("ulubiony"), "\(polish.stems("ulubionych"))")
        XCTAssertTrue(polish.accepts("ustawień"))
        XCTAssertFalse(polish.accepts("ustawieńź"))
        // A letter ISO 8859-2 lacks: no answer, no crash.
        XCTAssertEqual(polish.stems("設定"), [])
        XCTAssertFalse(polish.accepts("設定"))
    }

    func testHungarianVerbalNounAndPossessive() throws {
        let hungarian = try dictionary("hu_HU")
        // "Alkalmazás megnyitása": the possessed verbal noun of "megnyit" (open).
        let readings = hungarian.analyses("megnyitása")
        XCTAssertTrue(readings.contains { $0.stem == "megnyitás" && $0.partOfSpeech == "noun"
                        && $0.values("is").contains("POSS_SG_3") }, "\(readings)")
        XCTAssertTrue(readings.contains { $0.stem == "nyit" && $0.values("sp") == ["meg"]
                        && $0.values("ds").contains { $0.contains("PROCESS/RESULT") } }, "\(readings)")
        XCTAssertTrue(hungarian.stems("beállításokhoz").contains("beállítás"))
        XCTAssertEqual(Set(hungarian.lemmas("megnyitása")), ["megnyitás", "nyit"])
        XCTAssertTrue(hungarian.lemmas("beállításokhoz").contains("beállítás"))
        // "Kezdjük" (let's start): the verb "kezd" in the first person plural imperative.
        XCTAssertTrue(hungarian.analyses("kezdjük").contains { $0.stem == "kezd" && $0.partOfSpeech == "vrb"
                        && $0.values("is").contains { $0.hasPrefix("SUBJ/IMPER") } })
    }

    func testTurkishWhereSnowballFallsShort() throws {
        let turkish = try dictionary("tr_TR")
        XCTAssertEqual(turkish.stems("uygulamayı"), ["uygulama"])
        XCTAssertEqual(turkish.stems("uygulama"), ["uygulama"])
        XCTAssertEqual(turkish.stems("ayarlara"), ["ayar"])
        XCTAssertEqual(turkish.stems("profilin"), ["profil"])
        XCTAssertEqual(turkish.stems("başlayalım"), ["başla"])
        // Without morphology fields Hunspell still names the root of each reading.
        XCTAssertEqual(turkish.lemmas("ayarlara"), ["ayar"])
    }

    func testRussianUkrainianCzechLemmas() throws {
        let russian = try dictionary("ru_RU")
        for form in ["настроек", "настройки", "настройкам"] {
            XCTAssertEqual(russian.stems(form), ["настройка"], form)
        }
        XCTAssertTrue(try dictionary("uk_UA").stems("почнімо").contains("почати"))
        XCTAssertTrue(try dictionary("uk_UA").stems("налаштувань").contains("налаштування"))
        XCTAssertTrue(try dictionary("cs_CZ").stems("nastavením").contains("nastavení"))
        XCTAssertTrue(try dictionary("cs_CZ").stems("aplikaci").contains("aplikace"))
    }

    func testHebrewAndArabicPrefixesAndSuffixes() throws {
        let hebrew = try dictionary("he_IL")
        // "לחשבון" (to the account): the preposition ל split off.
        XCTAssertEqual(hebrew.stems("לחשבון"), ["חשבון"])
        let article = hebrew.analyses("החשבון")
        XCTAssertTrue(article.contains { $0.untagged == ["ה"] && $0.stem == "חשבון" }, "\(article)")
        let arabic = try dictionary("ar")
        XCTAssertEqual(arabic.stems("الإعدادات"), ["إعداد"])
        XCTAssertEqual(arabic.stems("إعدادات"), ["إعداد"])
        XCTAssertEqual(arabic.stems("حسابي"), ["حساب"])
    }

    func testNamesDirectoriesAndErrors() throws {
        let installed = HunspellDictionary.installed()
        guard !installed.isEmpty else { throw XCTSkip("no Hunspell dictionaries installed") }
        XCTAssertEqual(installed, installed.sorted())
        XCTAssertThrowsError(try HunspellDictionary(name: "../../etc/passwd")) { error in
            XCTAssertEqual(error as? MorphologyError, .invalidDictionaryName("../../etc/passwd"))
        }
        XCTAssertThrowsError(try HunspellDictionary(name: "xx_XX")) { error in
            XCTAssertEqual(error as? MorphologyError,
                           .dictionaryNotFound(name: "xx_XX", directory: HunspellDictionary.systemDirectory))
        }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-no-dictionaries-\(getpid())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        XCTAssertEqual(HunspellDictionary.installed(in: empty.path), [])
        XCTAssertEqual(HunspellDictionary.installed(in: empty.path + "/absent"), [])
        let cache = MorphologyCache(dictionaryDirectory: empty.path)
        XCTAssertThrowsError(try cache.dictionary("hu_HU"))
        XCTAssertThrowsError(try cache.stemmer("klingon"))
    }

    func testOddWords() throws {
        let hungarian = try dictionary("hu_HU")
        XCTAssertEqual(hungarian.stems(""), [])
        XCTAssertEqual(hungarian.stems(String(repeating: "beállítás", count: 40)), [])
        XCTAssertEqual(hungarian.stems("a\u{0}b"), [])
        XCTAssertFalse(hungarian.accepts("qqqxz"))
    }

    func testCacheOpensEachNameOnce() throws {
        _ = try dictionary("hu_HU")
        XCTAssertTrue(try MorphologyCache.shared.dictionary("hu_HU") === MorphologyCache.shared.dictionary("hu_HU"))
        XCTAssertTrue(try MorphologyCache.shared.stemmer("finnish") === MorphologyCache.shared.stemmer("finnish"))
    }

    func testConcurrentAnalysesAgreeWithSequential() throws {
        let polish = try dictionary("pl_PL")
        let words = ["ustawień", "aplikację", "ulubionych", "konto", "wiadomości", "zdjęcie", "otwórz", "przejdź"]
        let expected = words.map(polish.stems)
        let mismatches = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 8) { round in
            for index in 0..<200 where polish.stems(words[(index + round) % words.count])
                != expected[(index + round) % words.count] {
                mismatches.withLock { $0 += 1 }
            }
        }
        XCTAssertEqual(mismatches.withLock { $0 }, 0)
    }
}

final class MorphologicalAnalysisTests: XCTestCase {
    func testFieldsAndUntaggedPieces() {
        let reading = MorphologicalAnalysis(parsing: "ip:PREF sp:meg  st:nyit po:vrb ds:Ás_PROCESS/RESULT_noun is:POSS_SG_3")
        XCTAssertEqual(reading.stem, "nyit")
        XCTAssertEqual(reading.partOfSpeech, "vrb")
        XCTAssertEqual(reading.values("sp"), ["meg"])
        XCTAssertEqual(reading.values("ds"), ["Ás_PROCESS/RESULT_noun"])
        XCTAssertEqual(reading.untagged, [])
        let hebrew = MorphologicalAnalysis(parsing: "ה st:חשבון fl:a")
        XCTAssertEqual(hebrew.untagged, ["ה"])
        XCTAssertEqual(hebrew.stem, "חשבון")
        XCTAssertNil(MorphologicalAnalysis(parsing: "").stem)
        // A colon past the third character is no tag.
        XCTAssertEqual(MorphologicalAnalysis(parsing: "http:x").untagged, ["http:x"])
    }
}
