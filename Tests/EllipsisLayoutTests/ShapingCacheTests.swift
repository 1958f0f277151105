import EllipsisBakedLocales
@testable import EllipsisLayout
import XCTest

/// The shaping cache keeps what was used lately and stays within its limit: a catalog's
/// texts are mostly distinct, and what comes back (a source, a regional copy) comes soon.
final class ShapingCacheTests: XCTestCase {
    private func engine(limit: Int) -> LayoutEngine {
        let engine = LayoutEngine(localeData: BakedLocaleData.shared)
        engine.cacheLimit = limit
        return engine
    }

    func testATextShapedAgainIsServedFromTheCache() throws {
        let engine = engine(limit: 4_096)
        let chain = try engine.chain(locale: "de")
        let texts = (0..<200).map { "Neuer Tab \($0)" }
        let first = texts.map { engine.shape($0, locale: "de", chain: chain) }
        let again = texts.map { engine.shape($0, locale: "de", chain: chain) }
        XCTAssertTrue(zip(first, again).allSatisfy { $0 === $1 })
    }

    /// A text used between every other one survives however many others pass through; the
    /// cache once started over when full and dropped it with the rest.
    func testATextInUseSurvivesTheOthersPassingThrough() throws {
        let engine = engine(limit: 64)
        let chain = try engine.chain(locale: "fr")
        let kept = engine.shape("Nouvel onglet", locale: "fr", chain: chain)
        var lost = 0
        for index in 0..<3_000 {
            _ = engine.shape("Onglet privé \(index)", locale: "fr", chain: chain)
            if engine.shape("Nouvel onglet", locale: "fr", chain: chain) !== kept { lost += 1 }
        }
        XCTAssertEqual(lost, 0)
    }

    /// Old texts leave: past the limit, the first of many distinct texts is shaped anew.
    func testTheCacheHoldsNoMoreThanItsLimit() throws {
        let engine = engine(limit: 64)
        let chain = try engine.chain(locale: "fr")
        let first = engine.shape("Onglet 0", locale: "fr", chain: chain)
        for index in 1..<3_000 { _ = engine.shape("Onglet \(index)", locale: "fr", chain: chain) }
        let again = engine.shape("Onglet 0", locale: "fr", chain: chain)
        XCTAssertFalse(first === again)
        XCTAssertEqual(first.fit(FitParameters(size: 17)), again.fit(FitParameters(size: 17)))
    }

    func testNoCacheShapesEveryTime() throws {
        let engine = engine(limit: 0)
        let chain = try engine.chain(locale: "fr")
        XCTAssertFalse(engine.shape("Onglet", locale: "fr", chain: chain) === engine.shape("Onglet", locale: "fr", chain: chain))
    }
}
