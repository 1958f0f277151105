import EllipsisCore
import Foundation

/// The lists a lexicon may hold, read from Locales/schema/lexicon-lists.json:
/// each list's name, what it means, and how validation checks it. Adding a
/// list is an entry in that file; the model and the validation stay as they are.
public struct LexiconSchema: Hashable, Codable, Sendable {
    public struct List: Hashable, Codable, Sendable {
        public enum Kind: String, Hashable, Codable, Sendable {
            /// Words or short phrases, compared case-insensitively after trimming: no blanks, no repeats.
            case words
            /// ICU regular expressions, applied case-insensitively: each must compile, none repeats.
            case patterns
        }

        public var name: String
        public var kind: Kind
        /// Every lexicon must hold it (a rule needing a list a file lacks runs reduced there).
        public var required: Bool
        /// Lists no entry of this one may also be in (compared case-insensitively).
        public var disjointFrom: [String]?
        /// What the list holds, for the people who write the files.
        public var meaning: String

        public init(name: String, kind: Kind, required: Bool, disjointFrom: [String]? = nil, meaning: String) {
            self.name = name
            self.kind = kind
            self.required = required
            self.disjointFrom = disjointFrom
            self.meaning = meaning
        }
    }

    /// Why the lists exist and how they are used, for the people who write the files.
    public var about: String?
    public var lists: [List]

    public init(about: String? = nil, lists: [List]) {
        self.about = about
        self.lists = lists
    }

    /// The list names, in the schema's order.
    public var names: [String] { lists.map(\.name) }

    public func list(named name: String) -> List? { lists.first { $0.name == name } }

    /// Where the schema lives, relative to a Locales folder.
    public static let relativePath = "schema/lexicon-lists.json"

    /// Reads the schema strictly (unknown keys are errors with their place)
    /// and checks that it is sound: names unique and non-empty, every list it
    /// refers to declared.
    public static func decode(_ bytes: Data, file: String) throws(InputError) -> LexiconSchema {
        let (schema, root) = try LocaleDataDecoding.decodeStrictlyWithTree(LexiconSchema.self, from: bytes, file: file,
                                                                           knownKeys: [
            "": ["about", "lists"],
            "lists[]": ["name", "kind", "required", "disjointFrom", "meaning"],
        ])
        // Decoding succeeded, so `lists` is an array of objects, one per list, in order.
        let nodes = root["lists"]?.elements ?? []
        func node(_ index: Int, _ key: String) -> JSONNode? { nodes.indices.contains(index) ? nodes[index][key] : nil }
        var seen: Set<String> = []
        for (index, list) in schema.lists.enumerated() {
            func fail(_ message: String) -> InputError {
                InputError(message, at: node(index, "name")?.location ?? root.location)
            }
            if list.name.isEmpty || list.name.contains(where: { !$0.isLetter && !$0.isNumber }) {
                throw fail("list name '\(list.name)' is not a word of letters and digits")
            }
            if !seen.insert(list.name).inserted { throw fail("list '\(list.name)' is declared twice") }
            if list.meaning.trimmingCharacters(in: .whitespaces).isEmpty { throw fail("list '\(list.name)' has no meaning") }
        }
        for (index, list) in schema.lists.enumerated() {
            for (position, other) in (list.disjointFrom ?? []).enumerated() where !seen.contains(other) {
                let place = node(index, "disjointFrom")?.elements?[position].location ?? root.location
                throw InputError("list '\(list.name)' is disjoint from '\(other)', which is not declared", at: place)
            }
        }
        return schema
    }
}
