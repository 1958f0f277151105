import EllipsisBakedLocales
import EllipsisCore
import EllipsisLayout
@testable import EllipsisRules
import XCTest

/// Width verdicts say how sure they are, from the proxies' per-script error (Locales/calibration/).
final class WidthCertaintyTests: XCTestCase {
    static let layout = LayoutService(engine: LayoutEngine(localeData: BakedLocaleData.shared,
                                                           calibration: ProxyCalibration(BakedLocaleData.shared.calibrations)))

    func findings(_ example: RuleExample, configuration: Configuration = Configuration()) -> [Diagnostic] {
        let context = RuleContext(project: example.project(), localeData: TestLocaleData.shared,
                                  configuration: configuration, layout: Self.layout)
        return TruncationRule().check(context)
    }

    /// A German title with a subtitle (one line of 190 pt at the default size), over the
    /// limit by at least `points` and by less than one more narrow letter.
    func title(overBy points: Double) throws -> String {
        let engine = Self.layout.engine
        let surface = try BuiltInSurfaces.surface("quick-action.title", withSubtitle: true)
        var text = "Neue Nachricht an"
        while try engine.measure(text + "l", locale: "de", surface: surface).fit.naturalWidth - surface.width < points {
            text += "l"
        }
        return text + "l"
    }

    func testFarOverIsCertainAndStaysAnError() throws {
        let found = findings(RuleExample(locale: "de", title: try title(overBy: 60), subtitle: "Kontakte"))
        let finding = try XCTUnwrap(found.first { $0.field == .title })
        XCTAssertEqual(finding.severity, .error)
        XCTAssertEqual(finding.data["certainty"], "certain")
        guard case .number(let margin)? = finding.data["margin"], case .number(let uncertainty)? = finding.data["uncertainty"]
        else { return XCTFail("no margin or uncertainty in \(finding.data)") }
        XCTAssertGreaterThan(margin, 59)
        XCTAssertGreaterThan(uncertainty, 0)
        XCTAssertLessThan(uncertainty, margin)
        XCTAssertTrue(finding.message.hasSuffix("cut by \(margin == margin.rounded() ? String(Int(margin)) : String(margin)) pt: certain"),
                      finding.message)
    }

    func testJustOverIsANoteUnlessStrict() throws {
        let text = try title(overBy: 0.5)
        // Only the default size is checked: nothing larger can cut it for certain.
        var defaultOnly = Configuration()
        defaultOnly.textSizes = ["L"]
        let found = findings(RuleExample(locale: "de", title: text, subtitle: "Kontakte"), configuration: defaultOnly)
        let finding = try XCTUnwrap(found.first { $0.field == .title })
        XCTAssertEqual(finding.severity, .note)
        XCTAssertEqual(finding.data["certainty"], "within-error")
        XCTAssertNil(finding.data["certainFrom"])
        XCTAssertTrue(finding.message.contains("within the proxies' error for Latin"), finding.message)
        XCTAssertTrue(finding.message.hasPrefix("cut at the default text size"), finding.message)

        var strict = defaultOnly
        strict.strict = true
        let strictFinding = try XCTUnwrap(findings(RuleExample(locale: "de", title: text, subtitle: "Kontakte"),
                                                   configuration: strict).first { $0.field == .title })
        XCTAssertEqual(strictFinding.severity, .error)
        XCTAssertEqual(strictFinding.data["certainty"], "within-error")
    }

    /// Just over at the default size but far over at xL (19 pt, 2 pt wider per 17): a
    /// warning, certain from xL, not an error and not a note.
    func testJustOverButCertainlyCutWhenLargerIsAWarning() throws {
        let text = try title(overBy: 0.5)
        let finding = try XCTUnwrap(findings(RuleExample(locale: "de", title: text, subtitle: "Kontakte"))
            .first { $0.field == .title })
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertEqual(finding.data["certainty"], "within-error")
        XCTAssertEqual(finding.data["textSize"], "L")
        XCTAssertEqual(finding.data["certainFrom"], "xL")
        XCTAssertTrue(finding.message.hasPrefix("cut at the default text size"), finding.message)
        XCTAssertTrue(finding.message.contains("; from xL it is cut by "), finding.message)
        XCTAssertTrue(finding.message.hasSuffix(" pt: certain"), finding.message)
    }

    func testNeededWidthOfTwoLines() throws {
        let surface = try BuiltInSurfaces.surface("quick-action.title")
        let text = "Zuletzt hinzugefügtes Lesezeichen öffnen"
        let measurement = try XCTUnwrap(Self.layout.measure(text, locale: "de", surface: surface))
        let prepared = Self.layout.prepare(text, locale: "de")
        let needed = WidthCertainty.neededWidth(prepared, surface: surface, measurement: measurement)
        var parameters = surface.fitParameters
        parameters.width = needed
        XCTAssertTrue(try Self.layout.engine.measure(text, locale: "de", parameters: parameters).fit.fits)
        parameters.width = needed - 0.05
        XCTAssertFalse(try Self.layout.engine.measure(text, locale: "de", parameters: parameters).fit.fits)
        XCTAssertLessThan(needed, measurement.fit.naturalWidth)
    }

    func testStrictMustBeABoolean() {
        XCTAssertThrowsError(try ConfigurationFile.parse(Data("{\"strict\": \"yes\"}".utf8), file: "c.json"))
        XCTAssertEqual(try ConfigurationFile.parse(Data("{\"strict\": true}".utf8), file: "c.json").strict, true)
    }
}
