import Synchronization

/// The free-form `data` of a diagnostic: names with JSON values, kept as compact as
/// the numbers and words of a finding allow.
///
/// One run of bytes, the names sorted (the order every report writes them in). Names,
/// and values that are words of ASCII (a kind, a size, a device, a font file), recur in
/// finding after finding: they are written once, in `Words`, and here by their number.
/// A width finding's twenty values take about 120 bytes so, and about 1,400 as a
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
        /// A word's number in `Words` (a varint).
        case word
        /// A number with at most one decimal (most widths and margins): ten times it, a zigzag varint.
        case tenths
    }

    /// The names and words of every diagnostic's data, each held once for the process:
    /// there are a few hundred of them, however many findings there are.
    private enum Words {
        private static let table = Mutex<(numbers: [String: Int], words: [String])>(([:], []))

        static func number(_ word: String) -> Int {
            table.withLock { table in
                if let number = table.numbers[word] { return number }
                table.numbers[word] = table.words.count
                table.words.append(word)
                return table.words.count - 1
            }
        }

        /// The number of `word` if it has one already.
        static func existingNumber(_ word: String) -> Int? {
            table.withLock { $0.numbers[word] }
        }

        static func word(_ number: Int) -> String {
            table.withLock { $0.words[number] }
        }

        /// Whether a value is such a word: ASCII without spaces, short (a name, not a text).
        static func isWord(_ text: String) -> Bool {
            let utf8 = text.utf8
            return utf8.count <= 64 && utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }
        }
    }

    public init() {}

    public init(_ dictionary: [String: JSONValue]) {
        guard !dictionary.isEmpty else { return }
        var encoder = ByteWriter()
        encoder.members(dictionary)
        // Kept at its size: the writer's bytes have room they grew into.
        bytes = encoder.bytes.withUnsafeBufferPointer { Array($0) }
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
            // A name no data has is in none; names are compared by number.
            guard !bytes.isEmpty, let number = Words.existingNumber(key) else { return nil }
            var reader = ByteReader(bytes: bytes)
            while !reader.atEnd {
                if reader.nameNumber() == number { return reader.value() }
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
                varint(UInt64(Words.number(name)))
                value(members[name] ?? .null)
            }
        }

        mutating func value(_ value: JSONValue) {
            switch value {
            case .null: bytes.append(Tag.null.rawValue)
            case .bool(let flag): bytes.append((flag ? Tag.true : Tag.false).rawValue)
            case .integer(let number):
                bytes.append(Tag.integer.rawValue)
                zigzag(number)
            case .number(let number) where Self.tenths(number) != nil:
                bytes.append(Tag.tenths.rawValue)
                zigzag(Self.tenths(number)!)
            case .number(let number):
                bytes.append(Tag.number.rawValue)
                var bits = number.bitPattern
                for _ in 0..<8 {
                    bytes.append(UInt8(truncatingIfNeeded: bits))
                    bits >>= 8
                }
            case .string(let text) where Words.isWord(text):
                bytes.append(Tag.word.rawValue)
                varint(UInt64(Words.number(text)))
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

        mutating func zigzag(_ number: Int) {
            varint(UInt64(bitPattern: Int64(number) << 1 ^ Int64(number) >> 63))
        }

        /// Ten times `number` when that is a whole number that gives `number` back exactly.
        static func tenths(_ number: Double) -> Int? {
            let scaled = (number * 10).rounded()
            // -0 is 0 (as JSON writes both), so that equal values have equal bytes.
            guard abs(scaled) < 1e15, Double(Int(scaled)) / 10 == number else { return nil }
            return Int(scaled)
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

        mutating func name() -> String { Words.word(Int(varint())) }

        mutating func skipName() { _ = varint() }

        /// The number of the next name, moving past it.
        mutating func nameNumber() -> Int { Int(varint()) }

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
            case .tenths: return .number(Double(integer()) / 10)
            case .string: return .string(string())
            case .word: return .string(Words.word(Int(varint())))
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
            case .tenths: _ = varint()
            case .string: index += Int(varint())
            case .word: _ = varint()
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
            case .tenths: writer.number(Double(integer()) / 10)
            case .string: writer.string(string())
            case .word: writer.string(Words.word(Int(varint())))
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
