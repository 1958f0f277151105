import EllipsisCore
import Foundation

/// Turns the bytes of an XML file into UTF-8 before libxml2 sees them, so that
/// byte offsets (and so lines and columns) are computed on one buffer and
/// libxml2 never picks an encoding of its own. The byte order mark and the
/// `encoding` of the XML declaration must agree; anything else is refused.
enum XMLEncoding {
    /// The decoded UTF-8 bytes (byte order mark removed) and the name of the
    /// encoding they came from.
    static func utf8Bytes(of data: Data, file: String) throws -> (bytes: [UInt8], encoding: String) {
        let bytes = [UInt8](data)
        let bom = byteOrderMark(bytes)
        let declared = declaredEncoding(bytes, bom: bom)
        func refuse(_ message: String) -> InputError { InputError(message, file: file, line: 1, column: 1) }

        switch bom {
        case "UTF-8":
            if let declared, !isUTF8(declared) {
                throw refuse("the byte order mark says UTF-8 but the XML declaration says '\(declared)'")
            }
            return (Array(bytes.dropFirst(3)), "UTF-8")
        case "UTF-16LE", "UTF-16BE":
            if let declared, !declared.uppercased().hasPrefix("UTF-16") {
                throw refuse("the byte order mark says \(bom ?? "") but the XML declaration says '\(declared)'")
            }
            let body = Data(bytes.dropFirst(2))
            return (try transcode(body, from: bom == "UTF-16LE" ? .utf16LittleEndian : .utf16BigEndian,
                                  name: bom ?? "", file: file), bom ?? "")
        case "UTF-32":
            throw refuse("UTF-32 XML files are not supported; save the file as UTF-8")
        default:
            break
        }
        // No byte order mark: UTF-16 is still recognisable by `<?` written in two bytes.
        if bytes.count >= 4, bytes[0] == 0x3C, bytes[1] == 0, bytes[2] == 0x3F, bytes[3] == 0 {
            return (try transcode(data, from: .utf16LittleEndian, name: "UTF-16LE", file: file), "UTF-16LE")
        }
        if bytes.count >= 4, bytes[0] == 0, bytes[1] == 0x3C, bytes[2] == 0, bytes[3] == 0x3F {
            return (try transcode(data, from: .utf16BigEndian, name: "UTF-16BE", file: file), "UTF-16BE")
        }
        guard let declared else { return (bytes, "UTF-8") }
        let upper = declared.uppercased()
        if isUTF8(upper) { return (bytes, "UTF-8") }
        if upper.hasPrefix("UTF-16") {
            throw refuse("the XML declaration says '\(declared)' but the bytes are not UTF-16 (no byte order mark)")
        }
        if ["ISO-8859-1", "LATIN1", "ISO_8859-1", "ISO8859-1"].contains(upper) {
            return (try transcode(data, from: .isoLatin1, name: declared, file: file), declared)
        }
        if ["US-ASCII", "ASCII"].contains(upper) {
            return (try transcode(data, from: .ascii, name: declared, file: file), declared)
        }
        if ["WINDOWS-1252", "CP1252"].contains(upper) {
            return (try transcode(data, from: .windowsCP1252, name: declared, file: file), declared)
        }
        throw refuse("unsupported encoding '\(declared)' in the XML declaration; save the file as UTF-8")
    }

    private static func isUTF8(_ name: String) -> Bool {
        ["UTF-8", "UTF8"].contains(name.uppercased())
    }

    private static func byteOrderMark(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return "UTF-8" }
        if bytes.starts(with: [0xFF, 0xFE, 0, 0]) || bytes.starts(with: [0, 0, 0xFE, 0xFF]) { return "UTF-32" }
        if bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16LE" }
        if bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16BE" }
        return nil
    }

    /// The `encoding="..."` of the XML declaration, read from an ASCII view of
    /// the first bytes (every second byte dropped for UTF-16).
    private static func declaredEncoding(_ bytes: [UInt8], bom: String?) -> String? {
        var head = Array(bytes.prefix(512))
        switch bom {
        case "UTF-8": head = Array(head.dropFirst(3))
        case "UTF-16LE", "UTF-16BE": head = Array(head.dropFirst(2))
        default: break
        }
        head = head.filter { $0 != 0 }
        guard head.starts(with: Array("<?xml".utf8)) else { return nil }
        let text = String(decoding: head, as: UTF8.self)
        guard let end = text.range(of: "?>") else { return nil }
        let declaration = text[..<end.lowerBound]
        guard let key = declaration.range(of: "encoding") else { return nil }
        var rest = declaration[key.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let value = rest.dropFirst().prefix { $0 != quote }
        return String(value)
    }

    private static func transcode(_ data: Data, from encoding: String.Encoding, name: String,
                                  file: String) throws -> [UInt8] {
        guard let text = String(data: data, encoding: encoding) else {
            throw InputError("the bytes are not valid \(name)", file: file, line: 1, column: 1)
        }
        return Array(text.utf8)
    }
}

/// Reads an input file whole, refusing what is not a regular readable file
/// or is larger than the limit, so that a FIFO or a huge file cannot hang or
/// exhaust the tool.
enum XMLInputFile {
    /// The largest input file read, 64 MB.
    static let maximumSize = 64 * 1024 * 1024

    static func read(path: String) throws -> Data {
        let attributes: [FileAttributeKey: Any]
        do {
            // Symbolic links are followed: the type and size are the target's.
            let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            attributes = try FileManager.default.attributesOfItem(atPath: target)
        } catch {
            throw InputError("cannot read the file: it does not exist or is not accessible", file: path)
        }
        if let type = attributes[.type] as? FileAttributeType, type != .typeRegular {
            throw InputError("cannot read the file: it is not a regular file", file: path)
        }
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > maximumSize {
            throw InputError("the file is \(size) bytes, more than the limit of \(maximumSize) bytes (64 MB)", file: path)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw InputError("cannot read the file: permission denied", file: path)
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maximumSize + 1) ?? Data()
        } catch {
            throw InputError("cannot read the file: \(error.localizedDescription)", file: path)
        }
        if data.count > maximumSize {
            throw InputError("the file is more than the limit of \(maximumSize) bytes (64 MB)", file: path)
        }
        return data
    }
}
