import EllipsisCore
import EllipsisFormats
import EllipsisTestSupport
import Foundation
import XCTest

/// Seeded random damage to valid inputs of every reader: each result must be a
/// value or an InputError, never a crash, a hang or another error.
final class MutationTests: XCTestCase {
    static let interesting: [UInt8] = [0x00, 0x22, 0x5C, 0x3C, 0x3E, 0x7B, 0x7D, 0x5B, 0x5D, 0x3B, 0x3D, 0x2F, 0x2A,
                                       0xFF, 0xFE, 0xEF, 0xBB, 0xBF, 0xC3, 0x80, 0x0D, 0x0A, 0x26, 0x0F, 0xD1, 0xA1, 0x5F]

    private func mutate(_ data: Data, _ random: inout SeededGenerator) -> Data {
        var bytes = [UInt8](data)
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            guard !bytes.isEmpty else { bytes.append(Self.interesting.randomElement(using: &random) ?? 0); continue }
            let i = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0: bytes[i] = Self.interesting.randomElement(using: &random) ?? 0
            case 1: bytes.remove(at: i)
            case 2: bytes.insert(Self.interesting.randomElement(using: &random) ?? 0, at: i)
            case 3: bytes = Array(bytes[..<i])
            default: bytes[i] = UInt8.random(in: 0...255, using: &random)
            }
        }
        return Data(bytes)
    }

    private func run(_ name: String, seeds: [Data], iterations: Int = 1500, read: (Data) throws -> Void) {
        var random = SeededGenerator(state: 0xE11_1951 &+ UInt64(name.utf8.count))
        for iteration in 0..<iterations {
            guard let seed = seeds.randomElement(using: &random) else { return }
            let input = mutate(seed, &random)
            do {
                try read(input)
            } catch is InputError {
            } catch {
                XCTFail("\(name) #\(iteration): unexpected \(error) for \(Array(input.prefix(64)))")
            }
        }
    }

    func testStringsReader() {
        let seeds = [utf8("/* c */\n\"a\" = \"b\\n\\U00e9\";\nk = v;\n\"x\";"),
                     utf16("\"a\" = \"b\";", bigEndian: true, bom: true)]
        run("strings", seeds: seeds) { _ = try StringsFileReader.read(data: $0, path: "t") }
    }

    func testJSONReaders() {
        let manifest = utf8("{\"developmentLanguage\": \"en\", \"appName\": {\"en\": \"A\"}, \"actions\": [{\"type\": \"t\", \"title\": {\"en\": \"T\"}, \"icon\": {\"system\": \"Add\"}}]}")
        let catalog = utf8("{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"de\": {\"variations\": {\"plural\": {\"one\": {\"stringUnit\": {\"state\": \"new\", \"value\": \"x\\u00e9\"}}}}}}}}}")
        run("manifest", seeds: [manifest]) { _ = try ManifestReader.read(data: $0, path: "t") }
        run("xcstrings", seeds: [catalog]) { _ = try XCStringsReader.read(data: $0, path: "t") }
    }

    /// A catalog's strings handed on one at a time while the file is parsed: for damaged
    /// catalogs too, the same error as reading the whole tree, or the same tree less the
    /// members handed on, which are those of every `strings` object of the root, in order.
    func testAStreamedReadAgreesWithAWholeOne() {
        let seeds = [
            utf8("{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"de\": {\"stringUnit\": {\"state\": \"new\", \"value\": \"x\\u00e9\"}}}}, \"k\": {}, \"j\": [1, {\"strings\": {\"n\": 2}}]}, \"version\": \"1.0\"}"),
            utf8("{\"strings\": {\"a\": {\"strings\": {}}}, \"sourceLanguage\": \"en\", \"strings\": {\"b\": null}}"),
        ]
        func shown(_ node: JSONNode) -> String {
            let place = "@\(node.location.line):\(node.location.column)"
            switch node.value {
            case .object(let members):
                return "{" + members.map { "\($0.key)@\($0.keyLocation.line):\($0.keyLocation.column)=\(shown($0.value))" }
                    .joined(separator: ",") + "}" + place
            case .array(let elements): return "[" + elements.map(shown).joined(separator: ",") + "]" + place
            case .string(let text): return "s\(text)" + place
            case .number(let text): return "n\(text)" + place
            case .bool(let flag): return "\(flag)" + place
            case .null: return "null" + place
            }
        }
        var random = SeededGenerator(state: 0x57_2EA3)
        for iteration in 0..<1500 {
            guard let seed = seeds.randomElement(using: &random) else { return }
            let input = iteration < seeds.count ? seeds[iteration] : mutate(seed, &random)
            let whole = Result { try JSONReader.read(data: input, path: "t", duplicateKeys: .keep) }
            var handedOn: [String] = []
            let streamed = Result {
                try JSONReader.read(data: input, path: "t", duplicateKeys: .keep, streaming: ["strings"]) { member, _ in
                    handedOn.append("\(member.key)=\(shown(member.value))")
                }
            }
            switch (whole, streamed) {
            case (.failure(let a), .failure(let b)):
                XCTAssertEqual(a as? InputError, b as? InputError, "#\(iteration)")
            case (.success(let tree), .success(let kept)):
                var expected: [String] = []
                var emptied = tree
                if case .object(var members) = tree.value {
                    for index in members.indices where members[index].key == "strings" {
                        guard case .object(let inner) = members[index].value.value else { continue }
                        expected += inner.map { "\($0.key)=\(shown($0.value))" }
                        members[index].value.value = .object([])
                    }
                    emptied.value = .object(members)
                }
                XCTAssertEqual(shown(kept), shown(emptied), "#\(iteration)")
                XCTAssertEqual(handedOn, expected, "#\(iteration)")
            default:
                XCTFail("#\(iteration): one reading failed, the other did not: \(whole) \(streamed)")
            }
        }
    }

    /// Damaged String Catalogs and exports with device variations and substitutions, resolved.
    func testCatalogVariations() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Seeds")
        let catalog = try Data(contentsOf: folder.appendingPathComponent("FuzzXCStrings/device-variations.xcstrings"))
        run("xcstrings variations", seeds: [catalog], iterations: 800) {
            for entry in try XCStringsReader.read(data: $0, path: "t").entries {
                for (_, localization) in entry.localizations { _ = localization.resolved }
            }
        }
        let exports = try ["FuzzXLIFF/catalog-variations.xliff", "FuzzXLIFF/version-2.xliff"].map {
            try Data(contentsOf: folder.appendingPathComponent($0))
        }
        run("xliff variations", seeds: exports, iterations: 800) {
            for file in try XLIFFReader.read(data: $0, path: "t").files {
                for unit in file.units { _ = (unit.key, unit.variation?.description) }
            }
        }
    }

    func testPropertyListReaders() throws {
        let xml = utf8(PropertyListReaderTests.infoPlist)
        let binary = try PropertyListSerialization.data(
            fromPropertyList: ["UIApplicationShortcutItems": [["UIApplicationShortcutItemType": "a",
                                                               "UIApplicationShortcutItemTitle": "Ä"]],
                               "n": 1, "d": Data([1, 2]), "r": 1.5], format: .binary, options: 0)
        run("plist", seeds: [xml, binary], iterations: 1000) { _ = try InfoPlistReader.read(data: $0, path: "t") }
        run("bplist", seeds: [binary], iterations: 3000) { _ = try PropertyListReader.read(data: $0, path: "t") }
    }
}
