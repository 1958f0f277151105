import Foundation

/// `Decodable` values read from a `JSONNode` tree (from `JSONReader`), so that a
/// wrong type or a missing key is an `InputError` at the exact line and column
/// of the value (or of the object missing the key). Unknown keys are the
/// caller's to check on the tree, where each key knows its place.
public enum JSONNodeDecoder {
    public static func decode<Value: Decodable>(_ type: Value.Type, from root: JSONNode) throws -> Value {
        do {
            return try Value(from: NodeDecoder(node: root, codingPath: []))
        } catch let error as DecodingError {
            throw inputError(error, root: root)
        }
    }

    /// The error at the node its coding path leads to (the deepest one found).
    static func inputError(_ error: DecodingError, root: JSONNode) -> InputError {
        let (path, message): ([any CodingKey], String)
        switch error {
        case .keyNotFound(let key, let context): (path, message) = (context.codingPath, "missing required key '\(key.stringValue)'")
        case .typeMismatch(_, let context): (path, message) = (context.codingPath, context.debugDescription)
        case .valueNotFound(_, let context): (path, message) = (context.codingPath, context.debugDescription)
        case .dataCorrupted(let context): (path, message) = (context.codingPath, context.debugDescription)
        @unknown default: (path, message) = ([], "\(error)")
        }
        let shown = keyPath(path)
        return InputError(shown.isEmpty ? message : "\(shown): \(message)", at: node(at: path, in: root).location)
    }

    /// `fonts.apple`, `lists[2].kind`.
    public static func keyPath(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text
    }

    static func node(at path: [any CodingKey], in root: JSONNode) -> JSONNode {
        var current = root
        for key in path {
            if let index = key.intValue, let elements = current.elements, elements.indices.contains(index) {
                current = elements[index]
            } else if let child = current[key.stringValue] {
                current = child
            } else {
                break
            }
        }
        return current
    }
}

private struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

private struct NodeDecoder: Decoder {
    let node: JSONNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let members = node.members else { throw mismatch([String: Any].self, node, codingPath) }
        return KeyedDecodingContainer(KeyedNodeContainer(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let elements = node.elements else { throw mismatch([Any].self, node, codingPath) }
        return UnkeyedNodeContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleNodeContainer(node: node, codingPath: codingPath)
    }
}

/// "expected a string, found a number", as the other readers word it.
private func mismatch(_ type: Any.Type, _ node: JSONNode, _ path: [any CodingKey]) -> DecodingError {
    let expected: String
    switch type {
    case is String.Type: expected = "a string"
    case is Bool.Type: expected = "true or false"
    case is [String: Any].Type: expected = "a JSON object"
    case is [Any].Type: expected = "an array"
    case is Int.Type, is Int64.Type, is Int32.Type, is UInt.Type: expected = "a whole number"
    default: expected = "a number"
    }
    let found = node.isNull ? "null" : node.kindName
    let context = DecodingError.Context(codingPath: path, debugDescription: "expected \(expected), found \(found)")
    return node.isNull ? .valueNotFound(type, context) : .typeMismatch(type, context)
}

/// Strings, booleans and numbers straight from the node; anything else by its own `init(from:)`.
private func decodeValue<T: Decodable>(_ type: T.Type, _ node: JSONNode, _ path: [any CodingKey]) throws -> T {
    if type == String.self {
        guard let text = node.stringValue else { throw mismatch(type, node, path) }
        return text as! T
    }
    if type == Bool.self {
        guard let flag = node.boolValue else { throw mismatch(type, node, path) }
        return flag as! T
    }
    if let integer = type as? any FixedWidthInteger.Type {
        guard let whole = node.intValue, let value = exactly(integer, whole) as? T else { throw mismatch(Int.self, node, path) }
        return value
    }
    if let floating = type as? any BinaryFloatingPoint.Type {
        guard let number = node.doubleValue, number.isFinite else { throw mismatch(Double.self, node, path) }
        return converted(floating, number) as! T
    }
    return try T(from: NodeDecoder(node: node, codingPath: path))
}

private func exactly<Integer: FixedWidthInteger>(_ type: Integer.Type, _ value: Int) -> Integer? { Integer(exactly: value) }

private func converted<Floating: BinaryFloatingPoint>(_ type: Floating.Type, _ value: Double) -> Floating { Floating(value) }

private struct KeyedNodeContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [JSONNode.Member]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { members.contains { $0.key == key.stringValue } }

    private func child(_ key: Key) throws -> JSONNode {
        guard let member = members.last(where: { $0.key == key.stringValue }) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath,
                                                                       debugDescription: "no '\(key.stringValue)'"))
        }
        return member.value
    }

    func decodeNil(forKey key: Key) throws -> Bool { try child(key).isNull }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decodeValue(type, try child(key), codingPath + [key])
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type,
                                               forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try NodeDecoder(node: try child(key), codingPath: codingPath + [key]).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try NodeDecoder(node: try child(key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath,
                                                                debugDescription: "class inheritance is not read"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder { try superDecoder() }
}

private struct UnkeyedNodeContainer: UnkeyedDecodingContainer {
    let elements: [JSONNode]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(elements: [JSONNode], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    private mutating func next(_ type: Any.Type) throws -> (JSONNode, [any CodingKey]) {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, DecodingError.Context(codingPath: codingPath,
                                                                          debugDescription: "the array ends early"))
        }
        defer { currentIndex += 1 }
        return (elements[currentIndex], codingPath + [IndexKey(currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, elements[currentIndex].isNull else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (node, path) = try next(type)
        return try decodeValue(type, node, path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey> {
        let (node, path) = try next([String: Any].self)
        return try NodeDecoder(node: node, codingPath: path).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (node, path) = try next([Any].self)
        return try NodeDecoder(node: node, codingPath: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        let (node, path) = try next(Any.self)
        return NodeDecoder(node: node, codingPath: path)
    }
}

private struct SingleNodeContainer: SingleValueDecodingContainer {
    let node: JSONNode
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { node.isNull }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeValue(type, node, codingPath) }
}
