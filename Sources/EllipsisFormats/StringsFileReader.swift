import EllipsisCore
import Foundation

/// One `"key" = "value";` of a `.strings` file.
public struct StringsEntry: Sendable, Equatable {
    public var key: String
    public var value: String
    public var keyLocation: SourceLocation
    public var valueLocation: SourceLocation
    /// The comment just before the entry (text inside `/* */` or after `//`,
    /// trimmed), which may carry `ellipsis:disable=RULE`.
    public var comment: String?

    public init(key: String, value: String, keyLocation: SourceLocation, valueLocation: SourceLocation,
                comment: String? = nil) {
        self.key = key
        self.value = value
        self.keyLocation = keyLocation
        self.valueLocation = valueLocation
        self.comment = comment
    }
}

/// A `.strings` table in file order. A key given twice is kept twice and
/// reported; lookups see the last one, as the system does.
public struct StringsTable: Sendable {
    public var path: String
    public var entries: [StringsEntry]
    public var issues: [ReadingIssue]

    public func entry(forKey key: String) -> StringsEntry? {
        entries.last { $0.key == key }
    }

    /// Keys in first-appearance order, each once.
    public var keys: [String] {
        var seen = Set<String>()
        return entries.compactMap { seen.insert($0.key).inserted ? $0.key : nil }
    }
}

/// Reads Apple `.strings` files: UTF-8 or UTF-16 (either byte order, BOM or
/// not), `/* */` and `//` comments, quoted or unquoted keys, `"key";` alone
/// (the value is the key), and the escapes of old-style property lists
/// (`\n \t \r \" \\ \' \a \b \f \v`, octal `\012`, `\U20AC`).
public enum StringsFileReader {
    public static func read(data: Data, path: String) throws -> StringsTable {
        // Built app bundles hold .strings compiled to property lists.
        if data.starts(with: Array("bplist".utf8)) || looksLikeXMLPlist(data) {
            return try readPropertyList(data: data, path: path)
        }
        let scalars = try TextDecoding.decode(data, path: path, allowUTF16: true)
        var parser = Parser(scanner: TextScanner(scalars, path: path))
        return try parser.parseTable()
    }

    public static func read(path: String) throws -> StringsTable {
        try read(data: InputFile.read(path: path), path: path)
    }

    private static func looksLikeXMLPlist(_ data: Data) -> Bool {
        let head = data.prefix(256)
        guard let text = String(data: head.starts(with: [0xEF, 0xBB, 0xBF]) ? head.dropFirst(3) : head, encoding: .utf8)
        else { return false }
        let trimmed = text.drop { $0.isWhitespace }
        return trimmed.hasPrefix("<?xml") || trimmed.hasPrefix("<plist") || trimmed.hasPrefix("<!DOCTYPE plist")
    }

    private static func readPropertyList(data: Data, path: String) throws -> StringsTable {
        let root = try PropertyListReader.read(data: data, path: path)
        guard let members = root.members else {
            throw InputError("a strings table in property-list form must be a dictionary, found \(root.kindName)",
                             at: root.location)
        }
        let entries = try members.map { member -> StringsEntry in
            guard let value = member.value.stringValue else {
                throw InputError("the value of \"\(member.key)\" must be a string, found \(member.value.kindName)",
                                 at: member.value.location)
            }
            return StringsEntry(key: member.key, value: value, keyLocation: member.keyLocation,
                                valueLocation: member.value.location)
        }
        return StringsTable(path: path, entries: entries, issues: [])
    }

    private struct Parser {
        var scanner: TextScanner
        /// The last comment seen since the previous entry.
        var pendingComment: String?

        mutating func parseTable() throws -> StringsTable {
            var entries: [StringsEntry] = []
            var issues: [ReadingIssue] = []
            var firstSeen: [String: SourceLocation] = [:]
            // A .strings file may also be written as an old-style dictionary: `{ "a" = "b"; }`.
            try skipWhitespaceAndComments()
            let braceLocation = scanner.location
            let braced = scanner.consume("{")
            while true {
                try skipWhitespaceAndComments()
                if braced, scanner.current == "}" {
                    scanner.advance()
                    try skipWhitespaceAndComments()
                    if !scanner.isAtEnd { throw scanner.error("unexpected text after the closing '}'") }
                    break
                }
                guard let c = scanner.current else {
                    if braced {
                        throw scanner.error("unexpected end of file: the '{' at line \(braceLocation.line), column \(braceLocation.column) is never closed")
                    }
                    break
                }
                let keyLocation = scanner.location
                guard let key = try parseToken() else {
                    throw scanner.error("unexpected character '\(c.displayForm)': expected a quoted key")
                }
                try skipWhitespaceAndComments()
                var value = key
                var valueLocation = keyLocation
                if scanner.current == "=" {
                    scanner.advance()
                    try skipWhitespaceAndComments()
                    valueLocation = scanner.location
                    guard let parsed = try parseToken() else {
                        if scanner.isAtEnd { throw scanner.error("unexpected end of file: expected a value after '='") }
                        throw scanner.error("unexpected character '\(scanner.current?.displayForm ?? "")': expected a quoted value")
                    }
                    value = parsed
                    try skipWhitespaceAndComments()
                }
                guard scanner.current == ";" else {
                    if scanner.isAtEnd {
                        throw scanner.error("unexpected end of file: missing ';' after the entry for \"\(key)\"")
                    }
                    throw scanner.error("expected ';' after the entry for \"\(key)\"")
                }
                scanner.advance()
                if let earlier = firstSeen[key] {
                    issues.append(ReadingIssue(
                        kind: .duplicateKey,
                        message: "key \"\(key)\" is defined again (first at line \(earlier.line)); the last definition wins",
                        location: keyLocation))
                } else {
                    firstSeen[key] = keyLocation
                }
                entries.append(StringsEntry(key: key, value: value, keyLocation: keyLocation,
                                            valueLocation: valueLocation, comment: pendingComment))
                pendingComment = nil
            }
            return StringsTable(path: scanner.path, entries: entries, issues: issues)
        }

