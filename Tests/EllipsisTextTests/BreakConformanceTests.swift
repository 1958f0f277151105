import CICUShim
import EllipsisTestSupport
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

    /// Text the simple rules decide skips the iterator: each code point they accept, among
    /// others they accept (marks after letters, after controls, after CR LF), gets the
    /// boundaries ICU's iterator finds.
    func testSimpleGraphemeRulesAgreeWithTheIterator() {
        func simpleBoundaries(_ units: [UInt16]) -> [Int]? {
            var offsets = [Int](repeating: 0, count: max(1, units.count))
            let count = ell_simple_grapheme_boundaries(units, Int32(units.count), &offsets, Int32(offsets.count))
            return count < 0 ? nil : Array(offsets.prefix(Int(count)))
        }
        var accepted: [Unicode.Scalar] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if simpleBoundaries(Array(String(scalar).utf16)) != nil { accepted.append(scalar) }
        }
        // Letters, marks and syllables are in; joiners, prepended marks, jamo and regional indicators are not.
        for inside in ["A", "\u{05D0}", "\u{AC00}", "\u{0301}", "\u{0E33}", "\u{093F}", "\u{1F3FB}", "\u{FE0F}", "\r"] as [Unicode.Scalar] {
            XCTAssertTrue(accepted.contains(inside), "U+\(String(inside.value, radix: 16))")
        }
        for outside in ["\u{200D}", "\u{1100}", "\u{1F1EF}", "\u{0600}", "\u{11A3}"] as [Unicode.Scalar] {
            XCTAssertFalse(accepted.contains(outside), "U+\(String(outside.value, radix: 16))")
        }
        var generator = SeededGenerator(state: 2026)
        accepted.shuffle(using: &generator)
        let marks: [Unicode.Scalar] = ["\u{0301}", "\u{093F}", "\u{0E33}", "\u{1F3FB}"]
        let chunk = 48
        var compared = 0
        for start in stride(from: 0, to: accepted.count, by: chunk) {
            var string = ""
            string.unicodeScalars.append(contentsOf: accepted[start..<min(accepted.count, start + chunk)])
            // Marks after a control, a CR LF and a letter; a text that starts with a mark.
            let mark = marks[(start / chunk) % marks.count]
            string += "\t\(mark)\r\n\(mark)x\(mark)"
            if start % (chunk * 7) == 0 { string = "\(mark)" + string }
            let text = UnicodeText(string)
            let iterator = BreakIteratorPool.shared.boundaries(.character, locale: "", text: text.utf16).map(\.offset)
            XCTAssertEqual(simpleBoundaries(text.utf16), iterator, "code points from \(start)")
            XCTAssertEqual(Array(text.graphemeBoundaries.dropFirst()), iterator, "code points from \(start)")
            compared += 1
        }
        XCTAssertGreaterThan(compared, 1000)
        // Every accepted mark between letters of several scripts, and after a virama (which
        // the simple rules refuse: ICU joins a virama to the next consonant).
        let bases = ["a", "\u{0915}", "\u{0E01}", "\u{0627}", "\u{AC00}", "\u{1F600}"]
        for mark in accepted where mark.properties.generalCategory == .nonspacingMark
            || mark.properties.generalCategory == .spacingMark || mark.properties.generalCategory == .enclosingMark {
            for base in bases {
                let text = UnicodeText(base + String(mark) + base + "\u{094D}" + base + String(mark))
                let iterator = BreakIteratorPool.shared.boundaries(.character, locale: "", text: text.utf16).map(\.offset)
                XCTAssertEqual(Array(text.graphemeBoundaries.dropFirst()), iterator, "U+\(String(mark.value, radix: 16))")
                let plain = Array((base + String(mark) + base).utf16)
                if let simple = simpleBoundaries(plain) {
                    XCTAssertEqual(simple, BreakIteratorPool.shared.boundaries(.character, locale: "", text: plain).map(\.offset))
                }
            }
        }
        XCTAssertNil(simpleBoundaries(Array("\u{0915}\u{094D}\u{0924}".utf16)))
        XCTAssertEqual(UnicodeText("संपर्क").graphemeCount, 3, "the conjunct र्क is one cluster")
    }

    /// Random UTF-16, lone surrogates included: wherever the simple rules answer, they
    /// answer as ICU's iterator does, and they never read past the text.
    func testSimpleGraphemeRulesOnRandomUTF16() {
        let pieces: [[UInt16]] = [[0x61], [0x0D], [0x0A], [0x09], [0x0301], [0x0E33], [0x093F], [0x094D], [0x0915],
                                  [0x05D0], [0xAC00], [0x1100], [0x200D], [0xFE0F], [0xD83D, 0xDE00], [0xD83C, 0xDFFD],
                                  [0xD800], [0xDC00], [0x00AD], [0x0600], [0x2028], [0xFFFF]]
        var generator = SeededGenerator(state: 29)
        var answered = 0
        for _ in 0..<20_000 {
            var units: [UInt16] = []
            for _ in 0..<Int(generator.next() % 12) { units += pieces[Int(generator.next() % UInt64(pieces.count))] }
            var offsets = [Int](repeating: -1, count: max(1, units.count))
            let count = ell_simple_grapheme_boundaries(units, Int32(units.count), &offsets, Int32(offsets.count))
            guard count >= 0 else { continue }
            answered += 1
            let iterator = BreakIteratorPool.shared.boundaries(.character, locale: "", text: units).map(\.offset)
            XCTAssertEqual(Array(offsets.prefix(Int(count))), iterator, "\(units.map { String($0, radix: 16) })")
        }
        XCTAssertGreaterThan(answered, 1000)
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

