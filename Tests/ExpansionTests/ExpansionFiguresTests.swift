@testable import measure_expansion
import EllipsisBakedLocales
import EllipsisLocaleData
import Foundation
import XCTest

/// The `expansion` figures of Locales/*.json are exactly what measure-expansion derives from
/// the real corpora (../shared/corpora; the test skips without them): the titles' ranges and
/// the longer strings' ranges beyond 20 characters.
final class ExpansionFiguresTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func corpora() throws -> String {
        for base in [Self.root.deletingLastPathComponent().appendingPathComponent("shared"),
                     Self.root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared"),
                     URL(fileURLWithPath: "/work/shared")] {
            let path = base.appendingPathComponent("corpora").path
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        throw XCTSkip("../shared/corpora is not here; the committed expansion figures cannot be re-derived")
    }

    func testCommittedFiguresAreWhatTheScriptDerives() throws {
        let corpora = try corpora()
        let run = try ExpansionRun.make(corpora: corpora)
        let files = try ExpansionRun.files(run, locales: Self.root.appendingPathComponent("Locales").path)
        XCTAssertEqual(ExpansionRun.differences(files), [],
                       "run: swift run measure-expansion --corpora \(corpora) --write Locales")
        // The figures come from real pairs: German, Greek and Russian titles run wider than English ones.
        let baked = BakedLocaleData.shared
        for locale in ["de", "el", "ru"] {
            let figures = try XCTUnwrap(baked.data(for: locale)?.expansion, locale)
            XCTAssertGreaterThan(figures.median, 1.0, locale)
            XCTAssertGreaterThanOrEqual(figures.p90, figures.median, locale)
            XCTAssertGreaterThanOrEqual(figures.titles, ExpansionMeasurement.minimumPairs, locale)
            // The ranges up to 20 split the titles; those beyond come from the longer strings.
            let titleBuckets = figures.buckets.filter { ($0.maxLength ?? Int.max) <= LocaleExpansion.titleLengthLimit }
            XCTAssertEqual(titleBuckets.map(\.titles).reduce(0, +), figures.titles, locale)
            let forty = try XCTUnwrap(figures.buckets.first { $0.contains(40) }, locale)
            XCTAssertGreaterThanOrEqual(forty.titles, LocaleExpansion.minimumTitles, locale)
            XCTAssertEqual(figures.figures(forSourceLength: 40).p90, forty.p90, locale)
            XCTAssertGreaterThan(forty.median, 1.0, locale)
        }
        XCTAssertFalse(run.stringPairs.isEmpty)
        XCTAssertTrue(run.stringPairs.allSatisfy { $0.source.count > LocaleExpansion.titleLengthLimit })
        XCTAssertNil(baked.data(for: "en")?.expansion, "the development language is no translation of itself")
    }

    func testNoFileCarriesATextOfTheCorpora() throws {
        let corpora = try corpora()
        let run = try ExpansionRun.make(corpora: corpora)
        let folder = Self.root.appendingPathComponent("Locales")
        let translations = Set((run.pairs + run.stringPairs).map(\.translation).filter { $0.count > 12 })
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".json") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            guard let start = text.range(of: "\"expansion\": {") else { continue }
            let block = text[start.lowerBound...].prefix(1500)
            for translation in translations { XCTAssertFalse(block.contains(translation), "\(name) holds '\(translation)'") }
        }
    }

    func testPercentilesInterpolateBetweenRanks() {
        XCTAssertEqual(ExpansionMeasurement.percentile([1, 2, 3, 4], 0.5), 2.5)
        XCTAssertEqual(ExpansionMeasurement.percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 0.9), 10, accuracy: 1e-9)
        XCTAssertEqual(ExpansionMeasurement.percentile([1.3], 0.9), 1.3)
    }

    func testEditingReplacesOnlyTheFigures() {
        let original = "{\n  \"locale\": \"xx\",\n  \"sources\": {\n    \"direction\": \"CLDR\"\n  }\n}\n"
        let figures = LocaleExpansion(titles: 6, median: 1.2, p90: 1.5, buckets: [
            .init(minLength: 1, maxLength: 10, titles: 6, median: 1.2, p90: 1.5)])
        let written = LocaleFileEditing.text(original, figures: figures, source: "measured \"here\"")
        XCTAssertTrue(written.contains("\"expansion\": {\n    \"titles\": 6, \"median\": 1.2, \"p90\": 1.5,"))
        XCTAssertTrue(written.contains("    \"expansion\": \"measured \\\"here\\\"\",\n    \"direction\""))
        // Idempotent, and removable again.
        XCTAssertEqual(LocaleFileEditing.text(written, figures: figures, source: "measured \"here\""), written)
        XCTAssertEqual(LocaleFileEditing.text(written, figures: nil, source: ""), original)
        // What it writes is a valid locale file's shape.
        let data = try? JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any]
        XCTAssertNotNil(data?["expansion"])
    }
}
