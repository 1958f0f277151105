import EllipsisBakedLocales
import EllipsisLocaleData
import XCTest
@testable import title_eval

/// The per-locale limits say how a locale's words are compared and which probes the rules get wrong.
final class LimitsReportTests: XCTestCase {
    func testTheComparisonFollowsTheMorphologyObject() {
        XCTAssertEqual(LimitsReport.comparison(nil), "as written")
        XCTAssertEqual(LimitsReport.comparison(.init(invariable: true)), "as written (the words do not inflect)")
        XCTAssertEqual(LimitsReport.comparison(.init(snowball: "hungarian", hunspell: "hu_HU")),
                       "Snowball `hungarian` stems, then Hunspell `hu_HU` analyses")
        XCTAssertEqual(LimitsReport.comparison(.init(snowball: "english", exactLists: ["navigationWords"])),
                       "Snowball `english` stems; `navigationWords` as written")
    }

    func testAMissedProbeIsListedWithItsReadingAndACleanLocaleIsNot() throws {
        // "Open" alone is vague and caught; "Gone Fishing" is a vague title no lexicon knows: a miss.
        let titles = try LabelledTitles.parse("en\tvague\tOpen\tgeneric-verb\t-\nen\tvague\tGone Fishing\t-\t-\n"
                                              + "fr\tvague\tOuvrir\tgeneric-verb\t-\n", file: "probes.tsv")
        let probes = Evaluation(titles, localeData: BakedLocaleData.shared)
        let lines = LimitsReport.render(probes: probes, localeData: BakedLocaleData.shared,
                                        schema: BakedLocaleData.shared.lexiconSchema)
        let en = try XCTUnwrap(lines.first { $0.hasPrefix("| en |") })
        XCTAssertTrue(en.contains("miss: “Gone Fishing” (vague; read "), en)
        XCTAssertFalse(en.contains("Open"), en)
        let fr = try XCTUnwrap(lines.first { $0.hasPrefix("| fr |") })
        XCTAssertTrue(fr.hasSuffix("| — | 1 |"), fr)
    }
}
