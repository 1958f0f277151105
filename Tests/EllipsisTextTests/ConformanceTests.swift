import Foundation
import XCTest
@testable import EllipsisText

/// Conformance against Unicode's own test files, read unchanged from Debian's unicode-data.
final class EmojiConformanceTests: XCTestCase {
    static let emojiTest = "/usr/share/unicode/emoji/emoji-test.txt"

    func testEveryQualifiedAndComponentSequenceIsOneEmojiCluster() throws {
        guard let contents = try? String(contentsOfFile: Self.emojiTest, encoding: .utf8) else {
            throw XCTSkip("\(Self.emojiTest) is missing (Debian package unicode-data)")
        }
        var checked = 0
        for (number, line) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.hasPrefix("#"), let semicolon = line.firstIndex(of: ";") else { continue }
            let status = line[line.index(after: semicolon)...].split(separator: "#").first?
                .trimmingCharacters(in: .whitespaces) ?? ""
            guard ["fully-qualified", "minimally-qualified", "component"].contains(status) else { continue }
            let scalars = line[..<semicolon].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            let sequence = String(String.UnicodeScalarView(scalars))
            let text = UnicodeText(sequence)
            XCTAssertEqual(text.graphemeCount, 1, "line \(number + 1): \(line)")
            XCTAssertEqual(Emoji.kind(ofGrapheme: sequence), .emoji, "line \(number + 1): \(line)")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 4000)
    }

    func testNoLetterOrDigitIsEmoji() {
        var checked = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber:
                XCTAssertNotEqual(Emoji.kind(ofGrapheme: String(scalar)), .emoji, CharacterNames.codePoint(scalar))
                checked += 1
            default:
                continue
            }
        }
        for plain in "0123456789#*" { XCTAssertEqual(Emoji.kind(ofGrapheme: String(plain)), .none, String(plain)) }
        XCTAssertGreaterThan(checked, 100_000)
    }
}

final class BidiConformanceTests: XCTestCase {
    static let bidiCharacterTest = "/usr/share/unicode/BidiCharacterTest.txt"

    /// Where ICU 72's ubidi knowingly departs from this file, each recognised by
    /// what the input contains (not by line number), so any other difference fails.
    enum KnownICUDeviation: String {
        /// ICU returns the paragraph level for all characters of a text whose
        /// levels all have one parity; the display order is the same (ICU's own
        /// conformance test accepts this).
        case unidirectionalShortcut
        /// Unicode 8.0 clarification: overrides and embeddings tightly around
        /// isolates or paired brackets.
        case explicitAroundIsolateOrBracket
        /// Unicode 8.0 rule N0: a nonspacing mark after a paired bracket takes the bracket's direction.
        case markAfterBracket
        /// Rule BD16: more than 63 nested opening brackets stop pairing (ICU keeps pairing).
        case bracketStackOverflow
    }

    static func deviation(_ scalars: [Unicode.Scalar], expected: [Int?], actual: [Int?]) -> KnownICUDeviation? {
        func parities(_ levels: [Int?]) -> Set<Int> { Set(levels.compactMap { $0.map { $0 & 1 } }) }
        if parities(expected).count == 1, parities(expected) == parities(actual) { return .unidirectionalShortcut }
        let brackets: Set<UInt32> = [0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D]
        let values = scalars.map(\.value)
        if values.filter({ $0 == 0x28 || $0 == 0x5B || $0 == 0x7B }).count > 63 { return .bracketStackOverflow }
        if values.contains(where: { (0x202A...0x202E).contains($0) }),
           values.contains(where: { brackets.contains($0) || (0x2066...0x2069).contains($0) }) {
            return .explicitAroundIsolateOrBracket
        }
        for (index, scalar) in scalars.enumerated() where scalar.properties.generalCategory == .nonspacingMark && index > 0 {
            // Skip boundary neutrals (ZWJ, ZWSP) back to the base.
            var base = index - 1
            while base > 0, [0x200B, 0x200D].contains(values[base]) { base -= 1 }
            if brackets.contains(values[base]) { return .markAfterBracket }
        }
        return nil
    }

    func testResolvedLevelsMatchBidiCharacterTest() throws {
        guard let contents = try? String(contentsOfFile: Self.bidiCharacterTest, encoding: .utf8) else {
            throw XCTSkip("\(Self.bidiCharacterTest) is missing (Debian package unicode-data)")
        }
        var checked = 0, failures = 0
        var deviations: [KnownICUDeviation: Int] = [:]
        for (number, line) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.hasPrefix("#"), !line.isEmpty else { continue }
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count >= 4 else { continue }
            let scalars = fields[0].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            let paragraph: ParagraphDirection
            switch fields[1] {
            case "0": paragraph = .leftToRight
            case "1": paragraph = .rightToLeft
            default: paragraph = .firstStrong(fallback: .leftToRight)
            }
            let expectedParagraphLevel = Int(fields[2])
            let expectedLevels = fields[3].split(separator: " ").map { $0 == "x" ? nil : Int($0) }
            let text = UnicodeText(String(String.UnicodeScalarView(scalars)))
            guard let layout = Bidi.layout(of: text, paragraph: paragraph) else {
                XCTFail("line \(number + 1): no layout")
                continue
            }
            var offset = 0
            var actual: [Int?] = []
            for (index, scalar) in scalars.enumerated() {
                actual.append(index < expectedLevels.count && expectedLevels[index] == nil ? nil : Int(layout.levels[offset]))
                offset += scalar.utf16.count
            }
            let paragraphLevel = layout.paragraphDirection == .rightToLeft ? 1 : 0
            checked += 1
            XCTAssertEqual(paragraphLevel, expectedParagraphLevel, "line \(number + 1)")
            guard actual != expectedLevels else { continue }
            if let known = Self.deviation(scalars, expected: expectedLevels, actual: actual) {
                deviations[known, default: 0] += 1
                continue
            }
            failures += 1
            if failures <= 20 {
                XCTFail("line \(number + 1): levels \(actual.map { $0.map(String.init) ?? "x" }): \(line)")
            }
        }
        XCTAssertEqual(failures, 0)
        XCTAssertGreaterThan(checked, 90_000)
        // The known deviations stay a handful of the file's 91,707 cases.
        XCTAssertLessThanOrEqual(deviations.values.reduce(0, +), 40, "\(deviations)")
    }
}
