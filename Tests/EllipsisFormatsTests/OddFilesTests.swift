import EllipsisCore
@testable import EllipsisFormats
import Foundation
import XCTest

/// Odd but valid files real projects ship, read through discovery as a project is:
/// every encoding and line end editors write, old-style `.strings`, binary
/// property lists, folder names with spaces and non-ASCII letters, link loops, empty tables.
final class OddFilesTests: XCTestCase {
    func write(_ data: Data, _ path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func utf16(_ text: String, bigEndian: Bool, bom: Bool) -> Data {
        var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        return Data(bytes)
    }

    /// What Xcode builds into an app: a binary property list (Foundation writes the same format).
    func binaryPlist(_ value: Any) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
    }

    func testAnAppOfOddFilesIsReadAsIOSWouldReadIt() throws {
        let root = try temporaryFolder().appendingPathComponent("Mein Projekt/Ärger App")
        let infoPlist: [String: Any] = [
            "CFBundleDevelopmentRegion": "en",
            "CFBundleDisplayName": "Atlas",
            "UIApplicationShortcutItems": [[
                "UIApplicationShortcutItemType": "com.example.search",
                "UIApplicationShortcutItemTitle": "Search Nearby",
                "UIApplicationShortcutItemSubtitle": "Cafés & shops",
            ]],
        ]
        try write(binaryPlist(infoPlist), "Info.plist", in: root)
        // UTF-16 LE with a BOM and CRLF line ends, as Xcode's older templates and Windows editors write.
        try write(utf16("/* Title */\r\n\"Search Nearby\" = \"In der Nähe suchen\";\r\n\"Cafés & shops\" = \"Cafés & Läden\";\r\n",
                        bigEndian: false, bom: true), "de.lproj/InfoPlist.strings", in: root)
        // UTF-16 BE without a BOM.
        try write(utf16("\"Search Nearby\" = \"Rechercher à proximité\";\n", bigEndian: true, bom: false),
                  "fr.lproj/InfoPlist.strings", in: root)
        // UTF-8 with a BOM, classic Mac CR line ends, old-style syntax: an unquoted key and value,
        // \U escapes, both kinds of comment, \n in a value.
        try write(Data([0xEF, 0xBB, 0xBF]) + Data("// Spanish\r/* block\r comment */\r\"Search Nearby\" = \"Buscar cerca\\nde aqu\\U00ed\";\rCFBundleDisplayName = Atlas_ES;\r".utf8),
                  "es.lproj/InfoPlist.strings", in: root)
        // A compiled table: a binary property list in place of the text file.
        try write(binaryPlist(["Search Nearby": "近くを検索", "Cafés & shops": "カフェとお店"]),
                  "ja.lproj/InfoPlist.strings", in: root)
        // An empty table: the locale has the table but not the key, so iOS shows the key.
        try write(Data(), "pt-BR.lproj/InfoPlist.strings", in: root)
        try write(Data("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}\n".utf8),
                  "Localizable.xcstrings", in: root)
        // A link back to the app's own folder: the walk ends there.
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Loop").path,
                                                   withDestinationPath: root.path)

