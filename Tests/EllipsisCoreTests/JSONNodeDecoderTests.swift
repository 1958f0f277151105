import EllipsisCore
import Foundation
import XCTest

/// Decodable values from the reader's tree: every error at the value's own place.
final class JSONNodeDecoderTests: XCTestCase {
    struct Box: Decodable, Equatable {
        enum Kind: String, Decodable { case words, patterns }
        var name: String
        var kind: Kind
        var count: Int
        var ratio: Double
        var tags: [String]
        var note: String?
        var table: [String: [String]]
        var inner: Inner?
    }

    struct Inner: Decodable, Equatable {
        var on: Bool
    }

    private func decode(_ text: String) throws -> Box {
        try JSONNodeDecoder.decode(Box.self, from: JSONReader.read(data: Data(text.utf8), path: "b.json"))
    }

    private func error(_ text: String, sourceLine: UInt = #line) -> InputError? {
        do {
            _ = try decode(text)
            XCTFail("expected an InputError", line: sourceLine)
        } catch let error as InputError {
            return error
        } catch {
            XCTFail("expected an InputError, got \(error)", line: sourceLine)
        }
        return nil
    }

    func testValuesOfEveryShape() throws {
        let box = try decode("""
            {"name": "n", "kind": "patterns", "count": 3.0, "ratio": 2, "tags": ["a", "b"], "note": null,
             "table": {"x": ["1"], "y": []}, "inner": {"on": true}}
            """)
        XCTAssertEqual(box, Box(name: "n", kind: .patterns, count: 3, ratio: 2, tags: ["a", "b"], note: nil,
                                table: ["x": ["1"], "y": []], inner: Inner(on: true)))
    }

    func testAWrongTypeIsAnErrorAtTheValue() {
        let wrong = error("""
            {"name": "n", "kind": "words", "count": 1, "ratio": 1,
             "tags": ["a", 7], "table": {}}
            """)
        XCTAssertEqual(wrong?.description, "b.json:2:16: error: tags[1]: expected a string, found a number")
        let fraction = error(#"{"name": "n", "kind": "words", "count": 1.5, "ratio": 1, "tags": [], "table": {}}"#)
        XCTAssertEqual(fraction?.location.column, 41)
        XCTAssertEqual(fraction?.message, "count: expected a whole number, found a number")
        let null = error(#"{"name": null, "kind": "words", "count": 1, "ratio": 1, "tags": [], "table": {}}"#)
        XCTAssertEqual(null?.message, "name: expected a string, found null")
        XCTAssertEqual(null?.location.column, 10)
    }

    func testAMissingKeyIsAnErrorAtItsObject() {
        let missing = error("""
            {"name": "n", "kind": "words", "count": 1, "ratio": 1, "tags": [], "table": {},
             "inner": {"off": true}}
            """)
        XCTAssertEqual(missing?.description, "b.json:2:11: error: inner: missing required key 'on'")
        XCTAssertEqual(error(#"{"name": "n"}"#)?.location.column, 1)
    }

    func testAnUnknownEnumerationValueIsAnErrorAtIt() {
        let unknown = error(#"{"name": "n", "kind": "letters", "count": 1, "ratio": 1, "tags": [], "table": {}}"#)
        XCTAssertEqual(unknown?.location.column, 23)
        XCTAssertTrue(unknown?.message.hasPrefix("kind: ") == true, unknown?.message ?? "")
    }
}
