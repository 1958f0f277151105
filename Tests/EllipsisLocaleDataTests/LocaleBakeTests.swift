import Foundation
import XCTest
import EllipsisCore
@testable import EllipsisLocaleData

/// The baked Swift file must be what `make locales` would write from
/// Locales/*.json now: a stale file fails here, as formatting checks do.
final class LocaleBakeTests: XCTestCase {
    func testBakedSwiftFileIsCurrent() throws {
        let files = try LocaleFiles.all()
        let expected = BakedLocaleRendering.render(files.map { ($0.identifier, $0.text) })
        let path = LocaleFiles.packageRoot.appendingPathComponent(BakedLocaleRendering.generatedPath).path
        let actual = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(actual == expected, "\(BakedLocaleRendering.generatedPath) is stale: run `make locales`")
    }

    func testBakedDataEqualsTheFiles() throws {
        let decoded = try LocaleFiles.decoded()
        XCTAssertEqual(BakedLocaleData.shared.identifiers, decoded.map(\.identifier))
        for (identifier, data) in decoded {
            XCTAssertEqual(BakedLocaleData.shared.data(for: identifier), data, identifier)
        }
    }

    func testRenderingKeepsTextThatLooksLikeDelimiters() {
        // Text holding `\##` or `"""#` needs three hashes to stay literal.
        let text = ###"{"a": "\#(x)", "b": "\##", "c": """#}"###
        let source = BakedLocaleRendering.render([("xx", text)])
        XCTAssertGreaterThan(BakedLocaleRendering.rawDelimiterLength(for: text), 2)
        XCTAssertTrue(source.contains(text))
    }
}
