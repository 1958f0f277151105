import Foundation
import XCTest

/// The real-world corpora beside the project (`../shared/corpora`), or a skip.
public func sharedCorporaFolder(packageRoot: URL) throws -> URL {
    let folder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpora")
    guard FileManager.default.fileExists(atPath: folder.path) else {
        throw XCTSkip("no corpora at \(folder.path)")
    }
    return folder
}
