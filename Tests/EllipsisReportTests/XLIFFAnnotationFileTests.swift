import EllipsisCore
import Foundation
import XCTest
@testable import EllipsisReport

final class XLIFFAnnotationFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-annotate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    private func report(file: String) -> LintReport {
        let diagnostics = [
            Diagnostic(rule: "truncation", severity: .error, message: "Cut", locale: "ar",
                       location: SourceLocation(file: file, line: 8, column: 17)),
            Diagnostic(rule: "emoji", severity: .warning, message: "Elsewhere", locale: "ar",
                       location: SourceLocation(file: "/other/file.xliff", line: 8, column: 17)),
            Diagnostic(rule: "action-count", severity: .note, message: "App-wide",
                       location: SourceLocation(file: file, line: 1, column: 1)),
        ]
        return LintReport(diagnostics: diagnostics,
                          summary: DiagnosticSummary(files: 1, locales: 1, actions: 1, diagnostics: diagnostics),
                          rules: CannedReport.rules)
    }

    func testWritesACopyAndLeavesTheInputAlone() throws {
        let input = folder.appendingPathComponent("ar.xliff")
        try Data(XLIFFAnnotatorTests.xliff.utf8).write(to: input)
        let output = folder.appendingPathComponent("ar.annotated.xliff")
        let summary = try XLIFFAnnotationFile.write(input: [input.path], output: output.path, report: report(file: input.path))
        XCTAssertEqual(summary, "ellipsis: wrote \(output.path) with 1 finding as notes (1 not tied to a translation unit)")
        XCTAssertEqual(try String(contentsOf: input, encoding: .utf8), XLIFFAnnotatorTests.xliff)
        let annotated = try String(contentsOf: output, encoding: .utf8)
        XCTAssertTrue(annotated.contains("<note from=\"ellipsis\" priority=\"1\">error (truncation): Cut"))
        XCTAssertFalse(annotated.contains("Elsewhere"))
        // Replacing an existing output leaves no temporary file behind.
        try XLIFFAnnotationFile.write(input: [input.path], output: output.path, report: report(file: input.path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(),
                       ["ar.annotated.xliff", "ar.xliff"])
    }

    func testRefusesToOverwriteTheInputOrWriteNowhere() throws {
        let input = folder.appendingPathComponent("ar.xliff")
        try Data(XLIFFAnnotatorTests.xliff.utf8).write(to: input)
        let sameFile = folder.path + "/./ar.xliff"
        XCTAssertThrowsError(try XLIFFAnnotationFile.write(input: [input.path], output: sameFile,
                                                           report: report(file: input.path))) { error in
            XCTAssertTrue(error is UsageError)
        }
        XCTAssertThrowsError(try XLIFFAnnotationFile.write(input: [input.path], output: "/proc/nope/out.xliff",
                                                           report: report(file: input.path))) { error in
            XCTAssertTrue(error is UsageError, "\(error)")
        }
        XCTAssertThrowsError(try XLIFFAnnotationFile.write(input: [input.path, input.path], output: "x.xliff",
                                                           report: report(file: input.path)))
        XCTAssertEqual(try String(contentsOf: input, encoding: .utf8), XLIFFAnnotatorTests.xliff)
    }

    func testFindsTheXLIFFInsideAnXcloc() throws {
        let bundle = folder.appendingPathComponent("ar.xcloc/Localized Contents")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let xliff = bundle.appendingPathComponent("ar.xliff")
        try Data(XLIFFAnnotatorTests.xliff.utf8).write(to: xliff)
        XCTAssertEqual(try XLIFFAnnotationFile.xliffFile(in: folder.appendingPathComponent("ar.xcloc").path), xliff.path)
        XCTAssertThrowsError(try XLIFFAnnotationFile.xliffFile(in: folder.path))
    }
}
