import EllipsisCore
import EllipsisPipeline
import Foundation
import XCTest

/// The translator report shows a cut where it happens: a title cut only from xL is previewed at
/// xL too, not only at L where it fits.
final class ReportPreviewSizeTests: XCTestCase {
    func testACutAtALargerSizeIsPreviewedAtThatSize() throws {
        let atlas = PipelineTests.root.appendingPathComponent("Corpora/atlas-strings").path
        var run = try Pipeline.run(RunRequest(paths: [atlas]))
        let cut = run.report.diagnostics.first {
            $0.rule == "truncation" && $0.locale == "fr" && $0.severity == .warning && $0.data["textSize"] == "xL"
        }
        XCTAssertNotNil(cut, "the French search title is cut from xL on iPhone")
        let html = try run.translatorReport(options: PreviewOptions(sides: [.left]))
        let french = html.components(separatedBy: "id=\"locale-fr\"").dropFirst().first?
            .components(separatedBy: "</section>").first ?? ""
        XCTAssertTrue(french.contains("<figcaption>iPhone, text size xL, app on the left</figcaption>"))
        XCTAssertTrue(french.contains("<figcaption>iPhone, text size L, app on the left</figcaption>"))
        // Summarised cuts at accessibility sizes add no drawing.
        XCTAssertFalse(html.contains("text size AX"), "accessibility cuts are summarised")
    }
}
