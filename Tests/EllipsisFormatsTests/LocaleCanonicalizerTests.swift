import EllipsisCore
import EllipsisFormats
import XCTest

final class LocaleCanonicalizerTests: XCTestCase {
    private func id(_ name: String, development: String? = nil) -> String? {
        LocaleCanonicalizer.locale(fromName: name, developmentLanguage: development)?.identifier
    }

    func testAppleFolderNames() {
        XCTAssertEqual(id("zh-Hans.lproj"), "zh-Hans")
        XCTAssertEqual(id("zh_CN.lproj"), "zh-CN")
        XCTAssertEqual(id("zh-CN"), "zh-CN")
        XCTAssertEqual(id("zh-TW"), "zh-TW")
        XCTAssertEqual(id("zh-HK"), "zh-HK")
        XCTAssertEqual(id("zh_hant_hk"), "zh-Hant-HK")
        XCTAssertEqual(id("pt-BR.lproj"), "pt-BR")
        XCTAssertEqual(id("pt_PT.lproj"), "pt-PT")
        XCTAssertEqual(id("en-GB"), "en-GB")
        XCTAssertEqual(id("es-419.lproj"), "es-419")
        XCTAssertEqual(id("sr-Latn"), "sr-Latn")
        XCTAssertEqual(id("sat-Olck.lproj"), "sat-Olck")
        XCTAssertEqual(id("English.lproj"), "en")
        XCTAssertEqual(id("ca-valencia"), "ca-valencia")
    }

    func testDeprecatedCodesFollowCLDR() {
        XCTAssertEqual(id("iw"), "he")
        XCTAssertEqual(id("in.lproj"), "id")
        XCTAssertEqual(id("ji"), "yi")
        XCTAssertEqual(id("no"), "nb")
        XCTAssertEqual(id("sh"), "sr-Latn")
        XCTAssertEqual(id("iw_IL"), "he-IL")
    }

    func testBaseIsTheDevelopmentLanguage() {
        let base = LocaleCanonicalizer.locale(fromName: "Base.lproj", developmentLanguage: "en_GB")
        XCTAssertEqual(base?.identifier, "en-GB")
        XCTAssertEqual(base?.original, "Base.lproj")
        XCTAssertEqual(id("Base"), "en")
        XCTAssertTrue(LocaleCanonicalizer.isBase("Base.lproj"))
        XCTAssertFalse(LocaleCanonicalizer.isBase("base.lproj"))
    }

    func testOriginalNameIsKeptAndIdentityIsCanonical() {
        let a = LocaleCanonicalizer.locale(fromName: "pt_BR.lproj")
        XCTAssertEqual(a?.original, "pt_BR.lproj")
        XCTAssertEqual(a, LocaleID("pt-BR"))
    }

    func testNonLocalesAreRejected() {
        XCTAssertNil(id("Resources.lproj"))
        XCTAssertNil(id(""))
        XCTAssertNil(id("e"))
        XCTAssertNil(id("en--US"))
        XCTAssertNil(id("en-US-"))
        XCTAssertNil(id("12"))
        XCTAssertNil(id("en-toolongvariantname"))
    }

