import Dispatch
import EllipsisBakedLocales
@testable import EllipsisLayout
import Foundation
import XCTest

/// A fit is defined by the text as shaped and the parameters; comparing or hashing
/// two fits does not lay either out, and reading lines again gives the same lines.
final class FitResultTests: XCTestCase {
    private let title = "Neue Nachricht an alle Kontakte senden, jetzt und sofort"

    func testFitsOfOneTextAreEqualExactlyWhenTheirParametersAre() throws {
        let shaped = try Fixture.shaped(title, locale: "de")
        let cut = FitParameters(size: 17, width: 120, maxLines: 2)
        let a = shaped.fit(cut), b = shaped.fit(cut)
        XCTAssertTrue(a.truncated)
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.hashValue)
        XCTAssertNotEqual(a, shaped.fit(FitParameters(size: 17, width: 121, maxLines: 2)),
                          "another box is another fit, even where it cuts the same way")
        XCTAssertNotEqual(a, shaped.fit(FitParameters(size: 17, width: 120, maxLines: 3)))
        // The same text shaped again (another engine, so another object) fits the same.
        let engine = LayoutEngine(localeData: BakedLocaleData.shared)
        let again = engine.shape(title, locale: "de", chain: try engine.chain(locale: "de")).fit(cut)
        XCTAssertFalse(again.lines.isEmpty)
        XCTAssertEqual(a, again)
        XCTAssertEqual(a.hashValue, again.hashValue)
        XCTAssertEqual(Set([a, b, again]).count, 1)
        // Another text, or the same one in another language's rules, is another fit.
        XCTAssertNotEqual(a, try Fixture.shaped(title + "!", locale: "de").fit(cut))
        XCTAssertNotEqual(a, try Fixture.shaped(title, locale: "ja").fit(cut))
        // A text shown whole on one line is the same fit in any box wide enough for it.
        let wide = FitParameters(size: 17)
        XCTAssertEqual(shaped.fit(wide), shaped.fit(wide))
        XCTAssertEqual(shaped.fit(wide), shaped.fit(FitParameters(size: 17, width: 2000, maxLines: 1)))
        XCTAssertNotEqual(shaped.fit(wide), shaped.fit(FitParameters(size: 18)))
        XCTAssertNotEqual(shaped.fit(wide), shaped.fit(FitParameters(size: 17, tracking: 0.5)))
    }

    func testResultsMadeFromGivenLinesCompareByWhatTheyHold() throws {
        let line = LaidOutLine(text: "Neue…", graphemes: 0..<4, width: 50, endsWithEllipsis: true)
        let given = FitResult(naturalWidth: 200, lineCount: 3, lines: [line], truncated: true, visible: "Neue…", overflows: false)
        XCTAssertEqual(given, FitResult(naturalWidth: 200, lineCount: 3, lines: [line], truncated: true, visible: "Neue…",
                                        overflows: false))
        XCTAssertNotEqual(given, FitResult(naturalWidth: 200, lineCount: 3, lines: [line], truncated: true, visible: "Neu…",
                                           overflows: false))
        var edited = try Fixture.shaped(title, locale: "de").fit(FitParameters(size: 17, width: 120, maxLines: 2))
        edited.lines = [line]
        XCTAssertEqual(edited.lines, [line])
        XCTAssertTrue(edited.visible.hasSuffix("Neue…"), edited.visible)
    }

    /// A long text in a narrow box takes thousands of lines: comparing its fits a
    /// thousand times must cost far less than laying it out once.
    func testComparingFitsDoesNotLayThemOut() throws {
        let long = String(repeating: "Neue Nachricht an alle Kontakte senden ", count: 2000)
        let shaped = try Fixture.shaped(long, locale: "de")
        let parameters = FitParameters(size: 17, width: 90)
        let a = shaped.fit(parameters), b = shaped.fit(parameters)
        let layoutStart = DispatchTime.now().uptimeNanoseconds
        XCTAssertGreaterThan(shaped.fit(FitParameters(size: 17, width: 91)).lines.count, 1000)
        let layout = DispatchTime.now().uptimeNanoseconds - layoutStart
        let compareStart = DispatchTime.now().uptimeNanoseconds
        var equal = 0
        var hashes = Set<Int>()
        for _ in 0..<1000 {
            if a == b { equal += 1 }
            hashes.insert(a.hashValue)
        }
        let comparing = DispatchTime.now().uptimeNanoseconds - compareStart
        XCTAssertEqual(equal, 1000)
        XCTAssertEqual(hashes.count, 1)
        XCTAssertLessThan(comparing, layout, "1000 comparisons took \(comparing) ns, one layout \(layout) ns")
    }

    func testReadingLinesAgainGivesTheSameLinesFromAnyThread() throws {
        let shaped = try Fixture.shaped(title, locale: "de")
        let fits = [FitParameters(size: 17, width: 120, maxLines: 2), FitParameters(size: 23, width: 120, maxLines: 0),
                    FitParameters(size: 17, width: 80, maxLines: 1)].map(shaped.fit)
        let expected = fits.map { fit in fit.lines.map(\.text) }
        XCTAssertEqual(fits.map { $0.lines.map(\.text) }, expected)
        let lock = NSLock()
        nonisolated(unsafe) var mismatches = 0
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0..<200 {
                let index = (worker + round) % fits.count
                let fit = fits[index]
                if fit.lines.map(\.text) != expected[index] || !(fit.visible.hasSuffix("…") == fit.truncated) {
                    lock.lock(); mismatches += 1; lock.unlock()
                }
            }
        }
        XCTAssertEqual(mismatches, 0)
        XCTAssertEqual(expected[0].count, 2)
        XCTAssertTrue(expected[0][1].hasSuffix("\u{2026}"))
    }
}
