import Foundation
import Synchronization
import XCTest
import EllipsisBakedLocales
import EllipsisCore
@testable import EllipsisLocaleData

/// How a locale finds its data: exact, alias (legacy codes, CLDR parents),
/// then with subtags dropped; and a user's folder before the baked data.
final class LocaleProviderTests: XCTestCase {
    let baked = BakedLocaleData.shared

    func testExactAndCaseInsensitiveLookup() {
        XCTAssertEqual(baked.data(for: "de")?.locale, "de")
        XCTAssertEqual(baked.data(for: "zh_hans")?.locale, "zh-Hans")
        XCTAssertEqual(baked.data(for: "EN-gb")?.locale, "en-GB")
    }

    func testFallbackDropsSubtags() {
        XCTAssertEqual(baked.bestData(for: "de-AT")?.locale, "de")
        XCTAssertEqual(baked.bestData(for: "zh-Hans-CN")?.locale, "zh-Hans")
        XCTAssertEqual(baked.bestData(for: "fr-CH")?.locale, "fr")
        XCTAssertNil(baked.bestData(for: "tlh"))
        XCTAssertNil(baked.bestData(for: ""))
    }

    func testAliasesForLegacyCodesAndCLDRParents() {
        XCTAssertEqual(baked.bestData(for: "iw")?.locale, "he")
        XCTAssertEqual(baked.bestData(for: "zh")?.locale, "zh-Hans")
        XCTAssertEqual(baked.bestData(for: "zh-CN")?.locale, "zh-Hans")
        XCTAssertEqual(baked.bestData(for: "en-IE")?.locale, "en-GB")
        XCTAssertEqual(baked.bestData(for: "en-NZ")?.locale, "en-AU")
        XCTAssertEqual(baked.bestData(for: "en-US")?.locale, "en")
        XCTAssertEqual(baked.bestData(for: "pt")?.locale, "pt-BR")
        XCTAssertEqual(baked.bestData(for: "pt_AO")?.locale, "pt-PT")
        XCTAssertEqual(baked.bestData(for: "es-MX")?.locale, "es-419")
        XCTAssertEqual(baked.bestData(for: "es-ES")?.locale, "es")
        XCTAssertEqual(baked.bestData(for: "zh-TW")?.locale, "zh-Hant")
        XCTAssertEqual(baked.bestData(for: "zh-Hant-TW")?.locale, "zh-Hant")
        XCTAssertEqual(baked.bestData(for: "zh-Hant-HK")?.locale, "zh-HK")
        XCTAssertEqual(baked.bestData(for: "zh-MO")?.locale, "zh-HK")
        XCTAssertEqual(baked.bestData(for: "in")?.locale, "id")
        XCTAssertEqual(baked.bestData(for: "sh")?.locale, "sr-Latn")
        XCTAssertEqual(baked.bestData(for: "no")?.locale, "nb")
        XCTAssertEqual(baked.bestData(for: "fr-CA")?.locale, "fr-CA")
        XCTAssertEqual(baked.bestData(for: "sr-Latn-RS")?.locale, "sr-Latn")
        XCTAssertEqual(baked.bestData(for: "sr-RS")?.locale, "sr")
    }

    func testRegionalAliasesReachTheirFiles() throws {
        let identifiers = Set(baked.identifiers)
        for (alias, target) in LocaleAliases.table {
            guard identifiers.contains(target) else { continue }
            XCTAssertEqual(baked.bestData(for: alias)?.locale, target, alias)
        }
        for target in Set(LocaleAliases.table.values) {
            XCTAssertTrue(LocaleDataValidation.isCanonicalLanguageTag(target), target)
        }
    }

