import EllipsisCore
import Foundation

/// Reads one locale data file (JSON) strictly: malformed JSON, wrong types and
/// unknown keys are InputErrors naming file:line:column, so a typo such as
/// `resultVerb` cannot silently drop a list. The lexicon's keys are the list
/// names of the schema.
public enum LocaleDataDecoding {
    /// Keys allowed per object, by key path (`fonts`; `lists[]` for the objects
    /// of an array). Objects whose path is absent (`sources`) take any key.
    static func knownKeys(schema: LexiconSchema) -> [String: Set<String>] {
        [
            "": ["locale", "name", "direction", "numberingSystem", "fonts", "lineBreak", "lexicon", "morphology",
                 "sources"],
            "fonts": ["apple", "proxy", "android"],
            "lineBreak": ["icuLocale", "wordBreak", "strictness"],
            "lexicon": Set(schema.names),
            "morphology": ["snowball", "hunspell", "invariable", "exactLists"],
        ]
    }

    public static func decode(_ bytes: Data, file: String, schema: LexiconSchema) throws(InputError) -> LocaleData {
        try decodeStrictly(LocaleData.self, from: bytes, file: file, knownKeys: knownKeys(schema: schema))
    }

    /// Any of the Locales/ files: JSON syntax, then the keys each object may
    /// have, then the types, each error at its place in the file.
    static func decodeStrictly<Value: Decodable>(_ type: Value.Type, from bytes: Data, file: String,
                                                 knownKeys: [String: Set<String>]) throws(InputError) -> Value {
        let tree: Any
        do {
            tree = try JSONSerialization.jsonObject(with: bytes, options: [])
        } catch {
            let position = lineAndColumn(in: plainMessage(error), bytes: bytes)
            throw InputError("malformed JSON: \(plainMessage(error))", file: file,
                             line: position?.line ?? 1, column: position?.column ?? 1)
        }
        guard let object = tree as? [String: Any] else {
            throw InputError("a locale file holds one JSON object", file: file, line: 1, column: 1)
        }
        try checkKeys(object, path: "", knownKeys: knownKeys, bytes: bytes, file: file)
        do {
            return try JSONDecoder().decode(Value.self, from: bytes)
        } catch let error as DecodingError {
            let (path, message) = describe(error)
            let position = position(ofKey: path.last, in: bytes)
            let keyPath = path.joined(separator: ".")
            throw InputError("\(keyPath.isEmpty ? "" : "\(keyPath): ")\(message)", file: file,
                             line: position.line, column: position.column)
        } catch {
            throw InputError("unreadable locale data: \(error)", file: file, line: 1, column: 1)
        }
    }

    static func checkKeys(_ object: [String: Any], path: String, knownKeys: [String: Set<String>], bytes: Data,
                          file: String) throws(InputError) {
        guard let allowed = knownKeys[path] else { return }
        for key in object.keys.sorted() {
            guard allowed.contains(key) else {
                let position = position(ofKey: key, in: bytes)
                let place = path.isEmpty ? key : "\(path).\(key)"
                throw InputError("unknown key '\(place)' (known: \(allowed.sorted().joined(separator: ", ")))",
                                 file: file, line: position.line, column: position.column)
            }
            let childPath = path.isEmpty ? key : "\(path).\(key)"
            if let child = object[key] as? [String: Any] {
                try checkKeys(child, path: childPath, knownKeys: knownKeys, bytes: bytes, file: file)
            } else if let elements = object[key] as? [Any] {
                for case let element as [String: Any] in elements {
                    try checkKeys(element, path: childPath + "[]", knownKeys: knownKeys, bytes: bytes, file: file)
                }
            }
        }
    }

    static func describe(_ error: DecodingError) -> ([String], String) {
        switch error {
        case .keyNotFound(let key, let context):
            return (context.codingPath.map(\.stringValue), "missing required key '\(key.stringValue)'")
        case .typeMismatch(let type, let context):
            return (context.codingPath.map(\.stringValue), "expected \(type)")
        case .valueNotFound(let type, let context):
            return (context.codingPath.map(\.stringValue), "expected \(type), found null")
        case .dataCorrupted(let context):
            return (context.codingPath.map(\.stringValue), context.debugDescription)
        @unknown default:
            return ([], "\(error)")
        }
    }

