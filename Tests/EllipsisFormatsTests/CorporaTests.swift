import EllipsisCore
import EllipsisFormats
import XCTest

/// Loads the real apps of ../shared/corpora and checks the resolved model
/// against what each app really shows (see the SOURCE.md of each app).
final class CorporaTests: XCTestCase {
    private func load(_ app: String) throws -> [Project] {
        try ProjectLoader.load(paths: [try corporaFolder().appendingPathComponent(app).path])
    }

    func testEveryIOSAppLoadsWithoutError() throws {
        for app in ["firefox-ios", "focus-ios", "mastodon-ios", "duckduckgo-ios", "anytype-ios", "netnewswire-ios"] {
            let projects = try load(app)
            XCTAssertFalse(projects.isEmpty, app)
            for project in projects {
                XCTAssertEqual(project.platform, .ios, app)
                XCTAssertFalse(project.files.isEmpty, app)
                // Every text points at a real place in a file that was read.
                for action in project.actions {
                    for (_, text) in action.title.texts {
                        XCTAssertFalse(text.location.file.isEmpty, app)
                        XCTAssertTrue(text.location.line > 0 || text.location.keyPath != nil, "\(app) \(text)")
                    }
                }
            }
        }
    }

    func testFocusSymbolicKeyMissingIn15Locales() throws {
        // Loaded outside XCTUnwrap: its autoclosure would turn the skip into a failure.
        let loaded = try load("focus-ios")
        let project = try XCTUnwrap(loaded.first)
        XCTAssertEqual(project.developmentLanguage.identifier, "en")
        XCTAssertEqual(project.locales.count, 90)
        XCTAssertEqual(project.actions.count, 1)
        let action = project.actions[0]
        XCTAssertEqual(action.type, "$(PRODUCT_BUNDLE_IDENTIFIER).EraseAndOpen")
        XCTAssertEqual(action.origin, .static)
        XCTAssertEqual(action.icon, .file(name: "erase_quick_action", resolvedPath: nil))
        XCTAssertEqual(action.title.key, "UIApplicationShortcutItemTitle.EraseAndOpen")
        let missing = action.title.texts.filter { $0.value.resolution == .missingShowsKey }.map(\.key.identifier).sorted()
        XCTAssertEqual(missing, ["af", "an", "ast", "az", "ga", "gu-IN", "hy-AM", "kn", "lv", "mr", "ms", "my", "nv", "ses", "ta"])
        for locale in missing {
            XCTAssertEqual(action.title.texts[LocaleID(locale)]?.text, "UIApplicationShortcutItemTitle.EraseAndOpen")
        }
        XCTAssertEqual(action.title.texts[LocaleID("en")]?.text, "Erase and Open")
        XCTAssertEqual(action.title.texts[LocaleID("en")]?.resolution, .source)
        XCTAssertEqual(action.title.texts[LocaleID("pl")]?.text, "Usuń i\u{A0}otwórz")
        XCTAssertEqual(action.title.texts[LocaleID("pl")]?.resolution, .translated)
        XCTAssertEqual(action.title.texts.count, 90)
        let pl = try XCTUnwrap(action.title.texts[LocaleID("pl")])
        XCTAssertTrue(pl.location.file.hasSuffix("focus-ios/Blockzilla/pl.lproj/InfoPlist.strings"))
        XCTAssertGreaterThan(pl.location.line, 0)
        // CFBundleName is a build setting, kept as written.
        XCTAssertEqual(project.appNames[LocaleID("en")]?.text, "$(PRODUCT_NAME)")
    }

    func testDuckDuckGoKeyCaseMismatch() throws {
        // Loaded outside XCTUnwrap: its autoclosure would turn the skip into a failure.
        let loaded = try load("duckduckgo-ios")
        let project = try XCTUnwrap(loaded.first)
        let paste = try XCTUnwrap(project.actions.first { $0.title.key == "Paste from Clipboard" })
        XCTAssertEqual(paste.title.texts[LocaleID("en")]?.resolution, .literal)
        XCTAssertEqual(paste.title.texts[LocaleID("en")]?.text, "Paste from Clipboard")
        let mismatches = project.readingIssues.filter { $0.kind == .keyCaseMismatch }
        XCTAssertEqual(mismatches.map { $0.locale?.identifier }, ["en"])
        XCTAssertTrue(mismatches.first?.location.file.hasSuffix("DuckDuckGo/en.lproj/InfoPlist.strings") ?? false)
        XCTAssertEqual(project.appNames[LocaleID("lt")]?.text, "„DuckDuckGo“")
        XCTAssertEqual(project.appNames[LocaleID("lt")]?.resolution, .translated)
        XCTAssertEqual(project.locales.count, 25)
    }

