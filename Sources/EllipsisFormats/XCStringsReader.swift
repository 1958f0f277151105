import EllipsisCore
import Foundation

/// A String Catalog (`.xcstrings`).
public struct StringCatalog: Sendable {
    public var path: String
    public var sourceLanguage: LocatedString
    public var entries: [CatalogString]
    /// A key given twice in `strings` (the last one wins).
    public var issues: [ReadingIssue] = []

    public func entry(forKey key: String) -> CatalogString? { entries.last { $0.key == key } }
}

/// One key of a String Catalog.
public struct CatalogString: Sendable {
    public var key: String
    public var keyLocation: SourceLocation
    public var comment: String?
    public var extractionState: String?
    /// `false` when the developer marked the string "Don't translate".
    public var shouldTranslate: Bool
    /// Locale code as written in the file to its localization, in file order.
    public var localizations: [(code: String, localization: CatalogLocalization)]

    public func localization(_ code: String) -> CatalogLocalization? {
        localizations.last { $0.code == code }?.localization
    }
}

/// One locale's text of a catalog key: a plain string unit, or variations by
/// plural category and device (which may nest), plus substitutions.
public struct CatalogLocalization: Sendable {
    /// The plain string unit (with variations, it is absent or holds the `%#@name@` format).
    public var value: LocatedString?
    public var state: String?
    /// The texts other than the plain unit, in file order: each variation, each
    /// substitution form. Most localizations have none (a large catalog makes no list for them).
    var variations: [CatalogLeaf] = []
    /// The `%#@name@` arguments, with their argument number and format.
    public var substitutions: [CatalogSubstitution]
    public var location: SourceLocation

    init(value: LocatedString?, state: String?, variations: [CatalogLeaf] = [], substitutions: [CatalogSubstitution],
         location: SourceLocation) {
        self.value = value
        self.state = state
        self.variations = variations
        self.substitutions = substitutions
        self.location = location
    }

    /// Every text in file order: the plain unit (path nil), each variation, each
    /// substitution form (its `%arg` written as the placeholder it stands for).
    public var leaves: [CatalogLeaf] {
        (value.map { [CatalogLeaf(path: nil, text: $0, state: state)] } ?? []) + variations
    }

    /// A plain string unit and nothing else: what most localizations are.
    private var isPlain: Bool { value != nil && variations.isEmpty }

    /// The texts as a person sees them, per device and plural form; nil when there is no text.
    public var resolved: CatalogVariants? {
        if isPlain, let value { return CatalogVariants(plain: value) }
        return CatalogVariants(leaves)
    }

    /// The text a person sees in the common case (every device not named, the `other` form).
    public var displayText: LocatedString? { resolved?.text }

    /// Every variation's text by its path as Xcode exports it (`plural.one`, `device.ipad.plural.other`).
    public var variantTexts: [String: String] {
        var result: [String: String] = [:]
        for leaf in variations { if let path = leaf.path { result[path.description] = leaf.text.value } }
        return result
    }

    /// The state of the plain unit or, with variations, the first non-`translated` state.
    public var effectiveState: String? { isPlain ? state : CatalogVariants.state(of: leaves) }
}

/// A `%#@name@` argument of a localization: which argument it formats, and how.
public struct CatalogSubstitution: Sendable {
    public var name: String
    public var argumentNumber: Int?
    public var formatSpecifier: String?
    public var location: SourceLocation

    /// What `%arg` in the substitution's forms stands for: `%2$lld` for argument 2 as `lld`.
    public var placeholder: String {
        "%" + (argumentNumber.map { "\($0)$" } ?? "") + (formatSpecifier ?? "@")
    }
}

