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