        let projects = try ProjectLoader.load(paths: [root.deletingLastPathComponent().path])
        XCTAssertEqual(projects.count, 1)
        let project = try XCTUnwrap(projects.first)
        XCTAssertEqual(project.locales.map(\.identifier), ["de", "en", "es", "fr", "ja", "pt-BR"])
        let title = try XCTUnwrap(project.actions.first?.title)
        func text(_ locale: String) -> LocalizedText? { title.texts[LocaleID(locale)] }
        XCTAssertEqual(text("de")?.text, "In der Nähe suchen")
        XCTAssertEqual(text("de").map { [$0.location.line, $0.location.column] }, [2, 19], "a BOM is no column, CRLF one line end")
        XCTAssertEqual(project.actions.first?.subtitle?.texts[LocaleID("de")]?.text, "Cafés & Läden")
        XCTAssertEqual(text("fr")?.text, "Rechercher à proximité")
        XCTAssertEqual(text("es")?.text, "Buscar cerca\nde aquí")
        XCTAssertEqual(text("es")?.location.line, 4, "a lone CR ends a line")
        XCTAssertEqual(project.appNames[LocaleID("es")]?.text, "Atlas_ES", "an unquoted key and value")
        XCTAssertEqual(text("ja")?.text, "近くを検索")
        XCTAssertEqual(text("ja")?.resolution, .translated)
        XCTAssertEqual(text("pt-BR")?.resolution, .missingShowsKey)
        XCTAssertEqual(text("pt-BR")?.text, "Search Nearby")
        XCTAssertEqual(text("en")?.text, "Search Nearby")
        XCTAssertTrue(project.root.contains("Mein Projekt"))
        XCTAssertTrue(title.keyLocation?.file.contains("Ärger App/Info.plist") == true, "\(String(describing: title.keyLocation))")
    }

    /// Android's resource qualifier forms: the locale ones read, the others (screen, night,
    /// orientation, API level, a locale with another qualifier) left to Android's own choice.
    func testAndroidQualifierForms() throws {
        let root = try temporaryFolder().appendingPathComponent("app/src/main/res")
        try write(Data("""
            <shortcuts xmlns:android="http://schemas.android.com/apk/res/android">
              <shortcut android:shortcutId="compose" android:shortcutShortLabel="@string/compose"/>
            </shortcuts>
            """.utf8), "xml/shortcuts.xml", in: root)
        let folders: [(String, String)] = [
            ("values", "Compose"), ("values-de", "Verfassen"), ("values-zh-rTW", "撰寫"), ("values-b+sr+Latn", "Napiši"),
            ("values-b+es+419", "Redactar"), ("values-pt-rBR", "Escrever"), ("values-iw", "חיבור"), ("values-in", "Tulis"),
            ("values-sw600dp-land", "WIDE"), ("values-night-v27", "NIGHT"), ("values-de-land", "QUER"), ("values-v21", "API"),
            ("values-ldrtl", "RTL"), ("values-mcc310", "CARRIER"), ("values-b+sr+Latn+RS", "Napiši!"),
        ]
        for (folder, text) in folders {
            try write(Data("<resources><string name=\"compose\">\(text)</string></resources>".utf8),
                      "\(folder)/strings.xml", in: root)
        }
        let project = try AndroidProjectLoader.load(path: root.path)
        let texts = try XCTUnwrap(project.actions.first?.title.texts)
        var byLocale: [String: String] = [:]
        for (locale, text) in texts { byLocale[locale.identifier] = text.text }
        XCTAssertEqual(byLocale, ["en": "Compose", "de": "Verfassen", "zh-TW": "撰寫", "sr-Latn": "Napiši", "es-419": "Redactar",
                                  "pt-BR": "Escrever", "he": "חיבור", "id": "Tulis", "sr-Latn-RS": "Napiši!"])
    }

    /// Android string markup as aapt2 reads it: styling tags and `<xliff:g>` give their text,
    /// CDATA is text, and `\'`, `\@`, `\?`, `\u` escapes are decoded.
    func testAndroidStringMarkup() throws {
        let xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
                <string name="bold">Open <b>now</b> and <i>later</i></string>
                <string name="count">Open <xliff:g id="count" example="3">%1$d</xliff:g> tabs</string>
                <string name="cdata"><![CDATA[<b>Inbox</b> & more]]></string>
                <string name="escapes">Don\\'t \\@home \\?here \\u00e9t\\u00E9</string>
                <string name="quoted">"  kept  spaces  "</string>
            </resources>
            """
        let (strings, _) = try AndroidStringsReader.read(data: Data(xml.utf8), path: "strings.xml")
        var values: [String: String] = [:]
        for string in strings { values[string.name] = string.value }
        XCTAssertEqual(values["bold"], "Open now and later")
        XCTAssertEqual(values["count"], "Open %1$d tabs")
        XCTAssertEqual(values["cdata"], "<b>Inbox</b> & more")
        XCTAssertEqual(values["escapes"], "Don't @home ?here été")
        XCTAssertEqual(values["quoted"], "  kept  spaces  ")
    }

    /// Escapes and unquoted forms of old-style `.strings` files found in real projects.
    func testOldStyleStringsForms() throws {
        let text = "NSCameraUsageDescription = \"Scan\";\nsome.key/with-parts_1 = value$2:x;\n\"emoji\" = \"\\UD83D\\UDE00 \\U00e9\\t\\\"q\\\"\";\n\"octal\" = \"\\101\";\n"
        let table = try StringsFileReader.read(data: Data(text.utf8), path: "t")
        var values: [String: String] = [:]
        for entry in table.entries { values[entry.key] = entry.value }
        XCTAssertEqual(values["NSCameraUsageDescription"], "Scan")
        XCTAssertEqual(values["some.key/with-parts_1"], "value$2:x")
        XCTAssertEqual(values["emoji"], "😀 é\t\"q\"")
        XCTAssertEqual(values["octal"], "A")
    }

    /// JSON files as editors save them: a UTF-8 BOM, CRLF line ends.
    func testCatalogAndManifestWithBOMAndCRLF() throws {
        let catalog = "\u{FEFF}{\r\n  \"sourceLanguage\" : \"en\",\r\n  \"strings\" : {\r\n    \"Hi\" : {\r\n      \"localizations\" : {\r\n        \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Hallo\" } }\r\n      }\r\n    }\r\n  },\r\n  \"version\" : \"1.0\"\r\n}\r\n"
        let read = try XCStringsReader.read(data: Data(catalog.utf8), path: "t")
        let de = try XCTUnwrap(read.entry(forKey: "Hi")?.localization("de")?.value)
        XCTAssertEqual(de.value, "Hallo")
        XCTAssertEqual([de.location.line, de.location.column], [6, 69])
        let manifest = "\u{FEFF}{\"actions\": [{\"type\": \"a\",\r\n \"title\": {\"en\": \"A\"}}]}"
        XCTAssertEqual(try ManifestReader.read(data: Data(manifest.utf8), path: "m").actions.count, 1)
    }
}