    func testAndroidQualifiers() {
        func android(_ name: String) -> String? {
            if case .locale(let locale) = LocaleCanonicalizer.androidValues(folder: name) { return locale.identifier }
            return nil
        }
        XCTAssertEqual(LocaleCanonicalizer.androidValues(folder: "values"), .defaultResources)
        XCTAssertEqual(LocaleCanonicalizer.androidValues(folder: "values-qq"), .documentation)
        XCTAssertEqual(LocaleCanonicalizer.androidValues(folder: "values-night"), .notLocalized)
        XCTAssertEqual(LocaleCanonicalizer.androidValues(folder: "values-v21"), .notLocalized)
        XCTAssertEqual(LocaleCanonicalizer.androidValues(folder: "values-sw600dp"), .notLocalized)
        XCTAssertEqual(android("values-iw"), "he")
        XCTAssertEqual(android("values-in"), "id")
        XCTAssertEqual(android("values-ji"), "yi")
        XCTAssertEqual(android("values-zh-rTW"), "zh-TW")
        XCTAssertEqual(android("values-pt-rBR"), "pt-BR")
        XCTAssertEqual(android("values-kn-rIN"), "kn-IN")
        XCTAssertEqual(android("values-b+sr+Latn"), "sr-Latn")
        XCTAssertEqual(android("values-b+es+419"), "es-419")
        XCTAssertEqual(android("values-fr-night"), "fr")
        // Private-use subtags (BCP 47 `x-`) are kept, lower case, after everything else.
        XCTAssertEqual(android("values-b+be+x+old"), "be-x-old")
        XCTAssertEqual(android("values-b+sr+Latn+x+Old+Ijekav"), "sr-Latn-x-old-ijekav")
        XCTAssertEqual(LocaleCanonicalizer.androidValues(folder: "values-b+be+x"), .notLocalized)
    }

    func testPrivateUseSubtags() {
        XCTAssertEqual(id("be-x-old"), "be-x-old")
        XCTAssertEqual(id("be_X_OLD"), "be-x-old")
        XCTAssertEqual(id("de-CH-1996-x-a-b2"), "de-CH-1996-x-a-b2")
        // No alias for a private-use tag: neither CLDR nor the IANA registry gives one.
        XCTAssertEqual(id("be-x-old"), LocaleCanonicalizer.locale(fromName: "be-x-old")?.identifier)
        XCTAssertNil(id("be-x"))
        XCTAssertNil(id("x-old"))
        XCTAssertNil(id("be-x-toolongsubtag"))
        XCTAssertNil(id("be-x-old-"))
        XCTAssertNil(id("be-x-ol d"))
    }

    /// Android matches qualifiers as written: `values-sh` and `values-b+sr+Latn`
    /// are two folders with two sets of strings, though CLDR aliases `sh` to `sr-Latn`.
    func testAndroidFoldersThatCollideKeepTheirOwnTags() {
        func ids(_ names: [String]) -> [String] {
            let locales = LocaleCanonicalizer.androidLocales(folders: names)
            return names.map { locales[$0].map { "\($0.identifier)<\($0.original)" } ?? "-" }
        }
        XCTAssertEqual(ids(["values-sh", "values-b+sr+Latn"]), ["sh<values-sh", "sr-Latn<values-b+sr+Latn"])
        XCTAssertEqual(ids(["values-b+sr+Latn", "values-sh"]), ["sr-Latn<values-b+sr+Latn", "sh<values-sh"])
        XCTAssertEqual(ids(["values-iw", "values-he"]), ["iw<values-iw", "he<values-he"])
        // Alone, an old code still takes its CLDR replacement.
        XCTAssertEqual(ids(["values-sh", "values-sr"]), ["sr-Latn<values-sh", "sr<values-sr"])
        XCTAssertEqual(ids(["values-iw"]), ["he<values-iw"])
        // The same qualifier written two ways is one Android configuration: merged.
        XCTAssertEqual(ids(["values-zh-rTW", "values-b+zh+TW"]), ["zh-TW<values-zh-rTW", "zh-TW<values-b+zh+TW"])
        XCTAssertEqual(ids(["values", "values-night", "values-qq", "values-de"]), ["-", "-", "-", "de<values-de"])
    }

