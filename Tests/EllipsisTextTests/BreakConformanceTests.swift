import Foundation
import XCTest
@testable import EllipsisText

/// Grapheme, word and line boundaries against Unicode's own break tests
/// (Debian's unicode-data, read unchanged).
final class BreakConformanceTests: XCTestCase {
    struct Case {
        var line: Int
        var text: [UInt16]
        var source: String
        /// Expected boundaries after 0, as UTF-16 offsets (the end included).
        var boundaries: [Int]
    }

    /// Parses `÷ 0020 × 0308 ÷` lines.
    static func cases(_ name: String) throws -> [Case] {
        let path = "/usr/share/unicode/auxiliary/\(name)"
        guard let contents = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw XCTSkip("\(path) is missing (Debian package unicode-data)")
        }
        var result: [Case] = []
        for (number, line) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let body = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let tokens = body.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard !tokens.isEmpty else { continue }
            var units: [UInt16] = []
            var boundaries: [Int] = []
            for token in tokens {
                switch token {
                case "÷": if !units.isEmpty { boundaries.append(units.count) }
                case "×": break
                default:
                    guard let value = UInt32(token, radix: 16), let scalar = Unicode.Scalar(value) else { continue }
                    units.append(contentsOf: scalar.utf16)
                }
            }
            result.append(Case(line: number + 1, text: units, source: String(line), boundaries: boundaries))
        }
        return result
    }

    func testGraphemeClusters() throws {
        let cases = try Self.cases("GraphemeBreakTest.txt")
        XCTAssertGreaterThan(cases.count, 600)
        for test in cases {
            let text = UnicodeText(String(decoding: test.text, as: UTF16.self))
            XCTAssertEqual(Array(text.graphemeBoundaries.dropFirst()), test.boundaries, "line \(test.line): \(test.source)")
        }
    }

    /// Whether every boundary where ICU and the file differ sits next to one
    /// of `scalars` (skipping combining marks and format characters): ICU
    /// follows CLDR's tailorings of the default rules there.
    static func differencesExplained(_ found: [Int], _ expected: [Int], in units: [UInt16],
                                     before: Set<UInt32>, after: Set<UInt32> = []) -> Bool {
        let differing = Set(found).symmetricDifference(expected)
        return differing.allSatisfy { offset in
            var index = offset - 1
            while index >= 0, [0x0308, 0x2060, 0x00AD].contains(UInt32(units[index])) { index -= 1 }
            if index >= 0, before.contains(UInt32(units[index])) { return true }
            return offset < units.count && after.contains(UInt32(units[offset]))
        }
    }

    func testWordBoundaries() throws {
        let cases = try Self.cases("WordBreakTest.txt")
        XCTAssertGreaterThan(cases.count, 1000)
        var tailored = 0
        // CLDR's root word rules take colons out of MidLetter ("a:b" is three segments; only
        // Swedish and Finnish keep them inside words).
        let colons: Set<UInt32> = [0x3A, 0xFE13, 0xFE55, 0xFF1A]
        for test in cases {
            let found = BreakIteratorPool.shared.boundaries(.word, locale: "", text: test.text).map(\.offset)
            guard found != test.boundaries else { continue }
            if Self.differencesExplained(found, test.boundaries, in: test.text, before: colons, after: colons) {
                tailored += 1
                continue
            }
            XCTFail("line \(test.line): got \(found): \(test.source)")
        }
        XCTAssertLessThan(tailored, 40)
    }

    func testLineBreakOpportunities() throws {
        let cases = try Self.cases("LineBreakTest.txt")
        XCTAssertGreaterThan(cases.count, 7000)
        var tailored = 0
        // CLDR's line rules keep a leading hyphen-minus with what follows, and treat
        // "." and "," before a digit as part of a number (its LB25 tailoring), so
        // " .35" breaks before the point, not after it.
        let numeric: Set<UInt32> = [0x2D, 0x2C, 0x2E]
        for test in cases {
            let found = BreakIteratorPool.shared.boundaries(.line, locale: "", text: test.text).map(\.offset)
            guard found != test.boundaries else { continue }
            if Self.differencesExplained(found, test.boundaries, in: test.text, before: numeric, after: [0x2C, 0x2E]) {
                tailored += 1
                continue
            }
            XCTFail("line \(test.line): got \(found): \(test.source)")
        }
        XCTAssertLessThan(tailored, 40)
    }
}
