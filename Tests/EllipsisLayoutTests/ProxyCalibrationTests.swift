import EllipsisBakedLocales
@testable import EllipsisLayout
import Foundation
import XCTest

/// The proxies' corrections (Locales/calibration/) as the engine applies them.
final class ProxyCalibrationTests: XCTestCase {
    static let calibration = ProxyCalibration(BakedLocaleData.shared.calibrations)

    /// Each script's per-character factors (looked up without a search for Latin, Greek and
    /// Cyrillic) are its class's factor where the table has the character, else 1; a script
    /// corrected by no factor has 1 everywhere.
    func testTabledFactorsAreTheClassFactorsWhereTheTableHasTheCharacter() {
        for script in Self.calibration.scripts {
            let c = script.correction
            let factors = script.applied ? [c?.letters, c?.digits, c?.punctuation, c?.space].map { $0 ?? 1 } : [1, 1, 1, 1]
            let entry = ProxyCalibration.Entry(name: script.name, proxyFamilies: [script.proxy], factors: factors,
                                               ranges: script.coveredRanges, text: 0, display: 0)
            let expected = ProxyCalibration.tabled.map { value -> Double in
                guard let scalar = Unicode.Scalar(value) else { return 1 }
                return script.coveredRanges.contains { $0.contains(value) } ? factors[ProxyCalibration.characterClass(scalar)] : 1
            }
            XCTAssertEqual(entry.tableFactors, expected, script.script)
        }
    }

    func testLatinLettersAreCorrectedAndSpacesAreNot() throws {
        let calibrated = LayoutEngine(localeData: BakedLocaleData.shared, calibration: Self.calibration)
        let latin = try XCTUnwrap(Self.calibration.scripts.first { $0.script == "Latn" })
        let factor = try XCTUnwrap(latin.correction?.letters)
        XCTAssertNotEqual(factor, 1, "the committed figures correct Latin letters")
        let letters = try calibrated.measure("Search", locale: "en", parameters: FitParameters(size: 17)).fit.naturalWidth
        let proxy = try Fixture.measure("Search").fit.naturalWidth
        XCTAssertEqual(letters, proxy * factor, accuracy: 1e-9)
        let spaces = try calibrated.measure("   ", locale: "en", parameters: FitParameters(size: 17)).fit.naturalWidth
        XCTAssertEqual(spaces, try Fixture.measure("   ").fit.naturalWidth, accuracy: 1e-12)
    }

    /// The figures describe Inter against SF Pro: Roboto, Android's own font, is measured as it is.
    func testOnlyTheMeasuredProxyIsCorrected() throws {
        let calibrated = LayoutEngine(localeData: BakedLocaleData.shared, calibration: Self.calibration)
        for text in ["Search Nearby", "Открыть закладку"] {
            let parameters = FitParameters(size: 14)
            let android = try calibrated.measure(text, locale: "en", parameters: parameters, platform: .android)
            let plain = try Fixture.engine.measure(text, locale: "en", parameters: parameters, platform: .android)
            XCTAssertTrue(android.fonts.allSatisfy { $0.contains("Roboto") }, "\(android.fonts)")
            XCTAssertEqual(android.fit.naturalWidth, plain.fit.naturalWidth, accuracy: 1e-12, text)
            let ios = try calibrated.measure(text, locale: "en", parameters: parameters)
            XCTAssertNotEqual(ios.fit.naturalWidth, try Fixture.measure(text, size: 14).fit.naturalWidth, text)
        }
    }

    /// A cut line is measured as its visible text would be on its own: its last letter,
    /// kerned with the ellipsis, keeps the correction the rest of the text has.
    func testACutLineIsMeasuredAsItsVisibleText() throws {
        let calibrated = LayoutEngine(localeData: BakedLocaleData.shared, calibration: Self.calibration)
        var cuts = 0
        for (locale, text) in [("en", "Search Nearby Places"), ("de", "Gespeicherte Orte anzeigen"),
                               ("ru", "Поделиться геопозицией"), ("el", "Αναζήτηση κοντά σας")] {
            for width in stride(from: 40.0, to: 200, by: 9) {
                let parameters = FitParameters(size: 17, tracking: -0.43, width: width, maxLines: 1)
                let fit = try calibrated.measure(text, locale: locale, parameters: parameters).fit
                guard fit.truncated, let line = fit.lines.last else { continue }
                cuts += 1
                let alone = try calibrated.measure(fit.visible, locale: locale,
                                                   parameters: FitParameters(size: 17, tracking: -0.43)).fit.naturalWidth
                XCTAssertEqual(line.width, alone, accuracy: 1e-9, "\(locale) '\(fit.visible)' at \(width) pt")
            }
        }
        XCTAssertGreaterThan(cuts, 40)
    }

    /// Scripts with equal shares of the error are named in the order of their names: the
    /// message of a finding is the same in every run (Hiragana and Katakana have three
    /// characters each here, after six Han).
    func testScriptsWithEqualSharesAreNamedInOrder() throws {
        let calibrated = LayoutEngine(localeData: BakedLocaleData.shared, calibration: Self.calibration)
        let error = try calibrated.uncertainty(of: "リンクを端末へ送信 端末に", locale: "ja",
                                               parameters: FitParameters(size: 17))
        XCTAssertEqual(error.scripts, ["Han", "Hiragana", "Katakana"])
    }
}
