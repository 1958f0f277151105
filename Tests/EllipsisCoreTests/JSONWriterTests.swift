import EllipsisCore
import EllipsisTestSupport
import Foundation
import XCTest

final class JSONWriterTests: XCTestCase {
    /// What RFC 8259 asks a string literal to hold for one scalar, with U+2028 and
    /// U+2029 escaped too (they end a line in JavaScript); everything else as itself.
    private func expectedLiteral(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x22: return "\"\\\"\""
        case 0x5C: return "\"\\\\\""
        case 0x0A: return "\"\\n\""
        case 0x0D: return "\"\\r\""
        case 0x09: return "\"\\t\""
        case 0..<0x20: return "\"\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16) + "\""
        case 0x2028: return "\"\\u2028\""
        case 0x2029: return "\"\\u2029\""
        default: return "\"" + String(scalar) + "\""
        }
    }

    /// Every Unicode scalar, U+0000 to U+10FFFF (surrogate code points are not scalars:
    /// a Swift string cannot hold one, so none can be written).
    func testEveryScalarIsEscapedAsRFC8259AsksAndReadsBackAsItself() throws {
        var checked = 0
        var block: [Unicode.Scalar] = []
        func readBack() throws {
            var writer = JSONWriter()
            writer.array(block) { writer, scalar in writer.string(String(scalar)) }
            let read = try JSONReader.read(data: Data(writer.bytes), path: "t.json")
            XCTAssertEqual(read.elements?.map { $0.stringValue.map { Array($0.unicodeScalars) } },
                           block.map { [$0] }, "block from U+\(String(block[0].value, radix: 16))")
            block.removeAll(keepingCapacity: true)
        }
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let literal = JSONWriter.quoted(String(scalar))
            if literal != expectedLiteral(scalar) {
                XCTFail("U+\(String(value, radix: 16)): \(literal.debugDescription)")
            }
            checked += 1
            // U+0000 is written as JSON asks, but Ellipsis reads no NUL (below).
            if value == 0 { continue }
            block.append(scalar)
            if block.count == 4096 { try readBack() }
        }
        if !block.isEmpty { try readBack() }
        XCTAssertEqual(checked, 0x110000 - 0x800)
        XCTAssertThrowsError(try JSONReader.read(data: Data(JSONWriter.quoted("\u{0}").utf8), path: "t.json")) {
            XCTAssertTrue(($0 as? InputError)?.message.contains("NUL") == true, "\($0)")
        }
    }

    func testALongStringWithEscapesBetweenRunsReadsBackWhole() throws {
        let text = String(repeating: "Ünïcödé \"quoted\" \\ path/to\u{2028}line\tend\u{1}😀 ", count: 500)
        let read = try JSONReader.read(data: Data(JSONWriter.quoted(text).utf8), path: "t.json")
        XCTAssertEqual(read.stringValue.map { Array($0.unicodeScalars) }, Array(text.unicodeScalars))
    }

    func testNumbersAreWrittenAsReportsHaveAlwaysWrittenThem() {
        XCTAssertEqual([17, 17.5, -0.0, 0.1, 1e15, 1e16, 123456789012345, -3, .nan, .infinity, 1e-7].map(JSONWriter.numberText),
                       ["17", "17.5", "0", "0.1", "1000000000000000.0", "1e+16", "123456789012345", "-3", "null", "null",
                        "1e-07"])
        XCTAssertEqual([118.9764, 17, -0.0004, 0.0005, 190, .infinity, 2.5].map { JSONWriter.numberText($0, fractionDigits: 3) },
                       ["118.976", "17", "0", "0.001", "190", "null", "2.5"])
        XCTAssertEqual(JSONWriter.numberText(1234.5, fractionDigits: 0), "1234")
    }

    func testFixedDecimalsAreWhatPrintfWrites() {
        // The formatter's own text less its trailing zeros, for values measure writes and for the
        // hard cases: exact halves (ties go to even), products that land near a half, negatives
        // that round to zero, the largest values before the formatter takes over again.
        func printf(_ value: Double, _ digits: Int) -> String {
            var text = String(format: "%.\(digits)f", value)
            if text.contains(".") {
                while text.hasSuffix("0") { text.removeLast() }
                if text.hasSuffix(".") { text.removeLast() }
            }
            return text == "-0" ? "0" : text
        }
        var values: [Double] = [0, -0.0, 0.0625, 0.0005, 0.0015, 0.0025, 2.5, 3.5, -2.5, 0.125, 1.0005, 1.0015, 118.9764,
                                -0.0004, -0.0005, 4503599627.370495, 4503599627.3704955, 1e9, 123456.7895, 0.1, 0.7, 1e-300,
                                .leastNonzeroMagnitude, 9_007_199.254_740_991]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let whole = Double(Int.random(in: -100_000...100_000, using: &generator))
            values.append(whole / 1000 + Double(Int.random(in: -1...1, using: &generator)) * 0.0005)
            values.append(Double.random(in: -2000...2000, using: &generator))
            values.append(Double(Int.random(in: 0...4000, using: &generator)) / 16)
            values.append(Double.random(in: 0...1e6, using: &generator).nextUp)
        }
        for value in values {
            for digits in [0, 1, 3, 6] {
                XCTAssertEqual(JSONWriter.numberText(value, fractionDigits: digits), printf(value, digits), "\(value) at \(digits)")
            }
        }
        XCTAssertEqual(JSONWriter.numberText(1e20, fractionDigits: 3), "100000000000000000000")
        XCTAssertEqual(JSONWriter.numberText(1.5, fractionDigits: 9), "1.5")
    }

    func testTheThreeLayouts() {
        let document: OrderedJSON = .object([
            ("b", .array([.integer(1), .string("x"), .array([]), .object([])])),
            ("a", .object([("n", .null), ("t", .bool(true))])),
        ])
        XCTAssertEqual(document.serialized(.compact), #"{"b":[1,"x",[],{}],"a":{"n":null,"t":true}}"#)
        XCTAssertEqual(document.serialized(.pretty), """
            {
              "b": [
                1,
                "x",
                [],
                {}
              ],
              "a": {
                "n": null,
                "t": true
              }
            }
            """)
        XCTAssertEqual(document.serialized(.prettySpacedColons), """
            {
              "b" : [
                1,
                "x",
                [],
                {}
              ],
              "a" : {
                "n" : null,
                "t" : true
              }
            }
            """)
        XCTAssertEqual(OrderedJSON.string("a").serialized(.pretty), "\"a\"")
    }

    /// `rules --format json` and baseline files have been written by Foundation's
    /// pretty-printing encoder; `.prettySpacedColons` writes the same bytes for the
    /// documents they hold (no empty container, no control character).
    func testPrettySpacedColonsWritesWhatFoundationsPrettyPrinterWrote() throws {
        let value: JSONValue = ["version": 1, "rules": [
            ["identifier": "bidi", "summary": "Right-to-left «text» / ‘quotes’ and \"escapes\" \\ 日本語",
             "examples": [["locale": "ar", "title": "ابحث"], ["locale": "en", "title": "Search"]]],
            ["identifier": "emoji", "weight": 2.5, "on": true, "none": .null],
        ]]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let foundation = String(decoding: try encoder.encode(value), as: UTF8.self)
        XCTAssertEqual(OrderedJSON(value).serialized(.prettySpacedColons), foundation)
    }

    /// Random documents written in each layout read back as the same tree.
    func testRandomDocumentsReadBackAsWritten() throws {
        var random = SeededGenerator(state: 2028)
        let pieces = ["a", "é", "\"", "\\", "\n", "\u{2029}", "日", "😀", "\u{7F}", "\u{1}", " ", "/", "\u{FEFF}"]
        func randomString() -> String {
            (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
        func randomValue(_ depth: Int) -> OrderedJSON {
            switch Int.random(in: 0..<(depth > 4 ? 5 : 7), using: &random) {
            case 0: return .string(randomString())
            case 1: return .integer(Int.random(in: -1_000_000...1_000_000, using: &random))
            case 2: return .number(Double.random(in: -1e6...1e6, using: &random))
            case 3: return .bool(Bool.random(using: &random))
            case 4: return .null
            case 5: return .array((0..<Int.random(in: 0...4, using: &random)).map { _ in randomValue(depth + 1) })
            default:
                var keys = Set<String>()
                return .object((0..<Int.random(in: 0...4, using: &random)).compactMap { _ in
                    let key = randomString()
                    return keys.insert(key).inserted ? (key, randomValue(depth + 1)) : nil
                })
            }
        }
        func same(_ written: OrderedJSON, _ read: JSONNode) -> Bool {
            switch (written, read.value) {
            case (.string(let a), .string(let b)): return a.unicodeScalars.elementsEqual(b.unicodeScalars)
            case (.integer(let a), .number): return read.intValue == a
            case (.number(let a), .number): return read.doubleValue == a
            case (.bool(let a), .bool(let b)): return a == b
            case (.null, .null): return true
            case (.array(let a), .array(let b)): return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
            case (.object(let a), .object(let b)):
                return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.key && same($0.1, $1.value) }
            default: return false
            }
        }
        for _ in 0..<500 {
            let document = randomValue(0)
            for style in [JSONWriter.Style.compact, .pretty, .prettySpacedColons] {
                let text = document.serialized(style)
                let read = try JSONReader.read(data: Data(text.utf8), path: "t.json")
                XCTAssertTrue(same(document, read), text)
            }
        }
    }

    func testWriterCallsBuildTheDocument() {
        var writer = JSONWriter()
        writer.object { out in
            out.key("text"); out.string("a\u{2028}b")
            out.key("none"); out.string(nil)
            out.key("list"); out.array([1, 2]) { out, element in out.integer(element) }
            out.key("width"); out.number(1.23456, fractionDigits: 3)
        }
        writer.endLine()
        XCTAssertEqual(writer.text, "{\"text\":\"a\\u2028b\",\"none\":null,\"list\":[1,2],\"width\":1.235}\n")
    }
}

extension JSONWriterTests {
    /// An array's elements written in runs by continuations, each its own writer, and joined
    /// in order: the same document as one writer makes, commas and indentation included.
    func testContinuationsJoinedInOrderAreTheDocumentOneWriterMakes() {
        let values = (0..<23).map { "item \($0)" }
        for style in [JSONWriter.Style.compact, .pretty] {
            for before in [0, 2] {
                var whole = JSONWriter(style: style)
                whole.beginObject()
                whole.key("list")
                whole.beginArray()
                for value in values.prefix(before) { whole.string(value) }
                for value in values.dropFirst(before) { whole.object { $0.key("name"); $0.string(value) } }
                whole.endArray()
                whole.key("end")
                whole.bool(true)
                whole.endObject()

                for runSize in [1, 4, 30] {
                    var writer = JSONWriter(style: style)
                    writer.beginObject()
                    writer.key("list")
                    writer.beginArray()
                    for value in values.prefix(before) { writer.string(value) }
                    var bytes = writer.bytes
                    let rest = Array(values.dropFirst(before))
                    for start in stride(from: 0, to: rest.count, by: runSize) {
                        var run = writer.continuation(after: start)
                        for value in rest[start..<min(rest.count, start + runSize)] {
                            run.object { $0.key("name"); $0.string(value) }
                        }
                        bytes += run.bytes
                    }
                    writer.drain { _ in }
                    writer.skip(elements: rest.count)
                    writer.endArray()
                    writer.key("end")
                    writer.bool(true)
                    writer.endObject()
                    bytes += writer.bytes
                    XCTAssertEqual(String(decoding: bytes, as: UTF8.self), whole.text, "\(style), \(before) before, runs of \(runSize)")
                }
            }
        }
    }
}
