import EllipsisCore
import Foundation

/// A string value of a property list with where it is.
public struct LocatedString: Sendable, Equatable {
    public var value: String
    public var location: SourceLocation

    public init(_ value: String, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// True when the value is a build-setting reference such as `$(PRODUCT_NAME)`
    /// that Xcode substitutes at build time, so its real text is unknown here.
    public var isBuildSettingPlaceholder: Bool { !BuildSettings.references(in: value).isEmpty }
}

/// Build-setting references in Info.plist values: `$(NAME)`, `${NAME}`, with
/// optional modifiers (`$(PRODUCT_NAME:rfc1034identifier)`).
public enum BuildSettings {
    /// The setting names referenced in `text`, in order.
    public static func references(in text: String) -> [String] {
        var names: [String] = []
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i + 1 < scalars.count {
            if scalars[i] == "$", scalars[i + 1] == "(" || scalars[i + 1] == "{" {
                let close: Unicode.Scalar = scalars[i + 1] == "(" ? ")" : "}"
                var j = i + 2
                var name = String.UnicodeScalarView()
                while j < scalars.count, scalars[j] != close { name.append(scalars[j]); j += 1 }
                if j < scalars.count, let first = name.first, first == "_" || first.properties.isAlphabetic {
                    names.append(String(String(name).split(separator: ":", maxSplits: 1).first ?? ""))
                    i = j + 1
                    continue
                }
            }
            i += 1
        }
        return names
    }
}

/// One entry of `UIApplicationShortcutItems`.
public struct ShortcutItem: Sendable {
    public var index: Int
    /// Where the item's dictionary starts.
    public var location: SourceLocation
    public var type: LocatedString
    public var title: LocatedString
    public var subtitle: LocatedString?
    public var iconType: LocatedString?
    public var iconFile: LocatedString?
    public var iconSymbolName: LocatedString?
    public var hasUserInfo: Bool

    /// The icon iOS shows: an icon file wins over an icon type (Apple documents
    /// that); a symbol name is taken before a type (iOS 13 and later).
    public var icon: (icon: Icon, location: SourceLocation)? {
        if let iconFile { return (.file(name: iconFile.value, resolvedPath: nil), iconFile.location) }
        if let iconSymbolName { return (.symbol(iconSymbolName.value), iconSymbolName.location) }
        if let iconType {
            let prefix = "UIApplicationShortcutIconType"
            let name = iconType.value.hasPrefix(prefix) ? String(iconType.value.dropFirst(prefix.count)) : iconType.value
            return (.system(name), iconType.location)
        }
        return nil
    }
}

/// What Ellipsis needs from an Info.plist.
public struct InfoPlist: Sendable {
    public var path: String
    public var developmentRegion: LocatedString?
    public var displayName: LocatedString?
    public var bundleName: LocatedString?
    /// `nil` when the plist has no `UIApplicationShortcutItems` at all.
    public var shortcutItems: [ShortcutItem]?
    public var shortcutItemsLocation: SourceLocation?
    /// Keys given twice in one dictionary (the last one wins).
    public var issues: [ReadingIssue] = []
}

/// Reads Info.plist (XML or binary): `UIApplicationShortcutItems` with every key
/// of notes/quick-actions.md, `CFBundleDevelopmentRegion`, `CFBundleDisplayName`
/// and `CFBundleName`. Values of the wrong type and items without their
/// required type or title are errors at their location.
public enum InfoPlistReader {
    public static let shortcutItemsKey = "UIApplicationShortcutItems"

    public static func read(data: Data, path: String) throws -> InfoPlist {
        try interpret(PropertyListReader.read(data: data, path: path), path: path)
    }

    public static func read(path: String) throws -> InfoPlist {
        try read(data: InputFile.read(path: path), path: path)
    }

    static func interpret(_ root: PlistNode, path: String) throws -> InfoPlist {
        guard root.members != nil else {
            throw InputError("an Info.plist must be a dictionary, found \(root.kindName)", at: root.location)
        }
        var plist = InfoPlist(path: path)
        plist.issues = duplicateKeys(in: root)
        plist.developmentRegion = try string(root, "CFBundleDevelopmentRegion")
        plist.displayName = try string(root, "CFBundleDisplayName")
        plist.bundleName = try string(root, "CFBundleName")
        guard let itemsNode = root[shortcutItemsKey] else { return plist }
        guard let elements = itemsNode.elements else {
            throw InputError("\(shortcutItemsKey) must be an array, found \(itemsNode.kindName)", at: itemsNode.location)
        }
        plist.shortcutItemsLocation = root.member(shortcutItemsKey)?.keyLocation
        for element in elements { plist.issues += duplicateKeys(in: element) }
        plist.shortcutItems = try elements.enumerated().map { index, node in
            guard node.members != nil else {
                throw InputError("\(shortcutItemsKey)[\(index)] must be a dictionary, found \(node.kindName)",
                                 at: node.location)
            }
            guard let type = try string(node, "UIApplicationShortcutItemType") else {
                throw InputError("\(shortcutItemsKey)[\(index)] has no UIApplicationShortcutItemType (required)",
                                 at: node.location)
            }
            guard let title = try string(node, "UIApplicationShortcutItemTitle") else {
                throw InputError("\(shortcutItemsKey)[\(index)] has no UIApplicationShortcutItemTitle (required)",
                                 at: node.location)
            }
            return ShortcutItem(
                index: index, location: node.location, type: type, title: title,
                subtitle: try string(node, "UIApplicationShortcutItemSubtitle"),
                iconType: try string(node, "UIApplicationShortcutItemIconType"),
                iconFile: try string(node, "UIApplicationShortcutItemIconFile"),
                iconSymbolName: try string(node, "UIApplicationShortcutItemIconSymbolName"),
                hasUserInfo: node["UIApplicationShortcutItemUserInfo"] != nil)
        }
        return plist
    }

    /// Every dictionary this reader interprets (the root and each shortcut item)
    /// reports its duplicate keys; `UIApplicationShortcutItemUserInfo` is only
    /// checked for presence, so its contents are not.
    private static func duplicateKeys(in dictionary: PlistNode) -> [ReadingIssue] {
        dictionary.duplicateKeyIssues()
    }

    private static func string(_ dictionary: PlistNode, _ key: String) throws -> LocatedString? {
        guard let node = dictionary[key] else { return nil }
        guard let value = node.stringValue else {
            throw InputError("\(key) must be a string, found \(node.kindName)", at: node.location)
        }
        return LocatedString(value, at: node.location)
    }
}
