import EllipsisCore
import Foundation

/// A property-list value with where it is: line and column in an XML plist, a
/// key path (`UIApplicationShortcutItems[1].UIApplicationShortcutItemTitle`)
/// in a binary one. Dictionaries keep their keys in file order.
public struct PlistNode: Sendable {
    public enum Value: Sendable {
        case dictionary([Member])
        case array([PlistNode])
        case string(String)
        /// Integers as written (they may exceed 64 bits in XML).
        case integer(String)
        case real(Double)
        case bool(Bool)
        /// ISO 8601 text (XML) or seconds since 2001 rendered as text (binary).
        case date(String)
        case data(Data)
        /// Binary-only values (UID, null, sets) kept as an opaque kind name.
        case other(String)
    }

    public struct Member: Sendable {
        public var key: String
        public var keyLocation: SourceLocation
        public var value: PlistNode
    }

    public var value: Value
    public var location: SourceLocation

    public init(value: Value, location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// The value for `key` (the last one if the key repeats).
    public subscript(key: String) -> PlistNode? {
        guard case .dictionary(let members) = value else { return nil }
        return members.last { $0.key == key }?.value
    }

    public func member(_ key: String) -> Member? {
        guard case .dictionary(let members) = value else { return nil }
        return members.last { $0.key == key }
    }

    /// A `duplicateKey` issue for each key given again in this dictionary, at the
    /// later definition (the last one wins, as when iOS reads the plist); none
    /// for other values. `context` names the dictionary in messages (`"places"`).
    func duplicateKeyIssues(context: String? = nil) -> [ReadingIssue] {
        var seen: [String: SourceLocation] = [:]
        var issues: [ReadingIssue] = []
        for member in members ?? [] {
            if let earlier = seen[member.key] {
                let place = earlier.line > 0 ? "line \(earlier.line)" : earlier.description
                let inside = context.map { " in \($0)" } ?? ""
                issues.append(ReadingIssue(kind: .duplicateKey,
                                           message: "key \"\(member.key)\" is given again\(inside) (first at \(place)); the last one wins",
                                           location: member.keyLocation))
            } else {
                seen[member.key] = member.keyLocation
            }
        }
        return issues
    }

    public var members: [Member]? {
        if case .dictionary(let m) = value { return m }
        return nil
    }

    public var elements: [PlistNode]? {
        if case .array(let e) = value { return e }
        return nil
    }

    public var stringValue: String? {
        if case .string(let s) = value { return s }
        return nil
    }

    public var kindName: String {
        switch value {
        case .dictionary: return "a dictionary"
        case .array: return "an array"
        case .string: return "a string"
        case .integer: return "an integer"
        case .real: return "a real number"
        case .bool: return "a boolean"
        case .date: return "a date"
        case .data: return "data"
        case .other(let kind): return kind
        }
    }
}

/// Reads property lists in either form Xcode produces: XML (`<plist>`) and
/// binary (`bplist00`). Old-style text plists are not property lists Ellipsis
/// meets outside `.strings` files, which `StringsFileReader` reads.
public enum PropertyListReader {
    public static func read(data: Data, path: String) throws -> PlistNode {
        try InputFile.checkSize(data, path: path)
        if data.starts(with: Array("bplist".utf8)) {
            return try BinaryPropertyListReader.read(data: data, path: path)
        }
        return try PropertyListXMLReader.read(data: data, path: path)
    }

    public static func read(path: String) throws -> PlistNode {
        try read(data: InputFile.read(path: path), path: path)
    }
}

extension String {
    /// `parent.key` or `parent[3]`, the notation of `SourceLocation.keyPath`.
    func appendingKeyPath(_ key: String) -> String { isEmpty ? key : self + "." + key }
    func appendingKeyPath(index: Int) -> String { self + "[\(index)]" }
}
