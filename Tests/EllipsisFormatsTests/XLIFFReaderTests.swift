import EllipsisCore
@testable import EllipsisFormats
import Foundation
import XCTest

final class XLIFFReaderTests: XCTestCase {
    static let german = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="Atlas/en.lproj/InfoPlist.strings" source-language="en" target-language="de" datatype="plaintext">
        <header>
          <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="15.0" build-num="15A240d"/>
        </header>
        <body>
          <trans-unit id="CFBundleDisplayName" xml:space="preserve">
            <source>Atlas</source>
            <target state="translated">Atlas</target>
            <note>Bundle display name</note>
          </trans-unit>
          <trans-unit id="Search Nearby" xml:space="preserve">
            <source>Search Nearby</source>
            <target state="translated">In der Nähe suchen</target>
            <note>UIApplicationShortcutItems[0].UIApplicationShortcutItemTitle ellipsis:disable=truncation,emoji</note>
          </trans-unit>
          <trans-unit id="Cafés &amp; shops" xml:space="preserve">
            <source>Cafés &amp; shops</source>
            <target state="needs-review-translation">Cafés &amp; Läden</target>
            <note>UIApplicationShortcutItems[0].UIApplicationShortcutItemSubtitle</note>
          </trans-unit>
          <trans-unit id="UIApplicationShortcutItemTitle.Home" xml:space="preserve">
            <source>Directions Home</source>
            <note>Symbolic key: untranslated in this export</note>
          </trans-unit>
        </body>
      </file>
      <file original="Atlas/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
        <body>
          <trans-unit id="%lld places|==|plural.one" xml:space="preserve">
            <source>%lld place</source>
            <target state="translated">%lld Ort</target>
          </trans-unit>
          <trans-unit id="Atlas Pro" translate="no" xml:space="preserve">
            <source>Atlas Pro</source>
          </trans-unit>
          <trans-unit id="%lld places|==|plural.other" xml:space="preserve">
            <source>%lld places</source>
            <target state="translated">%lld Orte</target>
          </trans-unit>
        </body>
      </file>
    </xliff>
    """

    private func position(_ location: SourceLocation?) -> String {
        guard let location else { return "nil" }
        return "\(location.line):\(location.column)"
    }

    func testXcodeExportUnitsWithPositions() throws {
        let document = try XLIFFReader.read(data: Data(Self.german.utf8), path: "de.xliff")
        XCTAssertEqual(document.files.count, 2)
        let info = document.files[0]
        XCTAssertTrue(info.isInfoPlistTable)
        XCTAssertEqual(info.table, "InfoPlist")
        XCTAssertEqual(info.sourceLanguage.identifier, "en")
        XCTAssertEqual(info.targetLanguage?.identifier, "de")
        XCTAssertEqual(info.units.map(\.id), ["CFBundleDisplayName", "Search Nearby", "Cafés & shops",
                                              "UIApplicationShortcutItemTitle.Home"])
        let search = info.units[1]
        XCTAssertEqual(search.target, "In der Nähe suchen")
        XCTAssertEqual(search.state, "translated")
        XCTAssertEqual(position(search.location), "13:7")
        XCTAssertEqual(position(search.sourceLocation), "14:17")
        XCTAssertEqual(position(search.targetLocation), "15:36")
        XCTAssertEqual(info.units[2].source, "Cafés & shops")
        XCTAssertEqual(info.units[2].target, "Cafés & Läden")
        XCTAssertNil(info.units[3].target)
        let plural = document.files[1].units[0]
        XCTAssertEqual(plural.key, "%lld places")
        XCTAssertEqual(plural.variation, VariationPath(plural: "one"))
        XCTAssertFalse(document.files[1].isInfoPlistTable)
        XCTAssertEqual(document.files[1].units.map(\.translatable), [true, false, true])
    }

    func testProjectFromOneExport() throws {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("de.xliff").path
        try Data(Self.german.utf8).write(to: URL(fileURLWithPath: path))
        let project = try XLIFFProjectLoader.load(path: path)
        XCTAssertEqual(project.platform, .ios)
        XCTAssertEqual(project.developmentLanguage.identifier, "en")
        XCTAssertEqual(project.locales.map(\.identifier), ["de", "en"])
        let de = LocaleID("de"), en = LocaleID("en")
        XCTAssertEqual(project.appNames[de]?.text, "Atlas")
        // Without the plist's UIApplicationShortcutItemType, an action is named by its source title.
        XCTAssertEqual(project.actions.map(\.type), ["Search Nearby", "Home"])
        XCTAssertEqual(position(project.actions[0].declaredAt), "14:17")
        XCTAssertEqual(project.actions[0].declaredAt.file, path)
        let search = project.actions[0]
        XCTAssertEqual(search.title.key, "Search Nearby")
        XCTAssertEqual(search.title.texts[de]?.text, "In der Nähe suchen")
        XCTAssertEqual(search.title.texts[de]?.resolution, .translated)
        XCTAssertEqual(search.title.texts[de]?.suppressedRules, ["truncation", "emoji"])
        XCTAssertEqual(search.title.texts[en]?.resolution, .source)
        XCTAssertEqual(position(search.title.texts[de]?.location), "15:36")
        XCTAssertEqual(search.subtitle?.texts[de]?.text, "Cafés & Läden")
        XCTAssertEqual(search.subtitle?.texts[de]?.state, "needs-review-translation")
        // The untranslated symbolic key: iOS shows the key itself.
        let home = project.actions[1]
        XCTAssertEqual(home.title.texts[de]?.text, "UIApplicationShortcutItemTitle.Home")
        XCTAssertEqual(home.title.texts[de]?.resolution, .missingShowsKey)
        XCTAssertEqual(home.title.texts[en]?.text, "Directions Home")
        // Other tables are catalog entries, plural forms as variants.
        let places = try XCTUnwrap(project.catalogEntries.first { $0.key == "%lld places" })
        XCTAssertEqual(places.table, "Localizable")
        XCTAssertEqual(places.texts[de]?.text, "%lld Orte")
        XCTAssertEqual(places.texts[de]?.variants, ["one": "%lld Ort", "other": "%lld Orte"])
        XCTAssertEqual(places.texts[en]?.variants["one"], "%lld place")
        XCTAssertTrue(project.catalogEntries.contains { $0.key == "CFBundleDisplayName" })
        XCTAssertFalse(project.catalogEntries.contains { $0.key == "Atlas Pro" }, "translate=no is not checked")
    }

    /// Actions are named as iOS projects name them, by their type, when the
    /// export carries it; else by their source title; else by their plist index.
    func testActionNamesComeFromTheExport() throws {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("fr.xliff").path
        let xliff = """
        <xliff version="1.2"><file original="App/InfoPlist.xcstrings" source-language="en" target-language="fr"><body>
        <trans-unit id="UIApplicationShortcutItems[0].UIApplicationShortcutItemTitle"><source>Search</source><target>Rechercher</target></trans-unit>
        <trans-unit id="UIApplicationShortcutItems[0].UIApplicationShortcutItemType" translate="no"><source>com.example.atlas.search</source></trans-unit>
        <trans-unit id="Directions Home"><source>Directions Home</source><target>Itinéraire</target>
          <note>UIApplicationShortcutItems[1].UIApplicationShortcutItemTitle</note></trans-unit>
        <trans-unit id="Home"><source>Home</source><target>Maison</target>
          <note>UIApplicationShortcutItems[2].UIApplicationShortcutItemTitle</note></trans-unit>
        <trans-unit id="UIApplicationShortcutItemTitle.Home"><source>Go Home</source><target>Rentrer</target></trans-unit>
        </body></file></xliff>
        """
        try Data(xliff.utf8).write(to: URL(fileURLWithPath: path))
        let project = try XLIFFProjectLoader.load(path: path)
        // [0] by the type its own unit gives; [1] by its title; [2]'s title "Home" is
        // already the symbolic action's name, so [2] keeps its index.
        XCTAssertEqual(project.actions.map(\.type),
                       ["com.example.atlas.search", "Directions Home", "UIApplicationShortcutItems[2]", "Home"])
        XCTAssertEqual(project.actions[0].title.texts[LocaleID("fr")]?.text, "Rechercher")
        XCTAssertEqual(position(project.actions[0].declaredAt), "2:87")
        XCTAssertEqual(project.actions[0].declaredAt.file, path)
        XCTAssertFalse(project.catalogEntries.contains { $0.key.contains("UIApplicationShortcutItem") },
                       "\(project.catalogEntries.map(\.key))")
    }

    func testXclocBundlesMergeIntoOneProject() throws {
        let folder = try temporaryFolder()
        for (locale, title) in [("de", "In der Nähe suchen"), ("ja", "近くを検索")] {
            let bundle = folder.appendingPathComponent("\(locale).xcloc")
            let localized = bundle.appendingPathComponent("Localized Contents")
            try FileManager.default.createDirectory(at: localized, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: bundle.appendingPathComponent("Source Contents"),
                                                    withIntermediateDirectories: true)
            try Data("{\"developmentRegion\":\"en\",\"targetLocale\":\"\(locale)\",\"version\":\"1.0\"}".utf8)
                .write(to: bundle.appendingPathComponent("contents.json"))
            // The Japanese export omits target-language: contents.json supplies it.
            let target = locale == "de" ? " target-language=\"de\"" : ""
            let xliff = """
            <xliff version="1.2"><file original="A/InfoPlist.xcstrings" source-language="en"\(target)><body>
            <trans-unit id="UIApplicationShortcutItemTitle.Search"><source>Search Nearby</source><target>\(title)</target></trans-unit>
            </body></file></xliff>
            """
            try Data(xliff.utf8).write(to: localized.appendingPathComponent("\(locale).xliff"))
        }
        let project = try XLIFFProjectLoader.load(path: folder.path)
        XCTAssertEqual(project.locales.map(\.identifier), ["de", "en", "ja"])
        XCTAssertEqual(project.files.count, 2)
        XCTAssertEqual(project.actions.count, 1)
        XCTAssertEqual(project.actions[0].title.texts[LocaleID("ja")]?.text, "近くを検索")
        XCTAssertEqual(project.actions[0].title.texts[LocaleID("de")]?.text, "In der Nähe suchen")
        let single = try XLIFFProjectLoader.load(path: folder.appendingPathComponent("ja.xcloc").path)
        XCTAssertEqual(single.locales.map(\.identifier), ["en", "ja"])
    }

    /// Writes one export per (file name, target language, title) into a new folder.
    private func exports(_ specs: [(name: String, target: String, title: String)]) throws -> URL {
        let folder = try temporaryFolder()
        for spec in specs {
            let xliff = """
            <xliff version="1.2"><file original="A/Localizable.xcstrings" source-language="en" target-language="\(spec.target)"><body>
            <trans-unit id="Saved"><source>Saved</source><target>\(spec.title)</target></trans-unit>
            <trans-unit id="Search|==|plural.one"><source>Search one</source><target>\(spec.title) 1</target></trans-unit>
            <trans-unit id="Search|==|plural.other"><source>Search</source><target>\(spec.title) n</target></trans-unit>
            </body></file></xliff>
            """
            try Data(xliff.utf8).write(to: folder.appendingPathComponent("\(spec.name).xliff"))
        }
        return folder
    }

    /// The texts of a project, for comparing two readings.
    private func shown(_ project: Project) -> [String] {
        project.locales.map { "\($0.identifier)/\($0.original)" } + project.files
            + project.catalogEntries.flatMap { entry in
                entry.texts.map { "\(entry.key) \($0.key.identifier) \($0.value.text) \($0.value.variants.sorted { $0.key < $1.key })" }
            }
    }

    /// Exports are read and merged one at a time; the project is the one merging them all at once makes.
    func testExportsMergedOneAtATimeMakeTheProjectOfAllAtOnce() throws {
        let folder = try exports([("de", "de", "Gespeichert"), ("ja", "ja", "保存済み"), ("pt", "pt-BR", "Salvo")])
        let paths = try XLIFFProjectLoader.documentPaths(at: folder.path)
        let oneAtATime = try XCTUnwrap(try XLIFFProjectLoader.mergedOneAtATime(paths, root: folder.path, otherNames: []))
        let allAtOnce = try XLIFFProjectLoader.project(from: paths.map { try XLIFFReader.read(path: $0.xliff) },
                                                       fallbackTargets: paths.map { _ in nil }, root: folder.path)
        XCTAssertEqual(shown(oneAtATime), shown(allAtOnce))
        XCTAssertEqual(shown(try XLIFFProjectLoader.load(path: folder.path)), shown(allAtOnce))
        XCTAssertEqual(oneAtATime.catalogEntries.first { $0.key == "Search" }?.texts[LocaleID("ja")]?.variants,
                       ["one": "保存済み 1", "other": "保存済み n"])
    }

    /// A later export renames an earlier one's language (`sr-Latn` after `sh`: alone, `sh`
    /// is `sr-Latn`; beside it, `sh`): the exports are merged again all at once, and stay two locales.
    func testALaterExportThatRenamesAnEarlierOneIsMergedAllAtOnce() throws {
        let folder = try exports([("a-sh", "sh", "Sačuvano sh"), ("b-sr", "sr-Latn", "Sačuvano sr")])
        let paths = try XLIFFProjectLoader.documentPaths(at: folder.path)
        XCTAssertNil(try XLIFFProjectLoader.mergedOneAtATime(paths, root: folder.path, otherNames: []))
        let project = try XLIFFProjectLoader.load(path: folder.path)
        XCTAssertEqual(project.locales.map(\.identifier), ["en", "sh", "sr-Latn"])
        let saved = try XCTUnwrap(project.catalogEntries.first { $0.key == "Saved" })
        XCTAssertEqual(saved.texts[LocaleID("sh")]?.text, "Sačuvano sh")
        XCTAssertEqual(saved.texts[LocaleID("sr-Latn")]?.text, "Sačuvano sr")
    }

    func testMalformedXLIFFIsRefusedWithLocations() throws {
        func refusal(_ text: String) -> InputError? {
            do {
                _ = try XLIFFReader.read(data: Data(text.utf8), path: "x.xliff")
            } catch let error as InputError {
                return error
            } catch {
                XCTFail("\(error)")
            }
            XCTFail("accepted: \(text)")
            return nil
        }
        XCTAssertEqual(refusal("<plist/>")?.message.contains("not an XLIFF"), true)
        XCTAssertEqual(position(refusal("<xliff version=\"3.0\"/>")?.location), "1:17")
        XCTAssertEqual(refusal("<xliff version=\"1.2\">\n<file original=\"a\"/></xliff>").map { position($0.location) }, "2:1")
        let noID = "<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\"><body>\n  <trans-unit><source>x</source></trans-unit></body></file></xliff>"
        XCTAssertEqual(refusal(noID).map { position($0.location) }, "2:3")
        let noSource = "<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\"><body>\n<trans-unit id=\"k\"/></body></file></xliff>"
        XCTAssertEqual(refusal(noSource)?.message.contains("no <source>"), true)
        let badLocale = "<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\" target-language=\"--\"/></xliff>"
        XCTAssertEqual(refusal(badLocale)?.message.contains("not a locale"), true)
        XCTAssertNotNil(refusal(String(Self.german.prefix(700))))
    }

    /// Units come as the tree's walk took them (a container's own, then its groups' in turn),
    /// and a unit in a file's header or outside a body is not one of its strings.
    func testUnitOrderAcrossBodiesAndGroups() throws {
        let text = """
        <xliff version="1.2"><file original="a" source-language="en">
          <header><trans-unit id="in-header"><source>h</source></trans-unit></header>
          <trans-unit id="outside-body"><source>o</source></trans-unit>
          <body>
            <group><trans-unit id="g1"><source>x</source></trans-unit>
              <group><trans-unit id="g1.1"><source>x</source></trans-unit></group>
              <trans-unit id="g1-after"><source>x</source></trans-unit></group>
            <trans-unit id="b1"><source>x</source></trans-unit>
            <group><trans-unit id="g2"><source>x</source></trans-unit></group>
            <trans-unit id="b2"><source>x</source><trans-unit id="nested"><source>n</source></trans-unit></trans-unit>
          </body>
          <body><trans-unit id="second-body"><source>x</source></trans-unit></body>
        </file></xliff>
        """
        let document = try XLIFFReader.read(data: Data(text.utf8), path: "o.xliff")
        XCTAssertEqual(document.files.first?.units.map(\.id), ["b1", "b2", "g1", "g1-after", "g1.1", "g2", "second-body"])
    }

    /// What is wrong with the XML comes before what is wrong with it as XLIFF, and of the
    /// latter, the first the walk meets: a file's attributes before its units, a container's
    /// own units before its groups'.
    func testTheFirstProblemIsTheOneReported() throws {
        func message(_ text: String) -> String {
            do {
                _ = try XLIFFReader.read(data: Data(text.utf8), path: "p.xliff")
                return "accepted"
            } catch let error as InputError {
                return "\(error.location.line):\(error.location.column) \(error.message)"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(message("<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\"><body>\n<trans-unit/></body></file>\n</xliff"),
                       "3:8 expected '>'")
        XCTAssertEqual(message("<plist>\n<x></plist>"), "2:12 Opening and ending tag mismatch: x line 2 and plist")
        let groupsAfter = """
        <xliff version="1.2"><file original="a" source-language="en"><body>
          <group><trans-unit id="in-group"/></group>
          <trans-unit id="direct"/>
        </body></file><file source-language="en"/></xliff>
        """
        XCTAssertEqual(message(groupsAfter), "3:3 <trans-unit id=\"direct\"> has no <source>")
        let fileFirst = """
        <xliff version="1.2"><file original="a" source-language="--"><body>
          <trans-unit/>
        </body></file></xliff>
        """
        XCTAssertEqual(message(fileFirst), "1:58 '--' is not a locale")
    }

    func testBrokenBundlesAreInputErrors() throws {
        let folder = try temporaryFolder()
        let bundle = folder.appendingPathComponent("fr.xcloc")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        XCTAssertThrowsError(try XLIFFProjectLoader.load(path: bundle.path)) { XCTAssertTrue($0 is InputError) }
        let localized = bundle.appendingPathComponent("Localized Contents")
        try FileManager.default.createDirectory(at: localized, withIntermediateDirectories: true)
        try Data("<xliff version=\"1.2\"><file original=\"a\" source-language=\"en\"/></xliff>".utf8)
            .write(to: localized.appendingPathComponent("fr.xliff"))
        try Data("{not json".utf8).write(to: bundle.appendingPathComponent("contents.json"))
        XCTAssertThrowsError(try XLIFFProjectLoader.load(path: bundle.path)) { error in
            XCTAssertTrue("\(error)".contains("contents.json"), "\(error)")
        }
        XCTAssertThrowsError(try XLIFFProjectLoader.load(path: folder.appendingPathComponent("none").path))
        let empty = try temporaryFolder()
        XCTAssertThrowsError(try XLIFFProjectLoader.load(path: empty.path)) { XCTAssertTrue($0 is InputError) }
    }

    func testSuppressionComments() {
        XCTAssertEqual(Suppressions.rules(in: "x ellipsis:disable=truncation,app-name y"), ["truncation", "app-name"])
        XCTAssertEqual(Suppressions.rules(in: "ellipsis:disable=emoji\nellipsis:disable=bidi"), ["emoji", "bidi"])
        XCTAssertEqual(Suppressions.rules(in: "nothing"), [])
        XCTAssertEqual(Suppressions.rules(in: nil), [])
        // A name that only begins with a rule's switches nothing of it off, in a note as in a `.strings` comment.
        XCTAssertEqual(Suppressions.rules(in: "ellipsis:disable=truncation2"), ["truncation2"])
    }
}

/// A fresh folder removed when the test ends.
func temporaryFolder(file: StaticString = #filePath) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    TemporaryFolders.shared.register(url)
    return url
}

final class TemporaryFolders: @unchecked Sendable {
    static let shared = TemporaryFolders()
    private let lock = NSLock()
    private var urls: [URL] = []

    func register(_ url: URL) {
        lock.lock()
        urls.append(url)
        lock.unlock()
        atexit { TemporaryFolders.shared.removeAll() }
    }

    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        for url in urls { try? FileManager.default.removeItem(at: url) }
        urls.removeAll()
    }
}