    /// A manifest's codes are named with the Android folders: a code is the
    /// folder of that tag, and codes an alias would merge stay apart.
    func testManifestCodesAreNamedWithTheAndroidFolders() {
        func ids(_ folders: [String], _ codes: [String]) -> [String] {
            let locales = LocaleCanonicalizer.androidLocales(folders: folders, codes: codes)
            return (folders + codes).map { locales[$0].map { "\($0.identifier)<\($0.original)" } ?? "-" }
        }
        XCTAssertEqual(ids([], ["sh", "sr-Latn", "iw", "he", "in"]),
                       ["sh<sh", "sr-Latn<sr-Latn", "iw<iw", "he<he", "id<in"])
        XCTAssertEqual(ids(["values-sh", "values-b+sr+Latn"], ["sh", "sr_Latn"]),
                       ["sh<values-sh", "sr-Latn<values-b+sr+Latn", "sh<sh", "sr-Latn<sr_Latn"])
        XCTAssertEqual(ids(["values-sh"], ["sh"]), ["sr-Latn<values-sh", "sr-Latn<sh"])
        XCTAssertEqual(ids(["values-sh"], ["sr-Latn"]), ["sh<values-sh", "sr-Latn<sr-Latn"])
        XCTAssertEqual(ids(["values-iw"], ["he", "de", "not a code"]), ["iw<values-iw", "he<he", "de<de", "-"])
    }

    /// Apple locale names (`.lproj` folders, String Catalog keys, XLIFF target
    /// languages) follow the Android rule: two names an alias would merge stay
    /// apart, the one written canonically keeps the canonical identifier.
    func testAppleNamesThatCollideKeepTheirOwnTags() {
        func ids(_ names: [String], development: String? = nil) -> [String] {
            let locales = LocaleCanonicalizer.appleLocales(names: names, developmentLanguage: development)
            return names.map { locales[$0].map { "\($0.identifier)<\($0.original)" } ?? "-" }
        }
        XCTAssertEqual(ids(["sh.lproj", "sr-Latn.lproj"]), ["sh<sh.lproj", "sr-Latn<sr-Latn.lproj"])
        XCTAssertEqual(ids(["he.lproj", "iw.lproj", "in.lproj", "id.lproj"]),
                       ["he<he.lproj", "iw<iw.lproj", "in<in.lproj", "id<id.lproj"])
        // The same name in a folder and in a catalog is one locale; so is `sr_Latn`.
        XCTAssertEqual(ids(["sh.lproj", "sh", "sr_Latn.lproj", "sr-Latn"]),
                       ["sh<sh.lproj", "sh<sh", "sr-Latn<sr_Latn.lproj", "sr-Latn<sr-Latn"])
        // Alone, an old code still takes its replacement; Base is the development language.
        XCTAssertEqual(ids(["iw.lproj", "in", "sh.lproj", "sr.lproj"]),
                       ["he<iw.lproj", "id<in", "sr-Latn<sh.lproj", "sr<sr.lproj"])
        XCTAssertEqual(ids(["Base.lproj", "en.lproj", "English.lproj"]), ["en<Base.lproj", "en<en.lproj", "en<English.lproj"])
        XCTAssertEqual(ids(["Base.lproj", "iw.lproj", "he.lproj"], development: "he"),
                       ["he<Base.lproj", "iw<iw.lproj", "he<he.lproj"])
        XCTAssertEqual(ids(["Resources", "de.lproj"]), ["-", "de<de.lproj"])
    }

    func testScriptsForFontChoice() {
        XCTAssertEqual(LocaleID("zh-CN").script, "Hans")
        XCTAssertEqual(LocaleID("zh").script, "Hans")
        XCTAssertEqual(LocaleID("zh-TW").script, "Hant")
        XCTAssertEqual(LocaleID("zh-HK").script, "Hant")
        XCTAssertEqual(LocaleID("zh-Hant").script, "Hant")
        XCTAssertEqual(LocaleID("zh-Hans-HK").script, "Hans")
        XCTAssertEqual(LocaleID("sr").script, "Cyrl")
        XCTAssertEqual(LocaleID("sr-Latn").script, "Latn")
        XCTAssertNil(LocaleID("de").script)
        XCTAssertEqual(LocaleID("es-419").region, "419")
    }
}
