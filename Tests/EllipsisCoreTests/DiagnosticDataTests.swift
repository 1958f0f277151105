import EllipsisCore
import Foundation
import XCTest

final class DiagnosticDataTests: XCTestCase {
    /// Every kind of value, nested, names out of order and not all ASCII.
    private let members: [String: JSONValue] = [
        "width": 338.3, "lines": 2, "negative": -1_234_567_890_123, "largest": .integer(Int.max), "smallest": .integer(Int.min),
        "certainty": "within-error", "visible": "Иаарттәуп аҵыхәтәантәи ады…", "fonts": ["/a/Inter.otf", "/b/Noto.ttc#0"],
        "truncated": true, "hidden": false, "nothing": .null, "empty": "", "nested": ["b": [1, 2.5, ["c": "d"]], "a": .null],
        "größe": 3, "tiny": 1e-300, "huge": 1e300,
    ]

    func testEveryValueReadsBackAsWritten() {
        let data = DiagnosticData(members)
        XCTAssertEqual(data.dictionary, members)
        XCTAssertEqual(data.count, members.count)
        for (name, value) in members { XCTAssertEqual(data[name], value, name) }
        XCTAssertNil(data["absent"])
        XCTAssertNil(data["widt"])
    }

    /// Widths and margins of one decimal are kept short; every number comes back bit for bit.
    func testNumbersComeBackBitForBit() {
        var random = SystemRandomNumberGenerator()
        var numbers: [Double] = [0.1 + 0.2, 182.4, -25.2, 1e14 + 0.5, 99_999_999_999_999.9, 0.05, 1 / 3, .pi, .leastNonzeroMagnitude,
                                 .greatestFiniteMagnitude, -0.1, 10]
        for _ in 0..<2000 {
            numbers.append(Double(Int.random(in: -100_000...100_000, using: &random)) / 10)
            numbers.append(Double.random(in: -1e6...1e6, using: &random))
        }
        for number in numbers {
            guard case .number(let back)? = DiagnosticData(["n": .number(number)])["n"] else {
                return XCTFail("\(number) is not a number when read")
            }
            XCTAssertEqual(back.bitPattern, number.bitPattern, "\(number)")
        }
    }

    func testMembersComeInTheOrderOfTheirNames() {
        let data = DiagnosticData(members)
        XCTAssertEqual(data.keys, members.keys.sorted())
        XCTAssertEqual(data.map(\.key), members.keys.sorted())
    }

    /// Reports write the data as they wrote the dictionary: names sorted at every level.
    func testWrittenAsTheDictionaryIsWritten() {
        var direct = JSONWriter(style: .pretty)
        DiagnosticData(members).write(into: &direct)
        var viaDictionary = JSONWriter(style: .pretty)
        viaDictionary.value(.object(members))
        XCTAssertEqual(direct.text, viaDictionary.text)
        XCTAssertEqual(OrderedJSON(DiagnosticData(members)), OrderedJSON(.object(members)))
    }

    func testSettingAddsReplacesAndRemoves() {
        var data: DiagnosticData = ["kind": "cutAtLargerSize", "width": 10]
        data["site"] = "Menu.swift:12"
        data["width"] = 12.5
        data["kind"] = nil
        XCTAssertEqual(data, ["site": "Menu.swift:12", "width": 12.5])
        XCTAssertFalse(data.isEmpty)
        XCTAssertTrue(DiagnosticData().isEmpty)
        XCTAssertEqual(DiagnosticData([:]), DiagnosticData())
    }

    func testEqualDataIsEqualAndHashesAlike() {
        let a = DiagnosticData(members), b = DiagnosticData(members)
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.hashValue)
        XCTAssertNotEqual(DiagnosticData(["n": 1]), DiagnosticData(["n": 1.0]), "an integer is not a number, as in JSONValue")
        XCTAssertEqual(DiagnosticData(["n": -0.0]), DiagnosticData(["n": 0.0]))
    }

    /// Encoded as the object it stands for, so a Diagnostic encodes as it always did.
    func testCodableAsAnObject() throws {
        let data = DiagnosticData(members)
        let encoded = try JSONEncoder().encode(data)
        XCTAssertEqual(try JSONDecoder().decode([String: JSONValue].self, from: encoded), members)
        XCTAssertEqual(try JSONDecoder().decode(DiagnosticData.self, from: encoded), data)
    }
}
