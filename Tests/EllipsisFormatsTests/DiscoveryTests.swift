import EllipsisCore
import EllipsisFormats
import Foundation
import XCTest

/// Discovery and resolution on small apps written here, file by file.
final class DiscoveryTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try temporaryFolder(self)
    }

    private func write(_ relative: String, _ text: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    private func plist(region: String = "en", items: [(type: String, title: String, subtitle: String?)],
                       displayName: String? = nil) -> String {
        var body = "<key>CFBundleDevelopmentRegion</key><string>\(region)</string>\n"
        if let displayName { body += "<key>CFBundleDisplayName</key><string>\(displayName)</string>\n" }
        body += "<key>UIApplicationShortcutItems</key><array>\n"
        for item in items {
            body += "<dict><key>UIApplicationShortcutItemType</key><string>\(item.type)</string>\n"
            body += "<key>UIApplicationShortcutItemTitle</key><string>\(item.title)</string>\n"
            if let subtitle = item.subtitle {
                body += "<key>UIApplicationShortcutItemSubtitle</key><string>\(subtitle)</string>\n"
            }
            body += "<key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeSearch</string></dict>\n"
        }
        return "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict>\n\(body)</array></dict></plist>\n"
    }

    private func makeApp() throws {
        try write("App/Info.plist", plist(items: [("search", "Search", "Nearby"), ("post", "NewPostTitle", nil)],
                                          displayName: "Atlas"))
        try write("App/en.lproj/InfoPlist.strings", "\"NewPostTitle\" = \"New Post\";\n")
        try write("App/Base.lproj/InfoPlist.strings", "\"Search\" = \"Search\";\n\"NewPostTitle\" = \"Base Post\";\n")
        try write("App/de.lproj/InfoPlist.strings", """
            /* ellipsis:disable=truncation */
            "Search" = "Suchen";
            "NewPostTitle" = "Neuer Beitrag";
            "CFBundleDisplayName" = "Atlas DE";
            "Search" = "Suche";
            """)
        try write("App/fr.lproj/infoPlist.strings", "\"Search\" = \"Rechercher\";\n\"newposttitle\" = \"Nouveau\";\n")
        try write("App/ja.lproj/Localizable.strings", "\"Open Last\" = \"最後を開く\";\n")
        try write("App/en.lproj/Localizable.strings", "\"Open Last\" = \"Open Last\";\n\"Other\" = \"Other\";\n")
        try write("App/de.lproj/Localizable.strings", "\"Other\" = \"Andere\";\n")
        try write("App/atlas.quickactions.json", """
            {"developmentLanguage": "en",
             "actions": [{"type": "last", "title": "Open Last", "icon": {"symbol": "clock"}},
                         {"type": "inline", "title": {"en": "Inline", "de": "Eingebettet"}}]}
            """)
        // Nested bundle with its own Info.plist: its InfoPlist table is not the app's.
        try write("App/Widget/Info.plist", "<plist version=\"1.0\"><dict><key>CFBundleName</key><string>W</string></dict></plist>")
        try write("App/Widget/it.lproj/InfoPlist.strings", "\"Search\" = \"Cerca\";\n")
        // Build products and dependencies are skipped, malformed or not.
        try write("App/.build/x/Info.plist", "not a plist")
        try write("App/Pods/Lib/Info.plist", "not a plist")
        try write("DerivedData/Info.plist", "not a plist")
    }

    func testResolutionAsIOSDoes() throws {
        try makeApp()
        let projects = try ProjectLoader.load(paths: [root.path])
        XCTAssertEqual(projects.count, 1)
        let project = projects[0]
        XCTAssertEqual(project.developmentLanguage, LocaleID("en"))
        XCTAssertEqual(project.locales.map(\.identifier), ["de", "en", "fr", "ja"])
        XCTAssertEqual(project.actions.map(\.type), ["search", "post", "last", "inline"])

        let search = project.actions[0]
        XCTAssertEqual(search.origin, .static)
        XCTAssertEqual(search.icon, .system("Search"))
        // en: Base fills the key its own table lacks.
        XCTAssertEqual(search.title.texts[LocaleID("en")]?.text, "Search")
        XCTAssertEqual(search.title.texts[LocaleID("en")]?.resolution, .source)
        XCTAssertTrue(search.title.texts[LocaleID("en")]?.location.file.hasSuffix("Base.lproj/InfoPlist.strings") ?? false)
        // de: the last duplicate wins; its comment's suppression belongs to the first.
        let de = try XCTUnwrap(search.title.texts[LocaleID("de")])
        XCTAssertEqual(de.text, "Suche")
        XCTAssertEqual(de.location, SourceLocation(file: path("App/de.lproj/InfoPlist.strings"), line: 5, column: 12))
        XCTAssertEqual(de.resolution, .translated)
        // fr: read although its file name only matches ignoring case.
        XCTAssertEqual(search.title.texts[LocaleID("fr")]?.text, "Rechercher")
        // ja ships (it has an lproj) but has no InfoPlist table: the development language's text.
        XCTAssertEqual(search.title.texts[LocaleID("ja")]?.resolution, .missingShowsDevelopment)
        XCTAssertEqual(search.title.texts[LocaleID("ja")]?.text, "Search")
        // The nested widget's Italian table is not the app's.
        XCTAssertNil(search.title.texts[LocaleID("it")])
        XCTAssertEqual(search.subtitle?.texts[LocaleID("de")]?.resolution, .missingShowsKey)

        let post = project.actions[1]
        XCTAssertEqual(post.title.texts[LocaleID("en")]?.text, "New Post")
        XCTAssertEqual(post.title.texts[LocaleID("de")]?.text, "Neuer Beitrag")
        // fr has the table but not the exact key: iOS shows the key.
        XCTAssertEqual(post.title.texts[LocaleID("fr")]?.text, "NewPostTitle")
        XCTAssertEqual(post.title.texts[LocaleID("fr")]?.resolution, .missingShowsKey)
        XCTAssertEqual(post.title.texts[LocaleID("fr")]?.location,
                       SourceLocation(file: path("App/Info.plist"), line: 11, column: 50))

        let last = project.actions[2]
        XCTAssertEqual(last.origin, .dynamic)
        XCTAssertEqual(last.icon, .symbol("clock"))
        XCTAssertEqual(last.title.texts[LocaleID("ja")]?.text, "最後を開く")
        XCTAssertEqual(last.title.texts[LocaleID("ja")]?.resolution, .translated)
        XCTAssertEqual(last.title.texts[LocaleID("en")]?.resolution, .source)
        XCTAssertEqual(last.title.texts[LocaleID("de")]?.resolution, .missingShowsKey)
        let inline = project.actions[3]
        XCTAssertEqual(inline.title.texts[LocaleID("de")]?.text, "Eingebettet")

        XCTAssertEqual(project.appNames[LocaleID("de")]?.text, "Atlas DE")
        XCTAssertEqual(project.appNames[LocaleID("fr")]?.text, "Atlas")
        XCTAssertEqual(project.appNames[LocaleID("fr")]?.resolution, .missingShowsDevelopment)

        let kinds = project.readingIssues.map { "\($0.kind.rawValue) \($0.locale?.identifier ?? "-") \(($0.location.file as NSString).lastPathComponent):\($0.location.line)" }
        XCTAssertEqual(Set(kinds), [
            "duplicateKey de InfoPlist.strings:5",
            "fileNameCase - infoPlist.strings:0",
            "keyCaseMismatch fr infoPlist.strings:2",
        ])
        XCTAssertEqual(project.catalogEntries.map { "\($0.table)/\($0.key)" }, ["Localizable/Open Last", "Localizable/Other"])
        XCTAssertEqual(project.catalogEntries[1].texts[LocaleID("de")]?.text, "Andere")
        XCTAssertTrue(project.files.contains("App/Info.plist"))
        XCTAssertTrue(project.files.contains("App/atlas.quickactions.json"))
    }

    /// A `.stringsdict` key given twice reaches the project as a `.strings` one
    /// does (a `duplicateKey` reading issue with its locale), and the last wins.
    func testStringsDictDuplicateKeysReachTheProject() throws {
        try write("A/Info.plist", plist(items: [("a", "Title", nil)]))
        try write("A/en.lproj/InfoPlist.strings", "\"Title\" = \"Title\";\n")
        func entry(_ key: String, _ other: String) -> String {
            "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>\n"
                + "<key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + "<key>other</key><string>\(other)</string></dict></dict>\n"
        }
        try write("A/de.lproj/Localizable.stringsdict",
                  "<plist version=\"1.0\"><dict>\n" + entry("places", "%d Orte") + entry("places", "%d Plätze") + "</dict></plist>\n")
        let project = try XCTUnwrap(try ProjectLoader.load(paths: [path("A")]).first)
        let issues = project.readingIssues.filter { $0.kind == .duplicateKey }
        XCTAssertEqual(issues.map { "\($0.locale?.identifier ?? "-") \($0.location)" },
                       ["de \(path("A/de.lproj/Localizable.stringsdict")):4:6"])
        let places = try XCTUnwrap(project.catalogEntries.first { $0.key == "places" })
        XCTAssertEqual(places.texts[LocaleID("de")]?.text, "%d Plätze")
    }

    func testSuppressionsComeFromTheEntryComment() throws {
        try write("A/Info.plist", plist(items: [("a", "Title", nil)]))
        try write("A/de.lproj/InfoPlist.strings", "/* Quick action. ellipsis:disable=truncation,app-name */\n\"Title\" = \"Titel\";\n")
        let project = try XCTUnwrap(try ProjectLoader.load(paths: [root.path]).first)
        XCTAssertEqual(project.actions[0].title.texts[LocaleID("de")]?.suppressedRules, ["truncation", "app-name"])
        XCTAssertEqual(project.actions[0].title.texts[LocaleID("de")]?.comment, "Quick action. ellipsis:disable=truncation,app-name")
    }

    func testInfoPlistStringCatalog() throws {
        try write("A/Info.plist", plist(region: "$(DEVELOPMENT_LANGUAGE)", items: [("a", "Compose", nil)]))
        try write("A/InfoPlist.xcstrings", """
            {"sourceLanguage": "fr", "strings": {"Compose": {"localizations": {
              "fr": {"stringUnit": {"state": "translated", "value": "Écrire"}},
              "ar": {"stringUnit": {"state": "needs_review", "value": "إنشاء"}}}}}}
            """)
        let project = try XCTUnwrap(try ProjectLoader.load(paths: [root.path]).first)
        XCTAssertEqual(project.developmentLanguage, LocaleID("fr"))
        XCTAssertEqual(project.locales.map(\.identifier), ["ar", "fr"])
        let ar = try XCTUnwrap(project.actions[0].title.texts[LocaleID("ar")])
        XCTAssertEqual(ar.text, "إنشاء")
        XCTAssertEqual(ar.state, "needs_review")
        XCTAssertEqual(ar.location, SourceLocation(file: path("A/InfoPlist.xcstrings"), line: 3, column: 59))
        XCTAssertEqual(project.actions[0].title.texts[LocaleID("fr")]?.resolution, .source)
    }

    func testDoNotTranslateShowsTheSourceEverywhere() throws {
        try write("A/Info.plist", plist(items: [("a", "Compose", nil), ("b", "Atlas Pro", nil)]))
        try write("A/InfoPlist.xcstrings", """
            {"sourceLanguage": "en", "strings": {
              "Compose": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Verfassen"}}}},
              "Atlas Pro": {"shouldTranslate": false}}}
            """)
        let project = try XCTUnwrap(try ProjectLoader.load(paths: [root.path]).first)
        let brand = project.actions[1].title
        XCTAssertEqual(brand.texts[LocaleID("de")]?.text, "Atlas Pro")
        XCTAssertEqual(brand.texts[LocaleID("de")]?.resolution, .source)
        XCTAssertEqual(project.actions[0].title.texts[LocaleID("de")]?.resolution, .translated)
    }

    func testSingleFilesLoadJustThat() throws {
        try makeApp()
        let strings = try XCTUnwrap(try ProjectLoader.load(paths: [path("App/de.lproj/Localizable.strings")]).first)
        XCTAssertEqual(strings.locales, [LocaleID("de")])
        XCTAssertEqual(strings.catalogEntries.map(\.key), ["Other"])
        let lproj = try XCTUnwrap(try ProjectLoader.load(paths: [path("App/de.lproj")]).first)
        XCTAssertEqual(Set(lproj.catalogEntries.map(\.table)), ["InfoPlist", "Localizable"])
        let plistProject = try XCTUnwrap(try ProjectLoader.load(paths: [path("App/Info.plist")]).first)
        XCTAssertEqual(plistProject.actions.count, 2)
        let manifest = try XCTUnwrap(try ProjectLoader.load(paths: [path("App/atlas.quickactions.json")]).first)
        XCTAssertEqual(manifest.actions.map(\.type), ["last", "inline"])
        XCTAssertEqual(manifest.actions[0].title.texts[LocaleID("ja")]?.text, "最後を開く")
        assertInputError(try ProjectLoader.load(paths: [path("App/nothing.strings")]), file: path("App/nothing.strings"),
                         line: 0, column: 0, contains: "no such file")
        XCTAssertThrowsError(try ProjectLoader.load(paths: [path("App/atlas.quickactions.json") + "x"]))
        try write("notes.txt", "hello")
        XCTAssertThrowsError(try ProjectLoader.load(paths: [path("notes.txt")])) { error in
            XCTAssertTrue(error is UsageError, "\(error)")
        }
    }

    func testMalformedFileInAProjectNamesItsPlace() throws {
        try write("A/Info.plist", plist(items: [("a", "Title", nil)]))
        try write("A/de.lproj/InfoPlist.strings", "\"Title\" = \"Titel\";\n\"Broken\" = \"no end;\n")
        assertInputError(try ProjectLoader.load(paths: [root.path]), file: path("A/de.lproj/InfoPlist.strings"),
                         line: 2, column: 12, contains: "unterminated")
    }

    func testSymbolicLinkLoopsEnd() throws {
        try write("A/Info.plist", plist(items: [("a", "Title", nil)]))
        try write("A/de.lproj/InfoPlist.strings", "\"Title\" = \"Titel\";\n")
        try FileManager.default.createSymbolicLink(atPath: path("A/loop"), withDestinationPath: root.path)
        try FileManager.default.createSymbolicLink(atPath: path("A/self"), withDestinationPath: path("A/self"))
        let started = Date()
        let projects = try ProjectLoader.load(paths: [root.path])
        XCTAssertEqual(projects.count, 1)
        XCTAssertEqual(projects[0].actions[0].title.texts[LocaleID("de")]?.text, "Titel")
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    }

    func testUnreadableFolderAndFile() throws {
        guard getuid() != 0 else { throw XCTSkip("permissions do not apply to root") }
        try write("A/Info.plist", plist(items: [("a", "Title", nil)]))
        try write("A/de.lproj/InfoPlist.strings", "\"Title\" = \"Titel\";\n")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path("A/de.lproj/InfoPlist.strings"))
        assertInputError(try ProjectLoader.load(paths: [root.path]), file: path("A/de.lproj/InfoPlist.strings"),
                         line: 0, column: 0, contains: "cannot")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path("A/de.lproj/InfoPlist.strings"))
        try FileManager.default.createDirectory(atPath: path("A/Locked"), withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path("A/Locked"))
        addTeardownBlock { [path] in
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path("A/Locked"))
        }
        assertInputError(try ProjectLoader.load(paths: [root.path]), file: path("A/Locked"), line: 0, column: 0,
                         contains: "cannot read folder")
    }

    func testDanglingLinkIsAnUnreadableFile() throws {
        try write("A/Info.plist", plist(items: [("a", "Title", nil)]))
        try FileManager.default.createDirectory(atPath: path("A/de.lproj"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path("A/de.lproj/InfoPlist.strings"),
                                                   withDestinationPath: path("A/gone.strings"))
        assertInputError(try ProjectLoader.load(paths: [root.path]), file: path("A/de.lproj/InfoPlist.strings"),
                         line: 0, column: 0, contains: "cannot read")
    }

    /// An Xcode export for `code` whose InfoPlist table translates the first action's
    /// title ("Search") as `searchTitle`, followed by `moreFiles` (XLIFF `<file>` elements).
    private func writeExport(_ code: String, searchTitle: String, moreFiles: String = "", source: String = "en") throws {
        try write("Exports/\(code).xliff", """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="App/en.lproj/InfoPlist.strings" source-language="\(source)" target-language="\(code)" datatype="plaintext">
                <body>
                  <trans-unit id="Search" xml:space="preserve">
                    <source>Search</source>
                    <target state="translated">\(searchTitle)</target>
                    <note>(UIApplicationShortcutItems[0].UIApplicationShortcutItemTitle)</note>
                  </trans-unit>
                </body>
              </file>
            \(moreFiles)
            </xliff>
            """)
    }

    func testXcodeExportsMergeWithTheManifest() throws {
        for (code, title, saved) in [("de", "Suchen", "Gespeicherte Orte"), ("ja", "検索", "保存した場所")] {
            try writeExport(code, searchTitle: title, moreFiles: """
                  <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="\(code)" datatype="plaintext">
                    <body>
                      <trans-unit id="Saved Places" xml:space="preserve">
                        <source>Saved Places</source>
                        <target state="translated">\(saved)</target>
                      </trans-unit>
                    </body>
                  </file>
                """)
        }
        try write("app.quickactions.json", "{\"developmentLanguage\": \"en\", \"actions\": [{\"type\": \"saved\", \"title\": \"Saved Places\"}]}")
        let projects = try ProjectLoader.load(paths: [root.path])
        XCTAssertEqual(projects.count, 1)
        let project = projects[0]
        XCTAssertEqual(project.actions.map(\.origin), [.static, .dynamic])
        XCTAssertEqual(project.actions[0].title.texts[LocaleID("ja")]?.text, "検索")
        let saved = project.actions[1].title
        XCTAssertEqual(saved.texts[LocaleID("de")]?.text, "Gespeicherte Orte")
        XCTAssertEqual(saved.texts[LocaleID("de")]?.resolution, .translated)
        XCTAssertEqual(saved.texts[LocaleID("de")]?.location.file, path("Exports/de.xliff"))
        XCTAssertEqual(saved.texts[LocaleID("ja")]?.text, "保存した場所")
        XCTAssertTrue(project.files.contains { $0.hasSuffix("app.quickactions.json") }, "\(project.files)")
    }

    func testStringsDictWinsOverStringsForTheSameKey() throws {
        try write("A/Info.plist", plist(items: [("a", "Title", nil)]))
        try write("A/de.lproj/Localizable.strings", "\"count\" = \"%d Dinge\";\n\"plain\" = \"Einfach\";\n")
        try write("A/de.lproj/Localizable.stringsdict", """
            <plist version="1.0"><dict><key>count</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>one</key><string>ein Ding</string><key>other</key><string>%d Dinge (Plural)</string></dict></dict></dict></plist>
            """)
        let project = try XCTUnwrap(try ProjectLoader.load(paths: [root.path]).first)
        let count = try XCTUnwrap(project.catalogEntries.first { $0.key == "count" })
        XCTAssertEqual(count.texts[LocaleID("de")]?.text, "%d Dinge (Plural)")
        XCTAssertEqual(count.texts[LocaleID("de")]?.variants["one"], "ein Ding")
        XCTAssertEqual(project.catalogEntries.first { $0.key == "plain" }?.texts[LocaleID("de")]?.text, "Einfach")
    }

    func testIconFilesAreFoundInAssetCatalogsAndFolders() throws {
        let items = """
            <plist version="1.0"><dict><key>UIApplicationShortcutItems</key><array>
            <dict><key>UIApplicationShortcutItemType</key><string>a</string><key>UIApplicationShortcutItemTitle</key><string>A</string>
            <key>UIApplicationShortcutItemIconFile</key><string>erase</string></dict>
            <dict><key>UIApplicationShortcutItemType</key><string>b</string><key>UIApplicationShortcutItemTitle</key><string>B</string>
            <key>UIApplicationShortcutItemIconFile</key><string>glyph</string></dict>
            <dict><key>UIApplicationShortcutItemType</key><string>c</string><key>UIApplicationShortcutItemTitle</key><string>C</string>
            <key>UIApplicationShortcutItemIconFile</key><string>absent</string></dict>
            </array></dict></plist>
            """
        try write("A/Info.plist", items)
        for file in ["erase@2x.png", "erase@3x.png", "Contents.json"] {
            try write("A/Assets.xcassets/erase.imageset/\(file)", "x")
        }
        try write("A/Images/glyph.png", "x")
        try write("A/Images/glyph@2x~iphone.png", "x")
        let project = try XCTUnwrap(try ProjectLoader.load(paths: [root.path]).first)
        XCTAssertEqual(project.actions.map(\.icon), [
            .file(name: "erase", resolvedPath: path("A/Assets.xcassets/erase.imageset/erase@3x.png")),
            .file(name: "glyph", resolvedPath: path("A/Images/glyph@2x~iphone.png")),
            .file(name: "absent", resolvedPath: nil),
        ])
    }

    func testUnlocalizedAppShowsThePlistText() throws {
        try write("A/Info.plist", plist(items: [("a", "Search Nearby", nil)]))
        let project = try XCTUnwrap(try ProjectLoader.load(paths: [root.path]).first)
        XCTAssertEqual(project.locales, [LocaleID("en")])
        let text = try XCTUnwrap(project.actions[0].title.texts[LocaleID("en")])
        XCTAssertEqual(text.text, "Search Nearby")
        XCTAssertEqual(text.resolution, .literal)
        XCTAssertEqual(text.location.line, 6)
    }

    /// A locale written only in a manifest's action texts still ships: it is one of the
    /// project's locales, and the static titles show there by the development fallback.
    func testLocalesOfManifestTextsAreProjectLocales() throws {
        try write("A/Info.plist", plist(items: [("search", "SearchTitle", nil)]))
        try write("A/en.lproj/InfoPlist.strings", "\"SearchTitle\" = \"Search\";\n")
        try write("A/actions.quickactions.json", """
            {"developmentLanguage": "en",
             "actions": [{"type": "post", "title": {"en": "New Post", "pt-BR": "Nova publicação"},
                          "subtitle": {"en": "Draft", "ko": "초안"}}]}
            """)
        let project = try XCTUnwrap(try ProjectLoader.load(paths: [path("A")]).first)
        XCTAssertEqual(project.locales, [LocaleID("en"), LocaleID("ko"), LocaleID("pt-BR")])
        let search = try XCTUnwrap(project.actions.first { $0.type == "search" })
        XCTAssertEqual(search.title.texts[LocaleID("pt-BR")]?.text, "Search")
        XCTAssertEqual(search.title.texts[LocaleID("pt-BR")]?.resolution, .missingShowsDevelopment)
        let manifestOnly = try XCTUnwrap(try ProjectLoader.load(paths: [path("A/actions.quickactions.json")]).first)
        XCTAssertEqual(manifestOnly.locales, [LocaleID("en"), LocaleID("ko"), LocaleID("pt-BR")])
    }

    /// An Android module with a manifest in it: one Android project whose dynamic
    /// shortcuts are the manifest's, not a second, manifest-only iOS project.
    private func makeAndroidModule(_ module: String) throws {
        let ns = "xmlns:android=\"http://schemas.android.com/apk/res/android\""
        try write("\(module)/src/main/res/values/strings.xml", """
            <resources><string name="app_name">Atlas</string><string name="search">Search</string></resources>
            """)
        try write("\(module)/src/main/res/values-de/strings.xml", """
            <resources><string name="search">Suchen</string></resources>
            """)
        try write("\(module)/src/main/res/xml/shortcuts.xml", """
            <shortcuts \(ns)><shortcut android:shortcutId="search" android:shortcutShortLabel="@string/search"/></shortcuts>
            """)
    }

    func testAManifestInAnAndroidModuleJoinsTheAndroidProject() throws {
        try makeAndroidModule("app")
        try write("app/atlas.quickactions.json", """
            {"actions": [{"type": "recent", "title": {"en": "Recent places", "de": "Letzte Orte"}}]}
            """)
        let projects = try ProjectLoader.load(paths: [root.path])
        XCTAssertEqual(projects.map(\.platform), [.android])
        let project = try XCTUnwrap(projects.first)
        XCTAssertEqual(project.actions.map(\.type), ["search", "recent"])
        let recent = try XCTUnwrap(project.actions.last)
        XCTAssertEqual(recent.origin, .dynamic)
        XCTAssertEqual(recent.title.texts[LocaleID("de")]?.text, "Letzte Orte")
        XCTAssertEqual(project.locales.map(\.identifier), ["de", "en"])
        XCTAssertTrue(project.files.contains { $0.hasSuffix("app/atlas.quickactions.json") }, "\(project.files)")
    }

    /// With an iOS app and an Android module side by side, each manifest joins the
    /// project of the nearest folder holding it: the Info.plist folder or the module.
    func testManifestsJoinTheNearestIOSOrAndroidProject() throws {
        try makeAndroidModule("android/app")
        try write("android/app/android.quickactions.json", """
            {"actions": [{"type": "recent", "title": {"en": "Recent places"}}]}
            """)
        try write("ios/App/Info.plist", plist(items: [("search", "Search", nil)]))
        try write("ios/App/de.lproj/InfoPlist.strings", "\"Search\" = \"Suchen\";\n")
        try write("ios/App/ios.quickactions.json", """
            {"actions": [{"type": "compose", "title": {"en": "New Post"}}]}
            """)
        let projects = try ProjectLoader.load(paths: [root.path])
        XCTAssertEqual(projects.map(\.platform), [.ios, .android])
        XCTAssertEqual(projects.first?.actions.map(\.type), ["search", "compose"])
        XCTAssertEqual(projects.last?.actions.map(\.type), ["search", "recent"])
    }

    /// Naming the app's files instead of its folder gives the same projects: a manifest
    /// named beside an Info.plist or an Android `res` folder joins that app (the one
    /// whose folder holds it, else the first Info.plist), not a project of its own.
    func testManifestsNamedBesideTheirAppJoinIt() throws {
        try makeAndroidModule("android/app")
        try write("android/app/android.quickactions.json", """
            {"actions": [{"type": "recent", "title": {"en": "Recent places", "de": "Letzte Orte"}}]}
            """)
        try write("ios/App/Info.plist", plist(items: [("search", "Search", nil)]))
        try write("ios/App/de.lproj/InfoPlist.strings", "\"Search\" = \"Suchen\";\n")
        // Outside the Info.plist's folder, as a manifest kept beside the Xcode project often is.
        try write("ios/shortcuts.quickactions.json", """
            {"actions": [{"type": "compose", "title": {"en": "New Post", "de": "Neuer Beitrag"}}]}
            """)
        let projects = try ProjectLoader.load(paths: [path("android/app/src/main/res"), path("ios/App/Info.plist"),
                                                      path("android/app/android.quickactions.json"),
                                                      path("ios/shortcuts.quickactions.json")])
        XCTAssertEqual(projects.map(\.platform), [.android, .ios])
        XCTAssertEqual(projects.first?.actions.map(\.type), ["search", "recent"])
        XCTAssertEqual(projects.last?.actions.map(\.type), ["search", "compose"])
        XCTAssertEqual(projects.last?.actions.last?.title.texts[LocaleID("de")]?.text, "Neuer Beitrag")
        XCTAssertTrue(projects.last?.files.contains { $0.hasSuffix("ios/shortcuts.quickactions.json") } == true)
        // A manifest named alone is still a project of its own.
        let alone = try ProjectLoader.load(paths: [path("ios/shortcuts.quickactions.json")])
        XCTAssertEqual(alone.map(\.actions.count), [1])
    }

    /// `sh.lproj` beside `sr-Latn.lproj` (and `iw`/`he`, `in`/`id`) are two tables
    /// with their own strings: neither overwrites the other. The canonically named
    /// folder keeps the canonical locale, the other its own tag; a String Catalog's
    /// languages are named the same way, and a lone old code still takes its
    /// replacement.
    func testLprojFoldersAndCatalogLanguagesAnAliasWouldMergeStayApart() throws {
        try write("App/Info.plist", plist(items: [("search", "Search", nil)]))
        try write("App/sh.lproj/InfoPlist.strings", "\"Search\" = \"Pretraga sh\";\n")
        try write("App/sr-Latn.lproj/InfoPlist.strings", "\"Search\" = \"Pretraga sr\";\n")
        try write("App/iw.lproj/InfoPlist.strings", "\"Search\" = \"חיפוש iw\";\n")
        try write("App/he.lproj/InfoPlist.strings", "\"Search\" = \"חיפוש he\";\n")
        try write("App/in.lproj/InfoPlist.strings", "\"Search\" = \"Cari\";\n")
        try write("App/Localizable.xcstrings", """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"Saved": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "Saved"}},
              "sh": {"stringUnit": {"state": "translated", "value": "Sačuvano sh"}},
              "sr-Latn": {"stringUnit": {"state": "translated", "value": "Sačuvano sr"}},
              "in": {"stringUnit": {"state": "translated", "value": "Tersimpan"}}}}}}
            """)
        // A manifest's `sh` is the `sh.lproj` locale too, not `sr-Latn`.
        try write("App/app.quickactions.json", """
            {"actions": [{"type": "recent", "title": {"en": "Recent", "sh": "Nedavno sh", "iw": "אחרונים"}}]}
            """)
        let project = try XCTUnwrap(try ProjectLoader.load(paths: [root.path]).first)
        XCTAssertEqual(project.locales.map(\.identifier), ["en", "he", "id", "iw", "sh", "sr-Latn"])
        let search = try XCTUnwrap(project.actions.first).title.texts
        XCTAssertEqual(search[LocaleID("sh")]?.text, "Pretraga sh")
        XCTAssertEqual(search[LocaleID("sr-Latn")]?.text, "Pretraga sr")
        XCTAssertEqual(search[LocaleID("iw")]?.text, "חיפוש iw")
        XCTAssertEqual(search[LocaleID("he")]?.text, "חיפוש he")
        XCTAssertEqual(search[LocaleID("id")]?.text, "Cari")
        let saved = try XCTUnwrap(project.catalogEntries.first { $0.key == "Saved" }).texts
        XCTAssertEqual(saved[LocaleID("sh")]?.text, "Sačuvano sh")
        XCTAssertEqual(saved[LocaleID("sr-Latn")]?.text, "Sačuvano sr")
        XCTAssertEqual(saved[LocaleID("id")]?.text, "Tersimpan")
        // The catalog alone: its two languages stay apart as well.
        let alone = try XCTUnwrap(try ProjectLoader.load(paths: [path("App/Localizable.xcstrings")]).first)
        let aloneSaved = try XCTUnwrap(alone.catalogEntries.first { $0.key == "Saved" }).texts
        XCTAssertEqual(aloneSaved[LocaleID("sh")]?.text, "Sačuvano sh")
        XCTAssertEqual(aloneSaved[LocaleID("sr-Latn")]?.text, "Sačuvano sr")
        XCTAssertEqual(aloneSaved[LocaleID("id")]?.text, "Tersimpan")
        let recent = try XCTUnwrap(project.actions.first { $0.type == "recent" }).title.texts
        XCTAssertEqual(recent[LocaleID("sh")]?.text, "Nedavno sh")
        XCTAssertNotEqual(recent[LocaleID("sr-Latn")]?.text, "Nedavno sh")
        XCTAssertEqual(recent[LocaleID("iw")]?.text, "אחרונים")
        XCTAssertNotEqual(recent[LocaleID("he")]?.text, "אחרונים")
    }

    /// Two Xcode exports whose target languages an alias would merge are two locales.
    func testXcodeExportsAnAliasWouldMergeStayApart() throws {
        for (code, title) in [("sh", "Pretraga sh"), ("sr-Latn", "Pretraga sr"), ("iw", "חיפוש")] {
            try writeExport(code, searchTitle: title)
        }
        let project = try XCTUnwrap(try ProjectLoader.load(paths: [root.path]).first)
        XCTAssertEqual(project.locales.map(\.identifier), ["en", "he", "sh", "sr-Latn"])
        let search = try XCTUnwrap(project.actions.first).title.texts
        XCTAssertEqual(search[LocaleID("sh")]?.text, "Pretraga sh")
        XCTAssertEqual(search[LocaleID("sr-Latn")]?.text, "Pretraga sr")
        XCTAssertEqual(search[LocaleID("he")]?.text, "חיפוש")
        XCTAssertEqual(project.locales.first { $0.identifier == "he" }?.original, "iw")
    }

    /// A manifest writing `sh` and `sr-Latn` (`iw` and `he`) in one title has two
    /// locales, as two folders would be; a lone `in` is still `id`. Read alone,
    /// found in a folder, or named beside an Info.plist, the manifest's codes are
    /// named together with the app's folders: its `sr-Latn` keeps `sh.lproj` apart.
    func testManifestCodesAnAliasWouldMergeStayApart() throws {
        try write("App/app.quickactions.json", """
            {"developmentLanguage": "en",
             "actions": [{"type": "recent", "title": {"en": "Recent", "sh": "Nedavno sh", "sr-Latn": "Nedavno",
                                                      "iw": "אחרונים iw", "he": "אחרונים", "in": "Terkini"}}]}
            """)
        let alone = try XCTUnwrap(try ProjectLoader.load(paths: [path("App/app.quickactions.json")]).first)
        let found = try XCTUnwrap(try ProjectLoader.load(paths: [root.path]).first)
        for project in [alone, found] {
            XCTAssertEqual(project.locales.map(\.identifier), ["en", "he", "id", "iw", "sh", "sr-Latn"])
            let recent = try XCTUnwrap(project.actions.first).title.texts
            XCTAssertEqual(recent[LocaleID("sh")]?.text, "Nedavno sh")
            XCTAssertEqual(recent[LocaleID("sr-Latn")]?.text, "Nedavno")
            XCTAssertEqual(recent[LocaleID("iw")]?.text, "אחרונים iw")
            XCTAssertEqual(recent[LocaleID("he")]?.text, "אחרונים")
            XCTAssertEqual(recent[LocaleID("id")]?.text, "Terkini")
            XCTAssertEqual(recent[LocaleID("sh")]?.resolution, .translated)
        }

        try write("App/Info.plist", plist(items: [("search", "Search", nil)]))
        try write("App/sh.lproj/InfoPlist.strings", "\"Search\" = \"Pretraga sh\";\n")
        let withPlist = try XCTUnwrap(try ProjectLoader.load(paths: [root.path]).first)
        let named = try XCTUnwrap(try ProjectLoader.load(paths: [path("App/Info.plist"),
                                                                 path("App/app.quickactions.json")]).first)
        for project in [withPlist, named] {
            XCTAssertEqual(project.locales.map(\.identifier), ["en", "he", "id", "iw", "sh", "sr-Latn"])
            XCTAssertEqual(project.locales.first { $0.identifier == "sh" }?.original, "sh.lproj")
            let search = try XCTUnwrap(project.actions.first { $0.type == "search" }).title.texts
            XCTAssertEqual(search[LocaleID("sh")]?.text, "Pretraga sh")
            XCTAssertEqual(search[LocaleID("sr-Latn")]?.text, "Search")
            let recent = try XCTUnwrap(project.actions.first { $0.type == "recent" }).title.texts
            XCTAssertEqual(recent[LocaleID("sh")]?.text, "Nedavno sh")
            XCTAssertEqual(recent[LocaleID("sr-Latn")]?.text, "Nedavno")
        }
    }

    /// Beside Xcode exports, a manifest's codes are named with the exports'
    /// languages: its `he` keeps the `iw` export apart, its `sh` and `sr-Latn`
    /// are two locales, and its `iw` is the `iw` export's locale.
    func testManifestCodesBesideXcodeExportsStayApart() throws {
        try writeExport("iw", searchTitle: "חיפוש iw")
        try writeExport("de", searchTitle: "Suchen")
        try write("app.quickactions.json", """
            {"actions": [{"type": "recent", "title": {"en": "Recent", "iw": "אחרונים iw", "he": "אחרונים",
                                                      "sh": "Nedavno sh", "sr-Latn": "Nedavno"}}]}
            """)
        let project = try XCTUnwrap(try ProjectLoader.load(paths: [root.path]).first)
        XCTAssertEqual(project.locales.map(\.identifier), ["de", "en", "he", "iw", "sh", "sr-Latn"])
        let search = try XCTUnwrap(project.actions.first { $0.origin == .static }).title.texts
        XCTAssertEqual(search[LocaleID("iw")]?.text, "חיפוש iw")
        XCTAssertNil(search[LocaleID("he")])
        let recent = try XCTUnwrap(project.actions.first { $0.type == "recent" }).title.texts
        XCTAssertEqual(recent[LocaleID("iw")]?.text, "אחרונים iw")
        XCTAssertEqual(recent[LocaleID("he")]?.text, "אחרונים")
        XCTAssertEqual(recent[LocaleID("sh")]?.text, "Nedavno sh")
        XCTAssertEqual(recent[LocaleID("sr-Latn")]?.text, "Nedavno")
    }

    /// An export whose source language is an alias of a target's (`iw` and `he`,
    /// `sh` and `sr-Latn`) has two locales: the source keeps its own tag, and the
    /// target's translations are kept, not taken for source text. A lone old
    /// source code is still its replacement.
    func testXcodeExportSourceAnAliasOfATargetStaysApart() throws {
        for (source, target, title) in [("iw", "he", "חיפוש"), ("sh", "sr-Latn", "Pretraga"), ("he", "iw", "חיפוש iw")] {
            try? FileManager.default.removeItem(at: root.appendingPathComponent("Exports"))
            try writeExport(target, searchTitle: title, source: source)
            try writeExport("de", searchTitle: "Suchen", source: source)
            let project = try XCTUnwrap(try ProjectLoader.load(paths: [root.path]).first)
            XCTAssertEqual(project.developmentLanguage.identifier, source)
            XCTAssertEqual(project.locales.map(\.identifier), ["de", source, target].sorted())
            let search = try XCTUnwrap(project.actions.first).title.texts
            XCTAssertEqual(search[LocaleID(source)]?.text, "Search")
            XCTAssertEqual(search[LocaleID(source)]?.resolution, .source)
            XCTAssertEqual(search[LocaleID(target)]?.text, title)
            XCTAssertEqual(search[LocaleID(target)]?.resolution, .translated)
            XCTAssertEqual(search[LocaleID("de")]?.text, "Suchen")
        }
        try? FileManager.default.removeItem(at: root.appendingPathComponent("Exports"))
        try writeExport("de", searchTitle: "Suchen", source: "iw")
        let lone = try XCTUnwrap(try ProjectLoader.load(paths: [root.path]).first)
        XCTAssertEqual(lone.developmentLanguage.identifier, "he")
        XCTAssertEqual(lone.developmentLanguage.original, "iw")
        XCTAssertEqual(lone.locales.map(\.identifier), ["de", "he"])
    }

    /// Files of one export whose source languages an alias would merge name two
    /// different source languages: that is refused, as any two would be.
    func testXcodeExportWithSourceLanguagesAnAliasWouldMergeIsAnError() throws {
        try writeExport("de", searchTitle: "Suchen", moreFiles: """
              <file original="App/en.lproj/Localizable.strings" source-language="iw" target-language="de" datatype="plaintext">
                <body/>
              </file>
            """, source: "he")
        assertInputError(try ProjectLoader.load(paths: [root.path]), file: path("Exports/de.xliff"), line: 12, column: 3,
                         contains: "source language 'iw' differs from 'he'")
    }

    func testEmptyFolderIsAnError() throws {
        assertInputError(try ProjectLoader.load(paths: [root.path]), file: root.path, line: 0, column: 0,
                         contains: "found no quick actions")
    }
}
