import Foundation
import XCTest
import EllipsisCore
@testable import EllipsisLocaleData

/// Every Locales/*.json decodes strictly, passes validation, names its
/// sources, and states facts the rest of Ellipsis can use.
final class LocaleDataFileTests: XCTestCase {
    /// The locales Ellipsis promises reviewed data for.
    static let promised = [
        "ar", "ca", "cs", "da", "de", "el", "en", "en-AU", "en-GB", "es", "es-419", "fi", "fr", "fr-CA", "he",
        "hi", "hr", "hu", "id", "it", "ja", "ko", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sv",
        "th", "tr", "uk", "vi", "zh-Hans", "zh-Hant", "zh-HK", "fa", "ur", "bn", "ta", "te", "mr", "gu", "kn", "ml",
        "pa", "or", "sl", "sr", "sr-Latn", "bg", "lt", "lv", "et", "kk",
    ]

    func testEveryFileDecodesAndValidates() throws {
        let files = try LocaleFiles.all()
        let schema = try LocaleFiles.schema()
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let data = try LocaleDataDecoding.decode(Data(file.text.utf8), file: file.path, schema: schema)
            XCTAssertEqual(LocaleDataValidation.problems(in: data, expectedIdentifier: file.identifier, schema: schema), [],
                           file.identifier)
        }
    }

    func testPromisedLocalesAreCompleteWithLexicon() throws {
        let identifiers = Set(try LocaleFiles.all().map(\.identifier))
        for locale in Self.promised {
            XCTAssertTrue(identifiers.contains(locale), "Locales/\(locale).json is missing")
        }
        for (identifier, data) in try LocaleFiles.decoded() {
            XCTAssertNotNil(data.lexicon, "\(identifier) has no lexicon")
            XCTAssertNotNil(data.fonts.android, "\(identifier) has no Android fonts")
            XCTAssertNotNil(data.numberingSystem, "\(identifier) has no numbering system")
        }
    }

    func testEveryFactGroupHasASource() throws {
        for (identifier, data) in try LocaleFiles.decoded() {
            XCTAssertEqual(LocaleDataValidation.missingSources(in: data), [], identifier)
            for group in ["direction", "fonts.apple", "fonts.proxy", "lineBreak", "lexicon"] {
                XCTAssertFalse((data.sources[group] ?? "").isEmpty, "\(identifier): no source for \(group)")
            }
        }
    }

    func testIdentifiersAreCanonicalBCP47() throws {
        for (identifier, data) in try LocaleFiles.decoded() {
            XCTAssertEqual(identifier, data.locale)
            XCTAssertTrue(LocaleDataValidation.isCanonicalLanguageTag(identifier), identifier)
            XCTAssertEqual(LocaleAliases.canonicalCase(identifier), identifier)
        }
        // The check itself rejects what a careless file would use.
        for bad in ["pt_BR", "zh-hans", "ZH-Hans", "pt-br", "iw", "in", "no", "en-", "e", "zh-Hans-hk", "de-DE-1996"] {
            XCTAssertFalse(LocaleDataValidation.isCanonicalLanguageTag(bad), bad)
        }
        for good in ["en", "pt-BR", "zh-Hant", "zh-Hant-HK", "es-419", "fil"] {
            XCTAssertTrue(LocaleDataValidation.isCanonicalLanguageTag(good), good)
        }
    }

    func testDirectionFollowsTheScript() throws {
        let rightToLeft: Set<String> = ["ar", "he", "fa", "ur"]
        for (identifier, data) in try LocaleFiles.decoded() {
            let language = identifier.split(separator: "-").first.map(String.init) ?? identifier
            XCTAssertEqual(data.direction, rightToLeft.contains(language) ? "rtl" : "ltr", identifier)
        }
    }

    /// Foundation's CLDR data, read independently of the files, agrees.
    func testDirectionAgreesWithFoundationCLDR() throws {
        for (identifier, data) in try LocaleFiles.decoded() {
            let direction = Locale.Language(identifier: identifier).characterDirection
            XCTAssertEqual(data.direction, direction == .rightToLeft ? "rtl" : "ltr", identifier)
        }
    }

    func testLineBreakOptionsForCJKAndThai() throws {
        let all = Dictionary(uniqueKeysWithValues: try LocaleFiles.decoded().map { ($0.identifier, $0.data) })
        let japanese = try XCTUnwrap(all["ja"]?.lineBreak)
        XCTAssertEqual(japanese.strictness, "strict")
        XCTAssertTrue(japanese.icuLocale.hasPrefix("ja@") && japanese.icuLocale.contains("lb=strict"))
        let korean = try XCTUnwrap(all["ko"]?.lineBreak)
        XCTAssertEqual(korean.wordBreak, "keep-all")
        for identifier in all.keys where identifier.hasPrefix("zh") {
            XCTAssertEqual(all[identifier]?.lineBreak.strictness, "strict", identifier)
        }
        if let thai = all["th"] {
            XCTAssertEqual(thai.lineBreak.icuLocale, "th", "Thai uses ICU's dictionary with no keyword")
        }
        for (identifier, data) in all where !["ja", "ko", "zh", "th"].contains(String(identifier.prefix(2))) {
            XCTAssertEqual(data.lineBreak.wordBreak, "normal", identifier)
        }
    }

    /// Proxy and Android families must be ones fontconfig finds here, or
    /// layout would silently fall back to something else.
    func testProxyAndAndroidFamiliesAreInstalled() throws {
        let fcList = "/usr/bin/fc-list"
        guard FileManager.default.isExecutableFile(atPath: fcList) else { throw XCTSkip("fc-list is absent") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: fcList)
        process.arguments = [":", "family"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let installed = Set(String(decoding: output, as: UTF8.self).split(separator: "\n")
            .flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) })
        for (identifier, data) in try LocaleFiles.decoded() {
            for family in data.fonts.proxy + (data.fonts.android ?? []) {
                XCTAssertTrue(installed.contains(family), "\(identifier): '\(family)' is not installed")
            }
        }
    }

    /// Apple's families as iOS and macOS name them; a typo here would make a
    /// Mac user's real fonts silently unused.
    static let appleFamilies: Set<String> = [
        "SF Pro", "SF Arabic", "SF Hebrew", "SF Armenian", "SF Georgian", "PingFang SC", "PingFang TC", "PingFang HK",
        "Hiragino Sans", "Apple SD Gothic Neo", "Thonburi", "Kohinoor Devanagari", "Kohinoor Bangla", "Kohinoor Telugu",
        "Kohinoor Gujarati", "Tamil Sangam MN", "Kannada Sangam MN", "Malayalam Sangam MN", "Gurmukhi MN",
        "Noto Nastaliq Urdu", "Oriya Sangam MN", "Myanmar Sangam MN", "Khmer Sangam MN", "Lao Sangam MN", "Sinhala Sangam MN",
    ]

    func testAppleFamiliesAreKnownNames() throws {
        for (identifier, data) in try LocaleFiles.decoded() {
            for family in data.fonts.apple {
                XCTAssertTrue(Self.appleFamilies.contains(family), "\(identifier): '\(family)'")
            }
        }
    }

    func testAppleCascadeStartsWithTheSystemFont() throws {
        for (identifier, data) in try LocaleFiles.decoded() {
            XCTAssertEqual(data.fonts.apple.first, "SF Pro", identifier)
            XCTAssertEqual(data.fonts.proxy.first, "Inter", identifier)
            XCTAssertEqual(data.fonts.android?.first, "Roboto", identifier)
        }
    }
}
