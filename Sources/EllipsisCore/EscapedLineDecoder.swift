/// Decodes one line of typed text (`inspect -`, `measure -`): strict UTF-8,
/// a length limit, and the backslash escapes a shell user can type for what a
/// line cannot hold. Pure, so the fuzz package can reach it.
public enum EscapedLineDecoder {
    /// The longest text decoded, in UTF-8 bytes. Titles are short; a
    /// megabyte line is a mistake, reported instead of printed at length.
    public static let maximumTextBytes = 65_536

    /// Decodes one line: validates UTF-8, checks its length and decodes the
    /// escapes `\n`, `\t`, `\r`, `\\`, `\uXXXX` (surrogate pairs allowed)
    /// and `\u{X…}`. Any other backslash stays as typed.
    public static func decode(_ bytes: ArraySlice<UInt8>, file: String, line: Int) throws -> String {
        if bytes.count > maximumTextBytes {
            throw InputError("text is \(bytes.count) bytes long; inspect takes texts up to \(maximumTextBytes) bytes",
                             file: file, line: line, column: 1)
        }
        // Validated as the string is made (a stream decodes a line per text); the place of
        // the first bad byte is looked for only when there is one.
        guard let raw = String(validating: bytes, as: UTF8.self) else {
            let offset = firstInvalidUTF8(bytes) ?? 0
            throw InputError("invalid UTF-8 (byte 0x\(String(bytes[bytes.startIndex + offset], radix: 16, uppercase: true)))",
                             file: file, line: line, column: offset + 1)
        }
        guard bytes.contains(UInt8(ascii: "\\")) else { return raw }
        return try decodeEscapes(raw, file: file, line: line)
    }

    /// The offset of the first byte that is not part of well-formed UTF-8, nil when valid.
    public static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    private static func decodeEscapes(_ raw: String, file: String, line: Int) throws -> String {
        var result = String.UnicodeScalarView()
        let scalars = Array(raw.unicodeScalars)
        var index = 0
        // Column of a scalar index, in UTF-8 bytes from 1, for messages.
        func column(_ scalarIndex: Int) -> Int {
            scalars[..<scalarIndex].reduce(1) { $0 + $1.utf8.count }
        }
        func hex(_ start: Int, count: Int) -> UInt32? {
            guard start + count <= scalars.count else { return nil }
            var value: UInt32 = 0
            for scalar in scalars[start..<(start + count)] {
                guard let digit = hexDigit(scalar) else { return nil }
                value = value * 16 + digit
            }
            return value
        }
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "\\", index + 1 < scalars.count else {
                result.append(scalar)
                index += 1
                continue
            }
            let next = scalars[index + 1]
            switch next {
            case "n": result.append("\n"); index += 2
            case "t": result.append("\t"); index += 2
            case "r": result.append("\r"); index += 2
            case "\\": result.append("\\"); index += 2
            case "u":
                let start = index
                let value: UInt32
                if index + 2 < scalars.count, scalars[index + 2] == "{" {
                    guard let close = scalars[(index + 3)...].prefix(9).firstIndex(of: "}"), close > index + 3,
                          let parsed = hex(index + 3, count: close - index - 3) else {
                        throw InputError("malformed \\u{…} escape", file: file, line: line, column: column(start))
                    }
                    value = parsed
                    index = close + 1
                } else {
                    guard let parsed = hex(index + 2, count: 4) else {
                        throw InputError("malformed \\u escape: expected four hex digits", file: file, line: line, column: column(start))
                    }
                    value = parsed
                    index += 6
                    if UTF16.isLeadSurrogate(UInt16(truncatingIfNeeded: value)) && value <= 0xFFFF {
                        guard index + 1 < scalars.count, scalars[index] == "\\", scalars[index + 1] == "u",
                              let low = hex(index + 2, count: 4), (0xDC00...0xDFFF).contains(low) else {
                            throw InputError("unpaired surrogate \\u\(String(value, radix: 16, uppercase: true))",
                                             file: file, line: line, column: column(start))
                        }
                        index += 6
                        let combined = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                        guard let decoded = Unicode.Scalar(combined) else {
                            throw InputError("invalid surrogate pair", file: file, line: line, column: column(start))
                        }
                        result.append(decoded)
                        continue
                    }
                }
                guard let decoded = Unicode.Scalar(value) else {
                    let what = (0xD800...0xDFFF).contains(value) ? "unpaired surrogate" : "not a Unicode scalar value"
                    throw InputError("\(what): \\u\(String(value, radix: 16, uppercase: true))",
                                     file: file, line: line, column: column(start))
                }
                result.append(decoded)
            default:
                result.append(scalar)
                index += 1
            }
        }
        return String(result)
    }

    private static func hexDigit(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar.value {
        case 0x30...0x39: scalar.value - 0x30
        case 0x41...0x46: scalar.value - 0x41 + 10
        case 0x61...0x66: scalar.value - 0x61 + 10
        default: nil
        }
    }
}
