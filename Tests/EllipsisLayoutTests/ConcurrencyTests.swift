import Dispatch
import EllipsisBakedLocales
@testable import EllipsisLayout
import Foundation
import XCTest

final class ConcurrencyTests: XCTestCase {
    /// One engine shared by several threads (shaping cache, fonts, shaping buffers,
    /// kerning caches) gives exactly what a fresh engine gives alone.
    func testSharedEngineAgreesWithSequentialMeasurement() throws {
        let texts: [(String, String)] = AgreementSamples.byLocale.flatMap { locale, samples in
            samples.map { (locale, $0) }
        }
        let surfaces = try BuiltInSurfaces.allSizes("quick-action.title").filter { $0.device == "iphone" }
        let sequential = LayoutEngine(localeData: BakedLocaleData.shared)
        let expected: [[FitResult]] = try texts.map { locale, text in
            try surfaces.map { try sequential.measure(text, locale: locale, surface: $0).fit }
        }
        let shared = LayoutEngine(localeData: BakedLocaleData.shared)
        shared.cacheLimit = 64 // small, so entries are evicted while other threads read
        let lock = NSLock()
        nonisolated(unsafe) var mismatches: [String] = []
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for round in 0..<3 {
                for (index, (locale, text)) in texts.enumerated() where (index + round + worker) % 2 == 0 {
                    for (s, surface) in surfaces.enumerated() {
                        let fit = try? shared.measure(text, locale: locale, surface: surface).fit
                        let wanted = expected[index][s]
                        if fit != wanted || fit?.lines != wanted.lines || fit?.visible != wanted.visible {
                            lock.lock()
                            mismatches.append("\(locale) '\(text)' \(surface.textSize?.rawValue ?? "")")
                            lock.unlock()
                        }
                    }
                }
            }
        }
        XCTAssertEqual(mismatches, [])
    }

    /// Threads that meet a locale for the first time at once all get one chain: a Santali
    /// title (Ol Chiki, found by coverage, after Latin) is set in Inter Display at a display
    /// size whichever thread made the chain. Two chains of the same faces used to be made
    /// and kept, and a text extended from the other one stayed in Inter's text design.
    func testThreadsMeetingALocaleAtOnceShareItsChain() throws {
        let text = "Scan QR \u{1C60}\u{1C5A}\u{1C70} \u{1C65}\u{1C60}\u{1C5F}\u{1C71}"
        let parameters = FitParameters(size: 28)
        var wrong: [String] = []
        for round in 0..<12 {
            let engine = LayoutEngine(localeData: BakedLocaleData.shared)
            let lock = NSLock()
            nonisolated(unsafe) var fonts: [[String]] = []
            nonisolated(unsafe) var chains: [ObjectIdentifier] = []
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                let used = (try? engine.measure(text, locale: "sat-Olck", parameters: parameters).fonts) ?? []
                let chain = (try? engine.chain(locale: "sat-Olck")).map(ObjectIdentifier.init)
                lock.withLock {
                    fonts.append(used)
                    chain.map { chains.append($0) }
                }
            }
            XCTAssertEqual(Set(chains).count, 1, "round \(round): one chain for the locale")
            wrong += fonts.filter { used in !used.contains { $0.hasSuffix("InterDisplay-Regular.otf") } }
                .map { "round \(round): \($0)" }
        }
        XCTAssertEqual(wrong, [])
    }
}