    func testMastodonFileNameCaseAndSymbols() throws {
        // Loaded outside XCTUnwrap: its autoclosure would turn the skip into a failure.
        let loaded = try load("mastodon-ios")
        let project = try XCTUnwrap(loaded.first)
        let caseIssues = project.readingIssues.filter { $0.kind == .fileNameCase }
        let folders = caseIssues.map { ($0.location.file as NSString).deletingLastPathComponent }
            .map { ($0 as NSString).lastPathComponent }.sorted()
        XCTAssertEqual(folders, ["Base.lproj", "de.lproj", "pt-BR.lproj", "zh-Hans.lproj"])
        XCTAssertEqual(project.actions.map(\.title.key), ["NewPostShortcutItemTitle", "SearchShortcutItemTitle"])
        XCTAssertEqual(project.actions.map(\.icon), [.symbol("square.and.pencil"), .symbol("magnifyingglass")])
        XCTAssertEqual(project.actions[0].title.texts[LocaleID("ru")]?.text, "Новая почта")
        // The case-mismatched files are still read: their translations are used.
        XCTAssertEqual(project.actions[0].title.texts[LocaleID("de")]?.resolution, .translated)
        // Shipped locales are the app's own 32 lproj folders; Base is the development language.
        XCTAssertEqual(project.locales.count, 31)
        XCTAssertFalse(project.locales.contains(LocaleID("he")))
        // The plural subtitle of the dynamic action is a catalog entry with its plural forms.
        let plural = try XCTUnwrap(project.catalogEntries.first { $0.key == "a11y.plural.count.unread.notification" })
        XCTAssertEqual(plural.table, "Localizable")
        XCTAssertFalse(plural.texts[LocaleID("ru")]?.variants.isEmpty ?? true)
    }

    func testFirefoxOrphanKeyAndMissingLocales() throws {
        // Loaded outside XCTUnwrap: its autoclosure would turn the skip into a failure.
        let loaded = try load("firefox-ios")
        let project = try XCTUnwrap(loaded.first)
        XCTAssertEqual(project.actions.map(\.title.key), ["New Tab", "New Private Tab"])
        let orphans = project.readingIssues.filter { $0.kind == .orphanKey }
        XCTAssertEqual(orphans.map(\.message).filter { $0.contains("\"Scan QR Code\"") }.count, 1)
        XCTAssertEqual(orphans.count, 1, "\(orphans.map(\.message))")
        let newTab = project.actions[0].title
        XCTAssertEqual(newTab.texts[LocaleID("ny")]?.resolution, .missingShowsKey)
        XCTAssertEqual(newTab.texts[LocaleID("tzm")]?.resolution, .missingShowsKey)
        XCTAssertEqual(newTab.texts[LocaleID("de")]?.resolution, .translated)
        XCTAssertEqual(project.locales.count, 103)
        // 3DTouchActions (the dynamic bookmark action's table) is a catalog of its own.
        XCTAssertTrue(project.catalogEntries.contains { $0.table == "3DTouchActions" && $0.key == "Open Last Bookmark" })
    }

    func testStringCatalogApps() throws {
        // Loaded outside XCTUnwrap: its autoclosure would turn the skip into a failure.
        let loaded = try load("anytype-ios")
        let anytype = try XCTUnwrap(loaded.first)
        XCTAssertEqual(anytype.developmentLanguage.identifier, "en")
        let create = try XCTUnwrap(anytype.catalogEntries.first { $0.key == "QuickAction.create" })
        XCTAssertEqual(create.table, "UI")
        XCTAssertEqual(create.texts.count, 25)
        XCTAssertEqual(create.texts[LocaleID("en")]?.text, "Create %@")
        XCTAssertEqual(anytype.locales.count, 25)
        XCTAssertEqual(create.texts[LocaleID("en")]?.resolution, .source)
        XCTAssertEqual(create.texts[LocaleID("zh-Hant")]?.resolution, .translated)
        XCTAssertNotNil(create.texts[LocaleID("zh-Hant")]?.comment)
        // Loaded outside XCTUnwrap: its autoclosure would turn the skip into a failure.
        let netnewswireProjects = try load("netnewswire-ios")
        let netnewswire = try XCTUnwrap(netnewswireProjects.first)
        XCTAssertFalse(netnewswire.catalogEntries.isEmpty)
        XCTAssertTrue(netnewswire.catalogEntries.allSatisfy { $0.texts.keys.map(\.identifier) == ["en"] })
    }
}

/// Android apps reach the Android reader through discovery, modules merged.
final class AndroidDiscoveryTests: XCTestCase {
    func testAndroidCorporaLoadThroughDiscovery() throws {
        let corpora = try corporaFolder()
        for app in ["antennapod-android", "wikipedia-android"] {
            let projects = try ProjectLoader.load(paths: [corpora.appendingPathComponent(app).path])
            XCTAssertEqual(projects.map(\.platform), [.android], app)
            XCTAssertFalse(projects[0].locales.isEmpty, app)
        }
        // AntennaPod keeps shortcuts and strings in different modules: merged, the labels resolve.
        let antennapod = try XCTUnwrap(try ProjectLoader.load(paths: [corpora.appendingPathComponent("antennapod-android").path]).first)
        XCTAssertEqual(antennapod.actions.count, 4)
        XCTAssertTrue(antennapod.actions.allSatisfy { !$0.title.texts.isEmpty })
    }
}
