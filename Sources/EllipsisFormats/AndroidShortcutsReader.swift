import EllipsisCore
import Foundation

/// One static shortcut of `res/xml/shortcuts.xml`.
public struct AndroidShortcut: Sendable, Hashable {
    public var id: String
    public var location: SourceLocation
    /// `android:shortcutShortLabel` as written (`@string/queue_label` or literal text).
    public var shortLabel: String
    public var shortLabelLocation: SourceLocation
    public var longLabel: String?
    public var longLabelLocation: SourceLocation?
    /// `android:icon` as written (`@drawable/ic_search`).
    public var icon: String?
    public var iconLocation: SourceLocation?
    /// `android:enabled="false"` shortcuts are not shown.
    public var enabled: Bool
}

/// Reads `res/xml/shortcuts.xml`.
public enum AndroidShortcutsReader {
    public static func read(path: String) throws -> [AndroidShortcut] {
        try read(data: try XMLInputFile.read(path: path), path: path)
    }

    public static func read(data: Data, path: String) throws -> [AndroidShortcut] {
        try shortcuts(in: try XMLTreeReader.read(data: data, path: path))
    }

    static func shortcuts(in tree: XMLTree) throws -> [AndroidShortcut] {
        guard tree.root.localName == "shortcuts" else {
            throw InputError("not an Android shortcuts file: the root element is <\(tree.root.name)>, expected <shortcuts>",
                             at: tree.root.location)
        }
        var result: [AndroidShortcut] = []
        var ids: Set<String> = []
        for element in tree.root.elements(named: "shortcut") {
            guard let id = element.attribute("android:shortcutId") else {
                throw InputError("<shortcut> has no android:shortcutId", at: element.location)
            }
            guard ids.insert(id.value).inserted else {
                throw InputError("the shortcut id '\(id.value)' is used twice", at: id.valueLocation)
            }
            guard let short = element.attribute("android:shortcutShortLabel"), !short.value.isEmpty else {
                throw InputError("the shortcut '\(id.value)' has no android:shortcutShortLabel", at: element.location)
            }
            let long = element.attribute("android:shortcutLongLabel")
            let icon = element.attribute("android:icon")
            result.append(AndroidShortcut(id: id.value, location: element.location, shortLabel: short.value,
                                          shortLabelLocation: short.valueLocation, longLabel: long?.value,
                                          longLabelLocation: long?.valueLocation, icon: icon?.value,
                                          iconLocation: icon?.valueLocation,
                                          enabled: element.attribute("android:enabled")?.value != "false"))
        }
        return result
    }
}
