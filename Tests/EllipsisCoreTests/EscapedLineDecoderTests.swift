import EllipsisCore
import XCTest

final class EscapedLineDecoderTests: XCTestCase {
    private func decode(_ bytes: [UInt8]) throws -> String {
        try EscapedLineDecoder.decode(bytes[...], file: "<stdin>", line: 3)
    }

    private func decode(_ text: String) throws -> String { try decode(Array(text.utf8)) }

    private func error(_ bytes: [UInt8]) -> InputError? {
        do {
            _ = try decode(bytes)
            return nil
        } catch {
            return error as? InputError
        }
    }

    func testPlainTextIsReturnedAsTyped() throws {
        XCTAssertEqual(try decode("Nouveau message"), "Nouveau message")
        XCTAssertEqual(try decode("بحث سريع"), "بحث سريع")
    }

    func testSimpleEscapes() throws {
        XCTAssertEqual(try decode(#"a\nb\tc\rd\\e"#), "a\nb\tc\rd\\e")
    }

    func testUnknownAndTrailingBackslashesStayAsTyped() throws {
        XCTAssertEqual(try decode(#"\q \"#), #"\q \"#)
    }

    func testUnicodeEscapes() throws {
        XCTAssertEqual(try decode(#"\u00E9t\u00e9"#), "été")
        XCTAssertEqual(try decode(#"\u{1F600}!"#), "😀!")
        XCTAssertEqual(try decode(#"\uD83D\uDE00"#), "😀")
    }

    func testMalformedEscapesNameTheirColumn() {
        let unpaired = error(Array(#"ab \uD83D x"#.utf8))
        XCTAssertEqual(unpaired?.location.line, 3)
        XCTAssertEqual(unpaired?.location.column, 4)
        XCTAssertTrue(unpaired?.message.contains("unpaired surrogate") ?? false)
        // Columns count UTF-8 bytes: "é" takes two.
        let short = error(Array(#"é\u12"#.utf8))
        XCTAssertEqual(short?.location.column, 3)
        XCTAssertNotNil(error(Array(#"\u{110000}"#.utf8)))
        XCTAssertNotNil(error(Array(#"\u{}"#.utf8)))
        XCTAssertNotNil(error(Array(#"\u{DC00}"#.utf8)))
    }

    func testInvalidUTF8NamesTheFirstBadByte() {
        let bad = error([0x63, 0x61, 0x66, 0xC3, 0xA9, 0x20, 0xED, 0xA0, 0x80])
        XCTAssertEqual(bad?.location.column, 7)
        XCTAssertTrue(bad?.message.contains("0xED") ?? false)
        XCTAssertEqual(EscapedLineDecoder.firstInvalidUTF8([0x41, 0xC0, 0xAF][...]), 1)
        XCTAssertNil(EscapedLineDecoder.firstInvalidUTF8(Array("é…".utf8)[...]))
    }

    func testLengthLimit() throws {
        let limit = EscapedLineDecoder.maximumTextBytes
        XCTAssertEqual(try decode([UInt8](repeating: 0x61, count: limit)).utf8.count, limit)
        XCTAssertEqual(error([UInt8](repeating: 0x61, count: limit + 1))?.location.column, 1)
    }

    func testSliceOffsetsAreRelativeToTheLine() {
        let bytes: [UInt8] = [0xFF, 0x41, 0x42, 0xFF]
        XCTAssertThrowsError(try EscapedLineDecoder.decode(bytes[1...], file: "<stdin>", line: 1)) { error in
            XCTAssertEqual((error as? InputError)?.location.column, 3)
        }
    }
}
