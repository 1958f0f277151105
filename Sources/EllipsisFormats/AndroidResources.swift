import EllipsisCore
import Foundation

/// Where discovery hands Android resource folders to the Android reader.
enum AndroidResources {
    /// A `res` folder with `values*` folders in it.
    static func isResourceFolder(_ path: String) -> Bool {
        guard (path as NSString).lastPathComponent == "res" else { return false }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.contains { $0 == "values" || $0.hasPrefix("values-") }
    }

    /// The project of a `res` folder, or `nil` while this build has no Android reader.
    static func load(path: String) throws -> Project? {
        nil
    }
}
