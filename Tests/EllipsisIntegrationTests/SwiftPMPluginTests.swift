import Foundation
import XCTest

/// Builds a sample package that depends on Ellipsis by path (Fixtures/SamplePackage) with the
/// build-tool plugin, and runs `swift package ellipsis-lint` on it: the real SwiftPM, the real
/// plugins, the `ellipsis` they build. The sample's findings: de's share.title is the English text
/// (a warning); the second build puts a German title too long for the menu (an error) in its place.
final class SwiftPMPluginTests: XCTestCase {
    func testBuildToolPluginShowsFindingsAndCommandPluginLints() throws {
        let work = try IntegrationRun.workFolder("swiftpm-sample")
        // The dependency's identity is its folder's name: a link named `ellipsis`, as a clone would be.
        let link = work.appendingPathComponent("ellipsis")
        try? FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: IntegrationRun.packageRoot)
        let sample = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-sample-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: sample) }
        let fixture = IntegrationRun.packageRoot.appendingPathComponent("Tests/EllipsisIntegrationTests/Fixtures/SamplePackage")
        try FileManager.default.copyItem(at: fixture, to: sample)
        let manifest = try String(contentsOf: sample.appendingPathComponent("Package.swift.in"), encoding: .utf8)
            .replacingOccurrences(of: "@ELLIPSIS_PATH@", with: link.path)
        try manifest.write(to: sample.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let scratch = ["--scratch-path", work.appendingPathComponent("build").path]
        let strings = sample.appendingPathComponent("Sources/SampleApp/Resources/de.lproj/Localizable.strings")

        // The build passes and shows the warning at the string's file, line and column.
        let built = try IntegrationRun.run("swift", ["build"] + scratch, in: sample)
        XCTAssertEqual(built.status, 0, built.output)
        XCTAssertTrue(built.output.contains("Ellipsis: linting SampleApp"), built.output)
        XCTAssertTrue(built.output.contains("\(strings.path):2:17: warning: [de] identical to the en source"),
                      built.output)
        XCTAssertFalse(built.output.contains(": error: ["), built.output)

        // The command plugin lints the same target; --fail-on warning makes that warning fail it.
        let linted = try IntegrationRun.run("swift", ["package"] + scratch + ["ellipsis-lint", "--format", "json"], in: sample)
        XCTAssertEqual(linted.status, 0, linted.output)
        let report = try JSONSerialization.jsonObject(with: Data(linted.stdout.utf8)) as? [String: Any]
        let diagnostics = report?["diagnostics"] as? [[String: Any]] ?? []
        XCTAssertEqual(diagnostics.map { $0["rule"] as? String }, ["untranslated"], linted.stdout)
        XCTAssertEqual(diagnostics.first?["file"] as? String, "Sources/SampleApp/Resources/de.lproj/Localizable.strings")
        let strict = try IntegrationRun.run("swift", ["package"] + scratch + ["ellipsis-lint", "--fail-on", "warning"], in: sample)
        XCTAssertNotEqual(strict.status, 0, strict.output)
        XCTAssertTrue(strict.output.contains("ellipsis lint found problems"), strict.output)

        // A title cut in the menu is an error: the build fails on it, naming the line.
        try "\"search.title\" = \"Suchen\";\n\"share.title\" = \"Den aktuellen Standort mit allen Kontakten teilen und senden\";\n"
            .write(to: strings, atomically: true, encoding: .utf8)
        let failed = try IntegrationRun.run("swift", ["build"] + scratch, in: sample)
        XCTAssertNotEqual(failed.status, 0, failed.output)
        XCTAssertTrue(failed.output.contains("\(strings.path):2:17: error: [de] cut at the default text size"), failed.output)
    }
}
