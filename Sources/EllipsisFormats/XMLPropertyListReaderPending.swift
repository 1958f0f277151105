import EllipsisCore
import Foundation

// Placeholder until the shared XML layer lands; replaced by XMLPropertyListReader.swift.
enum XMLPropertyListReader {
    static func read(data: Data, path: String) throws -> PlistNode {
        throw InputError("XML property lists are not readable in this build yet", file: path)
    }
}
