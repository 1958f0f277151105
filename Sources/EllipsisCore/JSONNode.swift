/// A JSON value with where it starts in its file. Objects keep their members in
/// file order, each with its key's own location; numbers keep the text written.
public struct JSONNode: Sendable {
    public enum Value: Sendable {
        case object([Member])
        case array([JSONNode])
        case string(String)
        /// The number as written (JSON numbers are exact text until interpreted).
        case number(String)
        case bool(Bool)
        case null
    }

    public struct Member: Sendable {
        public var key: String
        public var keyLocation: SourceLocation
        public var value: JSONNode

        public init(key: String, keyLocation: SourceLocation, value: JSONNode) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    public var value: Value
    public var location: SourceLocation

    public init(value: Value, location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// The member named `key` (the last one if the key repeats, which only a
    /// document read with `duplicateKeys: .keep` can have).
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }?.value
    }

    public var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    public var elements: [JSONNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    public var stringValue: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let flag) = value { return flag }
        return nil
    }

    public var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    /// The number as a Double (infinite when it is too large for one).
    public var doubleValue: Double? {
        if case .number(let text) = value { return Double(text) }
        return nil
    }

    /// The number when it is a whole number that fits an Int (`3`, `3.0`, `3e0`).
    public var intValue: Int? {
        guard case .number(let text) = value else { return nil }
        if let exact = Int(text) { return exact }
        guard let double = Double(text), double == double.rounded(), abs(double) < 9.0e15 else { return nil }
        return Int(double)
    }

    /// What kind of value this is, for messages ("expected a string, found an array").
    public var kindName: String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// Reading a document's expected shape, with errors at the offending value:
/// `"'width' must be a number, found a string"` at the value's line and column.
/// `what` names the value in the message as the caller wants it written.
extension JSONNode {
    public func object(_ what: String) throws -> [Member] {
        guard let members else { throw mismatch(what, "a JSON object") }
        return members
    }

    public func array(_ what: String) throws -> [JSONNode] {
        guard let elements else { throw mismatch(what, "an array") }
        return elements
    }

    public func string(_ what: String) throws -> String {
        guard let stringValue else { throw mismatch(what, "a string") }
        return stringValue
    }

    public func bool(_ what: String) throws -> Bool {
        guard let boolValue else { throw mismatch(what, "true or false") }
        return boolValue
    }

    /// A finite number.
    public func number(_ what: String) throws -> Double {
        guard let double = doubleValue else { throw mismatch(what, "a number") }
        guard double.isFinite else { throw InputError("\(what) is too large a number", at: location) }
        return double
    }

    public func integer(_ what: String) throws -> Int {
        guard doubleValue != nil else { throw mismatch(what, "a whole number") }
        guard let int = intValue else { throw InputError("\(what) must be a whole number", at: location) }
        return int
    }

    /// An array whose every element is a string.
    public func strings(_ what: String) throws -> [String] {
        try array(what).map { element in
            guard let text = element.stringValue else {
                throw InputError("\(what) must be an array of strings, found \(element.kindName) in it",
                                 at: element.location)
            }
            return text
        }
    }

    private func mismatch(_ what: String, _ expected: String) -> InputError {
        InputError("\(what) must be \(expected), found \(kindName)", at: location)
    }
}