/// Reads `.xcstrings` JSON with positions. Structure is checked where Ellipsis
/// relies on it (types of `strings`, `localizations`, `stringUnit`,
/// `variations`, `substitutions`); keys Xcode may add later are ignored.
public enum XCStringsReader {
    public static func read(data: Data, path: String) throws -> StringCatalog {
        // The strings are read one at a time as the parser meets them: only one entry's
        // tree is held, never the tree of the whole catalog (several times its size).
        let (root, strings) = try parse(data: data, path: path)
        guard root.members != nil else {
            throw InputError("a String Catalog must be a JSON object, found \(root.kindName)", at: root.location)
        }
        guard let sourceNode = root["sourceLanguage"] else {
            throw InputError("String Catalog has no \"sourceLanguage\"", at: root.location)
        }
        guard let source = sourceNode.stringValue else {
            throw InputError("\"sourceLanguage\" must be a string, found \(sourceNode.kindName)", at: sourceNode.location)
        }
        var catalog = StringCatalog(path: path, sourceLanguage: LocatedString(source, at: sourceNode.location), entries: [])
        guard let stringsNode = root["strings"] else { return catalog }
        guard stringsNode.members != nil else {
            throw InputError("\"strings\" must be an object, found \(stringsNode.kindName)", at: stringsNode.location)
        }
        // The last `strings` is the one read (it is an object, so it was streamed), as a key given twice reads.
        if let error = strings.error { throw error }
        catalog.entries = strings.entries
        catalog.issues = strings.issues
        return catalog
    }

    /// The catalog's tree without its strings, and its strings read. A large catalog is parsed
    /// on a second thread while this one reads the entries already parsed, taken in file order:
    /// the same entries, issues and first error as reading them in turn. (What is kept is made
    /// on this thread, so that memory the parser lets go of serves its own next entries.)
    private static func parse(data: Data, path: String) throws -> (JSONNode, StreamedStrings) {
        var strings = StreamedStrings()
        // A key defined twice in `strings` is a reading issue (Xcode keeps the last), not an error.
        guard ParallelItems.cores > 1, data.count >= minimumForTwoThreads else {
            let root = try JSONReader.read(data: data, path: path, duplicateKeys: .keep, streaming: ["strings"]) {
                strings.add($0, of: $1)
            }
            return (root, strings)
        }
        let handOff = MemberHandOff()
        let parsing = Thread {
            var batch: [(JSONNode.Member, SourceLocation)] = []
            batch.reserveCapacity(MemberHandOff.batchSize)
            let root = Result {
                try JSONReader.read(data: data, path: path, duplicateKeys: .keep, streaming: ["strings"]) {
                    batch.append(($0, $1))
                    if batch.count == MemberHandOff.batchSize {
                        handOff.put(batch)
                        batch.removeAll(keepingCapacity: true)
                    }
                }
            }
            handOff.put(batch)
            handOff.finish(with: root)
        }
        parsing.start()
        while let batch = handOff.take() {
            for (member, object) in batch { strings.add(member, of: object) }
        }
        // Malformed JSON is the error, whatever the entries read so far say.
        return (try handOff.root!.get(), strings)
    }

    /// Below this many bytes a second thread costs more than it saves.
    private static let minimumForTwoThreads = 1 << 20

    /// Batches of parsed members from the parsing thread to the reading one, in order; a few
    /// at most wait, so that only a few entries' trees are held at once.
    private final class MemberHandOff: @unchecked Sendable {
        static let batchSize = 8
        private static let capacity = 4
        private let condition = NSCondition()
        private var batches: [[(JSONNode.Member, SourceLocation)]] = []
        /// The tree without the strings, or the JSON mistake: set once the last batch is put.
        private(set) var root: Result<JSONNode, any Error>?

        /// Waits while the reading thread has enough to do.
        func put(_ batch: [(JSONNode.Member, SourceLocation)]) {
            guard !batch.isEmpty else { return }
            condition.lock()
            while batches.count >= Self.capacity { condition.wait() }
            batches.append(batch)
            condition.broadcast()
            condition.unlock()
        }

        func finish(with root: Result<JSONNode, any Error>) {
            condition.lock()
            self.root = root
            condition.broadcast()
            condition.unlock()
        }

