import EllipsisCore
import EllipsisFormats
import Foundation
import XCTest

/// Limits every reader shares: size, depth, NUL characters.
final class InputLimitTests: XCTestCase {
    private let readers: [(String, (Data) throws -> Void)] = [
        ("strings", { _ = try StringsFileReader.read(data: $0, path: "t") }),
        ("json", { _ = try JSONReader.read(data: $0, path: "t") }),
        ("xcstrings", { _ = try XCStringsReader.read(data: $0, path: "t") }),
        ("manifest", { _ = try ManifestReader.read(data: $0, path: "t") }),
        ("plist", { _ = try PropertyListReader.read(data: $0, path: "t") }),
        ("infoplist", { _ = try InfoPlistReader.read(data: $0, path: "t") }),
        ("stringsdict", { _ = try StringsDictReader.read(data: $0, path: "t") }),
    ]

    func testEveryReaderRefusesInputOver64MB() {
        var big = Data(repeating: 0x20, count: InputLimits.maximumFileSize + 1)
        big[0] = 0x7B
        for (name, read) in readers {
            XCTAssertThrowsError(try read(big), name) { error in
                XCTAssertTrue((error as? InputError)?.message.contains("64 MB") ?? false, "\(name): \(error)")
            }
        }
    }

    func testNULCharactersAreLocated() {
        assertInputError(try JSONReader.read(data: utf8("{\"a\":\n \"b\u{0}\"}"), path: "t"), line: 2, column: 4, contains: "NUL")
        assertInputError(try ManifestReader.read(data: Data([0x7B, 0x00, 0x7D]), path: "t"), line: 1, column: 2, contains: "NUL")
    }

    func testDeepBinaryPlistIsRefused() {
        // 300 arrays, each holding the next: deeper than the limit, no cycle.
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        let count = 300
        for i in 0..<count {
            offsets.append(bytes.count)
            bytes += i == count - 1 ? [0x08] : [0xA1, UInt8((i + 1) >> 8), UInt8((i + 1) & 0xFF)]
        }
        let table = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        func be64(_ v: Int) -> [UInt8] { (0..<8).reversed().map { UInt8((v >> (8 * $0)) & 0xFF) } }
        bytes += [0, 0, 0, 0, 0, 0, 2, 2] + be64(count) + be64(0) + be64(table)
        assertInputError(try PropertyListReader.read(data: Data(bytes), path: "t"), line: 0, column: 0, contains: "nesting deeper")
    }
}
