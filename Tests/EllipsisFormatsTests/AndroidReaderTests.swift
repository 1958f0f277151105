import EllipsisCore
@testable import EllipsisFormats
import Foundation
import XCTest

final class AndroidReaderTests: XCTestCase {
    private func position(_ location: SourceLocation?) -> String {
        guard let location else { return "nil" }
        return "\(location.line):\(location.column)"
    }

    private func write(_ text: String, to path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func testEscapesQuotesAndWhiteSpaceAsAapt2() throws {
        func decode(_ raw: String) throws -> String {
            try AndroidEscapes.decode(raw, at: SourceLocation(file: "s.xml", line: 1, column: 1))
        }
        XCTAssertEqual(try decode(#"L\'atzar"#), "L'atzar")
        XCTAssertEqual(try decode(#"Say \"hi\""#), "Say \"hi\"")
        XCTAssertEqual(try decode(#"a\nb\tc"#), "a\nb\tc")
        XCTAssertEqual(try decode(#"\@home \?attr"#), "@home ?attr")
        XCTAssertEqual(try decode(#"caf\u00e9 \u2026"#), "café …")
        XCTAssertEqual(try decode("  many \n   spaces\t here  "), "many spaces here")
        XCTAssertEqual(try decode(#""  kept   as is  ""#), "  kept   as is  ")
        XCTAssertEqual(try decode(#""It's" fine"#), "It's fine")
        XCTAssertEqual(try decode(#"back\\slash"#), #"back\slash"#)
        XCTAssertThrowsError(try decode(#"bad \u12"#)) { XCTAssertTrue($0 is InputError) }
        XCTAssertThrowsError(try decode(#"bad \uZZZZ"#)) { XCTAssertTrue($0 is InputError) }
    }

    func testStringsFileWithPositionsCommentsPluralsAndCDATA() throws {
        let text = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
            <!-- Shortcut: search. ellipsis:disable=truncation -->
            <string name="search">Search \\"nearby\\"</string>
            <string name="greet">Hello <xliff:g id="name" example="Ana">%1$s</xliff:g>!</string>
            <string name="styled"><b>Bold</b> move</string>
            <string name="raw"><![CDATA[<i>Kept</i> as text]]></string>
            <string name="internal" translatable="false">Atlas</string>
            <plurals name="places">
                <item quantity="one">%d place</item>
                <item quantity="other">%d places</item>
            </plurals>
            <string name="search">Again</string>
        </resources>
        """
        let (strings, issues) = try AndroidStringsReader.read(data: Data(text.utf8), path: "values/strings.xml")
        XCTAssertEqual(strings.map(\.name), ["search", "greet", "styled", "raw", "internal", "places"])
        XCTAssertEqual(strings[0].value, "Search \"nearby\"")
        XCTAssertEqual(strings[0].comment, "Shortcut: search. ellipsis:disable=truncation")
        XCTAssertEqual(position(strings[0].nameLocation), "4:19")
        XCTAssertEqual(position(strings[0].location), "4:27")
        XCTAssertEqual(strings[1].value, "Hello %1$s!")
        XCTAssertNil(strings[1].comment)
        XCTAssertEqual(strings[2].value, "Bold move")
        XCTAssertEqual(strings[3].value, "<i>Kept</i> as text")
        XCTAssertEqual(position(strings[3].location), "7:33")
        XCTAssertFalse(strings[4].translatable)
        XCTAssertEqual(strings[5].value, "%d places")
        XCTAssertEqual(strings[5].quantities, ["one": "%d place", "other": "%d places"])
        XCTAssertEqual(position(strings[5].location), "11:32")
        XCTAssertEqual(issues.map(\.kind), [.duplicateKey])
        XCTAssertEqual(position(issues.first?.location), "13:13")
    }

    func testShortcutsFile() throws {
        let text = """
        <shortcuts xmlns:android="http://schemas.android.com/apk/res/android">
          <shortcut android:shortcutId="search" android:icon="@drawable/ic_search"
            android:shortcutShortLabel="@string/search" android:shortcutLongLabel="@string/search_long">
            <intent android:action="android.intent.action.VIEW"/>
          </shortcut>
          <shortcut android:shortcutId="off" android:enabled="false" android:shortcutShortLabel="@string/x"/>
        </shortcuts>
        """
        let shortcuts = try AndroidShortcutsReader.read(data: Data(text.utf8), path: "xml/shortcuts.xml")
        XCTAssertEqual(shortcuts.map(\.id), ["search", "off"])
        XCTAssertEqual(shortcuts[0].shortLabel, "@string/search")
        XCTAssertEqual(position(shortcuts[0].shortLabelLocation), "3:33")
        XCTAssertEqual(shortcuts[0].longLabel, "@string/search_long")
        XCTAssertEqual(shortcuts[0].icon, "@drawable/ic_search")
        XCTAssertEqual(position(shortcuts[0].location), "2:3")
        XCTAssertFalse(shortcuts[1].enabled)
        func refusal(_ text: String) -> InputError? {
            do { _ = try AndroidShortcutsReader.read(data: Data(text.utf8), path: "s.xml") } catch let e as InputError {
                return e
            } catch { XCTFail("\(error)") }
            XCTFail("accepted")
            return nil
        }
        XCTAssertEqual(refusal("<resources/>")?.message.contains("expected <shortcuts>"), true)
        XCTAssertEqual(refusal("<shortcuts xmlns:android=\"a\">\n <shortcut android:shortcutShortLabel=\"a\"/></shortcuts>")
            .map { position($0.location) }, "2:2")
        XCTAssertEqual(refusal("<shortcuts xmlns:android=\"a\"><shortcut android:shortcutId=\"a\"/></shortcuts>")?.message
            .contains("shortcutShortLabel"), true)
        XCTAssertNotNil(refusal("<shortcuts xmlns:android=\"a\"><shortcut android:shortcutId=\"a\" android:shortcutShortLabel=\"x\"/><shortcut android:shortcutId=\"a\" android:shortcutShortLabel=\"x\"/></shortcuts>"))
    }

    func testProjectResolvesLabelsPerQualifierWithFallback() throws {
        let folder = try temporaryFolder()
        let ns = "xmlns:android=\"http://schemas.android.com/apk/res/android\""
        try write("""
        <shortcuts \(ns)>
          <shortcut android:shortcutId="search" android:icon="@drawable/ic_search"
            android:shortcutShortLabel="@string/search" android:shortcutLongLabel="@string/search_long"/>
          <shortcut android:shortcutId="saved" android:shortcutShortLabel="@string/saved"/>
        </shortcuts>
        """, to: "app/src/main/res/xml/shortcuts.xml", in: folder)
        try Data([0x89, 0x50]).write(to: folder.appendingPathComponent("app/src/main/res/xml/../ic.png"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("app/src/main/res/drawable-hdpi"),
                                                withIntermediateDirectories: true)
        try Data([0x89]).write(to: folder.appendingPathComponent("app/src/main/res/drawable-hdpi/ic_search.png"))
        try write("""
        <manifest \(ns)><application android:label="@string/app_name"/></manifest>
        """, to: "app/src/main/AndroidManifest.xml", in: folder)
        try write("""
        <resources><string name="app_name">Atlas</string><string name="search">Search</string>
        <string name="search_long">Search nearby places</string><string name="saved">Saved</string>
        <string name="brand" translatable="false">Atlas</string></resources>
        """, to: "app/src/main/res/values/strings.xml", in: folder)
        try write("<resources><string name=\"search\">Suchen</string><string name=\"saved\">@string/saved_alias</string><string name=\"saved_alias\">Gespeichert</string></resources>",
                  to: "app/src/main/res/values-de/strings.xml", in: folder)
        try write("<resources><string name=\"search\">חיפוש</string></resources>",
                  to: "app/src/main/res/values-iw/strings.xml", in: folder)
        try write("<resources><string name=\"search\">搜尋</string></resources>",
                  to: "app/src/main/res/values-zh-rTW/strings.xml", in: folder)
        try write("<resources><string name=\"search\">Претрага</string></resources>",
                  to: "app/src/main/res/values-b+sr+Latn/strings.xml", in: folder)
        // CLDR aliases sh to sr-Latn, but Android reads the two folders as two configurations.
        try write("<resources><string name=\"search\">Pretraži</string></resources>",
                  to: "app/src/main/res/values-sh/strings.xml", in: folder)
        try write("<resources><string name=\"search\">Шукаць</string></resources>",
                  to: "app/src/main/res/values-b+be+x+old/strings.xml", in: folder)
        for ignored in ["values-qq", "values-night", "values-v21", "values-land", "values-sw600dp", "values-de-land"] {
            try write("<resources><string name=\"search\">\(ignored)</string></resources>",
                      to: "app/src/main/res/\(ignored)/strings.xml", in: folder)
        }
        // A build product with its own res folder is never read.
        try write("<resources><string name=\"search\">BUILD</string></resources>",
                  to: "app/build/intermediates/res/values-fr/strings.xml", in: folder)

        let project = try AndroidProjectLoader.load(path: folder.path)
        XCTAssertEqual(project.platform, .android)
        XCTAssertEqual(project.developmentLanguage.identifier, "en")
        XCTAssertEqual(project.locales.map(\.identifier), ["be-x-old", "de", "en", "he", "sh", "sr-Latn", "zh-TW"])
        XCTAssertEqual(project.locales.first { $0.identifier == "he" }?.original, "values-iw")
        XCTAssertEqual(project.locales.first { $0.identifier == "sh" }?.original, "values-sh")
        XCTAssertEqual(project.locales.first { $0.identifier == "sr-Latn" }?.original, "values-b+sr+Latn")
        XCTAssertEqual(project.actions.map(\.type), ["search", "saved"])
        let search = project.actions[0]
        XCTAssertEqual(search.title.key, "search")
        XCTAssertEqual(search.title.texts[LocaleID("he")]?.text, "חיפוש")
        XCTAssertEqual(search.title.texts[LocaleID("zh-TW")]?.text, "搜尋")
        XCTAssertEqual(search.title.texts[LocaleID("sr-Latn")]?.text, "Претрага")
        XCTAssertEqual(search.title.texts[LocaleID("sh")]?.text, "Pretraži")
        XCTAssertEqual(search.title.texts[LocaleID("be-x-old")]?.text, "Шукаць")
        XCTAssertEqual(search.title.texts[LocaleID("en")]?.resolution, .source)
        XCTAssertEqual(search.longTitle?.texts[LocaleID("de")]?.text, "Search nearby places")
        XCTAssertEqual(search.longTitle?.texts[LocaleID("de")]?.resolution, .missingShowsDevelopment)
        XCTAssertEqual(position(search.title.keyLocation), "3:33")
        XCTAssertEqual(search.icon, .file(name: "@drawable/ic_search",
                                          resolvedPath: folder.appendingPathComponent("app/src/main/res/drawable-hdpi/ic_search.png").path))
        // A reference to another string is followed, in the locale's own table.
        XCTAssertEqual(project.actions[1].title.texts[LocaleID("de")]?.text, "Gespeichert")
        XCTAssertEqual(project.actions[1].title.texts[LocaleID("de")]?.resolution, .translated)
        XCTAssertEqual(project.appNames[LocaleID("de")]?.text, "Atlas")
        XCTAssertFalse(project.catalogEntries.contains { $0.key == "brand" })
        XCTAssertTrue(project.files.contains { $0.hasSuffix("AndroidManifest.xml") })
        XCTAssertFalse(project.files.contains { $0.contains("values-qq") || $0.contains("/build/") })
        // The same project from the res folder itself, and from a file inside it.
        XCTAssertEqual(try AndroidProjectLoader.load(path: folder.appendingPathComponent("app/src/main/res").path).actions.count, 2)
        XCTAssertEqual(try AndroidProjectLoader.load(path: folder.appendingPathComponent("app/src/main/res/xml/shortcuts.xml").path).actions.count, 2)
    }

    func testManifestInlineTextsAndUndefinedKeys() throws {
        let folder = try temporaryFolder()
        try write("<resources><string name=\"search\">Search</string></resources>", to: "res/values/strings.xml", in: folder)
        try write("<resources><string name=\"search\">検索</string></resources>", to: "res/values-ja/strings.xml", in: folder)
        try write("<resources><string name=\"search\">Suchen</string></resources>", to: "res/values-de/strings.xml", in: folder)
        try write("""
        {"actions": [{"type": "recent", "title": {"en": "Recent places", "ja": "最近の場所"}}]}
        """, to: "atlas.quickactions.json", in: folder)
        let manifest = folder.appendingPathComponent("atlas.quickactions.json").path
        let project = try AndroidProjectLoader.load(path: folder.path, manifests: [manifest])
        let recent = try XCTUnwrap(project.actions.first)
        XCTAssertEqual(recent.origin, .dynamic)
        XCTAssertEqual(recent.title.texts[LocaleID("ja")]?.text, "最近の場所")
        XCTAssertEqual(recent.title.texts[LocaleID("en")]?.resolution, .source)
        XCTAssertEqual(recent.title.texts[LocaleID("de")]?.text, "Recent places")
        XCTAssertEqual(recent.title.texts[LocaleID("de")]?.resolution, .missingShowsDevelopment)
        XCTAssertEqual(position(recent.title.texts[LocaleID("ja")]?.location), "1:72")
        try write("""
        {"actions": [
          {"type": "recent", "title": "no_such_string"}]}
        """, to: "atlas.quickactions.json", in: folder)
        XCTAssertThrowsError(try AndroidProjectLoader.load(path: folder.path, manifests: [manifest])) { error in
            XCTAssertEqual((error as? InputError).map { position($0.location) }, "2:31", "\(error)")
        }
    }

    /// A locale written only in a manifest (an action's inline text or the app
    /// name) is one of the project's locales, as on iOS: every action, catalog
    /// entry and preview then covers it, by fallback where it has no string.
    func testLocalesWrittenOnlyInAManifestAreProjectLocales() throws {
        let folder = try temporaryFolder()
        let ns = "xmlns:android=\"http://schemas.android.com/apk/res/android\""
        try write("<shortcuts \(ns)><shortcut android:shortcutId=\"map\" android:shortcutShortLabel=\"Map\"/></shortcuts>",
                  to: "res/xml/shortcuts.xml", in: folder)
        try write("<resources><string name=\"search\">Search</string></resources>", to: "res/values/strings.xml", in: folder)
        try write("<resources><string name=\"search\">Suchen</string></resources>", to: "res/values-de/strings.xml", in: folder)
        try write("""
        {"appName": {"en": "Atlas", "ko": "아틀라스"},
         "actions": [{"type": "recent", "title": {"en": "Recent places", "fr": "Lieux récents"},
                      "subtitle": {"en": "Places you opened", "pt_BR": "Lugares abertos"}},
                     {"type": "find", "title": "search"}]}
        """, to: "atlas.quickactions.json", in: folder)
        let manifest = folder.appendingPathComponent("atlas.quickactions.json").path
        let project = try AndroidProjectLoader.load(path: folder.path, manifests: [manifest])
        XCTAssertEqual(project.locales.map(\.identifier), ["de", "en", "fr", "ko", "pt-BR"])
        for action in project.actions {
            let written = Set(action.title.texts.keys).union(action.longTitle?.texts.keys ?? [:].keys)
            XCTAssertTrue(written.isSubset(of: Set(project.locales)), action.type)
            XCTAssertEqual(Set(action.title.texts.keys), Set(project.locales), action.type)
        }
        XCTAssertTrue(Set(project.appNames.keys).isSubset(of: Set(project.locales)))
        let recent = try XCTUnwrap(project.actions.first { $0.type == "recent" })
        XCTAssertEqual(recent.title.texts[LocaleID("ko")]?.text, "Recent places")
        XCTAssertEqual(recent.title.texts[LocaleID("ko")]?.resolution, .missingShowsDevelopment)
        XCTAssertEqual(recent.longTitle?.texts[LocaleID("pt-BR")]?.text, "Lugares abertos")
        let find = try XCTUnwrap(project.actions.first { $0.type == "find" })
        XCTAssertEqual(find.title.texts[LocaleID("fr")]?.text, "Search")
        XCTAssertEqual(find.title.texts[LocaleID("fr")]?.resolution, .missingShowsDevelopment)
        XCTAssertEqual(project.actions.first { $0.type == "map" }?.title.texts[LocaleID("pt-BR")]?.text, "Map")
        let search = try XCTUnwrap(project.catalogEntries.first { $0.key == "search" })
        XCTAssertEqual(search.texts[LocaleID("ko")]?.resolution, .missingShowsDevelopment)
    }

    /// A manifest writing `sh` and `sr-Latn` (`iw` and `he`) has two locales, as
    /// `values-sh` and `values-b+sr+Latn` are two; its codes are named with the
    /// folders, so its `sh` is the `values-sh` locale and its `sr-Latn` keeps a
    /// lone `values-sh` apart.
    func testManifestCodesAnAliasWouldMergeStayApart() throws {
        let folder = try temporaryFolder()
        try write("<resources><string name=\"search\">Search</string></resources>", to: "res/values/strings.xml", in: folder)
        try write("<resources><string name=\"search\">Pretraži</string></resources>", to: "res/values-sh/strings.xml", in: folder)
        try write("""
        {"actions": [{"type": "recent", "title": {"en": "Recent", "sh": "Nedavno sh", "sr-Latn": "Nedavno",
                                                  "iw": "אחרונים iw", "he": "אחרונים"}},
                     {"type": "find", "title": "search"}]}
        """, to: "atlas.quickactions.json", in: folder)
        let manifest = folder.appendingPathComponent("atlas.quickactions.json").path
        for withSerbianFolder in [false, true] {
            if withSerbianFolder {
                try write("<resources><string name=\"search\">Претрага</string></resources>",
                          to: "res/values-b+sr+Latn/strings.xml", in: folder)
            }
            let project = try AndroidProjectLoader.load(path: folder.path, manifests: [manifest])
            XCTAssertEqual(project.locales.map(\.identifier), ["en", "he", "iw", "sh", "sr-Latn"])
            XCTAssertEqual(project.locales.first { $0.identifier == "sh" }?.original, "values-sh")
            let recent = try XCTUnwrap(project.actions.first { $0.type == "recent" }).title.texts
            XCTAssertEqual(recent[LocaleID("sh")]?.text, "Nedavno sh")
            XCTAssertEqual(recent[LocaleID("sr-Latn")]?.text, "Nedavno")
            XCTAssertEqual(recent[LocaleID("iw")]?.text, "אחרונים iw")
            XCTAssertEqual(recent[LocaleID("he")]?.text, "אחרונים")
            let find = try XCTUnwrap(project.actions.first { $0.type == "find" }).title.texts
            XCTAssertEqual(find[LocaleID("sh")]?.text, "Pretraži")
            XCTAssertEqual(find[LocaleID("sr-Latn")]?.text, withSerbianFolder ? "Претрага" : "Search")
        }
    }

    func testBrokenAndroidProjectsAreInputErrors() throws {
        let folder = try temporaryFolder()
        XCTAssertThrowsError(try AndroidProjectLoader.load(path: folder.path)) { XCTAssertTrue($0 is InputError) }
        try write("<shortcuts xmlns:android=\"http://schemas.android.com/apk/res/android\">\n<shortcut android:shortcutId=\"a\" android:shortcutShortLabel=\"@string/missing\"/></shortcuts>",
                  to: "res/xml/shortcuts.xml", in: folder)
        try write("<resources><string name=\"x\">X</string></resources>", to: "res/values/strings.xml", in: folder)
        XCTAssertThrowsError(try AndroidProjectLoader.load(path: folder.path)) { error in
            XCTAssertEqual((error as? InputError).map { position($0.location) }, "2:62")
            XCTAssertTrue("\(error)".contains("@string/missing"))
        }
        try write("<resources><string name=\"x\">X</strin></resources>", to: "res/values-de/strings.xml", in: folder)
        XCTAssertThrowsError(try AndroidProjectLoader.load(path: folder.path)) { error in
            XCTAssertTrue((error as? InputError)?.location.file.hasSuffix("values-de/strings.xml") ?? false, "\(error)")
        }
        // A symbolic link loop does not hang discovery.
        let loop = try temporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: loop.appendingPathComponent("self").path,
                                                   withDestinationPath: loop.path)
        XCTAssertThrowsError(try AndroidProjectLoader.load(path: loop.path)) { XCTAssertTrue($0 is InputError) }
    }
}

/// The real apps of ../shared/corpora (skipped when absent).
final class AndroidCorporaTests: XCTestCase {
    static var corpora: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpora")
    }

    private func corpus(_ name: String) throws -> String {
        let url = Self.corpora.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else { throw XCTSkip("\(url.path) is absent") }
        return url.path
    }

    func testAntennaPodHasFourStaticShortcutsWithShortLabelsOnly() throws {
        let project = try AndroidProjectLoader.load(path: try corpus("antennapod-android"))
        XCTAssertEqual(project.actions.map(\.type), ["queue", "episodes", "subscriptions", "refresh"])
        XCTAssertTrue(project.actions.allSatisfy { $0.longTitle == nil })
        XCTAssertEqual(project.locales.count, 52)
        XCTAssertTrue(project.locales.contains { $0.identifier == "he" && $0.original == "values-iw" })
        XCTAssertTrue(project.locales.contains { $0.identifier == "id" && $0.original == "values-in" })
        XCTAssertTrue(project.locales.contains { $0.identifier == "kn-IN" })
        XCTAssertTrue(project.locales.contains { $0.identifier == "zh-TW" })
        let queue = project.actions[0]
        XCTAssertEqual(queue.title.texts[LocaleID("en")]?.text, "Queue")
        XCTAssertEqual(queue.title.texts[LocaleID("fr")]?.text, "Liste de lecture")
        // Missing labels fall back to English: te lacks queue and refresh.
        XCTAssertEqual(queue.title.texts[LocaleID("te")]?.resolution, .missingShowsDevelopment)
        XCTAssertEqual(queue.title.texts[LocaleID("te")]?.text, "Queue")
        XCTAssertEqual(project.actions[3].title.texts[LocaleID("ga")]?.resolution, .missingShowsDevelopment)
        // ml keeps its trailing ZERO WIDTH JOINER.
        XCTAssertEqual(project.actions[1].title.texts[LocaleID("ml")]?.text.unicodeScalars.last, "\u{200D}")
        XCTAssertEqual(queue.icon, .file(name: "@drawable/ic_shortcut_playlist", resolvedPath: nil))
        XCTAssertEqual(position(queue.title.keyLocation), "7:37")
    }

    func testWikipediaQQIsDocumentationAndPlacesHasFewerLocales() throws {
        let project = try AndroidProjectLoader.load(path: try corpus("wikipedia-android"))
        XCTAssertTrue(project.actions.isEmpty, "Wikipedia's shortcuts are dynamic")
        XCTAssertFalse(project.locales.contains { $0.original == "values-qq" || $0.identifier == "qq" })
        // 158 language folders plus the default (en), each its own locale. `values-sh`
        // (Serbo-Croatian on Wikipedia, ijekavian "Mjesta") and `values-b+sr+Latn`
        // (Serbian in Latin script) are two Android configurations with different
        // strings: the folder whose tag CLDR would rewrite onto the other's keeps its
        // own tag, `sh`. `values-b+be+x+old` is `be-x-old`, private-use subtag kept.
        XCTAssertEqual(project.locales.count, 159)
        XCTAssertEqual(project.locales.first { $0.original == "values-b+be+x+old" }?.identifier, "be-x-old")
        XCTAssertTrue(project.locales.contains { $0.identifier == "yi" && $0.original == "values-ji" })
        XCTAssertTrue(project.locales.contains { $0.identifier == "sr-Latn" && $0.original == "values-b+sr+Latn" })
        XCTAssertTrue(project.locales.contains { $0.identifier == "sh" && $0.original == "values-sh" })
        func translated(_ key: String) -> Int {
            project.catalogEntries.first { $0.key == key }?.texts.values.filter { $0.resolution == .translated }.count ?? -1
        }
        // 120 languages translate it (121 folders less values-qq); sh and sr-Latn
        // both do, with their own texts, so none is lost to a merge.
        XCTAssertEqual(translated("app_shortcuts_search"), 120)
        let random = project.catalogEntries.first { $0.key == "app_shortcuts_random" }
        XCTAssertEqual(random?.texts[LocaleID("sh")]?.text, "Nasumična")
        XCTAssertEqual(random?.texts[LocaleID("sr-Latn")]?.text, "Slučajni")
        XCTAssertEqual(translated("app_shortcuts_places"), 58)
        XCTAssertLessThan(translated("app_shortcuts_places"), translated("app_shortcuts_search"))
        // The app name follows app_name -> @string/app_name_prod per locale.
        XCTAssertEqual(project.appNames[LocaleID("en")]?.text, "Wikipedia")
        // Apostrophe escapes are decoded.
        XCTAssertEqual(random?.texts[LocaleID("ca")]?.text, "A l'atzar")
    }

    func testWikipediaDynamicShortcutsFromAManifest() throws {
        let root = try corpus("wikipedia-android")
        let folder = try temporaryFolder()
        let manifest = folder.appendingPathComponent("wikipedia.quickactions.json")
        try Data("""
        {"developmentLanguage": "en",
         "actions": [
          {"type": "shortcutSearch", "title": "app_shortcuts_search", "subtitle": "@string/app_shortcuts_search"},
          {"type": "shortcutRandom", "title": "app_shortcuts_random"},
          {"type": "shortcutContinueReading", "title": "app_shortcuts_continue_reading"},
          {"type": "shortcutPlaces", "title": "app_shortcuts_places", "icon": {"file": "appshortcut_ic_places"}}]}
        """.utf8).write(to: manifest)
        let project = try AndroidProjectLoader.load(path: root, manifests: [manifest.path])
        XCTAssertEqual(project.actions.map(\.type),
                       ["shortcutSearch", "shortcutRandom", "shortcutContinueReading", "shortcutPlaces"])
        XCTAssertTrue(project.actions.allSatisfy { $0.origin == .dynamic })
        let reading = project.actions[2]
        XCTAssertEqual(reading.title.texts[LocaleID("de")]?.text, "Mit dem Lesen fortfahren")
        XCTAssertEqual(reading.title.texts[LocaleID("ha")]?.text, "Ci gaba da rubutu")
        XCTAssertEqual(project.actions[0].longTitle?.texts[LocaleID("de")]?.text,
                       project.actions[0].title.texts[LocaleID("de")]?.text)
        XCTAssertEqual(position(project.actions[1].title.keyLocation), "4:39")
        let places = project.actions[3].title.texts.values.filter { $0.resolution == .translated }.count
        let search = project.actions[0].title.texts.values.filter { $0.resolution == .translated }.count
        XCTAssertEqual(places, 58)
        XCTAssertLessThan(places, search)
        XCTAssertEqual(project.actions[3].icon, .file(name: "appshortcut_ic_places", resolvedPath: nil))
        XCTAssertTrue(project.files.contains(manifest.path))
    }

    private func position(_ location: SourceLocation?) -> String {
        guard let location else { return "nil" }
        return "\(location.line):\(location.column)"
    }
}
