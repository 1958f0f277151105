import EllipsisCode
import EllipsisCore
import Foundation

/// Where discovery hands Android resources to the Android reader.
enum AndroidResources {
    /// A `res` folder with `values*` folders in it.
    static func isResourceFolder(_ path: String) -> Bool {
        guard (path as NSString).lastPathComponent == "res" else { return false }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.contains { $0 == "values" || $0.hasPrefix("values-") }
    }

    /// The Android project under `path`. Android merges the `res` folders of
    /// every Gradle module (shortcuts in one, strings in another), so the
    /// reader is given the whole folder, not each `res` folder alone.
    static func load(path: String, manifests: [String] = [], code: CodeInventory? = nil) throws -> Project {
        try AndroidProjectLoader.load(path: path, manifests: manifests, code: code)
    }

    /// The module a `res` folder belongs to: `app` for Gradle's `app/src/main/res`
    /// (any source set), else the folder holding `res`. A manifest inside it
    /// describes that app's dynamic shortcuts.
    static func moduleFolder(ofResourceFolder res: String) -> String {
        let sourceSet = (res as NSString).deletingLastPathComponent
        let src = (sourceSet as NSString).deletingLastPathComponent
        if (src as NSString).lastPathComponent == "src" { return (src as NSString).deletingLastPathComponent }
        return sourceSet
    }
}
