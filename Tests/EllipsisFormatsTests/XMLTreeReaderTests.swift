import EllipsisCore
@testable import EllipsisFormats
import Foundation
import XCTest

final class XMLTreeReaderTests: XCTestCase {
    private func parse(_ text: String, file: String = "t.xml") throws -> XMLTree {
        try XMLTreeReader.read(data: Data(text.utf8), path: file)
    }

    private func position(_ location: SourceLocation) -> String { "\(location.line):\(location.column)" }

    private func assertRefused(_ data: Data, containing fragment: String, at expected: String? = nil,
                               file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try XMLTreeReader.read(data: data, path: "bad.xml"), file: file, line: line) { error in
            guard let error = error as? InputError else {
                return XCTFail("not an InputError: \(error)", file: file, line: line)
            }
            XCTAssertEqual(error.location.file, "bad.xml", file: file, line: line)
            XCTAssertTrue(error.message.localizedCaseInsensitiveContains(fragment),
                          "\(error.message) lacks \(fragment)", file: file, line: line)
            if let expected {
                XCTAssertEqual(self.position(error.location), expected, "\(error)", file: file, line: line)
            }
        }
    }

    func testElementsAttributesAndTextHaveExactPositions() throws {
        let tree = try parse("""
        <?xml version="1.0" encoding="utf-8"?>
        <!-- header -->
        <resources xmlns:android="http://schemas.android.com/apk/res/android">
          <string name="app_name">Atlas</string>
          <shortcut android:shortcutId="search"
                    android:shortcutShortLabel='@string/search'/>
          <string name="é">naïve &amp; <b>bold</b> tail</string>
          <string name="c"><![CDATA[<b>x</b>]]></string>
          <!-- ellipsis:disable=truncation -->
        </resources>
        """)
        let root = tree.root
        XCTAssertEqual(root.name, "resources")
        XCTAssertEqual(position(root.location), "3:1")
        let elements = root.elements
        XCTAssertEqual(elements.map(\.name), ["string", "shortcut", "string", "string"])
        XCTAssertEqual(position(elements[0].location), "4:3")
        XCTAssertEqual(position(elements[0].attribute("name")!.location), "4:11")
        XCTAssertEqual(position(elements[0].attribute("name")!.valueLocation), "4:17")
        XCTAssertEqual(elements[0].textContent, "Atlas")
        XCTAssertEqual(position(elements[0].textLocation), "4:27")
        let shortcut = elements[1]
        XCTAssertEqual(shortcut.attribute("android:shortcutId")?.value, "search")
        XCTAssertEqual(shortcut.attribute("android:shortcutId")?.namespaceURI, "http://schemas.android.com/apk/res/android")
        XCTAssertEqual(shortcut.attribute("shortcutShortLabel")?.value, "@string/search")
        XCTAssertEqual(position(shortcut.attribute("android:shortcutShortLabel")!.location), "6:13")
        XCTAssertEqual(position(shortcut.attribute("android:shortcutShortLabel")!.valueLocation), "6:41")
        // Columns count Unicode scalars, not bytes.
        let mixed = elements[2]
        XCTAssertEqual(mixed.attribute("name")?.value, "é")
        XCTAssertEqual(mixed.textContent, "naïve & bold tail")
        XCTAssertEqual(mixed.ownText, "naïve &  tail")
        XCTAssertEqual(position(mixed.textLocation), "7:20")
        XCTAssertEqual(position(mixed.element(named: "b")!.location), "7:32")
        guard case .text(let tail) = mixed.children.last else { return XCTFail("no tail text") }
        XCTAssertEqual(tail.text, " tail")
        XCTAssertEqual(position(tail.location), "7:43")
        let cdata = elements[3]
        XCTAssertEqual(cdata.textContent, "<b>x</b>")
        guard case .text(let section) = cdata.children.first else { return XCTFail("no CDATA") }
        XCTAssertTrue(section.isCDATA)
        XCTAssertEqual(position(section.location), "8:29")
        XCTAssertEqual(root.comments.map(\.text), [" ellipsis:disable=truncation "])
        XCTAssertEqual(position(root.comments[0].location), "9:3")
    }
}

