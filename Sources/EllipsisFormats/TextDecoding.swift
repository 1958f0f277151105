import EllipsisCore
import Foundation

/// Turns file bytes into Unicode scalars, strictly: a byte sequence that is not
/// valid in the detected encoding is an error at its line and column, and so is
/// a NUL character (no text format Ellipsis reads allows one).
enum TextDecoding {
    enum Encoding: String { case utf8 = "UTF-8", utf16LE = "UTF-16LE", utf16BE = "UTF-16BE" }

    /// Decodes UTF-8 (BOM optional) or, when `allowUTF16`, UTF-16 in either byte
    /// order with or without a BOM (`.strings` files are often UTF-16).
    static func decode(_ data: Data, path: String, allowUTF16: Bool) throws -> [Unicode.Scalar] {
        try InputFile.checkSize(data, path: path)
        let bytes = [UInt8](data)
        var encoding = Encoding.utf8
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            start = 3
        } else if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            guard allowUTF16 else {
                throw InputError("file starts with a UTF-16 byte order mark; this format must be UTF-8",
                                 file: path, line: 1, column: 1)
            }
            encoding = bytes[0] == 0xFF ? .utf16LE : .utf16BE
            start = 2
        } else if allowUTF16, bytes.count >= 2 {
            // Without a BOM, ASCII text in UTF-16 puts a zero in every other byte.
            if bytes[0] == 0, bytes[1] != 0 { encoding = .utf16BE }
            else if bytes[0] != 0, bytes[1] == 0 { encoding = .utf16LE }
        }
        switch encoding {
        case .utf8: return try decodeUTF8(bytes, from: start, path: path)
        case .utf16LE, .utf16BE: return try decodeUTF16(bytes, from: start, bigEndian: encoding == .utf16BE, path: path)
        }
    }

    private static func decodeUTF8(_ bytes: [UInt8], from start: Int, path: String) throws -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count - start)
        var iterator = bytes[start...].makeIterator()
        var decoder = Unicode.UTF8()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar.value == 0 { throw error("NUL character in text", after: scalars, path: path) }
                scalars.append(scalar)
            case .emptyInput:
                break loop
            case .error:
                throw error("invalid UTF-8 byte sequence (is the file in another encoding?)", after: scalars, path: path)
            }
        }
        return scalars
    }

    private static func decodeUTF16(_ bytes: [UInt8], from start: Int, bigEndian: Bool, path: String) throws -> [Unicode.Scalar] {
        let count = bytes.count - start
        if count % 2 != 0 {
            throw InputError("UTF-16 text has an odd number of bytes (truncated, or the byte order mark does not match the encoding)",
                             file: path, line: 1, column: 1)
        }
        var units: [UInt16] = []
        units.reserveCapacity(count / 2)
        var i = start
        while i + 1 < bytes.count {
            let a = UInt16(bytes[i]), b = UInt16(bytes[i + 1])
            units.append(bigEndian ? (a << 8 | b) : (b << 8 | a))
            i += 2
        }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = Unicode.UTF16()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar.value == 0 {
                    throw error("NUL character in text (is the file UTF-16 in the other byte order, or UTF-8?)",
                                after: scalars, path: path)
                }
                if scalar.value == 0xFEFF && scalars.isEmpty { continue }
                scalars.append(scalar)
            case .emptyInput:
                break loop
            case .error:
                throw error("invalid UTF-16 (unpaired surrogate)", after: scalars, path: path)
            }
        }
        return scalars
    }

    /// An error placed just after the scalars decoded so far.
    private static func error(_ message: String, after scalars: [Unicode.Scalar], path: String) -> InputError {
        var position = TextPosition()
        for scalar in scalars { position.advance(over: scalar) }
        return InputError(message, file: path, line: position.line, column: position.column)
    }
}

/// A 1-based line and column (in Unicode scalars). `\n`, `\r\n` and a lone `\r`
/// each end a line.
struct TextPosition: Equatable {
    var line = 1
    var column = 1
    private var afterCR = false

    mutating func advance(over scalar: Unicode.Scalar) {
        switch scalar {
        case "\n":
            if afterCR { afterCR = false; return }
            line += 1; column = 1
        case "\r":
            line += 1; column = 1; afterCR = true
            return
        default:
            column += 1
        }
        afterCR = false
    }
}
