import EllipsisCore
import Foundation

/// Surfaces a user defines in a JSON file: an array of objects (or one object) with
/// `name`, `width` and `size` required, and `lines` (default 1), `style` (default
/// `body`), `tracking` (default 0, or `"sf-pro"` for SF Pro's tracking at the size),
/// `lineHeight`, `device` (default `custom`) and `platform` (`apple` or `android`) optional.
public enum UserSurfaces {
    static let knownKeys = ["name", "width", "size", "lines", "style", "tracking", "lineHeight", "device", "platform"]

    public static func load(_ path: String) throws -> [Surface] {
        try parse(data: InputFile.read(path: path), path: path)
    }

    /// Surfaces from a surface file's bytes; `path` names it in errors and in each surface's sources.
    /// Every error names the line and column of the offending key, value or surface.
    public static func parse(data: Data, path: String) throws -> [Surface] {
        let root = try JSONReader.read(data: data, path: path)
        let entries = root.elements ?? [root]
        return try entries.map { try surface($0, path: path) }
    }

    private static func surface(_ entry: JSONNode, path: String) throws -> Surface {
        let members = try entry.object("a surface")
        // Unknown keys are mistakes (a misspelt "widht" must not silently default).
        for member in members where !knownKeys.contains(member.key) {
            throw InputError("unknown key '\(member.key)' in a surface (known: \(knownKeys.sorted().joined(separator: ", ")))",
                             at: member.keyLocation)
        }
        // An optional key set to null is absent.
        func optional(_ key: String) -> JSONNode? { entry[key].flatMap { $0.isNull ? nil : $0 } }
        func required(_ key: String) throws -> JSONNode {
            guard let node = entry[key] else { throw InputError("a surface needs '\(key)'", at: entry.location) }
            return node
        }
        let name = try required("name").string("'name'")
        let width = try required("width").number("'width'")
        let size = try required("size").number("'size'")
        let tracking: Double
        var followsFont = false
        switch optional("tracking") {
        case nil: tracking = 0
        case let node? where node.stringValue == "sf-pro":
            tracking = SFProTracking.tracking(at: size)
            followsFont = true
        case let node?:
            guard node.doubleValue != nil else {
                throw InputError("'tracking' must be a number or \"sf-pro\", found \(node.kindName)", at: node.location)
            }
            tracking = try node.number("'tracking'")
        }
        let platform: FontPlatform
        if let node = optional("platform") {
            let written = try node.string("'platform'")
            guard let known = FontPlatform(rawValue: written) else {
                throw InputError("unknown platform '\(written)' (known: apple, android)", at: node.location)
            }
            platform = known
        } else {
            platform = .apple
        }
        let surface = Surface(name: name, device: try optional("device")?.string("'device'") ?? "custom",
                              style: try optional("style")?.string("'style'") ?? "body",
                              size: size, lineHeight: try optional("lineHeight")?.number("'lineHeight'"), tracking: tracking,
                              width: width, maxLines: try optional("lines")?.integer("'lines'") ?? 1, platform: platform,
                              sources: ["all": "user-defined in \(path)"], followsFontTracking: followsFont)
        do {
            try surface.validate(file: path)
        } catch let error as InputError {
            throw InputError(error.message, at: entry.location)
        }
        return surface
    }
}
