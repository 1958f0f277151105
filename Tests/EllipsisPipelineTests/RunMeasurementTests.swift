import EllipsisCore
import EllipsisLayout
import EllipsisPipeline
import Foundation
import XCTest

/// What a run measures with is a value of its request, like its folders: metrics snapshots
/// and the proxies' calibration. A run with them leaves nothing behind for the next.
final class RunMeasurementTests: XCTestCase {
    func temporaryFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("ellipsis-measuring-\(name)-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    func truncation(_ run: ReportedRun, _ locale: String) -> [Diagnostic] {
        run.report.diagnostics.filter { $0.rule == "truncation" && $0.locale == locale }
    }

    func testASnapshotIsMeasuredWithOnlyInTheRunThatNamesIt() throws {
        // The proxies stand in for Apple's fonts: their snapshot measures as they do.
        let fonts = try temporaryFolder("fonts")
        for family in ["Inter", "Inter Display"] {
            let location = try XCTUnwrap(FontLocator().locate(family: family), "\(family) is installed")
            try FileManager.default.createSymbolicLink(
                at: fonts.appendingPathComponent((location.path as NSString).lastPathComponent),
                withDestinationURL: URL(fileURLWithPath: location.path))
        }
        let (snapshot, texts) = try MetricsSnapshotRun.make(fontDirectory: fonts.path,
                                                           request: RunRequest(paths: [PipelineTests.atlas]))
        XCTAssertGreaterThan(texts, 20)
        XCTAssertEqual(snapshot.faces.map(\.family), ["Inter", "Inter Display"])
        let file = try temporaryFolder("snapshot").appendingPathComponent("atlas.metrics").path
        try Data(snapshot.text().utf8).write(to: URL(fileURLWithPath: file))

        let measured = try Pipeline.run(RunRequest(paths: [PipelineTests.atlas], metricsFiles: [file]))
        let plain = try Pipeline.run(RunRequest(paths: [PipelineTests.atlas]))
        XCTAssertTrue(measured.report.snapshotFonts.contains("\(file) (metrics of Inter)"), "\(measured.report.snapshotFonts)")
        XCTAssertTrue(measured.report.snapshotFonts.allSatisfy { $0.hasPrefix(file) })
        XCTAssertEqual(plain.report.snapshotFonts, [])
        XCTAssertFalse(plain.report.fonts.contains { $0.hasPrefix(file) }, "\(plain.report.fonts)")
        // The same texts are cut (the numbers are the proxies' own, uncorrected), and no proxy
        // error is left in the verdicts.
        let german = truncation(measured, "de"), proxied = truncation(plain, "de")
        XCTAssertEqual(german.compactMap(\.text), proxied.compactMap(\.text))
        XCTAssertFalse(german.isEmpty)
        for finding in german { XCTAssertEqual(finding.data["uncertainty"], .number(0), finding.message) }
        XCTAssertTrue(proxied.contains { $0.message.contains("within the proxies' error for Latin") },
                      proxied.map(\.message).joined(separator: "\n"))
    }

    func testAnUncalibratedRunMeasuresTheProxiesAsTheyAre() throws {
        let calibrated = try Pipeline.run(RunRequest(paths: [PipelineTests.atlas]))
        let uncalibrated = try Pipeline.run(RunRequest(paths: [PipelineTests.atlas], calibration: nil))
        let again = try Pipeline.run(RunRequest(paths: [PipelineTests.atlas]))
        XCTAssertEqual(again.report.diagnostics, calibrated.report.diagnostics, "the uncalibrated run left nothing behind")
        let withError = truncation(calibrated, "de").compactMap { $0.data["uncertainty"] }
        XCTAssertFalse(withError.isEmpty)
        XCTAssertFalse(withError.contains(.number(0)), "\(withError)")
        for finding in truncation(uncalibrated, "de") {
            XCTAssertEqual(finding.data["uncertainty"], .number(0), finding.message)
        }
    }
}
