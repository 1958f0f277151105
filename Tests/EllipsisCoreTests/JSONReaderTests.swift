import EllipsisCore
import Foundation
import XCTest

final class JSONReaderTests: XCTestCase {
    private func read(_ text: String, duplicateKeys: JSONReader.DuplicateKeys = .reject) throws -> JSONNode {
        try JSONReader.read(data: Data(text.utf8), path: "t.json", duplicateKeys: duplicateKeys)
    }

    /// The error `body` throws, which must be an InputError in t.json.
    private func failure<T>(_ body: @autoclosure () throws -> T, sourceLine: UInt = #line) -> InputError? {
        do {
            _ = try body()
            XCTFail("expected an InputError", line: sourceLine)
        } catch let error as InputError {
            XCTAssertEqual(error.location.file, "t.json", line: sourceLine)
            return error
        } catch {
            XCTFail("expected an InputError, got \(error)", line: sourceLine)
        }
        return nil
    }

    private func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: "t.json", line: line, column: column)
    }

    func testPositionsOfKeysAndValues() throws {
        let root = try read("""
            {"a": [1, -2.5e3, true, null],
              "b": {"c": "d\\u00e9\\ud83d\\ude00\\n"},
            "日本": "x"}
            """)
        XCTAssertEqual(root.location, location(1, 1))
        let members = try root.object("the root")
        XCTAssertEqual(members.map(\.key), ["a", "b", "日本"])
        XCTAssertEqual(members.map(\.keyLocation), [location(1, 2), location(2, 3), location(3, 1)])
        XCTAssertEqual(members[2].value.location, location(3, 7), "columns count scalars, not bytes")
        let array = try XCTUnwrap(root["a"]?.elements)
        XCTAssertEqual(array.map(\.location.column), [8, 11, 19, 25])
        if case .number(let text) = array[1].value { XCTAssertEqual(text, "-2.5e3") } else { XCTFail("not a number") }
        XCTAssertEqual(array[1].doubleValue, -2500)
        XCTAssertEqual(array[0].intValue, 1)
        XCTAssertEqual(array[2].boolValue, true)
        XCTAssertTrue(array[3].isNull)
        XCTAssertEqual(root["b"]?["c"]?.stringValue, "dé😀\n")
        XCTAssertEqual(root["b"]?["c"]?.location, location(2, 14))
    }

    func testEveryLineEndCountsOnceAndAByteOrderMarkIsNoColumn() throws {
        let root = try JSONReader.read(data: Data([0xEF, 0xBB, 0xBF] + Array("{\r\n\"a\":\r1,\n\"b\": 2}".utf8)),
                                       path: "t.json")
        XCTAssertEqual(root.location, location(1, 1))
        XCTAssertEqual(root.members?.map(\.keyLocation), [location(2, 1), location(4, 1)])
        XCTAssertEqual(root["a"]?.location, location(3, 1))
        XCTAssertEqual(root["b"]?.location, location(4, 6))
    }

    /// Each message says what was expected at the place it names, and what was found there.
    func testSyntaxErrorsSayWhatWasExpectedWhere() {
        let cases: [(String, Int, Int, String)] = [
            ("", 1, 1, "unexpected end of file: expected a JSON value"),
            ("  ", 1, 3, "unexpected end of file: expected a JSON value"),
            ("{\"a\": 1\n  \"b\": 2}", 2, 3, "expected ',' or '}' after an object member, found '\"'"),
            ("{\"a\": 1,}", 1, 9, "expected a quoted key after ',' (JSON allows no trailing comma), found '}'"),
            ("{a: 1}", 1, 2, "expected a quoted key or '}' in an object, found 'a'"),
            ("{\"a\" 1}", 1, 6, "expected ':' after the key \"a\", found '1'"),
            ("{\"a\": }", 1, 7, "expected a value for the key \"a\", found '}'"),
            ("[1, 2,]", 1, 7, "expected a value after ',' in an array (JSON allows no trailing comma), found ']'"),
            ("[1 2]", 1, 4, "expected ',' or ']' after an array element, found '2'"),
            ("[1,\n 2", 2, 3, "unexpected end of file: expected ',' or ']' after an array element (the array opened at 1:1 is not closed)"),
            ("{\"a\": [1]", 1, 10, "unexpected end of file: expected ',' or '}' after an object member (the object opened at 1:1 is not closed)"),
            ("[tru]", 1, 2, "expected a value or ']' in an array, found 'tru'"),
            ("[True]", 1, 2, "expected a value or ']' in an array, found 'True'"),
            ("{} {}", 1, 4, "expected nothing after the JSON value, found '{'"),
            ("[\u{A0}1]", 1, 2, "expected a value or ']' in an array, found '\u{A0}' (U+00A0)"),
            ("[1,\u{B}2]", 1, 4, "expected a value after ',' in an array (JSON allows no trailing comma), found U+000B"),
            ("{\"a\": \"b}", 1, 7, "unterminated string: no closing '\"' before the end of the file"),
            ("\"a\nb\"", 1, 3, "control character U+000A inside a string must be escaped (as \\n)"),
            ("\"a\u{1}\"", 1, 3, "control character U+0001 inside a string must be escaped (as \\u0001)"),
            ("\"\\x\"", 1, 2, "invalid escape '\\x'"),
            ("\"\\é\"", 1, 2, "invalid escape '\\é (U+00E9)'"),
            ("\"\\u12\"", 1, 2, "\\u needs four hexadecimal digits"),
            ("\"\\ud800\"", 1, 2, "unpaired surrogate \\uD800"),
            ("\"\\ud800\\u0041\"", 1, 2, "unpaired surrogate \\uD800"),
            ("\"\\udc00\"", 1, 2, "unpaired surrogate \\uDC00"),
            ("\"\\u0000\"", 1, 2, "\\u0000 (NUL) is not allowed in a string"),
            ("[01]", 1, 3, "invalid number: JSON numbers have no leading zero"),
            ("[1.]", 1, 4, "expected a digit after '.' in a number, found ']'"),
            ("[1e]", 1, 4, "expected a digit in the exponent of a number, found ']'"),
            ("[-]", 1, 3, "expected a digit after '-' in a number, found ']'"),
            ("[+1]", 1, 2, "expected a value or ']' in an array, found '+'"),
            ("[.5]", 1, 2, "expected a value or ']' in an array, found '.'"),
        ]
        for (text, line, column, message) in cases {
            guard let error = failure(try read(text)) else { continue }
            XCTAssertEqual(error.location, location(line, column), "\(text.debugDescription): \(error)")
            XCTAssertTrue(error.message.hasPrefix(message), "\(text.debugDescription): \(error.message)")
        }
        XCTAssertEqual(failure(try read("{\"a\": 1\n  \"b\": 2}"))?.description,
                       "t.json:2:3: error: expected ',' or '}' after an object member, found '\"'")
    }

    func testBytesThatAreNotUTF8AreErrorsWhereTheyStand() {
        let cases: [([UInt8], Int, Int, String)] = [
            ([0x7B, 0x22, 0xC3, 0x22, 0x3A], 1, 3, "invalid UTF-8"), // a lead byte without its continuation
            ([0x22, 0xC0, 0x80, 0x22], 1, 2, "invalid UTF-8"), // overlong NUL
            ([0x22, 0xE0, 0x80, 0x80, 0x22], 1, 2, "invalid UTF-8"), // overlong
            ([0x22, 0xED, 0xA0, 0x80, 0x22], 1, 2, "invalid UTF-8"), // an encoded surrogate
            ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1, 2, "invalid UTF-8"), // past U+10FFFF
            ([0x22, 0x61, 0xF0, 0x9F, 0x98], 1, 3, "invalid UTF-8"), // cut short by the end
            ([0x22, 0x80, 0x22], 1, 2, "invalid UTF-8"), // a lone continuation byte
            ([0x5B, 0xFF, 0x5D], 1, 2, "invalid UTF-8"), // outside a string
            ([0x22, 0x61, 0x00, 0x22], 1, 3, "NUL character"),
            ([0x7B, 0x00, 0x22, 0x00], 1, 2, "NUL character in text (is the file UTF-16?"), // UTF-16 without a BOM
            ([0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], 1, 1, "UTF-16 byte order mark"),
            ([0xFE, 0xFF, 0x00, 0x7B, 0x00, 0x7D], 1, 1, "UTF-16 byte order mark"),
        ]
        for (bytes, line, column, message) in cases {
            guard let error = failure(try JSONReader.read(data: Data(bytes), path: "t.json")) else { continue }
            XCTAssertEqual(error.location, location(line, column), "\(bytes): \(error)")
            XCTAssertTrue(error.message.contains(message), "\(bytes): \(error.message)")
        }
        // Every well-formed sequence length reads back, and a column is a scalar whatever its length.
        let text = "\"é€😀\", 1"
        XCTAssertEqual(failure(try read("[\(text)"))?.location, location(1, 10))
    }

    func testAKeyWrittenTwiceIsAnErrorAtItsSecondOccurrenceUnlessKept() throws {
        let error = failure(try read("{\"a\": 1,\n \"b\": 2,\n \"a\": 3}"))
        XCTAssertEqual(error?.location, location(3, 2))
        XCTAssertEqual(error?.message, "key \"a\" appears twice in this object (first at 1:2)")
        // Large objects find the earlier key by hash: the same answer.
        let many = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        XCTAssertEqual(failure(try read("{\(many), \"k7\": 0}"))?.message,
                       "key \"k7\" appears twice in this object (first at 1:\(2 + (0..<7).map { "\"k\($0)\": \($0), ".count }.reduce(0, +)))")
        XCTAssertNoThrow(try read("{\(many)}"))
        // Keys compare as written: NFC and NFD spellings are two keys, as RFC 8259 compares them.
        XCTAssertEqual(try read("{\"caf\u{E9}\": 1, \"cafe\u{301}\": 2}").members?.count, 2)
        // The same key in two objects is no repetition.
        XCTAssertNoThrow(try read("[{\"a\": 1}, {\"a\": 2}]"))
        let kept = try read("{\"a\": 1, \"a\": 2}", duplicateKeys: .keep)
        XCTAssertEqual(kept.members?.map(\.key), ["a", "a"])
        XCTAssertEqual(kept["a"]?.intValue, 2, "the last one answers")
    }

    func testDeepNestingIsRefusedWithoutCrashing() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let error = failure(try read(deep))
        XCTAssertEqual(error?.location, location(1, InputLimits.maximumDepth + 1))
        XCTAssertEqual(error?.message, "arrays and objects nested deeper than \(InputLimits.maximumDepth) levels")
        let allowed = String(repeating: "[", count: InputLimits.maximumDepth) + String(repeating: "]", count: InputLimits.maximumDepth)
        XCTAssertNoThrow(try read(allowed))
        let objects = String(repeating: "{\"a\":", count: 4) + "1" + String(repeating: "}", count: 4)
        XCTAssertNoThrow(try JSONReader.read(data: Data(objects.utf8), path: "t.json", maximumDepth: 4))
        XCTAssertEqual(failure(try JSONReader.read(data: Data(objects.utf8), path: "t.json", maximumDepth: 3))?.location,
                       location(1, 16))
    }

    func testInputOverTheSizeLimitIsRefusedBeforeItIsRead() {
        let big = Data(repeating: 0x20, count: InputLimits.maximumFileSize + 1)
        XCTAssertTrue(failure(try JSONReader.read(data: big, path: "t.json"))?.message.contains("64 MB") == true)
    }

    func testNumbersKeepTheirTextAndReadAsWhatTheyAre() throws {
        let root = try read("[0, -0, 12, 3.0, 1e2, 2.5, 1E-2, 1e400, 123456789012345678901234567890, -7]")
        let numbers = try XCTUnwrap(root.elements)
        XCTAssertEqual(numbers.map { if case .number(let text) = $0.value { text } else { "" } },
                       ["0", "-0", "12", "3.0", "1e2", "2.5", "1E-2", "1e400", "123456789012345678901234567890", "-7"])
        XCTAssertEqual(numbers.map(\.intValue), [0, 0, 12, 3, 100, nil, nil, nil, nil, -7])
        XCTAssertEqual(numbers[6].doubleValue, 0.01)
        XCTAssertEqual(numbers[7].doubleValue, .infinity)
        XCTAssertThrowsError(try numbers[7].number("'width'")) {
            XCTAssertEqual(($0 as? InputError)?.message, "'width' is too large a number")
        }
        XCTAssertThrowsError(try numbers[5].integer("'lines'")) {
            XCTAssertEqual(($0 as? InputError)?.message, "'lines' must be a whole number")
        }
    }

    func testShapeErrorsNameTheValueAndWhatItIs() throws {
        let root = try read("{\"width\": \"wide\", \"brands\": [\"a\", 2]}")
        XCTAssertThrowsError(try root["width"]!.number("'width'")) {
            XCTAssertEqual(($0 as? InputError)?.description, "t.json:1:11: error: 'width' must be a number, found a string")
        }
        XCTAssertThrowsError(try root["brands"]!.strings("'brands'")) {
            XCTAssertEqual(($0 as? InputError)?.description,
                           "t.json:1:35: error: 'brands' must be an array of strings, found a number in it")
        }
        XCTAssertThrowsError(try root.array("the list")) {
            XCTAssertEqual(($0 as? InputError)?.message, "the list must be an array, found an object")
        }
    }

    func testReadingAFileNamesItAndRefusesWhatIsNotAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-json-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.json").path
        try Data("{\"a\": [1,]}".utf8).write(to: URL(fileURLWithPath: file))
        XCTAssertThrowsError(try JSONReader.read(path: file)) {
            XCTAssertEqual(($0 as? InputError)?.location, SourceLocation(file: file, line: 1, column: 10))
        }
        XCTAssertThrowsError(try JSONReader.read(path: folder.path)) {
            XCTAssertTrue(($0 as? InputError)?.message.contains("folder") == true, "\($0)")
        }
        XCTAssertThrowsError(try JSONReader.read(path: folder.appendingPathComponent("none.json").path)) {
            XCTAssertTrue($0 is InputError)
        }
    }
}
