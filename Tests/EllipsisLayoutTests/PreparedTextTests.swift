import EllipsisBakedLocales
@testable import EllipsisLayout
import XCTest

final class PreparedTextTests: XCTestCase {
    static let calibration = ProxyCalibration(BakedLocaleData.shared.calibrations)

    /// Texts of many scripts, and a Santali title whose Ol Chiki is found by coverage.
    static let texts: [(locale: String, text: String)] = AgreementSamples.byLocale.flatMap { locale, samples in
        samples.map { (locale, $0) }
    } + [("sat-Olck", "Scan QR \u{1C60}\u{1C5A}\u{1C70} \u{1C65}\u{1C60}\u{1C5F}\u{1C71}")]

    /// A text shaped once and fitted at the 24 size-device pairs gives, at each, what measuring
    /// it there alone gives: the fit, its lines and visible text, the fonts, the proxies' error.
    func testPreparedTextMeasuresAsTheEngineDoes() throws {
        let surfaces = try BuiltInSurfaces.allSizes("quick-action.title")
        // Two engines, so that nothing is shared through a cache.
        let alone = LayoutEngine(localeData: BakedLocaleData.shared, calibration: Self.calibration)
        let prepared = LayoutEngine(localeData: BakedLocaleData.shared, calibration: Self.calibration)
        var differences: [String] = []
        for (locale, text) in Self.texts {
            let once = try prepared.prepare(text, locale: locale)
            for surface in surfaces {
                let expected = try alone.measure(text, locale: locale, surface: surface)
                let found = once.measure(surface.fitParameters)
                if found != expected || found.fit.lines != expected.fit.lines || found.fit.visible != expected.fit.visible
                    || found.fontsFoundByCoverage != expected.fontsFoundByCoverage {
                    differences.append("\(locale) '\(text)' at \(surface.device) \(surface.textSize?.rawValue ?? "")")
                }
                if once.fit(surface.fitParameters).fits != expected.fit.fits || once.fits(surface.fitParameters) != expected.fit.fits {
                    differences.append("fits: \(locale) '\(text)' at \(surface.device) \(surface.textSize?.rawValue ?? "")")
                }
                let error = try alone.uncertainty(of: text, locale: locale, parameters: surface.fitParameters)
                let preparedError = once.uncertainty(surface.fitParameters)
                if error.fraction != preparedError.fraction || error.scripts != preparedError.scripts {
                    differences.append("uncertainty: \(locale) '\(text)' at \(surface.textSize?.rawValue ?? "")")
                }
            }
        }
        XCTAssertEqual(differences, [])
    }

    /// Narrower widths than a surface's (a search for the width a text needs) agree too, with
    /// any number of lines (none: as many as it takes), and with lines a text breaks itself.
    func testFitsAtAnyWidthAsTheEngineSays() throws {
        let surface = try BuiltInSurfaces.surface("quick-action.title")
        let engine = LayoutEngine(localeData: BakedLocaleData.shared)
        let broken = [("en", "Scan\nDocument"), ("en", "Add\n\nto Favourites now"), ("de", "Donaudampfschifffahrtsgesellschaft öffnen"),
                      ("ar", "إضافة\nإلى المفضلة")]
        for (locale, text) in Self.texts.prefix(40) + broken {
            let once = try engine.prepare(text, locale: locale)
            for maxLines in 0...3 {
                for width in stride(from: 5.0, through: 300, by: 7.5) {
                    var parameters = surface.fitParameters
                    parameters.width = width
                    parameters.maxLines = maxLines
                    let expected = try engine.measure(text, locale: locale, parameters: parameters).fit.fits
                    XCTAssertEqual(once.fit(parameters).fits, expected, "\(locale) '\(text)' at \(width) pt, \(maxLines) lines")
                    XCTAssertEqual(once.fits(parameters), expected, "fits: \(locale) '\(text)' at \(width) pt, \(maxLines) lines")
                }
            }
        }
    }
}
