import EllipsisCore
import EllipsisFormats
import XCTest

final class JSONReaderTests: XCTestCase {
    func testPositionsOfKeysAndValues() throws {
        let text = """
            {"a": [1, -2.5e3, true, null],
              "b": {"c": "d\\u00e9\\ud83d\\ude00\\n"},
            "日本": "x"}
            """
        let root = try JSONReader.read(data: utf8(text), path: "t")
        XCTAssertEqual(root.location, loc(1, 1))
        guard let members = root.members else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["a", "b", "日本"])
        XCTAssertEqual(members[0].keyLocation, loc(1, 2))
        XCTAssertEqual(members[1].keyLocation, loc(2, 3))
        XCTAssertEqual(members[2].keyLocation, loc(3, 1))
        XCTAssertEqual(members[2].value.location, loc(3, 7))
        let array = try XCTUnwrap(root["a"]?.elements)
        XCTAssertEqual(array.map(\.location.column), [8, 11, 19, 25])
        if case .number(let n) = array[1].value { XCTAssertEqual(n, "-2.5e3") } else { XCTFail("not a number") }
        XCTAssertEqual(root["b"]?["c"]?.stringValue, "dé😀\n")
        XCTAssertEqual(root["b"]?["c"]?.location, loc(2, 14))
    }

    func testMalformedJSON() {
        func read(_ text: String) throws -> JSONNode { try JSONReader.read(data: utf8(text), path: "t") }
        assertInputError(try read(""), line: 1, column: 1, contains: "end of file")
        assertInputError(try read("{\"a\": 1,}"), line: 1, column: 9, contains: "quoted key")
        assertInputError(try read("{\"a\" 1}"), line: 1, column: 6, contains: "':'")
        assertInputError(try read("[1,\n 2"), line: 2, column: 3, contains: "end of file")
        assertInputError(try read("{\"a\": \"b}"), line: 1, column: 7, contains: "unterminated")
        assertInputError(try read("\"a\nb\""), line: 1, column: 3, contains: "control character")
        assertInputError(try read("[01]"), line: 1, column: 3)
        assertInputError(try read("[1.]"), line: 1, column: 4)
        assertInputError(try read("\"\\x\""), line: 1, column: 2, contains: "invalid escape")
        assertInputError(try read("\"\\ud800\""), line: 1, column: 2, contains: "surrogate")
        assertInputError(try read("\"\\u0000\""), line: 1, column: 2, contains: "NUL")
        assertInputError(try read("{} {}"), line: 1, column: 4, contains: "after the JSON value")
        assertInputError(try read("[tru]"), line: 1, column: 2)
        assertInputError(try JSONReader.read(data: utf16("{}", bigEndian: false, bom: true), path: "t"),
                         line: 1, column: 1, contains: "UTF-8")
        assertInputError(try JSONReader.read(data: Data([0x7B, 0x22, 0xC3, 0x22, 0x3A]), path: "t"),
                         line: 1, column: 3, contains: "UTF-8")
    }

    func testDeepNestingIsRefusedWithoutCrashing() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        assertInputError(try JSONReader.read(data: utf8(deep), path: "t"), line: 1,
                         column: InputLimits.maximumDepth + 1, contains: "nesting")
        let allowed = String(repeating: "[", count: InputLimits.maximumDepth) + String(repeating: "]", count: InputLimits.maximumDepth)
        XCTAssertNoThrow(try JSONReader.read(data: utf8(allowed), path: "t"))
    }
}

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
        assertInputError(try read("{\"actions\": [], \"actions\": []}"), line: 1, column: 17, contains: "twice")
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
                         line: 1, column: 36, contains: "same locale as \"sh\"")
        assertInputError(try ManifestReader.read(data: utf8("{\"appName\": {\"sr-Latn\": \"A\", \"sr_latn\": \"B\"}}"),
                                                 path: "t"),
                         line: 1, column: 30, contains: "same locale as \"sr-Latn\"")
    }
}
