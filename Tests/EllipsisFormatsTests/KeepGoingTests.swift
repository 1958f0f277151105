import EllipsisCore
@testable import EllipsisFormats
import Foundation
import XCTest

/// A malformed file is left out with its error at file:line:column, and every other file is read.
final class KeepGoingTests: XCTestCase {
    let plist = """
        <?xml version="1.0"?>
        <plist version="1.0"><dict><key>CFBundleDevelopmentRegion</key><string>en</string>
        <key>UIApplicationShortcutItems</key><array><dict>
        <key>UIApplicationShortcutItemType</key><string>search</string>
        <key>UIApplicationShortcutItemTitle</key><string>Search</string></dict></array></dict></plist>
        """

    func write(_ text: String, _ path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func testAMalformedCatalogAndTableAreLeftOutAndTheRestIsRead() throws {
        let root = try temporaryFolder()
        try write(plist, "App/Info.plist", in: root)
        try write("\"Search\" = \"Suchen\";\n", "App/de.lproj/InfoPlist.strings", in: root)
        try write("\"Search\" = \"Buscar\"\n\"x\" = \"y\";\n", "App/es.lproj/InfoPlist.strings", in: root)
        try write("{\"sourceLanguage\" : \"en\",\n  \"strings\" : {\"a\" : {\"localizations\" : 3}}}", "App/Localizable.xcstrings", in: root)
        // A second app whose Info.plist is broken: it alone is left out.
        try write("<plist><dict><key>UIApplicationShortcutItems</key><dict/></dict></plist>", "Widget/Info.plist", in: root)

        let (projects, errors) = try ProjectLoader.loadKeepingGoing(paths: [root.path])
        XCTAssertEqual(projects.count, 1)
        let title = try XCTUnwrap(projects.first?.actions.first?.title)
        XCTAssertEqual(title.texts[LocaleID("de")]?.text, "Suchen")
        XCTAssertEqual(errors.map { ($0.location.file as NSString).lastPathComponent }.sorted(),
                       ["Info.plist", "InfoPlist.strings", "Localizable.xcstrings"])
        let table = try XCTUnwrap(errors.first { $0.location.file.hasSuffix("es.lproj/InfoPlist.strings") })
        XCTAssertEqual([table.location.line, table.location.column], [2, 1])
        XCTAssertTrue(table.message.contains("expected ';'"), table.message)
        let catalog = try XCTUnwrap(errors.first { $0.location.file.hasSuffix(".xcstrings") })
        XCTAssertEqual(catalog.location.line, 2)
        // The throwing entry point still stops at the first.
        XCTAssertThrowsError(try ProjectLoader.load(paths: [root.path]))
    }

    func testAMalformedAndroidFileAndExportAreLeftOut() throws {
        let root = try temporaryFolder()
        try write("""
            <shortcuts xmlns:android="http://schemas.android.com/apk/res/android">
              <shortcut android:shortcutId="compose" android:shortcutShortLabel="@string/compose"/>
            </shortcuts>
            """, "app/src/main/res/xml/shortcuts.xml", in: root)
        try write("<resources><string name=\"compose\">Compose</string></resources>", "app/src/main/res/values/strings.xml", in: root)
        try write("<resources><string name=\"compose\">Verfassen</string></resources>", "app/src/main/res/values-de/strings.xml", in: root)
        try write("<resources><string name=\"compose\">Écrire</string>\n<string name=\"x\">&bogus;</string></resources>",
                  "app/src/main/res/values-fr/strings.xml", in: root)
        let (projects, errors) = try ProjectLoader.loadKeepingGoing(paths: [root.path])
        let android = try XCTUnwrap(projects.first { $0.platform == .android })
        XCTAssertEqual(android.actions.first?.title.texts[LocaleID("de")]?.text, "Verfassen")
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors.first?.location.file.hasSuffix("values-fr/strings.xml") == true)
        XCTAssertEqual(errors.first?.location.line, 2)

        let exports = try temporaryFolder()
        try write("<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\" target-language=\"de\"><body>\n<trans-unit id=\"k\"><source>Key</source><target>Schlüssel</target></trans-unit></body></file></xliff>",
                  "de.xliff", in: exports)
        try write("<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\" target-language=\"fr\"><body>\n<trans-unit", "fr.xliff", in: exports)
        let (exported, exportErrors) = try ProjectLoader.loadKeepingGoing(paths: [exports.path])
        XCTAssertEqual(exported.count, 1)
        XCTAssertEqual(exported.first?.catalogEntries.first?.texts[LocaleID("de")]?.text, "Schlüssel")
        XCTAssertEqual(exportErrors.map { ($0.location.file as NSString).lastPathComponent }, ["fr.xliff"])
    }

