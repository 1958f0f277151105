import EllipsisMorphology
import Foundation
import Synchronization
import XCTest

/// Snowball's real stems on words quick-action titles use: inflected forms of
/// one word meet, different words stay apart, and the limits are on record.
final class SnowballStemmerTests: XCTestCase {
    func stemmer(_ algorithm: String) throws -> SnowballStemmer {
        try SnowballStemmer(algorithm: algorithm)
    }

    /// Asserts that every word of `forms` has the same stem.
    func assertSameStem(_ algorithm: String, _ forms: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let stemmer = try stemmer(algorithm)
        let stems = forms.map(stemmer.stem)
        XCTAssertEqual(Set(stems).count, 1, "\(algorithm): \(zip(forms, stems).map { "\($0) -> \($1)" })",
                       file: file, line: line)
    }

    func assertDifferentStems(_ algorithm: String, _ first: String, _ second: String,
                              file: StaticString = #filePath, line: UInt = #line) throws {
        let stemmer = try stemmer(algorithm)
        XCTAssertNotEqual(stemmer.stem(first), stemmer.stem(second), "\(algorithm): \(first) / \(second)",
                          file: file, line: line)
    }

    func testDebianShipsTheAlgorithmsTheLocalesNeed() {
        let algorithms = Set(SnowballStemmer.algorithms)
        for name in ["arabic", "catalan", "danish", "dutch", "english", "finnish", "french", "german", "greek",
                     "hindi", "hungarian", "indonesian", "italian", "lithuanian", "norwegian", "portuguese",
                     "romanian", "russian", "serbian", "spanish", "swedish", "tamil", "turkish"] {
            XCTAssertTrue(algorithms.contains(name), "libstemmer lacks \(name): \(algorithms.sorted())")
        }
        // Snowball 2.2 has no Polish, Czech, Ukrainian, Bulgarian, Hebrew or Persian stemmer: Hunspell's turn.
        for absent in ["polish", "czech", "ukrainian", "bulgarian", "hebrew", "persian"] {
            XCTAssertFalse(algorithms.contains(absent), "\(absent) is now in Snowball: use it")
        }
    }

    func testFinnishCasesOfOneNounMeet() throws {
        // "Siirry asetuksiin" (illative) is about the same "asetukset" (settings).
        try assertSameStem("finnish", ["asetuksiin", "asetukset", "asetuksissa"])
        try assertSameStem("finnish", ["suosikkeihin", "suosikit", "suosikki"])
        try assertSameStem("finnish", ["kirjastoon", "kirjasto"])
    }

    func testTurkishCaseAndPossessiveSuffixesAreStripped() throws {
        // "Ayarlara git" (dative plural), "Profilin" (your profile).
        try assertSameStem("turkish", ["ayarlara", "ayarlar", "ayarları"])
        try assertSameStem("turkish", ["profilin", "profil"])
    }

    func testHungarianSuffixesAreStripped() throws {
        try assertSameStem("hungarian", ["beállításokhoz", "beállítások", "beállítás"])
        try assertSameStem("hungarian", ["megnyitása", "megnyitás"])
        try assertSameStem("hungarian", ["profilodhoz", "profil"])
    }

    func testRussianGermanFrenchSpanishEnglishArabic() throws {
        try assertSameStem("russian", ["настройки", "настройкам"])
        try assertSameStem("russian", ["избранное", "избранного"])
        try assertSameStem("german", ["einstellungen", "einstellung"])
        try assertSameStem("german", ["unbenannte", "unbenannt"])
        try assertSameStem("german", ["aktion", "aktionen"])
        try assertSameStem("german", ["öffnen", "öffne"])
        try assertSameStem("french", ["réglages", "réglage"])
        try assertSameStem("french", ["paramètres", "paramètre"])
        try assertSameStem("spanish", ["bibliotecas", "biblioteca"])
        try assertSameStem("english", ["settings", "setting"])
        try assertSameStem("english", ["libraries", "library"])
        // An attached possessive: "حسابك" (your account) is "حساب" (account).
        try assertSameStem("arabic", ["حسابك", "حساب"])
    }

    func testDifferentWordsKeepDifferentStems() throws {
        try assertDifferentStems("german", "öffnen", "offen")
        try assertDifferentStems("finnish", "lisää", "asetukset")
        try assertDifferentStems("english", "favorites", "favourites")
        try assertDifferentStems("french", "ouvrir", "ouvert")
    }

    /// Where Snowball's light stemming does not reach; Hunspell does (HunspellDictionaryTests).
    func testKnownLimitsOfLightStemming() throws {
        // Russian genitive plural "настроек" ("Нет настроек") keeps its own stem.
        try assertDifferentStems("russian", "настроек", "настройки")
        // Turkish "uygulama" loses "-ma" as if it were a suffix, "uygulamayı" does not.
        try assertDifferentStems("turkish", "uygulama", "uygulamayı")
        // Arabic with and without the article "ال" part differently.
        try assertDifferentStems("arabic", "الإعدادات", "إعدادات")
    }

    func testAliasesUnknownNamesAndOddInput() throws {
        let finnish = try stemmer("finnish")
        XCTAssertEqual(try stemmer("fi").stem("asetuksiin"), finnish.stem("asetuksiin"))
        XCTAssertThrowsError(try SnowballStemmer(algorithm: "klingon")) { error in
            XCTAssertEqual(error as? MorphologyError, .unknownAlgorithm("klingon"))
        }
        XCTAssertThrowsError(try SnowballStemmer(algorithm: ""))
        XCTAssertEqual(finnish.stem(""), "")
        let long = String(repeating: "asetuksiin", count: 100)
        XCTAssertEqual(finnish.stem(long), long, "over the length limit: unchanged")
        // Not Finnish at all: returned as Snowball leaves it, never a crash.
        XCTAssertEqual(finnish.stem("設定"), "設定")
        XCTAssertEqual(finnish.stem("2"), "2")
    }

    /// Many threads on one stemmer get what one thread gets.
    func testConcurrentStemmingAgreesWithSequential() throws {
        let turkish = try stemmer("turkish")
        let words = ["ayarlara", "profilin", "uygulamayı", "kütüphanene", "favorilere", "hesabım", "başlayalım",
                     "bildirimlerim", "sohbetler", "fotoğraflarımız"]
        let expected = words.map(turkish.stem)
        let mismatches = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 64) { round in
            for index in 0..<2000 {
                let word = words[(index + round) % words.count]
                if turkish.stem(word) != expected[(index + round) % words.count] {
                    mismatches.withLock { $0 += 1 }
                }
            }
        }
        XCTAssertEqual(mismatches.withLock { $0 }, 0)
    }
}
