import EllipsisCore
import Foundation

/// Reads one locale data file (JSON) strictly, with the one JSON reader:
/// malformed JSON, wrong types and unknown keys are InputErrors at the exact
/// file:line:column, so a typo such as `resultVerb` cannot silently drop a
/// list. The lexicon's keys are the list names of the schema.
public enum LocaleDataDecoding {
    /// Keys allowed per object, by key path (`fonts`; `lists[]` for the objects
    /// of an array). Objects whose path is absent (`sources`) take any key.
    static func knownKeys(schema: LexiconSchema) -> [String: Set<String>] {
        [
            "": ["locale", "name", "direction", "numberingSystem", "fonts", "lineBreak", "lexicon", "morphology",
                 "expansion", "sources"],
            "fonts": ["apple", "proxy", "android"],
            "lineBreak": ["icuLocale", "wordBreak", "strictness"],
            "lexicon": Set(schema.names),
            "morphology": ["snowball", "hunspell", "invariable", "exactLists"],
            "expansion": ["titles", "median", "p90", "buckets"],
            "expansion.buckets[]": ["minLength", "maxLength", "titles", "median", "p90"],
        ]
    }

    public static func decode(_ bytes: Data, file: String, schema: LexiconSchema) throws(InputError) -> LocaleData {
        try decodeStrictly(LocaleData.self, from: bytes, file: file, knownKeys: knownKeys(schema: schema))
    }

    /// Any of the Locales/ files: JSON syntax, then the keys each object may
    /// have, then the types, each error at its place in the file.
    public static func decodeStrictly<Value: Decodable>(_ type: Value.Type, from bytes: Data, file: String,
                                                        knownKeys: [String: Set<String>]) throws(InputError) -> Value {
        try decodeStrictlyWithTree(type, from: bytes, file: file, knownKeys: knownKeys).value
    }

    /// The value and the tree it was read from, for checks that name the place of a value.
    static func decodeStrictlyWithTree<Value: Decodable>(_ type: Value.Type, from bytes: Data, file: String,
                                                         knownKeys: [String: Set<String>]) throws(InputError)
        -> (value: Value, root: JSONNode) {
        let root = try tree(bytes, file: file)
        guard root.members != nil else { throw InputError("a locale file holds one JSON object", at: root.location) }
        try checkKeys(root, path: "", knownKeys: knownKeys)
        do {
            return (try JSONNodeDecoder.decode(Value.self, from: root), root)
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError("unreadable locale data: \(error)", at: root.location)
        }
    }

    /// The file's JSON tree; a syntax error is an InputError where it is.
    static func tree(_ bytes: Data, file: String) throws(InputError) -> JSONNode {
        do {
            return try JSONReader.read(data: bytes, path: file)
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError("unreadable JSON: \(error)", file: file, line: 1, column: 1)
        }
    }

    static func checkKeys(_ node: JSONNode, path: String, knownKeys: [String: Set<String>]) throws(InputError) {
        if let elements = node.elements {
            for element in elements { try checkKeys(element, path: path + "[]", knownKeys: knownKeys) }
            return
        }
        guard let members = node.members else { return }
        let allowed = knownKeys[path]
        for member in members {
            let childPath = path.isEmpty ? member.key : "\(path).\(member.key)"
            if let allowed, !allowed.contains(member.key) {
                throw InputError("unknown key '\(childPath)' (known: \(allowed.sorted().joined(separator: ", ")))",
                                 at: member.keyLocation)
            }
            try checkKeys(member.value, path: childPath, knownKeys: knownKeys)
        }
    }

    /// Where a value is: the key path's last key found (each one inside the one
    /// before it), then the `occurrence`-th string `entry` of the list there.
    /// What cannot be found falls back to the last place found, else 1:1.
    public static func position(of path: [String], entry: String? = nil, occurrence: Int = 1,
                                in bytes: Data) -> (line: Int, column: Int) {
        guard let root = try? JSONReader.read(data: bytes, path: "") else { return (1, 1) }
        let location = location(of: path, entry: entry, occurrence: occurrence, in: root)
        return (location.line, location.column)
    }

    /// The same place in a tree already read. Arrays on the way are searched
    /// for the key in their objects, in order (`lists` then `name`).
    public static func location(of path: [String], entry: String? = nil, occurrence: Int = 1,
                                in root: JSONNode) -> SourceLocation {
        var place = SourceLocation(file: root.location.file, line: 1, column: 1)
        var current: [JSONNode] = [root]
        for key in path {
            var found: JSONNode.Member?
            for node in current {
                let candidates = node.elements ?? [node]
                if let member = candidates.lazy.compactMap({ $0.members?.last { $0.key == key } }).first {
                    found = member
                    break
                }
            }
            guard let found else { break }
            place = found.keyLocation
            current = [found.value]
        }
        if let entry {
            var remaining = occurrence
            for node in Self.strings(in: current) where node.stringValue == entry {
                place = node.location
                remaining -= 1
                if remaining == 0 { break }
            }
        }
        return place
    }

    /// Every string value at or under `nodes`, in file order.
    static func strings(in nodes: [JSONNode]) -> [JSONNode] {
        nodes.flatMap { node -> [JSONNode] in
            switch node.value {
            case .string: return [node]
            case .array(let elements): return strings(in: elements)
            case .object(let members): return strings(in: members.map(\.value))
            default: return []
            }
        }
    }
}
