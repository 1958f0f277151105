import EllipsisCore
import EllipsisPipeline
import Foundation
import XCTest

/// Android output speaks of Android: its fonts as Android's own, widths in dp, its own label lengths.
final class AndroidWordsTests: XCTestCase {
    func testAndroidOutputNamesItsFontsAndUnits() throws {
        let atlas = PipelineTests.root.appendingPathComponent("Corpora/atlas-android").path
        var run = try Pipeline.run(RunRequest(paths: [atlas]))
        XCTAssertFalse(run.report.proxyFonts)
        let text = try run.rendered(format: "text")
        XCTAssertFalse(text.contains("Apple"), "Android widths are measured with Android's own fonts")
        XCTAssertTrue(text.contains("Android's own system fonts"), String(text.suffix(600)))
        let widths = run.report.diagnostics.filter { $0.rule == "truncation" && $0.data["width"] != nil }
        XCTAssertFalse(widths.isEmpty)
        for finding in widths {
            XCTAssertFalse(finding.message.contains(" pt"), finding.message)
            XCTAssertEqual(finding.data["unit"], "dp")
        }
        let cut = widths.filter { $0.data["recommendedLength"] != nil }
        XCTAssertTrue(cut.contains { $0.message.contains("Android recommends") }, "\(widths.map(\.message))")
    }
}
