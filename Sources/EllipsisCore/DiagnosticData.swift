/// The free-form `data` of a diagnostic: names with JSON values, kept as compact as
/// the numbers and words of a finding allow.
///
/// One run of bytes, the names sorted (the order every report writes them in). A
/// width finding's twenty values take about 450 bytes so, and about 1,400 as a
/// dictionary of `JSONValue`s; a large catalog has a finding for every few
/// translations, and a run holds them all until the report is written.
public struct DiagnosticData: Sendable, Hashable, ExpressibleByDictionaryLiteral, Sequence {
    /// Each member: its name (length, UTF-8), then its value (`Tag`, then what the tag says).
    private var bytes: [UInt8] = []

    private enum Tag: UInt8 {
        case null, `false`, `true`
        /// A zigzag varint.
        case integer
        /// The eight bytes of the Double, little-endian.
        case number
        /// Length, UTF-8.
        case string
        /// Count, then the values.
        case array
        /// Count, then the members, names sorted.
        case object
    }

    public init() {}

    public init(_ dictionary: [String: JSONValue]) {
        var encoder = ByteWriter()
        encoder.members(dictionary)
        bytes = encoder.bytes
    }

    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    public var isEmpty: Bool { bytes.isEmpty }

    public var count: Int {
        var reader = ByteReader(bytes: bytes)
        var count = 0
        while !reader.atEnd {
            reader.skipName()
            reader.skipValue()
            count += 1
        }
        return count
    }

    /// The names, sorted.
    public var keys: [String] { map(\.key) }

    /// The value of `key`; setting nil removes it.
    public subscript(key: String) -> JSONValue? {
        get {
            var reader = ByteReader(bytes: bytes)
            let ascii = key.utf8.allSatisfy { $0 < 0x80 }
            while !reader.atEnd {
                // Names are compared as bytes when the name asked for is ASCII (nothing else can equal it).
                let matches = ascii ? reader.nameEquals(key) : reader.name() == key
                if matches { return reader.value() }
                reader.skipValue()
            }
            return nil
        }
        set {
            var members = dictionary
            members[key] = newValue
            self = DiagnosticData(members)
        }
    }

