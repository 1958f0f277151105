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
}
