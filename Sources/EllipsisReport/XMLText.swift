/// Escaping for XML 1.0 text and attribute values.
enum XMLText {
    /// Escapes markup characters and replaces the code points XML 1.0 cannot
    /// carry at all (most C0 controls, lone surrogates cannot occur in Swift
    /// strings, U+FFFE/U+FFFF) with U+FFFD, so the output always parses.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Attribute values also keep line breaks and tabs as character references,
    /// since parsers normalize literal ones to spaces.
    static func attribute(_ text: String) -> String {
        escape(text).replacingAll(["\n": "&#10;", "\r": "&#13;", "\t": "&#9;"])
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