    /// The members as a dictionary.
    public var dictionary: [String: JSONValue] {
        Dictionary(map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// The members, names sorted.
    public func makeIterator() -> IndexingIterator<[(key: String, value: JSONValue)]> {
        var reader = ByteReader(bytes: bytes)
        var members: [(key: String, value: JSONValue)] = []
        while !reader.atEnd { members.append((reader.name(), reader.value())) }
        return members.makeIterator()
    }

    /// The data as a JSON object, names sorted: what `writer.value(.object(dictionary))` writes.
    public func write(into writer: inout JSONWriter) {
        var reader = ByteReader(bytes: bytes)
        writer.beginObject()
        while !reader.atEnd {
            writer.key(reader.name())
            reader.writeValue(into: &writer)
        }
        writer.endObject()
    }

    // MARK: Encoding

    private struct ByteWriter {
        var bytes: [UInt8] = []

        mutating func members(_ members: [String: JSONValue]) {
            for name in members.keys.sorted() {
                string(name)
                value(members[name] ?? .null)
            }
        }

        mutating func value(_ value: JSONValue) {
            switch value {
            case .null: bytes.append(Tag.null.rawValue)
            case .bool(let flag): bytes.append((flag ? Tag.true : Tag.false).rawValue)
            case .integer(let number):
                bytes.append(Tag.integer.rawValue)
                varint(UInt64(bitPattern: Int64(number) << 1 ^ Int64(number) >> 63))
            case .number(let number):
                bytes.append(Tag.number.rawValue)
                // -0 is 0 (as JSON writes both), so that equal values have equal bytes.
                var bits = (number == 0 ? 0 : number).bitPattern
                for _ in 0..<8 {
                    bytes.append(UInt8(truncatingIfNeeded: bits))
                    bits >>= 8
                }
            case .string(let text):
                bytes.append(Tag.string.rawValue)
                string(text)
            case .array(let items):
                bytes.append(Tag.array.rawValue)
                varint(UInt64(items.count))
                for item in items { self.value(item) }
            case .object(let members):
                bytes.append(Tag.object.rawValue)
                varint(UInt64(members.count))
                self.members(members)
            }
        }

        mutating func string(_ text: String) {
            varint(UInt64(text.utf8.count))
            bytes.append(contentsOf: text.utf8)
        }

        mutating func varint(_ value: UInt64) {
            var value = value
            while value >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
                value >>= 7
            }
            bytes.append(UInt8(value))
        }
    }

    // MARK: Decoding

    private struct ByteReader {
        let bytes: [UInt8]
        var index = 0

        var atEnd: Bool { index >= bytes.count }

        mutating func varint() -> UInt64 {
            var value: UInt64 = 0, shift: UInt64 = 0
            while true {
                let byte = bytes[index]
                index += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
        }

        mutating func name() -> String { string() }

        mutating func skipName() { index += Int(varint()) }

        /// Whether the next name is `key` (ASCII), moving past it either way.
        mutating func nameEquals(_ key: String) -> Bool {
            let length = Int(varint())
            defer { index += length }
            guard length == key.utf8.count else { return false }
            return bytes[index..<(index + length)].elementsEqual(key.utf8)
        }

        mutating func string() -> String {
            let length = Int(varint())
            defer { index += length }
            return bytes.withUnsafeBufferPointer {
                String(decoding: UnsafeBufferPointer(rebasing: $0[index..<(index + length)]), as: UTF8.self)
            }
        }

        mutating func integer() -> Int {
            let zigzag = varint()
            return Int(Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1))
        }

        mutating func number() -> Double {
            var bits: UInt64 = 0
            for offset in 0..<8 { bits |= UInt64(bytes[index + offset]) << (8 * UInt64(offset)) }
            index += 8
            return Double(bitPattern: bits)
        }

        mutating func tag() -> Tag {
            defer { index += 1 }
            return Tag(rawValue: bytes[index])!
        }

        mutating func value() -> JSONValue {
            switch tag() {
            case .null: return .null
            case .false: return .bool(false)
            case .true: return .bool(true)
            case .integer: return .integer(integer())
            case .number: return .number(number())
            case .string: return .string(string())
            case .array: return .array((0..<varint()).map { _ in value() })
            case .object:
                var members: [String: JSONValue] = [:]
                for _ in 0..<varint() { members[name()] = value() }
                return .object(members)
            }
        }

        mutating func skipValue() {
            switch tag() {
            case .null, .false, .true: break
            case .integer: _ = varint()
            case .number: index += 8
            case .string: index += Int(varint())
            case .array: for _ in 0..<varint() { skipValue() }
            case .object:
                for _ in 0..<varint() {
                    skipName()
                    skipValue()
                }
            }
        }

        mutating func writeValue(into writer: inout JSONWriter) {
            switch tag() {
            case .null: writer.null()
            case .false: writer.bool(false)
            case .true: writer.bool(true)
            case .integer: writer.integer(integer())
            case .number: writer.number(number())
            case .string: writer.string(string())
            case .array:
                writer.beginArray()
                for _ in 0..<varint() { writeValue(into: &writer) }
                writer.endArray()
            case .object:
                writer.beginObject()
                for _ in 0..<varint() {
                    writer.key(name())
                    writeValue(into: &writer)
                }
                writer.endObject()
            }
        }
    }
}

extension DiagnosticData: Codable {
    /// As a JSON object, as the dictionary it stands for.
    public init(from decoder: any Decoder) throws {
        self.init(try [String: JSONValue](from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try dictionary.encode(to: encoder)
    }
}

extension DiagnosticData: CustomStringConvertible {
    public var description: String { dictionary.description }
}
