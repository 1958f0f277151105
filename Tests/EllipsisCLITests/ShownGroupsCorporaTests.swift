import Foundation
import XCTest

/// What a reviewer reads of each real app in ../shared/corpora (skipped when absent): how many
/// entries the text output shows once findings are grouped across locales and the cuts only at
/// accessibility sizes are summarised, and that no real problem the corpora's README and
/// SOURCE.md files list is lost in the folding.
final class ShownGroupsCorporaTests: XCTestCase {
    struct Output {
        var text: String
        /// The entries a person reads: the summary line's "shown as N entries", else every finding.
        var shown: Int
        var diagnostics: [[String: Any]]
    }

    func app(_ name: String) throws -> URL {
        let url = LintCorporaTests.corpora.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else { throw XCTSkip("corpora not present at \(url.path)") }
        return url
    }

    func lint(_ path: String, _ extra: [String] = []) throws -> Output {
        let text = try CLIRunner.run(["lint", path, "--fail-on", "never"] + extra)
        XCTAssertEqual(text.status, 0, text.stderr)
        let json = try CLIRunner.run(["lint", path, "--format", "json", "--fail-on", "never"] + extra)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
        let summary = text.stdout.split(separator: "\n").first { $0.contains(" in ") && $0.contains(" error") } ?? ""
        var shown = diagnostics.count
        if let range = summary.range(of: "(shown as ") {
            shown = Int(summary[range.upperBound...].prefix { $0.isNumber }) ?? -1
        }
        return Output(text: text.stdout, shown: shown, diagnostics: diagnostics)
    }

    /// A copy of a corpus app with a file written beside it (never into the corpus).
    func copy(_ name: String, adding file: String, _ contents: String) throws -> URL {
        let source = try app(name)
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-shown-\(name)-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: copy)
        addTeardownBlock { try? FileManager.default.removeItem(at: copy) }
        try Data(contents.utf8).write(to: copy.appendingPathComponent(file))
        return copy
    }

    func kinds(_ output: Output) -> [String] {
        output.diagnostics.compactMap { ($0["data"] as? [String: Any])?["kind"] as? String }
    }

    func testFocusFifteenMissingTranslationsAreOneEntry() throws {
        let output = try lint(app("focus-ios").path)
        XCTAssertEqual(output.shown, 3)
        XCTAssertEqual(output.diagnostics.filter { $0["rule"] as? String == "missing-translation" }.count, 15)
        XCTAssertTrue(output.text.contains("missing-translation  15 locales"), output.text)
        XCTAssertTrue(output.text.contains("in af, an, ast, az, ga, gu-IN, hy-AM, kn, lv, mr, ms, my, nv, ses, ta"))
        let groups = Set(output.diagnostics.filter { $0["rule"] as? String == "missing-translation" }.compactMap { $0["group"] as? String })
        XCTAssertEqual(groups.count, 1, "one group id for the fifteen")
    }

    func testFirefoxAccessibilityNotesAreSummarised() throws {
        let output = try lint(app("firefox-ios").path)
        XCTAssertEqual(output.diagnostics.count, 41)
        XCTAssertEqual(output.shown, 14)
        XCTAssertTrue(output.text.contains("Cut only at accessibility sizes"))
        // The real problems stay in sight: Tibetan in English, the orphan key, the Kannada joiner, abbreviations.
        XCTAssertTrue(output.text.contains("untranslated  bo"))
        XCTAssertTrue(output.text.contains("Scan QR Code"))
        XCTAssertTrue(output.text.contains("extraneous  kn"))
        XCTAssertTrue(output.text.contains("extraneous  si") && output.text.contains("extraneous  oc"))
        XCTAssertTrue(output.text.contains("missing-translation  2 locales"))
        // Asked for, each cut is listed.
        XCTAssertEqual(try lint(app("firefox-ios").path, ["--show", "accessibility"]).shown, 11 + 28)
    }

    func testMastodonStaysAsItIs() throws {
        let output = try lint(app("mastodon-ios").path)
        XCTAssertEqual(output.shown, 10)
        XCTAssertEqual(kinds(output).filter { $0 == "fileNameCase" }.count, 4)
        for locale in ["es-AR", "hy-AM"] { XCTAssertTrue(output.text.contains("untranslated  \(locale)"), locale) }
    }

    func testDuckDuckGoKeepsTheKeyCaseAndTheQuotes() throws {
        let output = try lint(app("duckduckgo-ios").path)
        XCTAssertEqual(output.diagnostics.count, 18)
        XCTAssertEqual(output.shown, 10)
        XCTAssertTrue(output.text.contains("\"Paste from clipboard\" differs only in letter case"))
        XCTAssertTrue(output.text.contains("extraneous  lt"))
    }

    func testAnytypeCreateInEnglishIsTwoEntries() throws {
        let config = try copy("anytype-ios", adding: ".ellipsis.json",
                              #"{"surfaces": [{"match": "QuickAction.*", "surface": "quick-action.title"}]}"#)
        let output = try lint(config.path)
        XCTAssertEqual(output.diagnostics.filter { $0["rule"] as? String == "untranslated" }.count, 16)
        XCTAssertEqual(output.shown, 3)
        XCTAssertTrue(output.text.contains("bidi  ar"))
    }

    func testNetNewsWireHasNothingToShow() throws {
        let output = try lint(app("netnewswire-ios").path)
        XCTAssertEqual(output.shown, 0)
        XCTAssertTrue(output.text.contains("No actions found") || output.text.contains("no action"), output.text)
    }

    func testAntennaPodWithoutNavigationNotes() throws {
        let output = try lint(app("antennapod-android").path)
        XCTAssertEqual(output.shown, 7)
        XCTAssertFalse(output.text.contains("navigation-only"))
        XCTAssertTrue(output.text.contains("extraneous  ml"), "the trailing ZWJ in Malayalam")
        XCTAssertFalse(output.text.contains(" pt"), "Android widths are in dp")
    }

    /// With a manifest for the four dynamic shortcuts, 240 "no title translation" warnings on four strings.
    func testWikipediaMissingLabelsAreOneEntryPerString() throws {
        let copy = try copy("wikipedia-android", adding: "app.quickactions.json", """
            {"developmentLanguage": "en",
             "actions": [{"type": "shortcutSearch", "title": "app_shortcuts_search"},
                         {"type": "shortcutRandom", "title": "app_shortcuts_random"},
                         {"type": "shortcutContinueReading", "title": "app_shortcuts_continue_reading"},
                         {"type": "shortcutPlaces", "title": "app_shortcuts_places"}]}
            """)
        let output = try lint(copy.path)
        let missing = output.diagnostics.filter { $0["rule"] as? String == "missing-translation" }
        XCTAssertEqual(missing.count, 240)
        XCTAssertEqual(Set(missing.compactMap { $0["group"] as? String }).count, 4)
        // 16, and source-headroom on "Continue reading", which leaves the Android row little room.
        XCTAssertEqual(output.shown, 17)
        XCTAssertTrue(output.text.contains("source-headroom  en  shortcutContinueReading (title)"), output.text)
        // Places is the least translated (58 of 120 languages with a label): 100 locales lack it.
        XCTAssertTrue(output.text.contains("missing-translation  100 locales  shortcutPlaces (title)"), output.text)
    }
}
