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
    /// The plain string unit, when there are no variations.
    public var value: LocatedString?
    public var state: String?
    /// Variation path (`one`, `iphone`, `ipad.other`) to text, in file order.
    public var variants: [(path: String, text: LocatedString, state: String?)]
    /// Substitution name to its variants (`%#@count@` arguments).
    public var substitutions: [(name: String, variants: [(path: String, text: LocatedString, state: String?)])]
    public var location: SourceLocation

    /// The text a person sees in the common case: the plain value, else the
    /// `other` (or iPhone) variation, with substitutions' `other` forms put in.
    public var displayText: LocatedString? {
        let chosen = value
            ?? variants.last(where: { $0.path == "other" })?.text
            ?? variants.last(where: { $0.path == "iphone" || $0.path == "iphone.other" })?.text
            ?? variants.last(where: { $0.path.hasSuffix("other") })?.text
            ?? variants.first?.text
        guard var text = chosen else { return nil }
        for substitution in substitutions {
            let form = substitution.variants.last(where: { $0.path == "other" || $0.path.hasSuffix(".other") })
                ?? substitution.variants.first
            if let form {
                text.value = XCStringsReader.replaceSubstitution(substitution.name, in: text.value, with: form.text.value)
            }
        }
        return text
    }

    /// Every variant's text keyed by its path (for plural-aware checks).
    public var variantTexts: [String: String] {
        var result: [String: String] = [:]
        for variant in variants { result[variant.path] = variant.text.value }
        return result
    }

    /// The state of the plain unit or, with variations, the first non-`translated` state.
    public var effectiveState: String? {
        state ?? variants.first(where: { $0.state != nil && $0.state != "translated" })?.state ?? variants.first?.state
    }
}

/// Reads `.xcstrings` JSON with positions. Structure is checked where Ellipsis
/// relies on it (types of `strings`, `localizations`, `stringUnit`,
/// `variations`, `substitutions`); keys Xcode may add later are ignored.
public enum XCStringsReader {
    public static func read(data: Data, path: String) throws -> StringCatalog {
        // A key defined twice in `strings` is a reading issue (Xcode keeps the last), not an error.
        let root = try JSONReader.read(data: data, path: path, duplicateKeys: .keep)
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
        guard let strings = stringsNode.members else {
            throw InputError("\"strings\" must be an object, found \(stringsNode.kindName)", at: stringsNode.location)
        }
        var firstSeen: [String: SourceLocation] = [:]
        for member in strings {
            if let earlier = firstSeen[member.key] {
                catalog.issues.append(ReadingIssue(
                    kind: .duplicateKey,
                    message: "key \"\(member.key)\" is defined again (first at line \(earlier.line)); the last definition wins",
                    location: member.keyLocation))
                catalog.entries.removeAll { $0.key == member.key }
            } else {
                firstSeen[member.key] = member.keyLocation
            }
            catalog.entries.append(try entry(member))
        }
        return catalog
    }

    public static func read(path: String) throws -> StringCatalog {
        try read(data: InputFile.read(path: path), path: path)
    }

    private static func entry(_ member: JSONNode.Member) throws -> CatalogString {
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
        var result = CatalogLocalization(value: nil, state: nil, variants: [], substitutions: [], location: node.location)
        if let unit = node["stringUnit"] {
            let (text, state) = try stringUnit(unit)
            result.value = text
            result.state = state
        }
        if let variations = node["variations"] {
            result.variants = try flattenVariations(variations, prefix: "", depth: 0)
        }
        if let substitutions = node["substitutions"] {
            guard let members = substitutions.members else {
                throw InputError("\"substitutions\" must be an object, found \(substitutions.kindName)",
                                 at: substitutions.location)
            }
            for substitution in members {
                guard substitution.value.members != nil else {
                    throw InputError("substitution \"\(substitution.key)\" must be an object", at: substitution.value.location)
                }
                var variants: [(path: String, text: LocatedString, state: String?)] = []
                if let unit = substitution.value["stringUnit"] {
                    let (text, state) = try stringUnit(unit)
                    variants.append(("other", text, state))
                }
                if let variations = substitution.value["variations"] {
                    variants += try flattenVariations(variations, prefix: "", depth: 0)
                }
                result.substitutions.append((substitution.key, variants))
            }
        }
        return result
    }

    /// `{"plural": {"one": {"stringUnit": ...}}, "device": {"iphone": {"variations": ...}}}`
    /// into (`one`, text), (`iphone.one`, text)...
    private static func flattenVariations(_ node: JSONNode, prefix: String,
                                          depth: Int) throws -> [(path: String, text: LocatedString, state: String?)] {
        guard depth < 8 else { throw InputError("variations nest too deeply", at: node.location) }
        guard let kinds = node.members else {
            throw InputError("\"variations\" must be an object, found \(node.kindName)", at: node.location)
        }
        var result: [(path: String, text: LocatedString, state: String?)] = []
        for kind in kinds {
            guard let cases = kind.value.members else {
                throw InputError("\"\(kind.key)\" variations must be an object, found \(kind.value.kindName)",
                                 at: kind.value.location)
            }
            for variation in cases {
                let path = prefix.isEmpty ? variation.key : prefix + "." + variation.key
                guard variation.value.members != nil else {
                    throw InputError("variation \"\(variation.key)\" must be an object", at: variation.value.location)
                }
                if let unit = variation.value["stringUnit"] {
                    let (text, state) = try stringUnit(unit)
                    result.append((path, text, state))
                }
                if let nested = variation.value["variations"] {
                    result += try flattenVariations(nested, prefix: path, depth: depth + 1)
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