/// Malformed and hostile XML: each is refused with an InputError naming
/// file:line:column; nothing crashes, hangs or reads other files.
final class XMLMalformedInputTests: XCTestCase {
    private func position(_ location: SourceLocation) -> String { "\(location.line):\(location.column)" }

    private func refusal(_ data: Data, file: StaticString = #filePath, line: UInt = #line) -> InputError? {
        do {
            _ = try XMLTreeReader.read(data: data, path: "bad.xml")
            XCTFail("accepted", file: file, line: line)
        } catch let error as InputError {
            XCTAssertEqual(error.location.file, "bad.xml", file: file, line: line)
            XCTAssertGreaterThan(error.location.line, 0, "\(error)", file: file, line: line)
            XCTAssertGreaterThan(error.location.column, 0, "\(error)", file: file, line: line)
            return error
        } catch {
            XCTFail("not an InputError: \(error)", file: file, line: line)
        }
        return nil
    }

    private func refusal(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> InputError? {
        refusal(Data(text.utf8), file: file, line: line)
    }

    func testTruncatedDocumentPointsAtItsEnd() {
        let error = refusal("<resources>\n  <string name=\"a\">Hello</string>\n  <string name=\"b\">Wor")
        XCTAssertEqual(error?.location.line, 3)
    }

    func testMismatchedTagIsRefusedOnItsLine() {
        let error = refusal("<a>\n<b>text</c>\n</a>")
        XCTAssertEqual(error?.location.line, 2)
        XCTAssertTrue(error?.message.contains("b") ?? false, "\(String(describing: error))")
    }

    func testBytesThatLookLikeUCS4AreReadAsUTF8() {
        // libxml2 would guess UCS-4 from these four bytes; they are refused as
        // UTF-8 with a NUL character instead, at a position in the file.
        let error = refusal(Data([0, 0, 0, 0x3C] + Array("a/>".utf8)))
        XCTAssertEqual(error?.location.line, 1)
        XCTAssertFalse(error?.message.contains("conversion") ?? true, "\(String(describing: error))")
    }

    func testEmptyAndWhitespaceOnlyInputs() {
        XCTAssertEqual(refusal("")?.message.contains("empty"), true)
        XCTAssertEqual(refusal("  \n ")?.message.contains("empty"), true)
        XCTAssertNotNil(refusal("just text"))
    }

    func testNULByteIsRefusedAtItsPosition() {
        var bytes = Array("<a>\nab".utf8)
        bytes.append(0)
        bytes += Array("c</a>".utf8)
        let error = refusal(Data(bytes))
        XCTAssertEqual(error?.location.line, 2)
    }

    func testInvalidUTF8IsRefused() {
        var bytes = Array("<a>\n x".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("</a>".utf8)
        XCTAssertEqual(refusal(Data(bytes))?.location.line, 2)
    }

    func testEncodingDeclarationsThatContradictTheBytes() {
        // UTF-16 declared, but the bytes are 8-bit.
        XCTAssertEqual(refusal("<?xml version=\"1.0\" encoding=\"UTF-16\"?><a/>")?.message.contains("UTF-16"), true)
        // An encoding nobody should use for these files.
        XCTAssertEqual(refusal("<?xml version=\"1.0\" encoding=\"EBCDIC-US\"?><a/>")?.message.contains("unsupported"), true)
        // A UTF-8 byte order mark in front of a UTF-16 declaration.
        let bom = Data([0xEF, 0xBB, 0xBF]) + Data("<?xml version=\"1.0\" encoding=\"UTF-16\"?><a/>".utf8)
        XCTAssertEqual(refusal(bom)?.message.contains("byte order mark"), true)
        // A UTF-16 byte order mark in front of a UTF-8 declaration.
        var utf16 = Data([0xFF, 0xFE])
        utf16.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?><a/>".data(using: .utf16LittleEndian)!)
        XCTAssertEqual(refusal(utf16)?.message.contains("byte order mark"), true)
        // UTF-32 is refused with a clear message.
        XCTAssertEqual(refusal(Data([0xFF, 0xFE, 0, 0, 0x3C, 0, 0, 0]))?.message.contains("UTF-32"), true)
    }

    func testUTF16AndLatin1DocumentsAreDecodedWithTheSamePositions() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<a>\n  <b k=\"v\">Grüße</b>\n</a>"
        for (bom, encoding) in [([UInt8(0xFF), 0xFE], String.Encoding.utf16LittleEndian),
                                ([0xFE, 0xFF], .utf16BigEndian)] {
            let data = Data(bom) + text.data(using: encoding)!
            let tree = try XMLTreeReader.read(data: data, path: "u16.xml")
            let b = try XCTUnwrap(tree.root.element(named: "b"))
            XCTAssertEqual(b.textContent, "Grüße")
            XCTAssertEqual(position(b.location), "3:3")
            XCTAssertEqual(position(b.attribute("k")!.valueLocation), "3:9")
        }
        let latin1 = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<a>Caf\u{E9}</a>".data(using: .isoLatin1)!
        XCTAssertEqual(try XMLTreeReader.read(data: latin1, path: "l.xml").root.textContent, "Café")
        // A UTF-8 byte order mark is accepted and not counted as a column.
        let bom = Data([0xEF, 0xBB, 0xBF]) + Data("<a x=\"1\"/>".utf8)
        XCTAssertEqual(position(try XMLTreeReader.read(data: bom, path: "b.xml").root.attribute("x")!.location), "1:4")
    }

    func testDeepNestingIsRefusedWithoutExhaustingTheStack() {
        let depth = 10_000
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let error = refusal(text)
        XCTAssertEqual(error?.location.line, 1)
        // Nesting just under the limit still works.
        let ok = String(repeating: "<a>", count: XMLTreeReader.maximumDepth) + "x"
            + String(repeating: "</a>", count: XMLTreeReader.maximumDepth)
        XCTAssertEqual(try XMLTreeReader.read(data: Data(ok.utf8), path: "ok.xml").root.textContent, "x")
    }

    func testBillionLaughsIsRefusedBeforeAnyExpansion() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            text += " <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1 == 0 ? "" : String(level - 1));", count: 10) + "\">\n"
        }
        text += "]>\n<lolz>&lol9;</lolz>"
        let start = Date()
        let error = refusal(text)
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
        XCTAssertEqual(error.map { position($0.location) }, "2:16")
        XCTAssertEqual(error?.message.contains("internal subset"), true)
    }

    func testExternalEntityIsNeverRead() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-secret-\(UUID().uuidString)")
        let marker = "SECRET-\(UUID().uuidString)"
        try Data(marker.utf8).write(to: secret)
        defer { try? FileManager.default.removeItem(at: secret) }
        for target in ["file:///etc/passwd", secret.absoluteString, "http://127.0.0.1:9/x"] {
            let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE r [<!ENTITY x SYSTEM \"\(target)\">]>\n<r>&x;</r>"
            let error = refusal(text)
            XCTAssertFalse(error?.description.contains(marker) ?? true)
            XCTAssertFalse(error?.description.contains("root:") ?? true)
        }
        // An undeclared entity without any DOCTYPE is a plain error.
        XCTAssertEqual(refusal("<r>\n&x;</r>")?.location.line, 2)
        // An external DTD is named but never fetched: a property list still parses.
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>A</key><string>B</string></dict></plist>
        """
        let tree = try XMLTreeReader.read(data: Data(plist.utf8), path: "Info.plist")
        XCTAssertEqual(tree.doctypeName, "plist")
        XCTAssertEqual(position(tree.root.location), "3:1")
        XCTAssertEqual(tree.root.element(named: "dict")?.element(named: "string")?.textContent, "B")
        // ...but an entity from that never-loaded DTD is an error, not an empty string.
        XCTAssertNotNil(refusal("<!DOCTYPE r SYSTEM \"file:///etc/passwd\">\n<r>&ext;</r>"))
    }

    func testOversizedInputIsRefusedWithAMessage() throws {
        let big = Data(count: XMLInputFile.maximumSize + 1)
        XCTAssertThrowsError(try XMLTreeReader.read(data: big, path: "big.xml")) { error in
            XCTAssertTrue("\(error)".contains("64 MB"), "\(error)")
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-big-\(UUID().uuidString).xml")
        XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(XMLInputFile.maximumSize + 10))
        try handle.close()
        XCTAssertThrowsError(try XMLTreeReader.read(path: url.path)) { error in
            XCTAssertTrue("\(error)".contains("64 MB"), "\(error)")
            XCTAssertEqual((error as? InputError)?.location.file, url.path)
        }
    }

    func testUnreadablePathsAreInputErrors() throws {
        let folder = FileManager.default.temporaryDirectory.path
        XCTAssertThrowsError(try XMLTreeReader.read(path: folder)) { error in
            XCTAssertTrue("\(error)".contains("not a regular file"), "\(error)")
        }
        XCTAssertThrowsError(try XMLTreeReader.read(path: "/nonexistent/\(UUID().uuidString).xml")) { error in
            XCTAssertTrue(error is InputError)
        }
        // A FIFO would block a naive reader forever.
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("ellipsis-fifo-\(UUID().uuidString)").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        defer { unlink(fifo) }
        XCTAssertThrowsError(try XMLTreeReader.read(path: fifo)) { error in
            XCTAssertTrue("\(error)".contains("not a regular file"), "\(error)")
        }
    }
}

final class XMLScaleTests: XCTestCase {
    /// A minified document (one line, many elements) must not cost quadratic
    /// time in column computation.
    func testLongSingleLineDocumentIsLinear() throws {
        let count = 50_000
        var text = "<r>"
        text.reserveCapacity(count * 30)
        for index in 0..<count { text += "<s n=\"k\(index)\">välue</s>" }
        text += "</r>"
        let start = Date()
        let tree = try XMLTreeReader.read(data: Data(text.utf8), path: "long.xml")
        XCTAssertLessThan(Date().timeIntervalSince(start), 60, "quadratic time would take many minutes")
        let last = try XCTUnwrap(tree.root.elements.last)
        XCTAssertEqual(tree.root.elements.count, count)
        XCTAssertEqual(last.attribute("n")?.value, "k\(count - 1)")
        // Columns count scalars: each element before the last is 21 or more scalars wide.
        let expected = 4 + (0..<(count - 1)).reduce(0) { $0 + "<s n=\"k\($1)\">välue</s>".unicodeScalars.count }
        XCTAssertEqual(last.location.line, 1)
        XCTAssertEqual(last.location.column, expected)
    }
}

final class XMLInputFileTests: XCTestCase {
    /// A symbolic link to a file is read through; one to a FIFO is refused
    /// without blocking; a dangling one is an InputError.
    func testSymbolicLinksAreFollowedAndFIFOsRefused() throws {
        let folder = try temporaryFolder()
        let target = folder.appendingPathComponent("real.xml")
        try Data("<a>x</a>".utf8).write(to: target)
        let link = folder.appendingPathComponent("link.xml")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        XCTAssertEqual(try XMLTreeReader.read(path: link.path).root.textContent, "x")
        let fifo = folder.appendingPathComponent("fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let fifoLink = folder.appendingPathComponent("fifo-link.xml")
        try FileManager.default.createSymbolicLink(atPath: fifoLink.path, withDestinationPath: fifo)
        XCTAssertThrowsError(try XMLTreeReader.read(path: fifoLink.path)) { error in
            XCTAssertTrue("\(error)".contains("not a regular file"), "\(error)")
        }
        let dangling = folder.appendingPathComponent("dangling.xml")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: folder.appendingPathComponent("gone").path)
        XCTAssertThrowsError(try XMLTreeReader.read(path: dangling.path)) { XCTAssertTrue($0 is InputError) }
        // The other readers' file access refuses a FIFO too instead of blocking on it.
        XCTAssertThrowsError(try InputFile.read(path: fifo)) { XCTAssertTrue($0 is InputError) }
    }
}
