import EllipsisCore
import EllipsisFormats
import Foundation
import XCTest

final class PropertyListReaderTests: XCTestCase {
    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleDevelopmentRegion</key>
        \t<string>en</string>
        \t<key>CFBundleName</key>
        \t<string>$(PRODUCT_NAME)</string>
        \t<key>UIApplicationShortcutItems</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>$(PRODUCT_BUNDLE_IDENTIFIER).NewTab</string>
        \t\t\t<key>UIApplicationShortcutItemTitle</key>
        \t\t\t<string>New &amp; Private Tab</string>
        \t\t\t<key>UIApplicationShortcutItemIconType</key>
        \t\t\t<string>UIApplicationShortcutIconTypeAdd</string>
        \t\t</dict>
        \t\t<dict>
        \t\t\t<key>UIApplicationShortcutItemType</key>
        \t\t\t<string>search</string>
        \t\t\t<key>UIApplicationShortcutItemTitle</key>
        \t\t\t<string>SearchShortcutItemTitle</string>
        \t\t\t<key>UIApplicationShortcutItemSubtitle</key>
        \t\t\t<string>Nearby</string>
        \t\t\t<key>UIApplicationShortcutItemIconType</key>
        \t\t\t<string>UIApplicationShortcutIconTypeSearch</string>
        \t\t\t<key>UIApplicationShortcutItemIconSymbolName</key>
        \t\t\t<string>magnifyingglass</string>
        \t\t\t<key>UIApplicationShortcutItemIconFile</key>
        \t\t\t<string>search_icon</string>
        \t\t\t<key>UIApplicationShortcutItemUserInfo</key>
        \t\t\t<dict><key>n</key><integer>-3</integer><key>r</key><real>1.5</real><key>b</key><true/></dict>
        \t\t</dict>
        \t</array>
        </dict>
        </plist>
        """

    func testXMLInfoPlistWithPositions() throws {
        let plist = try InfoPlistReader.read(data: utf8(Self.infoPlist), path: "t")
        XCTAssertEqual(plist.developmentRegion, LocatedString("en", at: loc(6, 10)))
        XCTAssertEqual(plist.bundleName?.value, "$(PRODUCT_NAME)")
        XCTAssertEqual(plist.bundleName?.isBuildSettingPlaceholder, true)
        XCTAssertNil(plist.displayName)
        let items = try XCTUnwrap(plist.shortcutItems)
        XCTAssertEqual(items.count, 2)
        XCTAssertEqual(items[0].type.value, "$(PRODUCT_BUNDLE_IDENTIFIER).NewTab")
        XCTAssertEqual(BuildSettings.references(in: items[0].type.value), ["PRODUCT_BUNDLE_IDENTIFIER"])
        XCTAssertEqual(items[0].title, LocatedString("New & Private Tab", at: loc(15, 12)))
        XCTAssertEqual(items[0].icon?.icon, .system("Add"))
        XCTAssertFalse(items[0].hasUserInfo)
        XCTAssertEqual(items[1].subtitle, LocatedString("Nearby", at: loc(25, 12)))
        // An icon file wins over a symbol and a type.
        XCTAssertEqual(items[1].icon?.icon, .file(name: "search_icon", resolvedPath: nil))
        XCTAssertEqual(items[1].icon?.location, loc(31, 12))
        XCTAssertTrue(items[1].hasUserInfo)
    }

    func testDuplicateKeysAreReported() throws {
        let text = "<plist><dict><key>CFBundleName</key><string>A</string>\n<key>CFBundleName</key><string>B</string></dict></plist>"
        let plist = try InfoPlistReader.read(data: utf8(text), path: "t")
        XCTAssertEqual(plist.bundleName?.value, "B")
        XCTAssertEqual(plist.issues.map(\.kind), [.duplicateKey])
        XCTAssertEqual(plist.issues.first?.location, loc(2, 6))
    }

    func testBinaryPlistIsLocatedByKeyPath() throws {
        let value: [String: Any] = [
            "CFBundleDevelopmentRegion": "de",
            "CFBundleDisplayName": "Ätlas 🗺",
            "UIApplicationShortcutItems": [
                ["UIApplicationShortcutItemType": "a", "UIApplicationShortcutItemTitle": "Suche",
                 "UIApplicationShortcutItemIconSymbolName": "magnifyingglass"],
                ["UIApplicationShortcutItemType": "b", "UIApplicationShortcutItemTitle": "Neu",
                 "UIApplicationShortcutItemUserInfo": ["n": 3, "big": Int64.max, "r": 2.25, "f": false]],
            ],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: value, format: .binary, options: 0)
        XCTAssertTrue(data.starts(with: Array("bplist00".utf8)))
        let plist = try InfoPlistReader.read(data: data, path: "t")
        XCTAssertEqual(plist.developmentRegion?.value, "de")
        XCTAssertEqual(plist.displayName?.value, "Ätlas 🗺")
        XCTAssertEqual(plist.displayName?.location, SourceLocation(file: "t", keyPath: "CFBundleDisplayName"))
        let items = try XCTUnwrap(plist.shortcutItems)
        XCTAssertEqual(items.map(\.title.value), ["Suche", "Neu"])
        XCTAssertEqual(items[1].title.location.keyPath, "UIApplicationShortcutItems[1].UIApplicationShortcutItemTitle")
        XCTAssertEqual(items[0].icon?.icon, .symbol("magnifyingglass"))
        let root = try PropertyListReader.read(data: data, path: "t")
        let userInfo = try XCTUnwrap(root["UIApplicationShortcutItems"]?.elements?[1]["UIApplicationShortcutItemUserInfo"])
        if case .integer(let n) = userInfo["big"]?.value { XCTAssertEqual(n, String(Int64.max)) } else { XCTFail("big") }
        if case .integer(let n) = userInfo["n"]?.value { XCTAssertEqual(n, "3") } else { XCTFail("n") }
        if case .real(let r) = userInfo["r"]?.value { XCTAssertEqual(r, 2.25) } else { XCTFail("r") }
        if case .bool(let b) = userInfo["f"]?.value { XCTAssertFalse(b) } else { XCTFail("f") }
    }

    func testStringsDict() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <key>unread.count</key>
              <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@count@</string>
                <key>count</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key>
                  <string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key>
                  <string>ld</string>
                  <key>one</key>
                  <string>%ld непрочитанное</string>
                  <key>few</key>
                  <string>%ld непрочитанных</string>
                  <key>other</key>
                  <string>%ld непрочитанного</string>
                </dict>
              </dict>
              <key>title</key>
              <dict>
                <key>NSStringVariableWidthRuleType</key>
                <string>ignored</string>
              </dict>
            </dict>
            </plist>
            """
        let entries = try StringsDictReader.read(data: utf8(text), path: "t")
        XCTAssertEqual(entries.map(\.key), ["unread.count", "title"])
        let unread = entries[0]
        XCTAssertEqual(unread.keyLocation, loc(4, 8))
        XCTAssertEqual(unread.format, LocatedString("%#@count@", at: loc(7, 13)))
        XCTAssertEqual(unread.variables.first?.ruleType, "NSStringPluralRuleType")
        XCTAssertEqual(unread.variables.first?.valueType, "ld")
        XCTAssertEqual(unread.variables.first?.forms.map(\.category), ["one", "few", "other"])
        let resolved = unread.resolved
        XCTAssertEqual(resolved.text, "%ld непрочитанного")
        XCTAssertEqual(resolved.location, loc(19, 15))
        XCTAssertEqual(resolved.variants["few"], "%ld непрочитанных")
    }

    /// A key given twice in any dictionary of a `.stringsdict` is reported at the
    /// second definition, as a `.strings` duplicate is; the last one wins, as on iOS.
    func testStringsDictDuplicateKeysAreReported() throws {
        let text = """
            <plist version="1.0">
            <dict>
              <key>places</key>
              <dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>one</key><string>%d place</string>
                  <key>one</key><string>%d spot</string>
                  <key>other</key><string>%d places</string></dict></dict>
              <key>places</key>
              <dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>NSStringLocalizedFormatKey</key><string>%#@n@ saved</string>
                <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>other</key><string>%d saved places</string></dict></dict>
            </dict>
            </plist>
            """
        let table = try StringsDictReader.readTable(data: utf8(text), path: "t")
        XCTAssertEqual(table.entries.map(\.key), ["places", "places"])
        XCTAssertEqual(table.issues.map(\.kind), [.duplicateKey, .duplicateKey, .duplicateKey])
        XCTAssertEqual(table.issues.map(\.location), [loc(7, 12), loc(9, 8), loc(11, 10)])
        XCTAssertEqual(table.issues[1].message, "key \"places\" is given again (first at line 3); the last one wins")
        XCTAssertTrue(table.issues[0].message.contains("\"one\""), table.issues[0].message)
        XCTAssertEqual(table.entries[0].variables.first?.form("one")?.value, "%d spot")
        XCTAssertEqual(table.entries[1].resolved.text, "%d saved places saved")
        // The entry point the fuzz targets call still returns the entries alone.
        XCTAssertEqual(try StringsDictReader.read(data: utf8(text), path: "t").count, 2)
    }

    func testPositionalVariables() throws {
        let text = """
            <plist version="1.0"><dict><key>k</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%2$#@files@ in %1$#@folders@</string>
            <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>one</key><string>one file</string><key>other</key><string>%d files</string></dict>
            <key>folders</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>other</key><string>%d folders</string></dict></dict></dict></plist>
            """
        let entry = try XCTUnwrap(try StringsDictReader.read(data: utf8(text), path: "t").first)
        XCTAssertEqual(entry.resolved.text, "%d files in %d folders")
        XCTAssertEqual(entry.resolved.variants["one"], "one file in %1$#@folders@")
        let missing = text.replacingOccurrences(of: "<key>folders</key>", with: "<key>dossiers</key>")
        assertInputError(try StringsDictReader.read(data: utf8(missing), path: "t"), line: 2, column: 46,
                         contains: "no variable \"folders\"")
    }

    func testMalformedStringsDict() {
        let badCategory = """
            <plist version="1.0"><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>several</key><string>x</string></dict></dict></dict></plist>
            """
        assertInputError(try StringsDictReader.read(data: utf8(badCategory), path: "t"), line: 3, column: 27,
                         contains: "not a plural category")
        let missingVariable = """
            <plist version="1.0"><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
            </dict></dict></plist>
            """
        assertInputError(try StringsDictReader.read(data: utf8(missingVariable), path: "t"), line: 1, column: 91,
                         contains: "no variable")
    }

    func testMalformedXMLPlists() {
        func read(_ text: String) throws -> InfoPlist { try InfoPlistReader.read(data: utf8(text), path: "t") }
        assertInputError(try read("<plist><dict><key>a</key></dict></plist>"), line: 1, column: 14, contains: "no value")
        assertInputError(try read("<plist><dict><string>a</string></dict></plist>"), line: 1, column: 14, contains: "expected <key>")
        assertInputError(try read("<plist><array/></plist>"), line: 1, column: 8, contains: "must be a dictionary")
        assertInputError(try read("<plist><dict><key>UIApplicationShortcutItems</key><dict/></dict></plist>"),
                         line: 1, column: 51, contains: "must be an array")
        assertInputError(try read("<plist><dict><key>UIApplicationShortcutItems</key><array>\n<dict><key>UIApplicationShortcutItemType</key><string>a</string></dict></array></dict></plist>"),
                         line: 2, column: 1, contains: "no UIApplicationShortcutItemTitle")
        assertInputError(try read("<plist><dict><key>CFBundleName</key><integer>1</integer></dict></plist>"),
                         line: 1, column: 46, contains: "must be a string")
        assertInputError(try read("<plist><dict><key>a</key><integer>x1</integer></dict></plist>"), line: 1, column: 35,
                         contains: "not an integer")
        assertInputError(try read("<plist><dict><key>a</key><widget/></dict></plist>"), line: 1, column: 26,
                         contains: "not a property list value")
        // Truncated in the middle of a value.
        assertInputError(try read("<plist><dict><key>a</key><string>b"), line: 0, column: 0)
        // Deep nesting stops at the XML layer's limit without exhausting the stack.
        let deep = "<plist>" + String(repeating: "<array>", count: 50_000) + String(repeating: "</array>", count: 50_000) + "</plist>"
        assertInputError(try read(deep), line: 1, column: 0)
    }

    func testEntitiesAreNeverExpanded() {
        let bomb = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
            <plist><dict><key>CFBundleName</key><string>&b;</string></dict></plist>
            """
        assertInputError(try InfoPlistReader.read(data: utf8(bomb), path: "t"), line: 2, column: 0)
        let external = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [<!ENTITY x SYSTEM "file:///etc/passwd">]>
            <plist><dict><key>CFBundleName</key><string>&x;</string></dict></plist>
            """
        assertInputError(try InfoPlistReader.read(data: utf8(external), path: "t"), line: 2, column: 0)
    }

    // MARK: - Binary property lists built by hand

    /// A bplist00 file from raw objects: `objects` are encoded bytes, references are 1 byte.
    private func bplist(_ objects: [[UInt8]], top: Int = 0, objectCount: Int? = nil, tableOffset: Int? = nil,
                        offsets: [Int]? = nil) -> Data {
        var bytes = Array("bplist00".utf8)
        var computed: [Int] = []
        for object in objects { computed.append(bytes.count); bytes += object }
        let table = bytes.count
        for offset in offsets ?? computed { bytes.append(UInt8(offset)) }
        var trailer = [UInt8](repeating: 0, count: 6) + [1, 1]
        func be64(_ v: Int) -> [UInt8] { (0..<8).reversed().map { UInt8((UInt64(v) >> (8 * UInt64($0))) & 0xFF) } }
        trailer += be64(objectCount ?? objects.count) + be64(top) + be64(tableOffset ?? table)
        return Data(bytes + trailer)
    }

    func testHandBuiltBinaryPlist() throws {
        // {"k": "v"} : dict(1) -> key obj 1, value obj 2
        let data = bplist([[0xD1, 1, 2], [0x51, 0x6B], [0x51, 0x76]])
        let root = try PropertyListReader.read(data: data, path: "t")
        XCTAssertEqual(root["k"]?.stringValue, "v")
        XCTAssertEqual(root["k"]?.location.keyPath, "k")
    }

    func testMalformedBinaryPlists() {
        func read(_ data: Data) throws -> PlistNode { try PropertyListReader.read(data: data, path: "t") }
        // A dictionary whose value is itself: a cycle.
        assertInputError(try read(bplist([[0xD1, 1, 0], [0x51, 0x6B]])), line: 0, column: 0, contains: "cycle")
        // An array holding itself.
        assertInputError(try read(bplist([[0xA1, 0]])), line: 0, column: 0, contains: "cycle")
        // Reference past the object count.
        assertInputError(try read(bplist([[0xA1, 9]])), line: 0, column: 0, contains: "out of range")
        // Offset pointing into the trailer.
        assertInputError(try read(bplist([[0x51, 0x61]], offsets: [200])), line: 0, column: 0, contains: "offset")
        // A string claiming 15+ (extended) 4 billion characters.
        assertInputError(try read(bplist([[0x5F, 0x12, 0xFF, 0xFF, 0xFF, 0xFF]])), line: 0, column: 0, contains: "limit")
        // An array claiming 14 elements with none present.
        assertInputError(try read(bplist([[0xAE]])), line: 0, column: 0, contains: "past the end")
        // Trailer with an object count larger than the file.
        assertInputError(try read(bplist([[0x08]], objectCount: 1_000_000)), line: 0, column: 0, contains: "trailer")
        // Truncated: fewer bytes than a header and trailer.
        assertInputError(try read(Data("bplist00".utf8)), line: 0, column: 0, contains: "too short")
        // Shared references that double at every level (a "billion laughs" in binary form).
        var objects: [[UInt8]] = [[0x51, 0x61]]
        for i in 1..<40 { objects.append([0xA2, UInt8(i - 1), UInt8(i - 1)]) }
        assertInputError(try read(bplist(objects, top: 39)), line: 0, column: 0, contains: "more than")
        // Non-string key.
        assertInputError(try read(bplist([[0xD1, 1, 1], [0x10, 0x05]])), line: 0, column: 0, contains: "not a string")
    }
}
