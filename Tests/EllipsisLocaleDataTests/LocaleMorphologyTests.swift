import EllipsisBakedLocales
import EllipsisCore
import Foundation
@testable import EllipsisLocaleData
import XCTest

/// A locale's `morphology` object: which stemmer and dictionary it names, read strictly and
/// validated at the place of each mistake, and what the shipped files say.
final class LocaleMorphologyTests: XCTestCase {
    var schema: LexiconSchema { BakedLocaleData.shared.lexiconSchema }

    func germanText() throws -> String {
        try String(contentsOf: LocaleFiles.directory.appendingPathComponent("de.json"), encoding: .utf8)
    }

    /// The German file with its morphology object replaced by `object`.
    func german(morphology object: String) throws -> String {
        let text = try germanText()
        let range = try XCTUnwrap(text.range(of: #""morphology": \{[^}]*\}"#, options: .regularExpression))
        return text.replacingCharacters(in: range, with: #""morphology": "# + object)
    }

    func error(_ text: String) -> InputError? {
        do {
            _ = try DirectoryLocaleDataProvider.parse(data: Data(text.utf8), path: "de.json", identifier: "de", schema: schema)
            return nil
        } catch {
            return error
        }
    }

    func testTheGermanFileNamesItsStemmerAndItsExactLists() throws {
        let german = try XCTUnwrap(BakedLocaleData.shared.data(for: "de"))
        XCTAssertEqual(german.morphology, LocaleData.Morphology(snowball: "german", exactLists: ["navigationWords"]))
        XCTAssertNotNil(german.sources["morphology"])
    }

    func testMistakesAreReportedWhereTheyAre() throws {
        let cases: [(String, String)] = [
            (#"{"snowball": "German!"}"#, "morphology.snowball 'German!' is not a Snowball algorithm name"),
            (#"{"hunspell": "../hu_HU"}"#, "morphology.hunspell '../hu_HU' is not a dictionary file stem"),
            (#"{"snowball": "german", "invariable": true}"#, "morphology is invariable yet names a stemmer"),
            (#"{}"#, "morphology names neither snowball nor hunspell"),
            (#"{"snowball": "german", "exactLists": ["resultPatterns"]}"#,
             "morphology.exactLists: 'resultPatterns' is not a word list"),
        ]
        for (object, message) in cases {
            let text = try german(morphology: object)
            let found = try XCTUnwrap(error(text), object)
            XCTAssertTrue(found.message.hasPrefix(message), found.message)
            let line = text.components(separatedBy: "\n").firstIndex { $0.contains(#""morphology""#) }.map { $0 + 1 }
            XCTAssertGreaterThanOrEqual(found.location.line, line ?? 0, "\(found)")
        }
        let unknownKey = try german(morphology: #"{"stemmer": "german"}"#)
        XCTAssertTrue(try XCTUnwrap(error(unknownKey)).message.hasPrefix("unknown key 'morphology.stemmer'"))
    }

    func testAMorphologyNeedsItsSource() throws {
        let text = try germanText().replacingOccurrences(of: #""morphology": "Snowball"#, with: #""morphologyNote": "Snowball"#)
        XCTAssertEqual(try XCTUnwrap(error(text)).message, "no source given for 'morphology'")
    }

    /// Every shipped locale with a lexicon names how its words are stemmed, or says it needs
    /// no stems; the ones that do neither are those Debian has nothing for (docs/morphology.md).
    func testEveryLexiconSaysHowItsWordsAreStemmed() throws {
        var asWritten: [String] = []
        for (identifier, data) in try LocaleFiles.decoded() where data.lexicon != nil {
            guard let morphology = data.morphology else {
                asWritten.append(identifier)
                continue
            }
            XCTAssertTrue(morphology.namesStems || morphology.invariable == true, identifier)
        }
        XCTAssertEqual(asWritten, ["bn", "fa", "gu", "ja", "kn", "ml", "mr", "or", "pa", "te", "ur"])
    }
}
