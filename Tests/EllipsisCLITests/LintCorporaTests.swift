import Foundation
import XCTest

/// Lints the real apps in ../shared/corpora (not part of the project; the
/// tests skip when it is absent) and checks that the problems its README
/// lists are found and that nothing absurd is.
final class LintCorporaTests: XCTestCase {
    static var corpora: URL { CLIRunner.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpora") }

    struct Finding {
        var rule: String
        var severity: String
        var locale: String?
        var text: String?
        var message: String
        var kind: String?
    }

    func lint(_ app: String) throws -> [Finding] {
        let path = Self.corpora.appendingPathComponent(app).path
        guard FileManager.default.fileExists(atPath: path) else { throw XCTSkip("corpora not present at \(path)") }
        let result = try CLIRunner.run(["lint", path, "--format", "json", "--fail-on", "never"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
        return diagnostics.map {
            Finding(rule: $0["rule"] as? String ?? "", severity: $0["severity"] as? String ?? "",
                    locale: $0["locale"] as? String, text: $0["text"] as? String, message: $0["message"] as? String ?? "",
                    kind: ($0["data"] as? [String: Any])?["kind"] as? String)
        }
    }

    /// Nothing a translator would call absurd: semantic rules never fire on
    /// these well-formed, ordinary titles, and no joiner inside a word is flagged.
    func assertNothingAbsurd(_ findings: [Finding], file: StaticString = #filePath, line: UInt = #line) {
        for finding in findings where ["conveys-result", "navigation-only", "notification-style", "emoji", "bidi",
                                       "placeholder-mismatch", "action-count"].contains(finding.rule) {
            XCTFail("unexpected \(finding.rule) on \(finding.locale ?? "-") '\(finding.text ?? "")': \(finding.message)",
                    file: file, line: line)
        }
        for finding in findings where finding.message.contains("NON-JOINER") {
            XCTFail("ZWNJ flagged in \(finding.locale ?? "-") '\(finding.text ?? "")'", file: file, line: line)
        }
    }

    func testFocusSymbolicKeyMissingIn15Locales() throws {
        let findings = try lint("focus-ios")
        let missing = findings.filter { $0.rule == "missing-translation" && $0.severity == "error" }
        XCTAssertEqual(missing.count, 15, "\(missing.map { $0.locale ?? "" })")
        XCTAssertTrue(missing.allSatisfy { $0.text == "UIApplicationShortcutItemTitle.EraseAndOpen" })
        XCTAssertFalse(findings.contains { $0.rule == "extraneous" && $0.locale == "pl" },
                       "a no-break space after a one-letter Polish word is correct typography")
        assertNothingAbsurd(findings)
    }

    func testMastodonStaleEnglishAndFileNameCase() throws {
        let findings = try lint("mastodon-ios")
        let untranslated = Set(findings.filter { $0.rule == "untranslated" }.compactMap(\.locale))
        XCTAssertTrue(untranslated.isSuperset(of: ["es-AR", "hy-AM"]), "\(untranslated)")
        XCTAssertEqual(findings.filter { $0.kind == "fileNameCase" }.count, 4)
        XCTAssertFalse(untranslated.contains("en"))
        assertNothingAbsurd(findings)
    }

    func testDuckDuckGoKeyCaseAndQuotedDisplayName() throws {
        let findings = try lint("duckduckgo-ios")
        XCTAssertTrue(findings.contains { $0.kind == "keyCaseMismatch" && $0.message.contains("Paste from clipboard") })
        XCTAssertTrue(findings.contains { $0.rule == "extraneous" && $0.locale == "lt" && $0.kind == "quotes" })
        XCTAssertFalse(findings.contains { $0.severity == "error" && $0.rule == "truncation" })
        assertNothingAbsurd(findings)
    }

    func testFirefoxTibetanEnglishOrphanKeyAndInvisibles() throws {
        let findings = try lint("firefox-ios")
        XCTAssertEqual(Set(findings.filter { $0.rule == "untranslated" }.compactMap(\.locale)), ["bo"])
        XCTAssertTrue(findings.contains { $0.kind == "orphanKey" && $0.message.contains("Scan QR Code") })
        XCTAssertTrue(findings.contains { $0.rule == "extraneous" && $0.locale == "kn" && $0.kind == "invisible" })
        XCTAssertFalse(findings.contains { $0.rule == "extraneous" && $0.locale == "km" },
                       "ZERO WIDTH SPACE separates Khmer words")
        XCTAssertEqual(Set(findings.filter { $0.rule == "missing-translation" }.compactMap(\.locale)), ["ny", "tzm"])
        assertNothingAbsurd(findings)
    }
}

extension LintCorporaTests {
    /// A String Catalog key mapped to the quick-action title surface by configuration.
    func testAnytypeCatalogKeyThroughConfiguration() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-anytype-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("config.json")
        try Data(#"{"surfaces": [{"match": "QuickAction.*", "surface": "quick-action.title"}]}"#.utf8).write(to: config)
        let path = Self.corpora.appendingPathComponent("anytype-ios").path
        guard FileManager.default.fileExists(atPath: path) else { throw XCTSkip("corpora not present") }
        let result = try CLIRunner.run(["lint", path, "--config", config.path, "--format", "json", "--fail-on", "never"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
        let untranslated = Set(diagnostics.filter { $0["rule"] as? String == "untranslated" }.compactMap { $0["locale"] as? String })
        // The 16 locales SOURCE.md lists as holding the English "Create %@": other scripts by their
        // exemplar letters, Latin-script ones by an English verb their lexicon does not know.
        XCTAssertEqual(untranslated, ["be", "cs", "fa", "fi", "fr", "it", "ja", "nb", "nl", "or", "pl", "pt-BR",
                                      "pt-PT", "uk", "vi", "zh-Hant"], "\(untranslated.sorted())")
        for locale in ["de", "es", "ko", "tr", "ar", "zh-Hans", "ru"] {
            XCTAssertFalse(untranslated.contains(locale), "\(locale) is translated")
        }
        let bidi = diagnostics.filter { $0["rule"] as? String == "bidi" }.compactMap { $0["locale"] as? String }
        XCTAssertEqual(bidi, ["ar"], "the Arabic title ends with an unisolated placeholder; the English copy in fa has no RTL edge")
    }
}

extension LintCorporaTests {
    func testAntennaPodTrailingJoinersAndFallbacks() throws {
        let findings = try lint("antennapod-android")
        let joiners = findings.filter { $0.rule == "extraneous" && $0.locale == "ml" && $0.kind == "invisible" }
        XCTAssertFalse(joiners.isEmpty, "the trailing ZWJ in Malayalam (old chillu encoding) is worth a note")
        XCTAssertTrue(joiners.allSatisfy { $0.severity == "note" })
        XCTAssertTrue(findings.filter { $0.rule == "missing-translation" }.allSatisfy { $0.severity == "warning" },
                      "a missing Android string falls back to values/: shown in English, not hidden")
        // The shortcuts open tabs of the app ("Queue", "Episodes"): what Android's guidance asks shortcuts
        // to do, so navigation-only, an iOS rule, says nothing.
        assertNothingAbsurd(findings)
    }

    func testWikipediaDynamicShortcutsNeedAManifestAndNothingIsInvented() throws {
        let findings = try lint("wikipedia-android")
        XCTAssertEqual(findings.filter { $0.severity != "note" }.count, 0, "\(findings.prefix(5).map(\.message))")
    }
}

extension LintCorporaTests {
    func testFirefoxAbbreviationsUnderLengthPressure() throws {
        let findings = try lint("firefox-ios")
        let abbreviated = Set(findings.filter { $0.kind == "abbreviation" }.compactMap(\.locale))
        XCTAssertEqual(abbreviated, ["oc", "si"])
    }

    /// The dynamic "Open Last Bookmark" lives in code; a manifest (written
    /// beside a copy of the app, never into the corpus) makes it visible.
    func testFirefoxDynamicActionThroughAManifest() throws {
        let manifest = """
            {"developmentLanguage": "en",
             "actions": [{"type": "openLastBookmark", "title": "Open Last Bookmark", "table": "3DTouchActions",
                          "icon": {"system": "Bookmark"}}]}
            """
        let diagnostics = try lintCopy(of: "firefox-ios", manifest: manifest)
            .filter { $0["action"] as? String == "openLastBookmark" }
        // 98 of 103 folders have the string (SOURCE.md).
        let missing = Set(diagnostics.filter { $0["rule"] as? String == "missing-translation" }.compactMap { $0["locale"] as? String })
        XCTAssertEqual(missing, ["af", "ast", "bo", "ny", "tzm"])
        // The long Czech and Burmese titles are cut at larger text sizes, and both are notes now:
        // measured in the Display design from 20 pt, the Czech one fits until AX4, an accessibility
        // size; the Burmese one is cut from xL by less than the proxies' error for Myanmar.
        func truncation(_ locale: String, in diagnostics: [[String: Any]]) throws -> [String: Any] {
            try XCTUnwrap(diagnostics.first { $0["rule"] as? String == "truncation" && $0["locale"] as? String == locale },
                          locale)
        }
        let czech = try truncation("cs", in: diagnostics)
        XCTAssertEqual(czech["severity"] as? String, "note")
        XCTAssertEqual((czech["data"] as? [String: Any])?["textSize"] as? String, "AX4")
        let burmese = try truncation("my", in: diagnostics)
        let data = try XCTUnwrap(burmese["data"] as? [String: Any])
        XCTAssertEqual(burmese["severity"] as? String, "note")
        XCTAssertEqual(data["textSize"] as? String, "xL")
        XCTAssertEqual(data["certainty"] as? String, "within-error")
        let margin = try XCTUnwrap(data["margin"] as? Double), uncertainty = try XCTUnwrap(data["uncertainty"] as? Double)
        XCTAssertTrue(margin > 0 && margin < uncertainty, "\(margin) pt over, ±\(uncertainty) pt")
        XCTAssertTrue((burmese["message"] as? String ?? "").contains("within the proxies' error for Myanmar"))
        // A team that wants every cut at its measured severity says "strict".
        let strict = try lintCopy(of: "firefox-ios", manifest: manifest, configuration: "{\"strict\": true}")
            .filter { $0["action"] as? String == "openLastBookmark" }
        XCTAssertEqual(try truncation("my", in: strict)["severity"] as? String, "warning")
        XCTAssertEqual(try truncation("cs", in: strict)["severity"] as? String, "note", "AX sizes stay notes")
    }
}

extension LintCorporaTests {
    /// The diagnostics of `ellipsis lint --format json` on a copy of corpus app `name` with
    /// `manifest` written beside it (never into the corpus); skips when the corpora are absent.
    /// - Parameter configuration: an `.ellipsis.json` written beside the manifest, if any.
    func lintCopy(of name: String, manifest: String, configuration: String? = nil) throws -> [[String: Any]] {
        let source = Self.corpora.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: source.path) else { throw XCTSkip("corpora not present") }
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-\(name)-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        try Data(manifest.utf8).write(to: copy.appendingPathComponent("app.quickactions.json"))
        if let configuration { try Data(configuration.utf8).write(to: copy.appendingPathComponent(".ellipsis.json")) }
        let result = try CLIRunner.run(["lint", copy.path, "--format", "json", "--fail-on", "never"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return object["diagnostics"] as? [[String: Any]] ?? []
    }

    /// Mastodon's dynamic action has a plural subtitle from Localizable.stringsdict; its Russian form is English.
    func testMastodonPluralSubtitleThroughAManifest() throws {
        let subtitles = try lintCopy(of: "mastodon-ios", manifest: """
            {"developmentLanguage": "en",
             "actions": [{"type": "org.joinmastodon.app.unread", "title": {"en": "@gargron@mastodon.social"},
                          "subtitle": "a11y.plural.count.unread.notification"}]}
            """).filter {
            $0["action"] as? String == "org.joinmastodon.app.unread" && $0["field"] as? String == "subtitle"
        }
        let untranslated = Set(subtitles.filter { $0["rule"] as? String == "untranslated" }.compactMap { $0["locale"] as? String })
        XCTAssertTrue(untranslated.contains("ru"), "\(untranslated.sorted())")
        XCTAssertFalse(untranslated.contains("de"))
        XCTAssertFalse(subtitles.contains { $0["rule"] as? String == "placeholder-mismatch" },
                       "plural forms that need the count where English writes 1 are fine")
    }
}
