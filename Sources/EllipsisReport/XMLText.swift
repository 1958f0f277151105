/// Escaping for XML 1.0 text and attribute values.
enum XMLText {
    /// Escapes markup characters and replaces the code points XML 1.0 cannot
    /// carry at all (most C0 controls, lone surrogates cannot occur in Swift
    /// strings, U+FFFE/U+FFFF) with U+FFFD, so the output always parses.
    static func escape(_ text: String) -> String {
        escaped(text, breaks: false)
    }

    /// Attribute values also keep line breaks and tabs as character references,
    /// since parsers normalize literal ones to spaces. A CR LF pair is one character
    /// of the text and has always been kept as it is.
    static func attribute(_ text: String) -> String {
        escaped(text, breaks: true)
    }

    /// Both escapings in one pass over the UTF-8 bytes (a report escapes every finding's
    /// words): text with nothing to escape, most of it, is returned as it is.
    private static func escaped(_ text: String, breaks: Bool) -> String {
        var bytes = text
        return bytes.withUTF8 { utf8 in
            var output: [UInt8] = []
            var runStart = 0
            var i = 0
            while i < utf8.count {
                let byte = utf8[i]
                var length = 1
                let replacement: StaticString
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&apos;"
                case 0x09:
                    guard breaks else { i += 1; continue }
                    replacement = "&#9;"
                case 0x0A:
                    guard breaks, i == 0 || utf8[i - 1] != 0x0D else { i += 1; continue }
                    replacement = "&#10;"
                case 0x0D:
                    guard breaks, i + 1 == utf8.count || utf8[i + 1] != 0x0A else { i += 1; continue }
                    replacement = "&#13;"
                case 0x00..<0x20:
                    replacement = "\u{FFFD}"
                case 0xEF where i + 2 < utf8.count && utf8[i + 1] == 0xBF && (utf8[i + 2] == 0xBE || utf8[i + 2] == 0xBF):
                    // U+FFFE and U+FFFF.
                    length = 3
                    replacement = "\u{FFFD}"
                default:
                    i += 1
                    continue
                }
                if output.isEmpty { output.reserveCapacity(utf8.count + 16) }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i]))
                replacement.withUTF8Buffer { output.append(contentsOf: $0) }
                i += length
                runStart = i
            }
            guard runStart > 0 else { return text }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// The text of an attribute value as written in a well-formed file: the five predefined
    /// entities and character references decoded (a DTD's own entities are never read).
    static func unescape(_ raw: String) -> String {
        guard raw.contains("&") else { return raw }
        var result = ""
        var rest = Substring(raw)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else { break }
            let name = rest[rest.index(after: ampersand)..<semicolon]
            let predefined: [Substring: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
            if let text = predefined[name] {
                result += text
            } else if name.hasPrefix("#x"), let value = UInt32(name.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value) {
                result.unicodeScalars.append(scalar)
            } else if name.hasPrefix("#"), let value = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(value) {
                result.unicodeScalars.append(scalar)
            } else {
                result += rest[ampersand...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    /// Text that can stand in an XML comment: no `--`, no `-` at its end, only characters XML allows.
    static func comment(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let allowed = scalar.value >= 0x20 || scalar == "\t" || scalar == "\n" || scalar == "\r"
            result.unicodeScalars.append(allowed && scalar.value != 0xFFFE && scalar.value != 0xFFFF ? scalar : "\u{FFFD}")
        }
        while result.contains("--") { result = result.replacingOccurrences(of: "--", with: "- -") }
        if result.hasSuffix("-") { result += " " }
        return result
    }
}

extension String {
    func replacingAll(_ table: [Character: String]) -> String {
        var result = ""
        for character in self {
            if let replacement = table[character] { result += replacement } else { result.append(character) }
        }
        return result
    }
}
