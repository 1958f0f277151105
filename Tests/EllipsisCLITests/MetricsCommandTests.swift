import Foundation
import XCTest

/// `ellipsis metrics snapshot` and the runs that measure with its file (`--metrics`,
/// `"metrics"`). The fonts snapshotted here are the proxies themselves (Apple's fonts are
/// not on Linux), which is enough to see the numbers travel from the fonts to the findings.
final class MetricsCommandTests: XCTestCase {
    private var work: URL!

    override func setUpWithError() throws {
        work = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-metrics-\(UUID().uuidString)")
        let fonts = work.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for file in ["/usr/share/fonts/opentype/inter/Inter-Regular.otf", "/usr/share/fonts/opentype/inter/InterDisplay-Regular.otf",
                     "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf"] {
            guard FileManager.default.fileExists(atPath: file) else { throw XCTSkip("\(file) is not installed") }
            try FileManager.default.createSymbolicLink(at: fonts.appendingPathComponent((file as NSString).lastPathComponent),
                                                       withDestinationURL: URL(fileURLWithPath: file))
        }
        try Data(PreviewFixture.manifest.utf8).write(to: work.appendingPathComponent("atlas.quickactions.json"))
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: work) }

    func snapshot() throws -> URL {
        let out = work.appendingPathComponent("atlas.metrics")
        let result = try CLIRunner.run(["metrics", "snapshot", "--font-dir", work.appendingPathComponent("fonts").path,
                                        "--out", out.path, work.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("wrote \(out.path): 2 faces"), result.stderr)
        return out
    }

    func testASnapshotHoldsTheTextsCharactersAndSaysWhereItsTrackingComesFrom() throws {
        let text = try String(contentsOf: try snapshot(), encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("ellipsis-metrics 1\n"))
        XCTAssertTrue(text.contains("\nface 0 2816 Inter\n"), text)
        XCTAssertTrue(text.contains("\nface 1 2048 Inter Display\n"), text)
        XCTAssertTrue(text.contains("Apple's published SF Pro tracking table (no font there has a 'trak' table)"))
        // German's ä of the manifest, and the ellipsis a cut line ends with.
        XCTAssertTrue(text.contains("\nadvance 0 00E4 "), "ä")
        XCTAssertTrue(text.contains("\nadvance 0 2026 "), "…")
        XCTAssertTrue(text.contains("\ntracking 17 -0.43\n"))
    }

    func testLintMeasuresWithTheSnapshotAndSaysSo() throws {
        let metrics = try snapshot()
        let text = try CLIRunner.run(["lint", work.path, "--metrics", metrics.path, "--fail-on", "never"])
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertTrue(text.stdout.contains("atlas.metrics (metrics of Inter)"), text.stdout)
        XCTAssertTrue(text.stdout.contains("The metrics snapshot gives the widths of the fonts it was taken from"), text.stdout)

        let json = try CLIRunner.run(["lint", work.path, "--metrics", metrics.path, "--format", "json", "--fail-on", "never"])
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let german = try XCTUnwrap((object["diagnostics"] as? [[String: Any]])?.first {
            $0["rule"] as? String == "truncation" && $0["locale"] as? String == "de" && $0["field"] as? String == "title"
        })
        let data = try XCTUnwrap(german["data"] as? [String: Any])
        XCTAssertEqual(data["fonts"] as? [String], ["\(metrics.path) (metrics of Inter)"])
        // The snapshot's numbers are the fonts' own: no proxy error is left in a width measured with them.
        XCTAssertEqual(data["uncertainty"] as? Double, 0)
        XCTAssertEqual(data["certainty"] as? String, "certain")

        // The same from the configuration file.
        try Data("{\"metrics\": [\"atlas.metrics\"]}".utf8).write(to: work.appendingPathComponent(".ellipsis.json"))
        let configured = try CLIRunner.run(["lint", work.path, "--fail-on", "never"])
        XCTAssertTrue(configured.stdout.contains("atlas.metrics (metrics of Inter)"), configured.stdout)
    }

    func testPreviewsDrawSnapshotTextWithTheStandInsOutlines() throws {
        let metrics = try snapshot()
        let out = work.appendingPathComponent("previews")
        let result = try CLIRunner.run(["preview", work.path, "--metrics", metrics.path, "--out", out.path, "--locale", "de",
                                        "--side", "left", "--quiet"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let svg = try String(contentsOf: out.appendingPathComponent("de-iphone-L-left.svg"), encoding: .utf8)
        let plain = work.appendingPathComponent("plain")
        _ = try CLIRunner.run(["preview", work.path, "--out", plain.path, "--locale", "de", "--side", "left", "--quiet"])
        let proxy = try String(contentsOf: plain.appendingPathComponent("de-iphone-L-left.svg"), encoding: .utf8)
        // Every letter is drawn, as without the snapshot (a snapshot has numbers, not outlines).
        XCTAssertEqual(svg.components(separatedBy: "<path").count, proxy.components(separatedBy: "<path").count)
        XCTAssertGreaterThan(svg.components(separatedBy: "<path").count, 20)
    }

    func testBadSnapshotsAndUsageStopWithExitTwo() throws {
        let bad = work.appendingPathComponent("bad.metrics")
        try Data("ellipsis-metrics 1\nface 0 1000 SF Pro\nadvance 0 0041 wide\n".utf8).write(to: bad)
        let lint = try CLIRunner.run(["lint", work.path, "--metrics", bad.path])
        XCTAssertEqual(lint.status, 2)
        XCTAssertTrue(lint.stderr.contains("bad.metrics:3:16"), lint.stderr)
        XCTAssertTrue(lint.stdout.isEmpty)
        let missing = try CLIRunner.run(["lint", work.path, "--metrics", work.appendingPathComponent("none.metrics").path])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("cannot read the metrics snapshot"), missing.stderr)
        for arguments in [["metrics"], ["metrics", "snapshot", "--out", "x.metrics"], ["metrics", "shot", "--font-dir", "f"]] {
            let result = try CLIRunner.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.stderr.contains("usage: ellipsis metrics snapshot"), result.stderr)
        }
        let empty = work.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let nothing = try CLIRunner.run(["metrics", "snapshot", "--font-dir", empty.path, "--out",
                                         work.appendingPathComponent("n.metrics").path, work.path])
        XCTAssertEqual(nothing.status, 2, nothing.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: work.appendingPathComponent("n.metrics").path))
    }
}
