import EllipsisBakedLocales
@testable import EllipsisLayout
import Foundation
import XCTest

/// Shared fixtures: one engine (fonts are opened once) and helpers.
enum Fixture {
    static let engine = LayoutEngine(localeData: BakedLocaleData.shared)

    static func measure(_ text: String, locale: String = "en", size: Double = 17, tracking: Double = 0,
                        width: Double = .infinity, maxLines: Int = 0) throws -> TextMeasurement {
        try engine.measure(text, locale: locale,
                           parameters: FitParameters(size: size, tracking: tracking, width: width, maxLines: maxLines))
    }

    static func shaped(_ text: String, locale: String = "en") throws -> ShapedText {
        engine.shape(text, locale: locale, chain: try engine.chain(locale: locale))
    }

    /// The file fontconfig gives for a family; fails the test when it is not installed
    /// (scripts/install-deps.sh installs every family the tests use).
    static func file(of family: String, file: StaticString = #filePath, line: UInt = #line) throws -> FontLocation {
        guard let location = engine.fonts.locator.locate(family: family) else {
            XCTFail("font family '\(family)' is not installed; run scripts/install-deps.sh", file: file, line: line)
            throw XCTSkip("missing font")
        }
        return location
    }

    static func temporaryFile(_ name: String, contents: Data) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-layout-tests-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try contents.write(to: url)
        return url.path
    }
}
