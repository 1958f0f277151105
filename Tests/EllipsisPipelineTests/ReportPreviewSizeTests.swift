import EllipsisCore
import EllipsisPipeline
import Foundation
import XCTest

/// The translator report shows a cut where it happens: a title cut only from xxxL is previewed at
/// xxxL too, not only at L where it fits.
final class ReportPreviewSizeTests: XCTestCase {
    func testACutAtALargerSizeIsPreviewedAtThatSize() throws {
        let atlas = PipelineTests.root.appendingPathComponent("Corpora/atlas-strings").path
        var run = try Pipeline.run(RunRequest(paths: [atlas]))
        let cut = run.report.diagnostics.first {
            $0.rule == "truncation" && $0.locale == "ar" && $0.severity == .warning && $0.data["textSize"] == "xxxL"
        }
        XCTAssertNotNil(cut, "the Arabic CarPlay title is cut from xxxL on iPhone")
        let html = try run.translatorReport(options: PreviewOptions(sides: [.left]))
        let arabic = html.components(separatedBy: "id=\"locale-ar\"").dropFirst().first?
            .components(separatedBy: "</section>").first ?? ""
        XCTAssertTrue(arabic.contains("<figcaption>iPhone, text size xxxL, app on the left</figcaption>"))
        XCTAssertTrue(arabic.contains("<figcaption>iPhone, text size L, app on the left</figcaption>"))
        // Summarised cuts at accessibility sizes add no drawing.
        XCTAssertFalse(arabic.contains("text size AX"), "accessibility cuts are summarised")
    }
}
