import EllipsisCode
import EllipsisCore
import Foundation

/// Calls that make the same action (same kind, type and texts) are one
/// action of the project with several sites, so that its strings are
/// checked once; a type a manifest also names is the manifest's.
enum CodeActionGrouping {
    static func groups(_ found: [FoundAction], excludingTypes manifestTypes: Set<String>) -> [[FoundAction]] {
        var order: [String] = []
        var groups: [String: [FoundAction]] = [:]
        for action in found {
            if let type = action.type, manifestTypes.contains(type) { continue }
            let key = [action.kind.rawValue, action.type ?? "", identity(action.title), action.subtitle.map(identity) ?? "",
                       action.longTitle.map(identity) ?? "", action.isPinnedOnly ? "pinned" : ""].joined(separator: "\u{1F}")
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(action)
        }
        return order.compactMap { groups[$0] }
    }

    /// What makes two texts the same string: a key and its table; a literal or run-time data where it is written.
    static func identity(_ text: FoundText) -> String {
        switch text {
        case .key(let key, let table, _, _, _): "key:\(table ?? "")/\(key)"
        case .resource(let name, _, _): "resource:\(name)"
        case .literal(let value, let location): "literal:\(location.description):\(value)"
        case .userData(let pattern, let location): "data:\(location.description):\(pattern)"
        }
    }

    /// The name findings give an action: its type, else its title's key or text, else where it is made.
    static func name(_ action: FoundAction, root: String) -> String {
        if let type = action.type { return type }
        switch action.title {
        case .key(let key, _, _, _, _), .resource(let key, _, _): return key
        case .literal(let text, _): return text
        case .userData:
            return "\(relative(action.site.file, root: root)):\(action.site.line)"
        }
    }

    static func sites(_ group: [FoundAction]) -> [CodeSite] {
        group.map { CodeSite(location: $0.site, multiplicity: $0.multiplicity, publishedBy: $0.publishedBy) }
    }

    static func relative(_ path: String, root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
