import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

final class MeasureTests: XCTestCase {
    private func json(_ line: Substring) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
        return try XCTUnwrap(object as? [String: Any])
    }

    func testJSONHasTheContractKeys() throws {
        let result = try CLIRunner.run(["measure", "Search Nearby", "--width", "60", "--max-lines", "1"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try json(Substring(result.stdout.trimmingCharacters(in: .newlines)))
        for key in ["width", "lineCount", "lines", "truncated", "visible", "fonts"] {
            XCTAssertNotNil(object[key], "missing key \(key)")
        }
        XCTAssertEqual(object["truncated"] as? Bool, true)
        XCTAssertEqual(object["lineCount"] as? Int, 2)
        XCTAssertTrue((object["visible"] as? String)?.hasSuffix("\u{2026}") == true)
        XCTAssertTrue((object["fonts"] as? [String])?.first?.hasSuffix("Inter-Regular.otf") == true)
        XCTAssertGreaterThan(object["width"] as? Double ?? 0, 60)
    }

    func testStdinGivesOneObjectPerLineInOrder() throws {
        let input = "One\nTwo words\\nand a line\n\u{05E9}\u{05DC}\u{05D5}\u{05DD}\n"
        let result = try CLIRunner.run(["measure", "-", "--locale", "he"], stdin: Data(input.utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(try json(lines[0])["visible"] as? String, "One")
        XCTAssertEqual(try json(lines[1])["lineCount"] as? Int, 2, "the \\n escape is a line break")
        XCTAssertTrue((try json(lines[2])["fonts"] as? [String])?.first?.contains("Hebrew") == true)
    }

    func testALongStreamGivesEachLineItsOwnObjectInOrder() throws {
        // Thousands of lines (many 64 KB pieces of input and output), the same few texts in a
        // shuffled order: each line's object is the one its text gives alone, at its place.
        let texts = ["Search Nearby", "Neue Nachricht", "\u{05E9}\u{05DC}\u{05D5}\u{05DD} world", "近くを検索する",
                     "👩🏽‍💻 Start Workout", "Ein sehr langer Titel, der auf zwei Zeilen nicht passt und gekürzt wird",
                     "tab\\there", "\\u00E9t\\u00E9", "Café\u{2028}Bar", "\"quoted\" title"]
        let alone = try CLIRunner.run(["measure", "-", "--width", "120", "--max-lines", "2"],
                                      stdin: Data(texts.map { $0 + "\n" }.joined().utf8))
        XCTAssertEqual(alone.status, 0, alone.stderr)
        let expected = alone.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(expected.count, texts.count)
        var generator = Titles.Generator(seed: 18)
        let order = (0..<6000).map { _ in generator.below(texts.count) }
        let stream = try CLIRunner.run(["measure", "-", "--width", "120", "--max-lines", "2"],
                                       stdinFile: Data(order.map { texts[$0] + "\n" }.joined().utf8))
        XCTAssertEqual(stream.status, 0, stream.stderr)
        let lines = stream.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(lines.count, order.count)
        for (line, index) in zip(lines, order) where line != expected[expected.startIndex + index] {
            XCTFail("line for \(texts[index]) differs: \(line)")
            break
        }
    }

    func testStageTimesGoToStandardErrorAndLeaveTheOutputAlone() throws {
        let input = Data("One\nTwo\n".utf8)
        let plain = try CLIRunner.run(["measure", "-"], stdin: input)
        let timed = try CLIRunner.run(["measure", "-"], stdin: input, environment: ["ELLIPSIS_STAGE_TIMES": "1"])
        XCTAssertEqual(timed.status, 0, timed.stderr)
        XCTAssertEqual(timed.stdout, plain.stdout)
        let line = try XCTUnwrap(timed.stderr.split(separator: "\n").first { $0.hasPrefix("ellipsis: measure ") })
        let fields = Dictionary(uniqueKeysWithValues: line.dropFirst("ellipsis: measure ".count).split(separator: " ").map {
            let parts = $0.split(separator: "=")
            return (String(parts[0]), Double(parts[1]) ?? -1)
        })
        XCTAssertEqual(Set(fields.keys), ["startup", "read", "layout", "json", "write", "lines"])
        XCTAssertEqual(fields["lines"], 2)
        XCTAssertTrue(fields.values.allSatisfy { $0 >= 0 })
        XCTAssertTrue(plain.stderr.isEmpty, plain.stderr)
    }

    func testStdinSplitsOnLineFeedsOnly() throws {
        // CRLF files, and a text that itself ends in a carriage return, stay one object per line.
        let result = try CLIRunner.run(["measure", "-"], stdin: Data("One\r\nTwo\r\r\nThree".utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(try json(lines[0])["visible"] as? String, "One")
        XCTAssertEqual(try json(lines[1])["visible"] as? String, "Two\r")
        XCTAssertEqual(try json(lines[2])["visible"] as? String, "Three")
    }

    func testStdinIsReadLikeInspect() throws {
        let escapes = try CLIRunner.run(["measure", "-"], stdin: Data("caf\\u00E9\n".utf8))
        XCTAssertEqual(escapes.status, 0, escapes.stderr)
        XCTAssertEqual(try json(Substring(escapes.stdout.trimmingCharacters(in: .newlines)))["visible"] as? String, "café")
        let invalid = try CLIRunner.run(["measure", "-"], stdin: Data([0x61, 0x0A, 0x62, 0xFF, 0x0A]))
        XCTAssertEqual(invalid.status, 2)
        XCTAssertTrue(invalid.stderr.contains("<stdin>:2:2"), invalid.stderr)
    }

    func testSurfaceOptions() throws {
        let title = "Neue Nachricht an alle Kontakte senden"
        let large = try CLIRunner.run(["measure", title, "--locale", "de", "--surface", "quick-action.title",
                                       "--device", "iphone", "--text-size", "L"])
        XCTAssertEqual(large.status, 0, large.stderr)
        let l = try json(Substring(large.stdout.trimmingCharacters(in: .newlines)))
        XCTAssertEqual(l["availableWidth"] as? Double, 190)
        XCTAssertEqual(l["maxLines"] as? Int, 2)
        XCTAssertEqual(l["size"] as? Double, 17)
        let ax = try CLIRunner.run(["measure", title, "--locale", "de", "--surface", "quick-action.title",
                                    "--device", "ipad", "--text-size", "AX5"])
        let a = try json(Substring(ax.stdout.trimmingCharacters(in: .newlines)))
        XCTAssertEqual(a["availableWidth"] as? Double, 311)
        XCTAssertEqual(a["size"] as? Double, 53)
        XCTAssertGreaterThan(a["lineCount"] as? Int ?? 0, l["lineCount"] as? Int ?? 0)
    }

    func testUserSurfaceFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-measure-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("surfaces.json")
        try Data(#"[{"name": "watch.title", "width": 80, "size": 15, "lines": 1, "tracking": "sf-pro"}]"#.utf8).write(to: file)
        let result = try CLIRunner.run(["measure", "Start Workout Now", "--surface", "watch.title",
                                        "--surface-file", file.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try json(Substring(result.stdout.trimmingCharacters(in: .newlines)))
        XCTAssertEqual(object["availableWidth"] as? Double, 80)
        XCTAssertEqual(object["tracking"] as? Double, -0.23)
        XCTAssertEqual(object["truncated"] as? Bool, true)

        try Data(#"[{"name": "bad", "width": -3, "size": 15}]"#.utf8).write(to: file)
        let bad = try CLIRunner.run(["measure", "x", "--surface", "bad", "--surface-file", file.path])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("surfaces.json:1:2: error: surface 'bad': width must be"), bad.stderr)

        try Data("[{\"name\": \"bad\",\n  \"width\": 80 \"size\": 15}]".utf8).write(to: file)
        let malformed = try CLIRunner.run(["measure", "x", "--surface", "bad", "--surface-file", file.path])
        XCTAssertEqual(malformed.status, 2)
        XCTAssertTrue(malformed.stderr.contains(
            "surfaces.json:2:15: error: expected ',' or '}' after an object member, found '\"'"), malformed.stderr)
    }

    func testBadInputExitsTwoWithAClearMessage() throws {
        let cases: [([String], String)] = [
            (["measure", "x", "--font", "/nonexistent/Font.ttf"], "/nonexistent/Font.ttf"),
            (["measure", "x", "--surface", "quick-action.footer"], "unknown surface 'quick-action.footer'"),
            (["measure", "x", "--width", "-5"], "--width must be a positive number"),
            (["measure", "x", "--surface", "quick-action.title", "--text-size", "XXL5"], "--text-size"),
            (["measure", "x", "--surface", "quick-action.title", "--device", "watch"], "unknown device 'watch'"),
            (["measure", "x", "--max-lines", "-1"], "--max-lines"),
            (["measure", "x", "--font-dir", "/nonexistent/fonts"], "/nonexistent/fonts"),
            (["measure"], "needs a TEXT"),
        ]
        for (arguments, expected) in cases {
            let result = try CLIRunner.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stdout)")
            XCTAssertTrue(result.stderr.contains(expected), "\(arguments): \(result.stderr)")
            XCTAssertFalse(result.stderr.contains("Fatal error"), result.stderr)
        }
    }

    func testCorruptFontFileExitsTwo() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-corrupt-\(getpid()).ttf")
        try Data(repeating: 0x41, count: 4096).write(to: file)
        let result = try CLIRunner.run(["measure", "x", "--font", file.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains(file.path) && result.stderr.contains("not a font"), result.stderr)
        let index = try CLIRunner.run(["measure", "x", "--font", "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc#42"])
        XCTAssertEqual(index.status, 2)
        XCTAssertTrue(index.stderr.contains("#42"), index.stderr)
    }

    func testSVGDrawsGlyphOutlines() throws {
        let result = try CLIRunner.run(["measure", "Hé שלום 😀", "--locale", "he", "--format", "svg",
                                        "--width", "200", "--max-lines", "1"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("<svg"))
        XCTAssertTrue(result.stdout.contains("<path transform="), "glyphs are drawn as outlines")
        XCTAssertTrue(result.stdout.contains("data:image/png;base64,"), "the colour emoji is embedded as its bitmap")
        XCTAssertFalse(result.stdout.contains("<text"), "no font is needed to view it")
        // It is well-formed XML.
        let parser = XMLParser(data: Data(result.stdout.utf8))
        XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }

    func testAndroidShortcutUsesRoboto() throws {
        let result = try CLIRunner.run(["measure", "Neue Nachricht schreiben", "--locale", "de", "--surface", "shortcut.long"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try json(Substring(result.stdout.trimmingCharacters(in: .newlines)))
        XCTAssertTrue((object["fonts"] as? [String])?.first?.contains("Roboto") == true, "\(object)")
        XCTAssertEqual(object["maxLines"] as? Int, 1)
        let svgFromStdin = try CLIRunner.run(["measure", "-", "--format", "svg"], stdin: Data("a\n".utf8))
        XCTAssertEqual(svgFromStdin.status, 2)
    }

    func testTextFormat() throws {
        let result = try CLIRunner.run(["measure", "Compose a new message", "--width", "100", "--max-lines", "1",
                                        "--format", "text"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("TRUNCATED"))
        XCTAssertTrue(result.stdout.contains("\u{2026}"))
    }

    /// A deterministic order for the stream test (SplitMix64).
    enum Titles {
        struct Generator {
            var state: UInt64
            init(seed: UInt64) { state = seed }
            mutating func below(_ n: Int) -> Int {
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                return Int((z ^ (z >> 31)) % UInt64(n))
            }
        }
    }
}
