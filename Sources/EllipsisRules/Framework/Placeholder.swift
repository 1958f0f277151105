import Foundation

/// A format placeholder in a localized string: printf-style (`%@`, `%1$d`,
/// `%lld`, `%.1f`, `%#@plural@`) as Apple and Android use them. `%%` is a
/// literal percent sign, not a placeholder.
struct Placeholder: Hashable, Sendable {
    var range: Range<String.Index>
    var text: String
    /// 1-based explicit position (`%2$@`), if any.
    var position: Int?
    /// The conversion reduced to its kind: `object`, `integer`, `float`, `string`, `char`, `pointer`, `variable`.
    var kind: String

    private static let pattern: NSRegularExpression? = try? NSRegularExpression(
        pattern: #"%(?:(\d+)\$)?(?:#@[A-Za-z0-9_]+@|[-+#0']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|q|L|z|t|j)?([@dDiuUxXoOfFeEgGaAcCsSp%]))"#)

    static func spans(in text: String) -> [Placeholder] {
        // Every placeholder starts with a percent sign; most titles have none, and need no regex.
        guard let pattern, TextFacts.utf8Contains(text, UInt8(ascii: "%")) else { return [] }
        let nsText = text as NSString
        var result: [Placeholder] = []
        for match in pattern.matches(in: text, range: NSRange(location: 0, length: nsText.length)) {
            guard let range = Range(match.range, in: text) else { continue }
            let whole = String(text[range])
            if whole == "%%" { continue }
            var position: Int?
            if let positionRange = Range(match.range(at: 1), in: text) { position = Int(text[positionRange]) }
            let kind: String
            if whole.contains("#@") {
                kind = "variable"
            } else if let conversionRange = Range(match.range(at: 2), in: text) {
                kind = Self.kind(of: text[conversionRange])
            } else {
                kind = "unknown"
            }
            result.append(Placeholder(range: range, text: whole, position: position, kind: kind))
        }
        return result
    }

    private static func kind(of conversion: Substring) -> String {
        switch conversion {
        case "@": "object"
        case "d", "D", "i", "u", "U", "x", "X", "o", "O": "integer"
        case "f", "F", "e", "E", "g", "G", "a", "A": "float"
        case "s", "S": "string"
        case "c", "C": "char"
        case "p": "pointer"
        default: "unknown"
        }
    }

    /// Whether the text contains any placeholder.
    static func contains(_ text: String) -> Bool { !spans(in: text).isEmpty }

    /// The text with every placeholder removed.
    static func stripped(_ text: String) -> String {
        var result = text
        for span in spans(in: text).reversed() { result.removeSubrange(span.range) }
        return result
    }
}