    /// 1-based line and column of the first `"key":` in the text, else 1:1.
    /// Columns count Unicode scalars, as SourceLocation asks.
    static func position(ofKey key: String?, in bytes: Data) -> (line: Int, column: Int) {
        guard let key else { return (1, 1) }
        return position(of: [key], in: bytes)
    }

    /// Where a value is: the key path's last key found after the ones before
    /// it, then the `occurrence`-th `entry` (a string of that list) after it,
    /// each as JSON writes it. What cannot be found falls back to the last
    /// place found, else 1:1.
    static func position(of path: [String], entry: String? = nil, occurrence: Int = 1,
                         in bytes: Data) -> (line: Int, column: Int) {
        guard let text = String(data: bytes, encoding: .utf8) else { return (1, 1) }
        var place: String.Index?
        var searchStart = text.startIndex
        for key in path {
            guard let found = keyRange(key, in: text, from: searchStart) else { break }
            place = found.lowerBound
            searchStart = found.upperBound
        }
        if let entry {
            var remaining = occurrence
            while remaining > 0, let found = text.range(of: jsonQuoted(entry), range: searchStart..<text.endIndex) {
                place = found.lowerBound
                searchStart = found.upperBound
                remaining -= 1
            }
        }
        guard let place else { return (1, 1) }
        return lineAndColumn(of: place, in: text)
    }

    /// The range of the first `"key"` followed by `:` at or after `start`.
    static func keyRange(_ key: String, in text: String, from start: String.Index) -> Range<String.Index>? {
        let needle = jsonQuoted(key)
        var searchStart = start
        while let range = text.range(of: needle, range: searchStart..<text.endIndex) {
            let after = text[range.upperBound...].drop(while: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            if after.first == ":" { return range }
            searchStart = range.upperBound
        }
        return nil
    }

    /// A string as the Locales/ files write it: quoted, with `\\` and `\"` escaped.
    static func jsonQuoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// 1-based line and column (in Unicode scalars, as SourceLocation counts) of a place in the text.
    static func lineAndColumn(of place: String.Index, in text: String) -> (line: Int, column: Int) {
        let before = text[..<place]
        let line = before.unicodeScalars.reduce(into: 1) { count, scalar in if scalar == "\n" { count += 1 } }
        let lineStart = before.unicodeScalars.lastIndex(of: "\n").map { before.unicodeScalars.index(after: $0) }
            ?? before.startIndex
        return (line, before.unicodeScalars[lineStart...].count + 1)
    }

    /// Foundation states syntax errors as "... around line N, column M." or
    /// "... around character N." (a UTF-8 offset).
    static func lineAndColumn(in message: String, bytes: Data) -> (line: Int, column: Int)? {
        if let characterRange = message.range(of: "character "),
           let offset = Int(message[characterRange.upperBound...].prefix(while: \.isNumber)) {
            return lineAndColumn(atByteOffset: offset, in: bytes)
        }
        guard let lineRange = message.range(of: "line "),
              let columnRange = message.range(of: "column ", range: lineRange.upperBound..<message.endIndex)
        else { return nil }
        let line = Int(message[lineRange.upperBound...].prefix(while: \.isNumber))
        let column = Int(message[columnRange.upperBound...].prefix(while: \.isNumber))
        guard let line, let column, line > 0 else { return nil }
        return (line, max(column, 1))
    }

    static func lineAndColumn(atByteOffset offset: Int, in bytes: Data) -> (line: Int, column: Int) {
        let prefix = bytes.prefix(max(0, min(offset, bytes.count)))
        let text = String(decoding: prefix, as: UTF8.self)
        let line = text.unicodeScalars.reduce(into: 1) { count, scalar in if scalar == "\n" { count += 1 } }
        let lastLine = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).last
        return (line, (lastLine?.count ?? 0) + 1)
    }

    static func plainMessage(_ error: Error) -> String {
        let nsError = error as NSError
        if let debug = nsError.userInfo[NSDebugDescriptionErrorKey] as? String { return debug }
        return nsError.localizedDescription
    }
}
