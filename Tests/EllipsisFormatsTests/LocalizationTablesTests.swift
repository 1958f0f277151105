import EllipsisCore
@testable import EllipsisFormats
import Foundation
import XCTest

final class LocalizationTablesTests: XCTestCase {
    /// Where its storage is: two strings that share it are one copy in memory.
    private func storage(of text: String) -> UnsafeRawPointer? {
        var text = text
        return text.withUTF8 { UnsafeRawPointer($0.baseAddress) }
    }

    /// The same keys in every locale's `.strings` file are held once, whatever order the
    /// locales come in, and each locale keeps its own texts.
    func testAKeyReadInSeveralLocalesIsHeldOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-tables-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let keys = (0..<50).map { "settings.quick-action.\($0).title" }
        var tables = LocalizationTables()
        for (code, word) in [("en", "Open"), ("fr", "Ouvrir"), ("de", "Öffnen")] {
            let lproj = folder.appendingPathComponent("\(code).lproj")
            try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
            let path = lproj.appendingPathComponent("Localizable.strings").path
            try keys.map { "\"\($0)\" = \"\(word) \($0.count)\";\n" }.joined().write(toFile: path, atomically: true, encoding: .utf8)
            try tables.addLprojFile(path: path, table: "Localizable", locale: LocaleID(code, original: code))
        }
        let english = try XCTUnwrap(tables.table("Localizable", LocaleID("en", original: "en")))
        for code in ["fr", "de"] {
            let table = try XCTUnwrap(tables.table("Localizable", LocaleID(code, original: code)))
            XCTAssertEqual(table.order, keys)
            for key in keys {
                let theirs = try XCTUnwrap(table.entries[key]), ours = try XCTUnwrap(english.entries[key])
                XCTAssertEqual(storage(of: theirs.key), storage(of: ours.key), "\(code) \(key)")
                XCTAssertNotEqual(theirs.text, ours.text)
            }
        }
    }
}
