import EllipsisCore
import EllipsisFormats
import XCTest

final class StringsFileReaderTests: XCTestCase {
    let sample = """
        /* Title of the quick action. ellipsis:disable=truncation,emoji */
        "New Post" = "Nouvelle publication";
        // Line comment
        UnquotedKey = "Escapes: \\n \\t \\" \\\\ \\U00E9 \\UD83D\\UDE00 \\101";
        "OnlyKey";
        "Spaced"   =   'single' ;
        """

    func testEntriesPositionsCommentsAndEscapes() throws {
        let table = try StringsFileReader.read(data: utf8(sample), path: "t")
        XCTAssertEqual(table.entries.count, 4)
        let first = table.entries[0]
        XCTAssertEqual(first.key, "New Post")
        XCTAssertEqual(first.value, "Nouvelle publication")
        XCTAssertEqual(first.keyLocation, loc(2, 1))
        XCTAssertEqual(first.valueLocation, loc(2, 14))
        XCTAssertEqual(first.comment, "Title of the quick action. ellipsis:disable=truncation,emoji")
        XCTAssertEqual(Suppressions.rules(in: first.comment), ["truncation", "emoji"])
        let second = table.entries[1]
        XCTAssertEqual(second.key, "UnquotedKey")
        XCTAssertEqual(second.comment, "Line comment")
        XCTAssertEqual(second.value, "Escapes: \n \t \" \\ é 😀 A")
        XCTAssertEqual(second.valueLocation, loc(4, 15))
        XCTAssertEqual(table.entries[2].key, "OnlyKey")
        XCTAssertEqual(table.entries[2].value, "OnlyKey")
        XCTAssertNil(table.entries[2].comment)
        XCTAssertEqual(table.entries[3].value, "single")
        XCTAssertEqual(table.entries[3].valueLocation, loc(6, 16))
        XCTAssertTrue(table.issues.isEmpty)
    }

    func testColumnsCountUnicodeScalars() throws {
        let table = try StringsFileReader.read(data: utf8("\"日本語\" = \"😀\"; \"b\" = \"c\";"), path: "t")
        XCTAssertEqual(table.entries[1].keyLocation, loc(1, 14))
    }

    func testUTF16BothByteOrdersWithAndWithoutBOM() throws {
        for bigEndian in [true, false] {
            for bom in [true, false] {
                let table = try StringsFileReader.read(data: utf16(sample, bigEndian: bigEndian, bom: bom), path: "t")
                XCTAssertEqual(table.entries.map(\.key), ["New Post", "UnquotedKey", "OnlyKey", "Spaced"])
                XCTAssertEqual(table.entries[1].valueLocation, loc(4, 15))
            }
        }
        let withUTF8BOM = try StringsFileReader.read(data: Data([0xEF, 0xBB, 0xBF]) + utf8("\"a\" = \"b\";"), path: "t")
        XCTAssertEqual(withUTF8BOM.entries.first?.keyLocation, loc(1, 1))
    }

    func testCRLFLineEnds() throws {
        let table = try StringsFileReader.read(data: utf8("/* c */\r\n\"a\" = \"b\";\r\n\r\n\"c\" = \"d\";"), path: "t")
        XCTAssertEqual(table.entries[1].keyLocation, loc(4, 1))
        XCTAssertEqual(table.entries[0].comment, "c")
    }

    func testDuplicateKeysAreReportedAndTheLastWins() throws {
        let table = try StringsFileReader.read(data: utf8("\"a\" = \"1\";\n\"a\" = \"2\";\n"), path: "t")
        XCTAssertEqual(table.entry(forKey: "a")?.value, "2")
        XCTAssertEqual(table.issues.count, 1)
        XCTAssertEqual(table.issues.first?.kind, .duplicateKey)
        XCTAssertEqual(table.issues.first?.location, loc(2, 1))
        XCTAssertEqual(table.keys, ["a"])
    }

    func testDictionaryForm() throws {
        let table = try StringsFileReader.read(data: utf8("/* c */ {\n  \"a\" = \"b\";\n}\n"), path: "t")
        XCTAssertEqual(table.entries.map(\.value), ["b"])
        XCTAssertEqual(table.entries[0].keyLocation, loc(2, 3))
        assertInputError(try StringsFileReader.read(data: utf8("{ \"a\" = \"b\";"), path: "t"), line: 1, column: 13,
                         contains: "never closed")
        assertInputError(try StringsFileReader.read(data: utf8("{ \"a\" = \"b\"; } x"), path: "t"), line: 1, column: 16,
                         contains: "after the closing")
    }

    func testEmptyAndCommentOnlyFiles() throws {
        XCTAssertTrue(try StringsFileReader.read(data: Data(), path: "t").entries.isEmpty)
        XCTAssertTrue(try StringsFileReader.read(data: utf8("/* nothing */\n// here\n"), path: "t").entries.isEmpty)
    }

