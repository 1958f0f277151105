import Foundation
import XCTest

/// Random hostile input through `inspect -`: a located error (exit 2) or one
/// JSON object per line (exit 0), never a crash or a hang.
final class InspectRobustnessTests: XCTestCase {
    /// A small deterministic generator, so a failure can be replayed.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// Pieces that make a valid line (escapes included).
    private static let pieces: [[UInt8]] = [
        "Search", " ", "\\n", "\\t", "\\\\", "\\u200B", "\\uD83D\\uDE00", "\\u{1F50D}", "\\q", "\\",
        "🔍", "👨‍👩‍👧", "️", "\u{202E}", "\u{2067}", "\u{2069}", "\u{202C}", "\u{200F}", "\u{200D}", "\u{200C}",
        "ابحث", "חיפוש", "ค้นหา", "検索", "주변", "\u{0301}", "\u{00AD}", "\u{FEFF}", "\r", "\u{0}", "\u{2029}", "1⃣",
    ].map { Array($0.utf8) }
    /// Pieces that make a line unreadable: malformed escapes, unpaired surrogates, bad UTF-8.
    private static let hostile: [[UInt8]] = [
        "\\u", "\\uZZZZ", "\\uD800", "\\uDC00", "\\u{", "\\u{110000}", "\\u{D800}",
    ].map { Array($0.utf8) } + [[0xC3], [0xFF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xC0, 0xAF]]

    func testRandomInputNeverCrashes() throws {
        var generator = Generator(state: 20_261_129)
        for round in 0..<25 {
            var input: [UInt8] = []
            var lineCount = 0
            for _ in 0..<(1 + generator.next(40)) {
                for _ in 0..<generator.next(12) {
                    // Every other round, one piece in sixty is hostile.
                    if round % 2 == 1, generator.next(60) == 0 {
                        input += Self.hostile[generator.next(Self.hostile.count)]
                    } else {
                        input += Self.pieces[generator.next(Self.pieces.count)]
                    }
                }
                input.append(0x0A)
                lineCount += 1
            }
            let locale = ["ar", "he", "ja", "ko", "th", "de", "qqq"][generator.next(7)]
            let format = round % 3 == 0 ? "text" : "json"
            let result = try CLIRunner.run(["inspect", "-", "--locale", locale, "--format", format], stdin: Data(input))
            XCTAssertTrue(result.status == 0 || result.status == 2, "round \(round): status \(result.status) \(result.stderr)")
            if result.status == 2 {
                XCTAssertTrue(result.stderr.hasPrefix("<stdin>:"), "round \(round): \(result.stderr)")
            } else if format == "json" {
                let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                XCTAssertEqual(lines.count, lineCount, "round \(round)")
                for line in lines {
                    XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(line.utf8)), "round \(round): \(line)")
                }
            }
        }
    }
}
