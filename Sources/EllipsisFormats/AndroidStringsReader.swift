import EllipsisCore
import Foundation

/// One `<string>` (or `<plurals>`) of an Android `res/values*/*.xml` file.
public struct AndroidString: Sendable, Hashable {
    public var name: String
    /// The text as the app shows it: escapes decoded, quotes removed,
    /// white space collapsed as aapt2 does, styling tags dropped.
    public var value: String
    /// The text as written between the tags (for messages).
    public var raw: String
    /// Where the `name` attribute's value is.
    public var nameLocation: SourceLocation
    /// Where the text starts.
    public var location: SourceLocation
    /// `translatable="false"`.
    public var translatable: Bool
    /// For `<plurals>`: quantity (`one`, `other`...) to text.
    public var quantities: [String: String]
    /// The XML comment right before the element, if any (translator note).
    public var comment: String?

    /// `@string/name` when the whole value is a reference to another string.
    public var reference: String? {
        guard value.hasPrefix("@string/") || value.hasPrefix("@android:string/") else { return nil }
        return raw.trimmingSpaces().hasPrefix("\\@") ? nil : String(value.split(separator: "/").last ?? "")
    }
}

/// Reads the strings of an Android values resource file.
public enum AndroidStringsReader {
    public static func read(path: String) throws -> (strings: [AndroidString], issues: [ReadingIssue]) {
        try read(data: try XMLInputFile.read(path: path), path: path)
    }

    public static func read(data: Data, path: String) throws -> (strings: [AndroidString], issues: [ReadingIssue]) {
        let tree = try XMLTreeReader.read(data: data, path: path)
        guard tree.root.localName == "resources" else {
            throw InputError("not an Android resource file: the root element is <\(tree.root.name)>, expected <resources>",
                             at: tree.root.location)
        }
        var strings: [AndroidString] = []
        var issues: [ReadingIssue] = []
        var seen: [String: SourceLocation] = [:]
        var lastComment: String?
        for node in tree.root.children {
            switch node {
            case .comment(let comment):
                lastComment = comment.text.trimmingSpaces()
                continue
            case .text(let text):
                if !text.text.allSatisfy(\.isWhitespace) { lastComment = nil }
                continue
            case .element(let element):
                defer { lastComment = nil }
                let isItemString = element.localName == "item" && element.attribute("type")?.value == "string"
                guard element.localName == "string" || element.localName == "plurals" || isItemString else { continue }
                guard let name = element.attribute("name") else {
                    throw InputError("<\(element.name)> has no 'name' attribute", at: element.location)
                }
                if let first = seen[name.value] {
                    issues.append(ReadingIssue(kind: .duplicateKey,
                                               message: "the string '\(name.value)' is defined twice (first at line \(first.line)); aapt2 refuses this",
                                               location: name.location))
                    continue
                }
                seen[name.value] = name.location
                var quantities: [String: String] = [:]
                var raw = element.textContent
                var location = element.textLocation
                if element.localName == "plurals" {
                    for item in element.elements(named: "item") {
                        guard let quantity = item.attribute("quantity")?.value else {
                            throw InputError("<item> of <plurals> has no 'quantity' attribute", at: item.location)
                        }
                        quantities[quantity] = try AndroidEscapes.decode(item.textContent, at: item.textLocation)
                    }
                    let shown = element.elements(named: "item").first { $0.attribute("quantity")?.value == "other" }
                        ?? element.elements(named: "item").last
                    raw = shown?.textContent ?? ""
                    location = shown?.textLocation ?? element.contentLocation
                }
                strings.append(AndroidString(name: name.value, value: try AndroidEscapes.decode(raw, at: location),
                                             raw: raw, nameLocation: name.valueLocation, location: location,
                                             translatable: element.attribute("translatable")?.value != "false",
                                             quantities: quantities, comment: lastComment))
            }
        }
        return (strings, issues)
    }
}

/// aapt2's rules for the text of a string resource.
enum AndroidEscapes {
    /// Decodes `\n \t \' \" \\ \@ \? \uXXXX`, removes double quotes (whose
    /// content keeps its white space), collapses other white space runs to one
    /// space and trims the ends.
    static func decode(_ raw: String, at location: SourceLocation) throws -> String {
        var result = String.UnicodeScalarView()
        var quoted = false
        var pendingSpace = false
        var scalars = raw.unicodeScalars.makeIterator()
        func appendPendingSpace() {
            if pendingSpace, !result.isEmpty { result.append(" ") }
            pendingSpace = false
        }
        while let scalar = scalars.next() {
            switch scalar {
            case "\\":
                guard let next = scalars.next() else { continue }
                appendPendingSpace()
                switch next {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "u":
                    var hex = ""
                    while hex.count < 4, let digit = scalars.next() {
                        hex.unicodeScalars.append(digit)
                    }
                    guard hex.count == 4, let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else {
                        throw InputError("invalid unicode escape '\\u\(hex)' in an Android string", at: location)
                    }
                    result.append(decoded)
                default:
                    // \' \" \\ \@ \? and any other escaped character stand for themselves.
                    result.append(next)
                }
            case "\"":
                appendPendingSpace()
                quoted.toggle()
            case " ", "\t", "\n", "\r":
                if quoted {
                    result.append(scalar)
                } else {
                    pendingSpace = true
                }
            default:
                appendPendingSpace()
                result.append(scalar)
            }
        }
        return String(result)
    }
}
