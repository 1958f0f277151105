import EllipsisCore
import EllipsisFormats
import XCTest

final class ManifestReaderTests: XCTestCase {
    let contractExample = """
        {"developmentLanguage": "en",
         "appName": {"en": "Atlas", "ja": "アトラス"},
         "actions": [
           {"type": "com.example.atlas.search",
            "title": {"en": "Search Nearby", "de": "In der Nähe suchen"},
            "subtitle": {"en": "Cafés and shops"},
            "icon": {"system": "Search"}},
           {"type": "com.example.atlas.bookmark", "title": "Open Last Bookmark", "table": "3DTouchActions",
            "icon": {"symbol": "bookmark.fill"}}]}
        """

    func testTheContractExample() throws {
        let manifest = try ManifestReader.read(data: utf8(contractExample), path: "t")
        XCTAssertEqual(manifest.developmentLanguage?.value, "en")
        XCTAssertEqual(manifest.appName.map(\.code), ["en", "ja"])
        XCTAssertEqual(manifest.appName[1].text, LocatedString("アトラス", at: loc(2, 35)))
        XCTAssertEqual(manifest.actions.count, 2)
        let search = manifest.actions[0]
        XCTAssertEqual(search.type.value, "com.example.atlas.search")
        guard case .inline(let titles) = search.title else { return XCTFail("expected inline titles") }
        XCTAssertEqual(titles.map(\.text.value), ["Search Nearby", "In der Nähe suchen"])
        XCTAssertEqual(titles[1].text.location, loc(5, 44))
        XCTAssertEqual(search.icon?.icon, .system("Search"))
        XCTAssertEqual(search.table, "Localizable")
        let bookmark = manifest.actions[1]
        guard case .key(let key) = bookmark.title else { return XCTFail("expected a key") }
        XCTAssertEqual(key.value, "Open Last Bookmark")
        XCTAssertEqual(bookmark.table, "3DTouchActions")
        XCTAssertEqual(bookmark.icon?.icon, .symbol("bookmark.fill"))
    }

    func testUnknownKeysAreErrorsWithLocation() {
        func read(_ text: String) throws -> Manifest { try ManifestReader.read(data: utf8(text), path: "t") }
        assertInputError(try read("{\"actions\": [], \"colour\": 1}"), line: 1, column: 17, contains: "unknown key \"colour\"")
        assertInputError(try read("{\"actions\": [{\"type\": \"a\", \"title\": \"b\",\n \"titel\": {}}]}"),
                         line: 2, column: 2, contains: "unknown key \"titel\"")
        assertInputError(try read("{\"actions\": [{\"type\": \"a\", \"title\": \"b\", \"icon\": {\"emoji\": \"x\"}}]}"),
                         line: 1, column: 51, contains: "unknown key \"emoji\"")
        assertInputError(try read("{\"actions\": [{\"type\": \"a\"}]}"), line: 1, column: 14, contains: "no \"title\"")
        assertInputError(try read("{\"actions\": [{\"type\": 3, \"title\": \"b\"}]}"), line: 1, column: 23, contains: "must be a string")
        assertInputError(try read("{\"appName\": {\"English\": \"x\", \"not a locale\": \"y\"}}"), line: 1, column: 30,
                         contains: "not a locale")
        assertInputError(try read("{\"actions\": [], \"actions\": []}"), line: 1, column: 17,
                         contains: "key \"actions\" appears twice in this object (first at 1:2)")
        assertInputError(try read("[]"), line: 1, column: 1, contains: "JSON object")
        assertInputError(try read("{\"appName\": {\"pt_BR\": \"A\", \"pt-BR\": \"B\"}}"), line: 1, column: 28,
                         contains: "same locale as \"pt_BR\"")
    }

    /// Codes an alias would merge (`sh`, `sr-Latn`) are two locales of one title,
    /// as two `.lproj` folders are; one tag written two ways is still refused.
    func testCodesAnAliasWouldMergeAreTwoLocalesNotAnError() throws {
        let manifest = try ManifestReader.read(data: utf8("""
            {"appName": {"iw": "אטלס", "he": "אטלס he"},
             "actions": [{"type": "a", "title": {"en": "Open", "sh": "Otvori sh", "sr-Latn": "Otvori", "in": "Buka", "id": "Buka id"},
                          "subtitle": {"sr_Latn": "Mesta", "sh": "Mesta sh"}}]}
            """), path: "t")
        guard case .inline(let title)? = manifest.actions.first?.title else { return XCTFail("no inline title") }
        XCTAssertEqual(title.map(\.code), ["en", "sh", "sr-Latn", "in", "id"])
        XCTAssertEqual(title.map(\.text.value), ["Open", "Otvori sh", "Otvori", "Buka", "Buka id"])
        XCTAssertEqual(manifest.localeCodes, ["iw", "he", "en", "sh", "sr-Latn", "in", "id", "sr_Latn", "sh"])
        assertInputError(try ManifestReader.read(data: utf8("{\"appName\": {\"sh\": \"A\", \"iw\": \"B\", \"sh\": \"C\"}}"),
                                                 path: "t"),
                         line: 1, column: 36, contains: "key \"sh\" appears twice in this object (first at 1:14)")
        assertInputError(try ManifestReader.read(data: utf8("{\"appName\": {\"sr-Latn\": \"A\", \"sr_latn\": \"B\"}}"),
                                                 path: "t"),
                         line: 1, column: 30, contains: "same locale as \"sr-Latn\"")
    }
}