        /// The next batch; nil once the parser has finished and every batch is taken.
        func take() -> [(JSONNode.Member, SourceLocation)]? {
            condition.lock()
            defer { condition.unlock() }
            while batches.isEmpty && root == nil { condition.wait() }
            guard !batches.isEmpty else { return nil }
            condition.broadcast()
            return batches.removeFirst()
        }
    }

    /// The entries of `strings` as the parser hands them on, in file order.
    private struct StreamedStrings {
        var entries: [CatalogString] = []
        var issues: [ReadingIssue] = []
        /// The first entry that could not be read: thrown once the whole file is known to be
        /// well-formed JSON and the catalog's own keys are checked, as a reading of the whole tree would.
        var error: (any Error)?
        private var firstSeen: [String: SourceLocation] = [:]
        private var object: SourceLocation?

        mutating func add(_ member: JSONNode.Member, of object: SourceLocation) {
            // `strings` written twice: the later one is the catalog's, as with any repeated key.
            if object != self.object {
                self = StreamedStrings()
                self.object = object
            }
            guard error == nil else { return }
            if let earlier = firstSeen[member.key] {
                issues.append(ReadingIssue(
                    kind: .duplicateKey,
                    message: "key \"\(member.key)\" is defined again (first at line \(earlier.line)); the last definition wins",
                    location: member.keyLocation))
                entries.removeAll { $0.key == member.key }
            } else {
                firstSeen[member.key] = member.keyLocation
            }
            do {
                entries.append(try XCStringsReader.entry(member))
            } catch {
                self.error = error
                entries = []
            }
        }
    }

    public static func read(path: String) throws -> StringCatalog {
        try read(data: InputFile.read(path: path), path: path)
    }

    fileprivate static func entry(_ member: JSONNode.Member) throws -> CatalogString {
        let node = member.value
        guard node.members != nil else {
            throw InputError("the entry for \"\(member.key)\" must be an object, found \(node.kindName)", at: node.location)
        }
        var result = CatalogString(key: member.key, keyLocation: member.keyLocation, comment: nil,
                                   extractionState: nil, shouldTranslate: true, localizations: [])
        result.comment = try optionalString(node, "comment")
        result.extractionState = try optionalString(node, "extractionState")
        if let flag = node["shouldTranslate"] {
            guard let value = flag.boolValue else {
                throw InputError("\"shouldTranslate\" must be true or false, found \(flag.kindName)", at: flag.location)
            }
            result.shouldTranslate = value
        }
        if let localizations = node["localizations"] {
            guard let locales = localizations.members else {
                throw InputError("\"localizations\" must be an object, found \(localizations.kindName)",
                                 at: localizations.location)
            }
            for locale in locales {
                result.localizations.append((locale.key, try localization(locale.value)))
            }
        }
        return result
    }

    private static func localization(_ node: JSONNode) throws -> CatalogLocalization {
        guard node.members != nil else {
            throw InputError("a localization must be an object, found \(node.kindName)", at: node.location)
        }
        var result = CatalogLocalization(value: nil, state: nil, substitutions: [], location: node.location)
        if let unit = node["stringUnit"] {
            let (text, state) = try stringUnit(unit)
            result.value = text
            result.state = state
        }
        if let variations = node["variations"] {
            result.variations += try flattenVariations(variations, path: VariationPath(), depth: 0)
        }
        if let substitutions = node["substitutions"] {
            guard let members = substitutions.members else {
                throw InputError("\"substitutions\" must be an object, found \(substitutions.kindName)",
                                 at: substitutions.location)
            }
            for member in members {
                let substitution = try self.substitution(member)
                result.substitutions.append(substitution)
                var forms: [CatalogLeaf] = []
                if let unit = member.value["stringUnit"] {
                    let (text, state) = try stringUnit(unit)
                    forms.append(CatalogLeaf(path: VariationPath(plural: "other"), text: text, state: state))
                }
                if let variations = member.value["variations"] {
                    forms += try flattenVariations(variations, path: VariationPath(), depth: 0)
                }
                for var form in forms {
                    form.path?.substitution = member.key
                    if form.path?.plural == nil { form.path?.plural = "other" }
                    form.text.value = form.text.value.replacingOccurrences(of: "%arg", with: substitution.placeholder)
                    result.variations.append(form)
                }
            }
        }
        return result
    }