    /// Many threads asking at once each get the decoded file (the cache is locked).
    func testConcurrentLookupsAgree() {
        let baked = BakedLocaleData.shared
        let identifiers = baked.identifiers
        let results = Mutex<[String: Int]>([:])
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            let identifier = identifiers[index % identifiers.count]
            if baked.data(for: identifier)?.locale == identifier {
                results.withLock { $0[identifier, default: 0] += 1 }
            }
        }
        XCTAssertEqual(results.withLock { $0.values.reduce(0, +) }, 400)
    }

    func makeFolder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-locales-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    func germanText() throws -> String {
        try String(contentsOf: LocaleFiles.directory.appendingPathComponent("de.json"), encoding: .utf8)
    }

    func testDirectoryProviderReadsAUsersFolderBeforeBakedData() throws {
        // A team's own German file naming Apple's real font files.
        let text = try germanText().replacingOccurrences(of: "\"Inter\"", with: "\"DejaVu Sans\"")
        let folder = try makeFolder(["de.json": text, "notes.txt": "not a locale"])
        let user = try DirectoryLocaleDataProvider(directory: folder.path, schema: baked.lexiconSchema)
        XCTAssertEqual(user.identifiers, ["de"])
        XCTAssertEqual(user.bestData(for: "de-CH")?.fonts.proxy, ["DejaVu Sans"])
        let layered = LayeredLocaleDataProvider([user, baked])
        XCTAssertEqual(layered.bestData(for: "de")?.fonts.proxy, ["DejaVu Sans"])
        XCTAssertEqual(layered.bestData(for: "fr")?.fonts.proxy, ["Inter"])
        XCTAssertTrue(layered.identifiers.contains("ja"))
    }

    func testParseChecksOneFilesBytesAgainstItsIdentifier() throws {
        let bytes = Data(try germanText().utf8)
        XCTAssertEqual(try DirectoryLocaleDataProvider.parse(data: bytes, path: "de.json", identifier: "de", schema: baked.lexiconSchema).locale, "de")
        XCTAssertThrowsError(try DirectoryLocaleDataProvider.parse(data: bytes, path: "x/fr.json", identifier: "fr",
                                                                   schema: baked.lexiconSchema)) { error in
            XCTAssertEqual((error as? InputError)?.location.file, "x/fr.json")
            XCTAssertTrue((error as? InputError)?.message.contains("declares locale 'de'") == true, "\(error)")
        }
    }

    func testMalformedJSONNamesLineAndColumn() throws {
        let folder = try makeFolder(["de.json": "{\n  \"locale\": \"de\",\n  \"name\": ,\n}\n"])
        XCTAssertThrowsError(try DirectoryLocaleDataProvider(directory: folder.path, schema: baked.lexiconSchema)) { error in
            guard let error = error as? InputError else { return XCTFail("\(error)") }
            XCTAssertTrue(error.location.file.hasSuffix("de.json"))
            XCTAssertEqual(error.location.line, 3, error.description)
            XCTAssertGreaterThan(error.location.column, 1, error.description)
        }
    }

    /// The one JSON reader gives every error its exact place: the character a
    /// syntax error is at, the value of the wrong type, the object missing a key.
    func testErrorsAreAtTheirExactPlace() throws {
        let folder = try makeFolder(["de.json": "{\n  \"locale\": \"de\",\n  \"name\": ,\n}\n"])
        XCTAssertThrowsError(try DirectoryLocaleDataProvider(directory: folder.path, schema: baked.lexiconSchema)) { error in
            XCTAssertEqual((error as? InputError)?.location.line, 3, "\(error)")
            XCTAssertEqual((error as? InputError)?.location.column, 11, "\(error)")
        }
        let german = try germanText()
        let wrongType = german.replacingOccurrences(of: "\"direction\": \"ltr\"", with: "\"direction\": 1")
        let lines = wrongType.components(separatedBy: "\n")
        let line = try XCTUnwrap(lines.firstIndex { $0.contains("\"direction\": 1") })
        let column = try XCTUnwrap(lines[line].range(of: ": 1")).lowerBound.utf16Offset(in: lines[line]) + 3
        XCTAssertThrowsError(try DirectoryLocaleDataProvider.parse(data: Data(wrongType.utf8), path: "de.json",
                                                                   identifier: "de", schema: baked.lexiconSchema)) { error in
            XCTAssertEqual(error as? InputError, InputError("direction: expected a string, found a number",
                                                             file: "de.json", line: line + 1, column: column))
        }
        let noApple = german.replacingOccurrences(of: "\"apple\"", with: "\"apples\"")
        XCTAssertThrowsError(try DirectoryLocaleDataProvider.parse(data: Data(noApple.utf8), path: "de.json",
                                                                   identifier: "de", schema: baked.lexiconSchema)) { error in
            XCTAssertTrue((error as? InputError)?.message.hasPrefix("unknown key 'fonts.apples'") == true, "\(error)")
        }
    }

    func testUnknownKeyIsAnErrorAtItsPlace() throws {
        let text = try germanText().replacingOccurrences(of: "\"resultVerbs\"", with: "\"resultVerb\"")
        let folder = try makeFolder(["de.json": text])
        XCTAssertThrowsError(try DirectoryLocaleDataProvider(directory: folder.path, schema: baked.lexiconSchema)) { error in
            guard let error = error as? InputError else { return XCTFail("\(error)") }
            XCTAssertTrue(error.message.contains("lexicon.resultVerb"), error.message)
            let line = text.components(separatedBy: "\n").firstIndex { $0.contains("\"resultVerb\"") }.map { $0 + 1 }
            XCTAssertEqual(error.location.line, line)
        }
    }

    func testMissingKeyAndWrongTypeAreErrors() throws {
        let missing = try makeFolder(["de.json": #"{"locale": "de", "name": "German", "direction": "ltr", "sources": {}}"#])
        XCTAssertThrowsError(try DirectoryLocaleDataProvider(directory: missing.path, schema: baked.lexiconSchema)) { error in
            XCTAssertTrue((error as? InputError)?.message.contains("fonts") == true, "\(error)")
        }
        let wrongType = try makeFolder(["de.json": try germanText().replacingOccurrences(of: "\"direction\": \"ltr\"",
                                                                                         with: "\"direction\": 1")])
        XCTAssertThrowsError(try DirectoryLocaleDataProvider(directory: wrongType.path, schema: baked.lexiconSchema)) { error in
            XCTAssertTrue((error as? InputError)?.message.contains("direction") == true, "\(error)")
        }
    }

    func testFileNameMustMatchLocaleAndValidationApplies() throws {
        let renamed = try makeFolder(["fr.json": try germanText()])
        XCTAssertThrowsError(try DirectoryLocaleDataProvider(directory: renamed.path, schema: baked.lexiconSchema)) { error in
            XCTAssertTrue((error as? InputError)?.message.contains("declares locale 'de'") == true, "\(error)")
        }
        let badPattern = try germanText().replacingOccurrences(of: #""^neu(e[rsnm]?)?\\s""#, with: #""^neu(""#)
        XCTAssertNotEqual(badPattern, try germanText())
        let folder = try makeFolder(["de.json": badPattern])
        XCTAssertThrowsError(try DirectoryLocaleDataProvider(directory: folder.path, schema: baked.lexiconSchema)) { error in
            XCTAssertTrue((error as? InputError)?.message.contains("does not compile") == true, "\(error)")
            // The error points at the pattern itself, not at the top of the file.
            let line = badPattern.components(separatedBy: "\n").firstIndex { $0.contains(#""^neu(""#) }.map { $0 + 1 }
            XCTAssertEqual((error as? InputError)?.location.line, line, "\(error)")
        }
    }

    /// A repeated word is reported where it is repeated, and a list the schema
    /// does not declare where it is named.
    func testValidationNamesTheLineOfTheEntry() throws {
        let german = try germanText()
        let repeated = german.replacingOccurrences(of: #""Sonstiges", "#, with: #""Sonstiges", "Sonstiges", "#)
        XCTAssertNotEqual(repeated, german)
        XCTAssertThrowsError(try DirectoryLocaleDataProvider.parse(data: Data(repeated.utf8), path: "de.json",
                                                                   identifier: "de", schema: baked.lexiconSchema)) { error in
            guard let error = error as? InputError else { return XCTFail("\(error)") }
            XCTAssertTrue(error.message.contains("lexicon.vagueWords: 'Sonstiges' appears twice"), error.message)
            let line = repeated.components(separatedBy: "\n").firstIndex { $0.contains(#""Sonstiges", "Sonstiges""#) }
            XCTAssertEqual(error.location.line, line.map { $0 + 1 })
            let column = repeated.components(separatedBy: "\n")[line ?? 0].unicodeScalars.split(separator: ",").first
                .map { $0.count + 3 }
            XCTAssertEqual(error.location.column, column, "the second copy, after the first and its comma")
        }
        let unknown = german.replacingOccurrences(of: #""vagueWords""#, with: #""fillerWords""#)
        XCTAssertThrowsError(try DirectoryLocaleDataProvider.parse(data: Data(unknown.utf8), path: "de.json",
                                                                   identifier: "de", schema: baked.lexiconSchema)) { error in
            guard let error = error as? InputError else { return XCTFail("\(error)") }
            XCTAssertTrue(error.message.hasPrefix("unknown key 'lexicon.fillerWords' (known: attachedPrefixes,"), error.message)
            let line = unknown.components(separatedBy: "\n").firstIndex { $0.contains(#""fillerWords""#) }
            XCTAssertEqual(error.location.line, line.map { $0 + 1 })
        }
    }

    func testMissingFolderIsAnInputError() {
        XCTAssertThrowsError(try DirectoryLocaleDataProvider(directory: "/nonexistent/ellipsis-locales", schema: baked.lexiconSchema)) { error in
            XCTAssertTrue(error is InputError)
        }
    }
}