    /// A shortcuts file with a mistake is left out whole, never in part.
    func testAShortcutsFileWithAMistakeIsLeftOutWhole() throws {
        let root = try temporaryFolder()
        try write("""
            <shortcuts xmlns:android="http://schemas.android.com/apk/res/android">
              <shortcut android:shortcutId="compose" android:shortcutShortLabel="@string/compose"/>
              <shortcut android:shortcutId="compose" android:shortcutShortLabel="@string/compose"/>
            </shortcuts>
            """, "app/src/main/res/xml/shortcuts.xml", in: root)
        try write("<resources><string name=\"compose\">Compose</string></resources>", "app/src/main/res/values/strings.xml", in: root)
        let (projects, errors) = try ProjectLoader.loadKeepingGoing(paths: [root.path])
        XCTAssertEqual(projects.flatMap(\.actions).count, 0)
        XCTAssertEqual(errors.map(\.location.line), [3])
        XCTAssertTrue(errors.first?.message.contains("compose") == true, "\(errors)")
    }

    func testAnUnreadableFolderIsLeftOut() throws {
        guard getuid() != 0 else { throw XCTSkip("root reads every folder") }
        let root = try temporaryFolder()
        try write(plist, "App/Info.plist", in: root)
        let locked = root.appendingPathComponent("App/Locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        let (projects, errors) = try ProjectLoader.loadKeepingGoing(paths: [root.path])
        XCTAssertEqual(projects.count, 1)
        XCTAssertEqual(errors.map(\.location.file), [locked.path])
    }
}

extension KeepGoingTests {
    /// Exports and `.lproj` tables are read on every core: the mistakes are recorded in the
    /// files' order, as reading them in turn records them, and every other file is merged.
    func testFilesReadTogetherKeepTheirOrder() throws {
        let locales = ["da", "de", "es", "fi", "fr", "it", "ja", "ko", "nl", "pl", "pt", "sv"]
        let broken: Set<String> = ["es", "ko", "pt"]
        let exports = try temporaryFolder()
        let tables = try temporaryFolder()
        try write(plist, "App/Info.plist", in: tables)
        for locale in locales {
            let unit = broken.contains(locale) ? "<trans-unit" : "<trans-unit id=\"k\"><source>Key</source><target>K \(locale)</target></trans-unit></body></file></xliff>"
            try write("<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\" target-language=\"\(locale)\"><body>\n\(unit)",
                      "\(locale).xliff", in: exports)
            try write(broken.contains(locale) ? "\"Search\" = \"S \(locale)\"\n\"x\" = \"y\";\n" : "\"Search\" = \"S \(locale)\";\n",
                      "App/\(locale).lproj/InfoPlist.strings", in: tables)
        }
        let (exported, exportErrors) = try ProjectLoader.loadKeepingGoing(paths: [exports.path])
        XCTAssertEqual(exportErrors.map { ($0.location.file as NSString).lastPathComponent }, ["es.xliff", "ko.xliff", "pt.xliff"])
        let texts = try XCTUnwrap(exported.first?.catalogEntries.first?.texts)
        XCTAssertEqual(Set(texts.keys.map(\.identifier)), Set(locales).subtracting(broken).union(["en"]))
        XCTAssertEqual(texts[LocaleID("sv")]?.text, "K sv")

        let (projects, tableErrors) = try ProjectLoader.loadKeepingGoing(paths: [tables.path])
        XCTAssertEqual(tableErrors.map { ($0.location.file as NSString).deletingLastPathComponent.components(separatedBy: "/").last },
                       ["es.lproj", "ko.lproj", "pt.lproj"])
        let title = try XCTUnwrap(projects.first?.actions.first?.title)
        XCTAssertEqual(title.texts[LocaleID("fi")]?.text, "S fi")
        XCTAssertNil(title.texts[LocaleID("ko")].flatMap { $0.resolution == .translated ? $0 : nil })
    }
}