    func testMalformedInput() {
        assertInputError(try StringsFileReader.read(data: utf8("\"a\" = \"b"), path: "t"), line: 1, column: 7,
                         contains: "unterminated string")
        assertInputError(try StringsFileReader.read(data: utf8("\"a\" = \"b\""), path: "t"), line: 1, column: 10,
                         contains: "missing ';'")
        assertInputError(try StringsFileReader.read(data: utf8("\"a\" = \"b\";\n/* open"), path: "t"), line: 2, column: 1,
                         contains: "unterminated comment")
        assertInputError(try StringsFileReader.read(data: utf8("\"a\" = ;"), path: "t"), line: 1, column: 7)
        assertInputError(try StringsFileReader.read(data: utf8("\"a\" \"b\";"), path: "t"), line: 1, column: 5,
                         contains: "expected ';'")
        assertInputError(try StringsFileReader.read(data: utf8("\"a\" = \"b\";\n{"), path: "t"), line: 2, column: 1)
        // Truncated in the middle of the file.
        assertInputError(try StringsFileReader.read(data: utf8("\"a\" = \"b\";\n\"c\" ="), path: "t"), line: 2, column: 6,
                         contains: "end of file")
        // Invalid UTF-8 (Latin-1 é) is located at the bad byte.
        assertInputError(try StringsFileReader.read(data: Data("\"a\" = \"caf".utf8) + Data([0xE9, 0x22, 0x3B]), path: "t"),
                         line: 1, column: 11, contains: "UTF-8")
        // NUL byte in UTF-8 text.
        assertInputError(try StringsFileReader.read(data: utf8("\"a\" = \"b\";\n\"c\u{0}\" = \"d\";"), path: "t"),
                         line: 2, column: 3, contains: "NUL")
        // UTF-16 with an odd byte count (truncated or BOM mismatch).
        assertInputError(try StringsFileReader.read(data: Data([0xFF, 0xFE, 0x22, 0x00, 0x61]), path: "t"),
                         line: 1, column: 1, contains: "odd number")
        // A UTF-16LE BOM in front of UTF-8 text decodes to garbage that is not a key.
        assertInputError(try StringsFileReader.read(data: Data([0xFF, 0xFE]) + utf8("\"ab\" = \"cd\";"), path: "t"),
                         line: 1, column: 1)
        // Unpaired surrogate escapes.
        assertInputError(try StringsFileReader.read(data: utf8("\"a\" = \"\\UD83D\";"), path: "t"), line: 1, column: 8,
                         contains: "surrogate")
        assertInputError(try StringsFileReader.read(data: utf8("\"a\" = \"\\UDE00\";"), path: "t"), line: 1, column: 8,
                         contains: "surrogate")
        assertInputError(try StringsFileReader.read(data: utf8("\"a\" = \"\\0\";"), path: "t"), line: 1, column: 8,
                         contains: "NUL")
    }

    func testMixedEncodingIsRefused() {
        // UTF-16LE text whose second half is UTF-8: the bytes pair into unpaired surrogates or NULs.
        let data = utf16("\"a\" = \"b\";\n", bigEndian: false, bom: true) + utf8("\"c\" = \"d\";")
        assertInputError(try StringsFileReader.read(data: data, path: "t"), line: 0, column: 0)
    }

    func testOversizedInputIsRefused() {
        let big = Data(count: InputLimits.maximumFileSize + 1)
        assertInputError(try StringsFileReader.read(data: big, path: "t"), line: 0, column: 0, contains: "64 MB")
    }

    func testOversizedFileIsRefusedBeforeReading() throws {
        let url = try temporaryFolder(self).appendingPathComponent("huge.strings")
        XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(InputLimits.maximumFileSize) + 1) // sparse: costs no disk
        try handle.close()
        assertInputError(try StringsFileReader.read(path: url.path), file: url.path, line: 0, column: 0,
                         contains: "over the 64 MB limit")
    }

    func testUnreadableFiles() throws {
        let folder = try temporaryFolder(self)
        let missing = folder.appendingPathComponent("missing.strings").path
        assertInputError(try StringsFileReader.read(path: missing), file: missing, line: 0, column: 0, contains: "cannot read")
        assertInputError(try StringsFileReader.read(path: folder.path), file: folder.path, line: 0, column: 0, contains: "folder")
        if getuid() != 0 {
            let locked = folder.appendingPathComponent("locked.strings")
            try utf8("\"a\" = \"b\";").write(to: locked)
            try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
            assertInputError(try StringsFileReader.read(path: locked.path), file: locked.path, line: 0, column: 0)
        }
    }
}

/// `.strings` compiled into property lists, as in built app bundles.
final class CompiledStringsTests: XCTestCase {
    func testBinaryAndXMLForms() throws {
        let binary = try PropertyListSerialization.data(fromPropertyList: ["New Tab": "Neuer Tab"], format: .binary, options: 0)
        let fromBinary = try StringsFileReader.read(data: binary, path: "t")
        XCTAssertEqual(fromBinary.entry(forKey: "New Tab")?.value, "Neuer Tab")
        XCTAssertEqual(fromBinary.entry(forKey: "New Tab")?.valueLocation.keyPath, "New Tab")
        let xml = utf8("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict>\n<key>New Tab</key><string>Nouvel onglet</string></dict></plist>")
        let fromXML = try StringsFileReader.read(data: xml, path: "t")
        XCTAssertEqual(fromXML.entries.first?.valueLocation, loc(3, 27))
        assertInputError(try StringsFileReader.read(data: utf8("<plist><dict><key>a</key><integer>1</integer></dict></plist>"), path: "t"),
                         line: 1, column: 35, contains: "must be a string")
    }
}
