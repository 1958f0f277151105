import EllipsisCore
import EllipsisLayout
import EllipsisPipeline
import XCTest

/// `measure` and `inspect` through the same stages, from the same values.
final class TextSessionTests: XCTestCase {
    func testTextsAreMeasuredAndInspectedInTheSessionsOwnLayout() throws {
        var session = try TextSession()
        let surface = try SurfaceRequest(name: "quick-action.title", withSubtitle: true).resolved()
        XCTAssertEqual(surface.maxLines, 1)
        let measured = try session.measure("Neue Nachricht an alle Kontakte senden", locale: "de", surface: surface)
        XCTAssertTrue(measured.fit.truncated)
        XCTAssertEqual(session.lineBreakOptions(for: "ja").icuLocale, "ja@lb=strict")
        let inspection = session.inspect("Atlas ابحث", locale: "ar")
        XCTAssertEqual(inspection.localeDirection.rawValue, "rtl")
        XCTAssertGreaterThan(session.timings[.check], .zero)
        let svg = try session.svg("Neue Nachricht", locale: "de", surface: surface)
        XCTAssertTrue(svg.hasPrefix("<svg"))
        XCTAssertGreaterThan(session.timings[.report], .zero)
    }

    func testASurfaceRequestSaysWhatIsWrongWithIt() {
        XCTAssertThrowsError(try SurfaceRequest(device: "ipad").resolved()) { error in
            XCTAssertEqual((error as? UsageError)?.message, "--device needs --surface")
        }
        XCTAssertThrowsError(try SurfaceRequest(size: 0).resolved()) { error in
            XCTAssertEqual((error as? UsageError)?.message, "--size must be a positive number of points, got 0.0")
        }
        XCTAssertEqual(try SurfaceRequest(width: 100, maxLines: 2).resolved().width, 100)
    }
}
