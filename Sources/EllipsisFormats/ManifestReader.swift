import EllipsisCore
import Foundation

/// A `*.quickactions.json` manifest (docs/contract.md, "Manifest"): dynamic quick
/// actions and anything not in an Info.plist.
public struct Manifest: Sendable {
    /// A text field: either inline text per locale (the contract's form) or a
    /// lookup key into a strings table of the app (`"title": "New Post"`, an
    /// Ellipsis extension so a manifest need not copy every translation).
    public enum Text: Sendable {
        case inline([(code: String, text: LocatedString)])
        case key(LocatedString)
        /// Run-time data (a user handle, a bookmark's title), `{"userData": "sample"}`:
        /// measured with the sample, never missing nor untranslated.
        case userData(LocatedString)
    }

    public struct Action: Sendable {
        public var type: LocatedString
        public var title: Text
        public var subtitle: Text?
        public var icon: (icon: Icon, location: SourceLocation)?
        /// The table that `.key` texts are looked up in; `Localizable` unless given.
        public var table: String
        public var location: SourceLocation
    }

    public var path: String
    public var developmentLanguage: LocatedString?
    public var appName: [(code: String, text: LocatedString)]
    public var actions: [Action]

    /// Every locale code the manifest writes (app name, inline titles and
    /// subtitles), as written: a project names them together with its folders,
    /// so that codes an alias would merge (`sh`, `sr-Latn`) stay two locales.
    public var localeCodes: [String] {
        var codes = appName.map(\.code)
        for action in actions {
            for case .inline(let pairs)? in [action.title, action.subtitle] { codes += pairs.map(\.code) }
        }
        return codes
    }
}

/// Reads manifests strictly: an unknown key anywhere is an error at its location.
public enum ManifestReader {
    public static func read(data: Data, path: String) throws -> Manifest {
        let root = try JSONReader.read(data: data, path: path)
        let members = try object(root, "the manifest", allowed: ["developmentLanguage", "appName", "actions", "$schema"])
        var manifest = Manifest(path: path, developmentLanguage: nil, appName: [], actions: [])
        for member in members {
            switch member.key {
            case "developmentLanguage":
                manifest.developmentLanguage = try string(member.value, "developmentLanguage")
            case "appName":
                manifest.appName = try localeMap(member.value, "appName")
            case "actions":
                guard let elements = member.value.elements else {
                    throw InputError("\"actions\" must be an array, found \(member.value.kindName)", at: member.value.location)
                }
                manifest.actions = try elements.map(action)
            default:
                break
            }
        }
        return manifest
    }

    public static func read(path: String) throws -> Manifest {
        try read(data: InputFile.read(path: path), path: path)
    }

    private static func action(_ node: JSONNode) throws -> Manifest.Action {
        let members = try object(node, "an action", allowed: ["type", "title", "subtitle", "icon", "table"])
        guard let typeNode = node["type"] else { throw InputError("action has no \"type\"", at: node.location) }
        guard let titleNode = node["title"] else { throw InputError("action has no \"title\"", at: node.location) }
        var action = Manifest.Action(type: try string(typeNode, "type"), title: try text(titleNode, "title"),
                                     subtitle: nil, icon: nil, table: "Localizable", location: node.location)
        for member in members {
            switch member.key {
            case "subtitle": action.subtitle = try text(member.value, "subtitle")
            case "table": action.table = try string(member.value, "table").value
            case "icon":
                let iconMembers = try object(member.value, "\"icon\"", allowed: ["system", "symbol", "file"])
                guard iconMembers.count == 1, let only = iconMembers.first else {
                    throw InputError("\"icon\" must have exactly one of \"system\", \"symbol\" or \"file\"",
                                     at: member.value.location)
                }
                let name = try string(only.value, only.key)
                switch only.key {
                case "system": action.icon = (.system(name.value), name.location)
                case "symbol": action.icon = (.symbol(name.value), name.location)
                default: action.icon = (.file(name: name.value, resolvedPath: nil), name.location)
                }
            default: break
            }
        }
        return action
    }

    private static func text(_ node: JSONNode, _ name: String) throws -> Manifest.Text {
        if let key = node.stringValue { return .key(LocatedString(key, at: node.location)) }
        if let members = node.members, members.contains(where: { $0.key == "userData" }) {
            guard members.count == 1, let sample = members.first?.value else {
                throw InputError("\"\(name)\" with \"userData\" takes nothing else: {\"userData\": \"a sample of the data\"}",
                                 at: node.location)
            }
            return .userData(try string(sample, "userData"))
        }
        return .inline(try localeMap(node, name))
    }

    /// `{"en": "Atlas", "ja": "アトラス"}`; every key must be a locale code.
    /// One tag written twice (`pt_BR`, `pt-BR`) is an error; codes an alias
    /// would merge (`sh`, `sr-Latn`) are two locales, as two folders are.
    private static func localeMap(_ node: JSONNode, _ name: String) throws -> [(code: String, text: LocatedString)] {
        guard let members = node.members else {
            throw InputError("\"\(name)\" must be an object of locale to text, found \(node.kindName)", at: node.location)
        }
        var seen: [String: String] = [:]
        return try members.map { member in
            guard let written = LocaleCanonicalizer.canonicalIdentifier(member.key, applyingAliases: false) else {
                throw InputError("\"\(member.key)\" in \"\(name)\" is not a locale code", at: member.keyLocation)
            }
            if let earlier = seen.updateValue(member.key, forKey: written) {
                throw InputError("\"\(member.key)\" in \"\(name)\" is the same locale as \"\(earlier)\"", at: member.keyLocation)
            }
            return (member.key, try string(member.value, member.key))
        }
    }

    private static func object(_ node: JSONNode, _ what: String, allowed: Set<String>) throws -> [JSONNode.Member] {
        guard let members = node.members else {
            throw InputError("\(what) must be a JSON object, found \(node.kindName)", at: node.location)
        }
        // A key written twice is already an error of the reader.
        for member in members where !allowed.contains(member.key) {
            let expected = allowed.filter { !$0.hasPrefix("$") }.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            throw InputError("unknown key \"\(member.key)\" in \(what) (expected \(expected))", at: member.keyLocation)
        }
        return members
    }

    private static func string(_ node: JSONNode, _ name: String) throws -> LocatedString {
        guard let value = node.stringValue else {
            throw InputError("\"\(name)\" must be a string, found \(node.kindName)", at: node.location)
        }
        return LocatedString(value, at: node.location)
    }
}
