import EllipsisCore
import XCTest
@testable import EllipsisReport

/// Reports leave as they are made: the text handed on in chunks is the text a
/// reporter renders, and no chunk holds much more than `ReportStream.chunkSize`.
final class ReportStreamTests: XCTestCase {
    /// The canned findings again and again, each copy of its own action, in its own locale
    /// and on its own line (so that the people's formats do not fold them into one entry),
    /// so that every format is many chunks long.
    static var largeReport: LintReport {
        var diagnostics: [Diagnostic] = []
        for copy in 0..<400 {
            for var diagnostic in CannedReport.diagnostics {
                diagnostic.locale = diagnostic.locale.map { "\($0)-x\(copy)" }
                diagnostic.action = "\(diagnostic.action ?? "app").\(copy)"
                if var location = diagnostic.location, location.line > 0 {
                    location.line += copy * 10
                    diagnostic.location = location
                }
                diagnostics.append(diagnostic)
            }
        }
        var report = CannedReport.report
        report = LintReport(diagnostics: diagnostics,
                            summary: DiagnosticSummary(files: 5, locales: 400, actions: 5, diagnostics: diagnostics),
                            rules: report.rules, fonts: report.fonts, proxyFonts: true, toolVersion: "0.1.0",
                            root: "/project", workingDirectory: "/project", actions: CannedReport.actions)
        return report
    }

    func testEveryFormatHandedOnInChunksIsTheTextItRenders() throws {
        let report = Self.largeReport
        for name in Reporters.names {
            let reporter = try XCTUnwrap(Reporters.reporter(named: name))
            var chunks: [[UInt8]] = []
            let stream = ReportStream(to: { chunks.append(Array($0)) })
            reporter.write(report, to: stream)
            try stream.finish()
            let rendered = reporter.render(report)
            XCTAssertEqual(String(decoding: chunks.joined(), as: UTF8.self), rendered, name)
            XCTAssertGreaterThan(rendered.utf8.count, 4 * ReportStream.chunkSize, "\(name): a report of several chunks")
            XCTAssertGreaterThanOrEqual(chunks.count, 4, name)
            XCTAssertLessThan(chunks.map(\.count).max() ?? 0, 2 * ReportStream.chunkSize, "\(name): no chunk holds the report")
        }
    }

    /// Every format made on several cores, in runs of any size (a run may start inside a file's
    /// findings, a group's or a JUnit suite), is the text one core makes, byte for byte.
    func testEveryFormatIsTheSameTextOnAnyNumberOfCores() throws {
        for (report, runSizes) in [(CannedReport.report, [1, 2, 3]), (Self.largeReport, [1, 7, 256])] {
            for name in Reporters.names {
                let reporter = try XCTUnwrap(Reporters.reporter(named: name))
                let one = ReportStream()
                one.cores = 1
                reporter.write(report, to: one)
                for cores in [2, 3, 8] {
                    for runSize in runSizes {
                        let stream = ReportStream()
                        stream.cores = cores
                        stream.runSize = runSize
                        reporter.write(report, to: stream)
                        XCTAssertEqual(stream.text, one.text, "\(name) on \(cores) cores, runs of \(runSize)")
                    }
                }
            }
        }
    }

    /// The small canned report, streamed, is still its golden file byte for byte.
    func testTheStreamedCannedReportIsItsGolden() throws {
        let goldens = ["text": "report.txt", "json": "report.json", "sarif": "report.sarif", "xcode": "report.xcode.txt",
                       "github": "report.github.txt", "junit": "report.junit.xml"]
        for (name, golden) in goldens {
            var bytes: [UInt8] = []
            let stream = ReportStream(to: { bytes += $0 })
            try XCTUnwrap(Reporters.reporter(named: name)).write(CannedReport.report, to: stream)
            try stream.finish()
            try Golden.assertMatches(String(decoding: bytes, as: UTF8.self), golden)
        }
    }

    /// A destination that fails (a full disk) gets nothing more after its error, which `finish` throws.
    func testADestinationThatFailsIsGivenNothingMoreAndItsErrorIsThrown() {
        struct DiskFull: Error {}
        var calls = 0
        let stream = ReportStream(to: { _ in
            calls += 1
            if calls == 2 { throw DiskFull() }
        })
        JSONReporter.write(Self.largeReport, to: stream)
        XCTAssertThrowsError(try stream.finish()) { error in XCTAssertTrue(error is DiskFull, "\(error)") }
        XCTAssertEqual(calls, 2)
    }
}
