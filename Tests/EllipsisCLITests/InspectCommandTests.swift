import Foundation
import XCTest

final class InspectCommandTests: XCTestCase {
    private func object(_ line: Substring) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], String(line))
    }

    func testJSONContractKeys() throws {
        let result = try CLIRunner.run(["inspect", "🔍 Atlas ابحث", "--locale", "ar"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 1)
        let json = try object(lines[0])
        let graphemes = try XCTUnwrap(json["graphemes"] as? [[String: Any]])
        XCTAssertEqual(graphemes.compactMap { $0["text"] as? String }, ["🔍", " ", "A", "t", "l", "a", "s", " ", "ا", "ب", "ح", "ث"])
        XCTAssertEqual(graphemes.first?["emoji"] as? Bool, true)
        XCTAssertEqual(graphemes[2]["emoji"] as? Bool, false)
        XCTAssertEqual(graphemes[2]["script"] as? String, "Latn")
        XCTAssertEqual(graphemes[8]["script"] as? String, "Arab")
        XCTAssertEqual(json["words"] as? [String], ["Atlas", "ابحث"])
        let direction = try XCTUnwrap(json["direction"] as? [String: Any])
        XCTAssertEqual(direction["locale"] as? String, "rtl")
        XCTAssertEqual(direction["text"] as? String, "mixed")
        XCTAssertEqual((json["controls"] as? [Any])?.count, 0)
    }

    func testStdinOneObjectPerLineInOrderWithEscapes() throws {
        let input = "Search\\tNearby\n\nשלום\\u200F עולם\n\\u{1F50D}\\uD83D\\uDE00 a\\\\n\r\nplain\\q"
        let result = try CLIRunner.run(["inspect", "-", "--locale", "he"], stdin: Data(input.utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(lines.count, 5)
        let texts = try lines.map { try object($0)["text"] as? String }
        XCTAssertEqual(texts, ["Search\tNearby", "", "שלום\u{200F} עולם", "🔍😀 a\\n", "plain\\q"])
        let empty = try object(lines[1])
        XCTAssertEqual((empty["graphemes"] as? [Any])?.count, 0)
        XCTAssertEqual((empty["direction"] as? [String: Any])?["text"] as? String, "neutral")
        let controls = try XCTUnwrap(try object(lines[2])["controls"] as? [[String: Any]])
        XCTAssertEqual(controls.first?["name"] as? String, "RLM")
        XCTAssertEqual(controls.first?["issues"] as? [String], ["redundant"])
        let tab = try XCTUnwrap(try object(lines[0])["invisibles"] as? [[String: Any]])
        XCTAssertEqual(tab.first?["label"] as? String, "TAB")
    }

    func testInvalidUTF8IsAnInputError() throws {
        let bytes: [UInt8] = Array("ok\n".utf8) + [0x61, 0x62, 0xC3, 0x28] + Array("\n".utf8)
        let result = try CLIRunner.run(["inspect", "-"], stdin: Data(bytes))
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("<stdin>:2:3: error: invalid UTF-8"), result.stderr)
    }

    func testUnpairedSurrogateEscapesAreInputErrors() throws {
        for (input, column) in [("ab\\uD800", 3), ("\\uDC00x", 1), ("x\\uD83Dy", 2), ("\\u{D800}", 1), ("\\u{110000}", 1), ("\\u12", 1)] {
            let result = try CLIRunner.run(["inspect", "-"], stdin: Data((input + "\n").utf8))
            XCTAssertEqual(result.status, 2, input)
            XCTAssertTrue(result.stderr.hasPrefix("<stdin>:1:\(column): error:"), "\(input): \(result.stderr)")
            XCTAssertFalse(result.stderr.contains("Fatal"), result.stderr)
        }
    }

    func testMegabyteLineIsRefusedClearly() throws {
        let line = String(repeating: "Search Nearby ", count: 75_000)
        let result = try CLIRunner.run(["inspect", "-"], stdinFile: Data(("short\n" + line + "\n").utf8))
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("<stdin>:2:1: error: text is longer than 65536 bytes"), result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 1, "the line before was answered")
    }

    func testLongLastLineWithoutNewlineAndCRLF() throws {
        let long = String(repeating: "ค้นหา ", count: 4_000) // 64,000 UTF-8 bytes, just under the limit
        let result = try CLIRunner.run(["inspect", "-"], stdin: Data(("a\r\n" + long).utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        guard lines.count == 2 else { return XCTFail("\(lines.count) lines: \(result.stderr)") }
        XCTAssertEqual(try object(lines[0])["text"] as? String, "a")
        XCTAssertEqual(try object(lines[1])["text"] as? String, long)
    }

    func testAnswersEachLineBeforeInputEnds() throws {
        let process = Process()
        process.executableURL = CLIRunner.executable
        process.arguments = ["inspect", "-"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data("Search\n".utf8))
        // The answer must come while stdin is still open.
        let answered = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var first = Data()
        DispatchQueue.global().async {
            while !first.contains(0x0A) {
                let data = output.fileHandleForReading.availableData
                if data.isEmpty { break }
                first.append(data)
            }
            answered.signal()
        }
        let waited = answered.wait(timeout: .now() + 20)
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        XCTAssertEqual(waited, .success, "no answer before the end of input")
        XCTAssertTrue(String(decoding: first, as: UTF8.self).hasPrefix("{\"text\":\"Search\""))
    }

    func testThousandsOfLinesInOneProcess() throws {
        let titles = ["Search Nearby", "近くを検索", "ابحث", "주변 검색", "ค้นหาใกล้เคียง"]
        let input = (0..<3000).map { titles[$0 % titles.count] }.joined(separator: "\n")
        let result = try CLIRunner.run(["inspect", "-", "--locale", "ko"], stdin: Data(input.utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 3000)
        XCTAssertEqual(try object(lines[2998])["text"] as? String, titles[2998 % titles.count])
        // Korean keep-all from the locale data: the only break inside is at the space.
        let breaks = try XCTUnwrap(try object(lines[3])["breaks"] as? [[String: Any]])
        XCTAssertEqual(breaks.compactMap { $0["offset"] as? Int }, [3, 5])
    }

    func testUsageErrors() throws {
        XCTAssertEqual(try CLIRunner.run(["inspect"]).status, 2)
        XCTAssertEqual(try CLIRunner.run(["inspect", "a", "b"]).status, 2)
        XCTAssertEqual(try CLIRunner.run(["inspect", "a", "--format", "xml"]).status, 2)
        XCTAssertEqual(try CLIRunner.run(["inspect", "a", "--locale", ""]).status, 2)
        let help = try CLIRunner.run(["inspect", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("--format"))
    }

    func testTextFormatNamesInvisibleCharacters() throws {
        let result = try CLIRunner.run(["inspect", "Caf\u{E9}\u{200B}\u{202E}x", "--format", "text", "--locale", "fr"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "Café<ZWSP U+200B><RLO U+202E>x")
        XCTAssertTrue(lines.contains("  controls: RLO U+202E at 5 (override, unterminated)"), result.stdout)
        XCTAssertTrue(lines.contains("  invisibles: <ZWSP U+200B> at 4"), result.stdout)
        XCTAssertTrue(lines.contains("  letters outside fr exemplars: 0 of 5"), result.stdout)
    }

    func testTextFormatOfSampleTitlesMatchesGolden() throws {
        let sample = CLIRunner.packageRoot.appendingPathComponent("Corpora/sample-titles.txt")
        let golden = CLIRunner.packageRoot.appendingPathComponent("Tests/EllipsisCLITests/Golden/inspect-sample-titles.txt")
        let result = try CLIRunner.run(["inspect", "-", "--format", "text"], stdin: try Data(contentsOf: sample))
        XCTAssertEqual(result.status, 0, result.stderr)
        if ProcessInfo.processInfo.environment["ELLIPSIS_UPDATE_GOLDEN"] == "1" {
            try Data(result.stdout.utf8).write(to: golden)
        }
        XCTAssertEqual(result.stdout, try String(contentsOf: golden, encoding: .utf8))
    }
}