    private static func substitution(_ member: JSONNode.Member) throws -> CatalogSubstitution {
        let node = member.value
        guard node.members != nil else {
            throw InputError("substitution \"\(member.key)\" must be an object, found \(node.kindName)", at: node.location)
        }
        var result = CatalogSubstitution(name: member.key, argumentNumber: nil,
                                         formatSpecifier: try optionalString(node, "formatSpecifier"),
                                         location: member.keyLocation)
        if let number = node["argNum"] {
            guard let value = number.intValue, value >= 1 else {
                throw InputError("\"argNum\" must be a whole number from 1, found \(number.kindName)", at: number.location)
            }
            result.argumentNumber = value
        }
        return result
    }

    /// `{"plural": {"one": {"stringUnit": ...}}, "device": {"iphone": {"variations": ...}}}`
    /// into leaves at `plural.one`, `device.iphone.plural.one`...
    private static func flattenVariations(_ node: JSONNode, path: VariationPath, depth: Int) throws -> [CatalogLeaf] {
        guard depth < 8 else { throw InputError("variations nest too deeply", at: node.location) }
        guard let kinds = node.members else {
            throw InputError("\"variations\" must be an object, found \(node.kindName)", at: node.location)
        }
        var result: [CatalogLeaf] = []
        for kind in kinds {
            guard let cases = kind.value.members else {
                throw InputError("\"\(kind.key)\" variations must be an object, found \(kind.value.kindName)",
                                 at: kind.value.location)
            }
            // Xcode varies by `plural` and `device`; a kind it may add later is not read as either.
            guard kind.key == "plural" || kind.key == "device" else { continue }
            if kind.key == "plural" ? path.plural != nil : (path.device != nil || path.plural != nil) {
                throw InputError("\"\(kind.key)\" variations cannot be nested here", at: kind.keyLocation)
            }
            for variation in cases {
                var inner = path
                if kind.key == "plural" { inner.plural = variation.key } else { inner.device = variation.key }
                guard variation.value.members != nil else {
                    throw InputError("variation \"\(variation.key)\" must be an object", at: variation.value.location)
                }
                if let unit = variation.value["stringUnit"] {
                    let (text, state) = try stringUnit(unit)
                    result.append(CatalogLeaf(path: inner, text: text, state: state))
                }
                if let nested = variation.value["variations"] {
                    result += try flattenVariations(nested, path: inner, depth: depth + 1)
                }
            }
        }
        return result
    }

    private static func stringUnit(_ node: JSONNode) throws -> (LocatedString, String?) {
        guard node.members != nil else {
            throw InputError("\"stringUnit\" must be an object, found \(node.kindName)", at: node.location)
        }
        guard let valueNode = node["value"] else {
            throw InputError("\"stringUnit\" has no \"value\"", at: node.location)
        }
        guard let value = valueNode.stringValue else {
            throw InputError("\"value\" must be a string, found \(valueNode.kindName)", at: valueNode.location)
        }
        return (LocatedString(value, at: valueNode.location), try optionalString(node, "state"))
    }

    private static func optionalString(_ node: JSONNode, _ key: String) throws -> String? {
        guard let child = node[key] else { return nil }
        guard let value = child.stringValue else {
            throw InputError("\"\(key)\" must be a string, found \(child.kindName)", at: child.location)
        }
        return value
    }

    /// Replaces `%#@name@` (optionally positional, `%1$#@name@`) with `text`.
    static func replaceSubstitution(_ name: String, in format: String, with text: String) -> String {
        var result = format.replacingOccurrences(of: "%#@\(name)@", with: text)
        for position in 1...9 {
            result = result.replacingOccurrences(of: "%\(position)$#@\(name)@", with: text)
        }
        return result
    }
}
