import EllipsisCore
import Foundation
import XCTest

/// Asserts that `body` throws an InputError located in `file` at `line`:`column`
/// (0 to skip checking that part) whose message contains `fragment`.
func assertInputError<T>(_ body: @autoclosure () throws -> T, file expectedFile: String = "t",
                         line: Int, column: Int, contains fragment: String = "",
                         sourceFile: StaticString = #filePath, sourceLine: UInt = #line) {
    do {
        _ = try body()
        XCTFail("expected an InputError", file: sourceFile, line: sourceLine)
    } catch let error as InputError {
        XCTAssertEqual(error.location.file, expectedFile, file: sourceFile, line: sourceLine)
        if line > 0 { XCTAssertEqual(error.location.line, line, "line of: \(error)", file: sourceFile, line: sourceLine) }
        if column > 0 { XCTAssertEqual(error.location.column, column, "column of: \(error)", file: sourceFile, line: sourceLine) }
        if !fragment.isEmpty {
            XCTAssertTrue(error.message.contains(fragment), "message: \(error.message)", file: sourceFile, line: sourceLine)
        }
    } catch {
        XCTFail("expected an InputError, got \(error)", file: sourceFile, line: sourceLine)
    }
}

func utf8(_ text: String) -> Data { Data(text.utf8) }

func utf16(_ text: String, bigEndian: Bool, bom: Bool) -> Data {
    var bytes: [UInt8] = []
    if bom { bytes += bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE] }
    for unit in text.utf16 {
        let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
        bytes += bigEndian ? [high, low] : [low, high]
    }
    return Data(bytes)
}

func loc(_ line: Int, _ column: Int, _ file: String = "t") -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
}

/// The shared real-world corpora, or a skip when they are absent.
func corporaFolder() throws -> URL {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let folder = root.appendingPathComponent("shared/corpora")
    guard FileManager.default.fileExists(atPath: folder.path) else {
        throw XCTSkip("no corpora at \(folder.path)")
    }
    return folder
}

/// A fresh temporary folder removed at the end of the test.
func temporaryFolder(_ testCase: XCTestCase) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-formats-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    testCase.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}