        mutating func skipWhitespaceAndComments() throws {
            while let c = scanner.current {
                if c.properties.isWhitespace || c == "\u{FEFF}" {
                    scanner.advance()
                } else if c == "/", scanner.peek() == "*" {
                    let start = scanner.location
                    scanner.advance(2)
                    var text = String.UnicodeScalarView()
                    while true {
                        guard let d = scanner.current else {
                            throw scanner.error("unterminated comment (it starts at line \(start.line), column \(start.column))",
                                                at: start)
                        }
                        if d == "*", scanner.peek() == "/" { scanner.advance(2); break }
                        text.append(d)
                        scanner.advance()
                    }
                    pendingComment = String(text).trimmingSpaces()
                } else if c == "/", scanner.peek() == "/" {
                    scanner.advance(2)
                    var text = String.UnicodeScalarView()
                    while let d = scanner.current, d != "\n", d != "\r" { text.append(d); scanner.advance() }
                    pendingComment = String(text).trimmingSpaces()
                } else {
                    return
                }
            }
        }

        /// A quoted string or an unquoted word; `nil` if neither starts here.
        mutating func parseToken() throws -> String? {
            guard let c = scanner.current else { return nil }
            if c == "\"" || c == "'" { return try parseQuoted(quote: c) }
            guard Self.isUnquotedCharacter(c) else { return nil }
            var text = String.UnicodeScalarView()
            while let d = scanner.current, Self.isUnquotedCharacter(d) { text.append(d); scanner.advance() }
            return String(text)
        }

        /// Characters allowed in an unquoted old-style property list string.
        static func isUnquotedCharacter(_ c: Unicode.Scalar) -> Bool {
            ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c)
                || c == "_" || c == "$" || c == "+" || c == "/" || c == ":" || c == "." || c == "-"
        }

        mutating func parseQuoted(quote: Unicode.Scalar) throws -> String {
            let start = scanner.location
            scanner.advance()
            var result = String.UnicodeScalarView()
            var pendingHighSurrogate: (value: UInt32, location: SourceLocation)?
            while true {
                guard let c = scanner.current else {
                    throw scanner.error("unterminated string (it starts at line \(start.line), column \(start.column))",
                                        at: start)
                }
                if c == quote {
                    if let high = pendingHighSurrogate { throw scanner.error("unpaired surrogate \\U\(hex(high.value))", at: high.location) }
                    scanner.advance()
                    // Built by appending, the string keeps the room it grew into; a large
                    // project's keys and texts would hold on to it for the whole run.
                    return String(result).compacted
                }
                if c != "\\" {
                    if let high = pendingHighSurrogate { throw scanner.error("unpaired surrogate \\U\(hex(high.value))", at: high.location) }
                    result.append(c)
                    scanner.advance()
                    continue
                }
                let escapeLocation = scanner.location
                scanner.advance()
                guard let e = scanner.current else { continue }
                if e == "U" {
                    scanner.advance()
                    var value: UInt32 = 0
                    var digits = 0
                    while digits < 4, let digit = scanner.current?.hexValue {
                        value = value << 4 | digit
                        digits += 1
                        scanner.advance()
                    }
                    if digits == 0 { throw scanner.error("\\U needs hexadecimal digits", at: escapeLocation) }
                    if (0xD800...0xDBFF).contains(value) {
                        if let high = pendingHighSurrogate { throw scanner.error("unpaired surrogate \\U\(hex(high.value))", at: high.location) }
                        pendingHighSurrogate = (value, escapeLocation)
                        continue
                    }
                    if (0xDC00...0xDFFF).contains(value) {
                        guard let high = pendingHighSurrogate,
                              let scalar = Unicode.Scalar(0x10000 + ((high.value - 0xD800) << 10) + (value - 0xDC00)) else {
                            throw scanner.error("unpaired surrogate \\U\(hex(value))", at: escapeLocation)
                        }
                        pendingHighSurrogate = nil
                        result.append(scalar)
                        continue
                    }
                    if let high = pendingHighSurrogate { throw scanner.error("unpaired surrogate \\U\(hex(high.value))", at: high.location) }
                    guard value != 0, let scalar = Unicode.Scalar(value) else {
                        throw scanner.error("\\U0000 (NUL) is not allowed in a string", at: escapeLocation)
                    }
                    result.append(scalar)
                    continue
                }
                if let high = pendingHighSurrogate { throw scanner.error("unpaired surrogate \\U\(hex(high.value))", at: high.location) }
                if ("0"..."7").contains(e) {
                    var value: UInt32 = 0
                    var digits = 0
                    while digits < 3, let d = scanner.current, ("0"..."7").contains(d) {
                        value = value << 3 | (d.value - 48)
                        digits += 1
                        scanner.advance()
                    }
                    guard value != 0, let scalar = Unicode.Scalar(value) else {
                        throw scanner.error("octal escape \\0 (NUL) is not allowed in a string", at: escapeLocation)
                    }
                    result.append(scalar)
                    continue
                }
                scanner.advance()
                switch e {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "a": result.append("\u{7}")
                case "b": result.append("\u{8}")
                case "f": result.append("\u{C}")
                case "v": result.append("\u{B}")
                default: result.append(e) // \" \' \\ and any other character stand for themselves
                }
            }
        }

        private func hex(_ value: UInt32) -> String { String(value, radix: 16, uppercase: true).leftPadded(4) }
    }
}
