import EllipsisCore
@testable import EllipsisFormats
import Foundation
import XCTest

/// String Catalog variations as Xcode exports them to XLIFF (`key|==|device.iphone`,
/// `key|==|device.ipad.plural.one`, `key|==|substitutions.count.plural.one`), and XLIFF 2.0's state.
final class XLIFFVariationTests: XCTestCase {
    static let export = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
      <file original="Atlas/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
        <header>
          <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.2" build-num="16C5032a"/>
        </header>
        <body>
          <trans-unit id="Tap to open|==|device.iphone" xml:space="preserve">
            <source>Tap to open</source>
            <target state="translated">Tippen</target>
            <note/>
          </trans-unit>
          <trans-unit id="Tap to open|==|device.other" xml:space="preserve">
            <source>Tap to open</source>
            <target state="needs-review-translation">Zum Öffnen tippen</target>
            <note/>
          </trans-unit>
          <trans-unit id="%lld places|==|device.ipad.plural.one" xml:space="preserve">
            <source>%lld place</source>
            <target state="translated">%lld Ort</target>
            <note/>
          </trans-unit>
          <trans-unit id="%lld places|==|device.ipad.plural.other" xml:space="preserve">
            <source>%lld places</source>
            <target state="translated">%lld Orte</target>
            <note/>
          </trans-unit>
          <trans-unit id="%lld places|==|device.other" xml:space="preserve">
            <source>%lld places</source>
            <target state="translated">%lld Orte</target>
            <note/>
          </trans-unit>
          <trans-unit id="files in folders" xml:space="preserve">
            <source>%1$#@files@ in %2$#@folders@</source>
            <target state="translated">%1$#@files@ in %2$#@folders@</target>
            <note/>
          </trans-unit>
          <trans-unit id="files in folders|==|substitutions.files.plural.one" xml:space="preserve">
            <source>%1$lld file</source>
            <target state="translated">%1$lld Datei</target>
            <note/>
          </trans-unit>
          <trans-unit id="files in folders|==|substitutions.files.plural.other" xml:space="preserve">
            <source>%1$lld files</source>
            <target state="translated">%1$lld Dateien</target>
            <note/>
          </trans-unit>
          <trans-unit id="files in folders|==|substitutions.folders.plural.other" xml:space="preserve">
            <source>%2$lld folders</source>
            <target state="new">%2$lld Ordnern</target>
            <note/>
          </trans-unit>
        </body>
      </file>
    </xliff>
    """

    func testVariationPaths() {
        XCTAssertEqual(VariationPath("plural.one"), VariationPath(plural: "one"))
        XCTAssertEqual(VariationPath("device.other"), VariationPath(device: "other"))
        XCTAssertEqual(VariationPath("device.applevision.plural.few"), VariationPath(device: "applevision", plural: "few"))
        XCTAssertEqual(VariationPath("substitutions.count.plural.one"), VariationPath(plural: "one", substitution: "count"))
        XCTAssertEqual(VariationPath("count.plural.other"), VariationPath(plural: "other", substitution: "count"))
        XCTAssertNil(VariationPath("plural"))
        XCTAssertNil(VariationPath("width.narrow"))
        XCTAssertEqual(VariationPath(device: "ipad", plural: "one").description, "device.ipad.plural.one")
    }

    func testDeviceVariationsOfAnExportAreDevices() throws {
        let folder = try temporaryFolder()
        let path = folder.appendingPathComponent("de.xliff").path
        try Data(Self.export.utf8).write(to: URL(fileURLWithPath: path))
        let project = try XLIFFProjectLoader.load(path: path)
        let de = LocaleID("de")
        func text(_ key: String) throws -> LocalizedText {
            try XCTUnwrap(project.catalogEntries.first { $0.key == key }?.texts[de], key)
        }
        let tap = try text("Tap to open")
        XCTAssertEqual(tap.text, "Zum Öffnen tippen", "device.other is what every unnamed device shows")
        XCTAssertEqual(tap.variants, [:], "device keys are not plural forms")
        XCTAssertEqual(tap.devices["iphone"]?.text, "Tippen")
        XCTAssertEqual(tap.state, "needs-review-translation")

        let places = try text("%lld places")
        XCTAssertEqual(places.text, "%lld Orte")
        XCTAssertEqual(places.variants, [:])
        XCTAssertEqual(places.devices["ipad"]?.variants, ["one": "%lld Ort", "other": "%lld Orte"])

        let files = try text("files in folders")
        XCTAssertEqual(files.text, "%1$lld Dateien in %2$lld Ordnern")
        XCTAssertEqual(files.variants["one"], "%1$lld Datei in %2$lld Ordnern")
        XCTAssertEqual(files.state, "new")
        XCTAssertNil(project.catalogEntries.first { $0.key.contains("|==|") })
    }

    static let version2 = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">
      <file id="f1" original="Atlas/Localizable.strings">
        <group id="g1">
          <unit id="Search Nearby">
            <notes><note>Quick action title</note></notes>
            <segment state="reviewed">
              <source>Search Nearby</source>
              <target>Rechercher à proximité</target>
            </segment>
          </unit>
        </group>
        <unit id="New Message">
          <segment state="translated"><source>New </source><target>Nouveau </target></segment>
          <segment state="initial"><source>Message</source><target>message</target></segment>
        </unit>
      </file>
    </xliff>
    """

    func testXLIFF2UnitsAndStates() throws {
        let document = try XLIFFReader.read(data: Data(Self.version2.utf8), path: "fr.xliff")
        let file = try XCTUnwrap(document.files.first)
        XCTAssertEqual(file.sourceLanguage.identifier, "en")
        XCTAssertEqual(file.targetLanguage?.identifier, "fr")
        XCTAssertEqual(file.table, "Localizable")
        XCTAssertEqual(Set(file.units.map(\.id)), ["New Message", "Search Nearby"])
        let search = try XCTUnwrap(file.units.first { $0.id == "Search Nearby" })
        XCTAssertEqual(search.target, "Rechercher à proximité")
        XCTAssertEqual(search.state, "reviewed")
        XCTAssertEqual(search.note, "Quick action title")
        XCTAssertEqual(search.targetLocation?.line, 9)
        let message = try XCTUnwrap(file.units.first { $0.id == "New Message" })
        XCTAssertEqual(message.source, "New Message")
        XCTAssertEqual(message.target, "Nouveau message")
        XCTAssertEqual(message.state, "initial", "the least finished segment's state")
        assertInputError(try XLIFFReader.read(data: Data("<xliff version=\"2.0\"><file id=\"f\"/></xliff>".utf8), path: "t"),
                         line: 1, column: 1, contains: "srcLang")
    }
}
