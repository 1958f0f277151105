import EllipsisTestSupport
import Foundation
import XCTest

/// `lint --changed-since REF` on a real git repository: a copy of Corpora/atlas-strings committed,
/// then edited the ways a pull request edits it.
final class ChangedSinceTests: XCTestCase {
    var repository: URL!

    override func setUpWithError() throws {
        repository = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-changed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLIRunner.packageRoot.appendingPathComponent("Corpora/atlas-strings/Atlas"),
                                         to: repository.appendingPathComponent("Atlas"))
        try git("init", "-q")
        try git("add", "-A")
        try git("commit", "-q", "-m", "Atlas")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: repository)
    }

    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Atlas", "-c", "user.email=atlas@example.com"] + arguments
        process.currentDirectoryURL = repository
        let (output, errors) = try ProcessOutput.collect(process, timeout: 60)
        XCTAssertEqual(process.terminationStatus, 0, String(decoding: errors, as: UTF8.self))
        return String(decoding: output, as: UTF8.self)
    }

    /// The findings of `lint Atlas` (with the extra arguments), as (rule, locale, line) rows.
    func findings(_ extra: [String] = []) throws -> [[String: Any]] {
        let result = try CLIRunner.run(["lint", "Atlas", "--format", "json", "--fail-on", "never", "--quiet"] + extra,
                                       currentDirectory: repository)
        XCTAssertEqual(result.status, 0, result.stderr)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return report["diagnostics"] as? [[String: Any]] ?? []
    }

    func edit(_ path: String, _ change: (String) -> String) throws {
        let url = repository.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        let changed = change(text)
        XCTAssertNotEqual(changed, text, "the edit of \(path) changed nothing")
        try changed.write(to: url, atomically: true, encoding: .utf8)
    }

    func testNothingChangedReportsNothing() throws {
        XCTAssertGreaterThan(try findings().count, 10, "the corpus has findings to narrow")
        XCTAssertEqual(try findings(["--changed-since", "HEAD"]).count, 0)
    }

    func testAChangedTranslationReportsItsLocaleAndMenuOnly() throws {
        try edit("Atlas/fr.lproj/InfoPlist.strings") {
            $0.replacingOccurrences(of: "\"Partager ma position\"",
                                    with: "\"Partager ma position actuelle avec tous mes contacts et amis\"")
        }
        let all = try findings()
        let changed = try findings(["--changed-since", "HEAD"])
        XCTAssertFalse(changed.isEmpty)
        XCTAssertLessThan(changed.count, all.count)
        XCTAssertEqual(Set(changed.compactMap { $0["locale"] as? String }), ["fr"], "\(changed)")
        // The edited title is reported at its line, cut.
        XCTAssertTrue(changed.contains { $0["rule"] as? String == "truncation"
                && ($0["file"] as? String)?.hasSuffix("fr.lproj/InfoPlist.strings") == true
                && ($0["text"] as? String)?.hasPrefix("Partager ma position actuelle") == true }, "\(changed)")
        // Every fr finding of the full run about the same menu is kept; no other locale's.
        let frenchMenu = all.filter { $0["locale"] as? String == "fr" }
        XCTAssertEqual(changed.count, frenchMenu.count, "\(changed)")
    }

    func testAChangedDeclarationReportsTheActionInEveryLocale() throws {
        // The share action's icon, in Info.plist: every locale's title of that action is in reach.
        try edit("Atlas/Info.plist") {
            $0.replacingOccurrences(of: "<string>location.circle</string>", with: "<string>location.fill</string>")
        }
        let changed = try findings(["--changed-since", "HEAD"])
        XCTAssertGreaterThan(Set(changed.compactMap { $0["locale"] as? String }).count, 3, "\(changed)")
    }

    func testARemovedTranslationReportsItsLocale() throws {
        try edit("Atlas/de.lproj/InfoPlist.strings") { text in
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("\"Share My Location\"") }.joined(separator: "\n")
        }
        let changed = try findings(["--changed-since", "HEAD"])
        XCTAssertTrue(changed.contains { $0["rule"] as? String == "missing-translation" && $0["locale"] as? String == "de" },
                      "\(changed)")
        XCTAssertEqual(Set(changed.compactMap { $0["locale"] as? String }), ["de"])
    }

    func testCommittedChangesCountFromTheMergeBase() throws {
        try git("branch", "base")
        try edit("Atlas/fr.lproj/InfoPlist.strings") {
            $0.replacingOccurrences(of: "\"Partager ma position\"",
                                    with: "\"Partager ma position actuelle avec tous mes contacts et amis\"")
        }
        try git("commit", "-q", "-am", "Longer French title")
        XCTAssertEqual(Set(try findings(["--changed-since", "base"]).compactMap { $0["locale"] as? String }), ["fr"])
        XCTAssertEqual(try findings(["--changed-since", "HEAD"]).count, 0)
    }

    func testAnUnknownRefOrNoRepositoryIsAUsageError() throws {
        let unknown = try CLIRunner.run(["lint", "Atlas", "--changed-since", "no-such-branch"], currentDirectory: repository)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("'no-such-branch' is not a commit"), unknown.stderr)
        XCTAssertEqual(unknown.stdout, "")
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-nogit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        let notGit = try CLIRunner.run(["lint", ".", "--changed-since", "HEAD"], currentDirectory: outside)
        XCTAssertEqual(notGit.status, 2)
        XCTAssertTrue(notGit.stderr.contains("is not in a git repository"), notGit.stderr)
    }
}
