import EllipsisCore
import Foundation

/// `bplist00` reader. Every offset, count and reference is checked against the
/// data before use; a reference back to an object being read (a cycle) and
/// nesting past `InputLimits.maximumDepth` are errors. Binary plists have no
/// lines, so values and errors are located by key path.
enum BinaryPropertyListReader {
    static func read(data: Data, path: String) throws -> PlistNode {
        var reader = try Reader(bytes: [UInt8](data), path: path)
        return try reader.readRoot()
    }

    private struct Reader {
        let bytes: [UInt8]
        let path: String
        let offsetSize: Int
        let referenceSize: Int
        let objectCount: Int
        let topObject: Int
        let offsetTableStart: Int
        /// Objects on the current path from the root, to detect cycles.
        var active = Set<Int>()
        /// Values built so far: shared references could otherwise multiply a
        /// small file into an enormous tree.
        var built = 0

        init(bytes: [UInt8], path: String) throws {
            self.bytes = bytes
            self.path = path
            func fail(_ message: String) -> InputError { InputError(message, at: SourceLocation(file: path)) }
            guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist00".utf8)) else {
                throw fail("not a binary property list: too short or not version 00")
            }
            let trailer = bytes.count - 32
            offsetSize = Int(bytes[trailer + 6])
            referenceSize = Int(bytes[trailer + 7])
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
                throw fail("binary property list trailer has an invalid offset or reference size")
            }
            func be64(_ at: Int) -> UInt64 { (0..<8).reduce(UInt64(0)) { $0 << 8 | UInt64(bytes[at + $1]) } }
            let count = be64(trailer + 8), top = be64(trailer + 16), table = be64(trailer + 24)
            guard count > 0, count <= UInt64(bytes.count), top < count,
                  table >= 8, table < UInt64(trailer),
                  UInt64(trailer) - table >= count * UInt64(offsetSize) else {
                throw fail("binary property list trailer is inconsistent (object count, top object or offset table out of range)")
            }
            objectCount = Int(count)
            topObject = Int(top)
            offsetTableStart = Int(table)
        }

        func error(_ message: String, _ keyPath: String) -> InputError {
            InputError(message, at: SourceLocation(file: path, keyPath: keyPath.isEmpty ? "(root)" : keyPath))
        }

        func location(_ keyPath: String) -> SourceLocation {
            SourceLocation(file: path, keyPath: keyPath.isEmpty ? "(root)" : keyPath)
        }

        func unsigned(at offset: Int, size: Int) -> UInt64 {
            var value: UInt64 = 0
            for i in 0..<size { value = value << 8 | UInt64(bytes[offset + i]) }
            return value
        }

        func objectOffset(_ object: Int, _ keyPath: String) throws -> Int {
            guard object >= 0, object < objectCount else {
                throw error("object reference \(object) is out of range (\(objectCount) objects)", keyPath)
            }
            let offset = unsigned(at: offsetTableStart + object * offsetSize, size: offsetSize)
            guard offset >= 8, offset < UInt64(offsetTableStart) else {
                throw error("object \(object) has an offset outside the object area", keyPath)
            }
            return Int(offset)
        }

        mutating func readRoot() throws -> PlistNode {
            try readObject(topObject, keyPath: "", depth: 0)
        }

        /// The count in a marker's low nibble, or the integer object after it when the nibble is 0xF.
        func count(marker: UInt8, at offset: Int, _ keyPath: String) throws -> (count: Int, start: Int) {
            let nibble = Int(marker & 0x0F)
            if nibble != 0x0F { return (nibble, offset + 1) }
            let intOffset = offset + 1
            guard intOffset < offsetTableStart, bytes[intOffset] & 0xF0 == 0x10 else {
                throw error("malformed object length", keyPath)
            }
            let size = 1 << Int(bytes[intOffset] & 0x0F)
            guard size <= 8, intOffset + 1 + size <= offsetTableStart else { throw error("malformed object length", keyPath) }
            let value = unsigned(at: intOffset + 1, size: size)
            guard value <= UInt64(InputLimits.maximumContainerCount) else {
                throw error("object declares \(value) elements, over the limit of \(InputLimits.maximumContainerCount)", keyPath)
            }
            return (Int(value), intOffset + 1 + size)
        }

        func ensure(_ start: Int, _ length: Int, _ keyPath: String) throws {
            guard length >= 0, start <= offsetTableStart, length <= offsetTableStart - start else {
                throw error("object runs past the end of the object area (truncated file?)", keyPath)
            }
        }

        mutating func readObject(_ object: Int, keyPath: String, depth: Int) throws -> PlistNode {
            guard depth <= InputLimits.maximumDepth else {
                throw error("nesting deeper than \(InputLimits.maximumDepth) levels", keyPath)
            }
            built += 1
            guard built <= InputLimits.maximumContainerCount else {
                throw error("more than \(InputLimits.maximumContainerCount) values (shared references multiply the content)", keyPath)
            }
            let offset = try objectOffset(object, keyPath)
            let marker = bytes[offset]
            let here = location(keyPath)
            switch marker >> 4 {
            case 0x0:
                switch marker {
                case 0x08: return PlistNode(value: .bool(false), location: here)
                case 0x09: return PlistNode(value: .bool(true), location: here)
                case 0x00: return PlistNode(value: .other("null"), location: here)
                default: throw error("unknown object marker 0x\(String(marker, radix: 16))", keyPath)
                }
            case 0x1:
                let size = 1 << Int(marker & 0x0F)
                try ensure(offset + 1, size, keyPath)
                guard size <= 16 else { throw error("integer of \(size) bytes", keyPath) }
                if size == 16 {
                    // 128-bit integers: the high 8 bytes are sign extension in what CoreFoundation writes.
                    return PlistNode(value: .integer(String(Int64(bitPattern: unsigned(at: offset + 9, size: 8)))), location: here)
                }
                let raw = unsigned(at: offset + 1, size: size)
                // 1, 2 and 4-byte integers are unsigned; 8-byte ones are signed.
                let text = size == 8 ? String(Int64(bitPattern: raw)) : String(raw)
                return PlistNode(value: .integer(text), location: here)
            case 0x2:
                let size = 1 << Int(marker & 0x0F)
                try ensure(offset + 1, size, keyPath)
                switch size {
                case 4: return PlistNode(value: .real(Double(Float(bitPattern: UInt32(unsigned(at: offset + 1, size: 4))))), location: here)
                case 8: return PlistNode(value: .real(Double(bitPattern: unsigned(at: offset + 1, size: 8))), location: here)
                default: throw error("real number of \(size) bytes", keyPath)
                }
            case 0x3:
                guard marker == 0x33 else { throw error("unknown object marker 0x\(String(marker, radix: 16))", keyPath) }
                try ensure(offset + 1, 8, keyPath)
                let seconds = Double(bitPattern: unsigned(at: offset + 1, size: 8))
                return PlistNode(value: .date(String(seconds)), location: here)
            case 0x4:
                let (length, start) = try count(marker: marker, at: offset, keyPath)
                try ensure(start, length, keyPath)
                return PlistNode(value: .data(Data(bytes[start..<start + length])), location: here)
            case 0x5:
                let (length, start) = try count(marker: marker, at: offset, keyPath)
                try ensure(start, length, keyPath)
                var text = String.UnicodeScalarView()
                for byte in bytes[start..<start + length] {
                    guard byte < 0x80, byte != 0 else { throw error("ASCII string holds byte 0x\(String(byte, radix: 16))", keyPath) }
                    text.append(Unicode.Scalar(byte))
                }
                return PlistNode(value: .string(String(text)), location: here)
            case 0x6:
                let (length, start) = try count(marker: marker, at: offset, keyPath)
                guard length <= Int.max / 2 else { throw error("string too long", keyPath) }
                try ensure(start, length * 2, keyPath)
                var units: [UInt16] = []
                units.reserveCapacity(length)
                for i in 0..<length { units.append(UInt16(unsigned(at: start + 2 * i, size: 2))) }
                var text = String.UnicodeScalarView()
                var iterator = units.makeIterator()
                var decoder = Unicode.UTF16()
                loop: while true {
                    switch decoder.decode(&iterator) {
                    case .scalarValue(let scalar):
                        guard scalar.value != 0 else { throw error("string holds a NUL character", keyPath) }
                        text.append(scalar)
                    case .emptyInput: break loop
                    case .error: throw error("string holds an unpaired UTF-16 surrogate", keyPath)
                    }
                }
                return PlistNode(value: .string(String(text)), location: here)
            case 0x8:
                let size = Int(marker & 0x0F) + 1
                try ensure(offset + 1, size, keyPath)
                return PlistNode(value: .other("a UID"), location: here)
            case 0xA, 0xC:
                let (length, start) = try count(marker: marker, at: offset, keyPath)
                guard length <= Int.max / referenceSize else { throw error("array too long", keyPath) }
                try ensure(start, length * referenceSize, keyPath)
                guard active.insert(object).inserted else { throw error("object refers back to itself (a cycle)", keyPath) }
                defer { active.remove(object) }
                var elements: [PlistNode] = []
                for i in 0..<length {
                    let reference = Int(clamping: unsigned(at: start + i * referenceSize, size: referenceSize))
                    elements.append(try readObject(reference, keyPath: keyPath.appendingKeyPath(index: i), depth: depth + 1))
                }
                return PlistNode(value: marker >> 4 == 0xA ? .array(elements) : .other("a set"), location: here)
            case 0xD:
                let (length, start) = try count(marker: marker, at: offset, keyPath)
                guard length <= Int.max / (2 * referenceSize) else { throw error("dictionary too long", keyPath) }
                try ensure(start, 2 * length * referenceSize, keyPath)
                guard active.insert(object).inserted else { throw error("object refers back to itself (a cycle)", keyPath) }
                defer { active.remove(object) }
                var members: [PlistNode.Member] = []
                for i in 0..<length {
                    let keyReference = Int(clamping: unsigned(at: start + i * referenceSize, size: referenceSize))
                    let valueReference = Int(clamping: unsigned(at: start + (length + i) * referenceSize, size: referenceSize))
                    let keyNode = try readObject(keyReference, keyPath: keyPath.appendingKeyPath("(key \(i))"), depth: depth + 1)
                    guard let key = keyNode.stringValue else {
                        throw error("dictionary key \(i) is \(keyNode.kindName), not a string", keyPath)
                    }
                    let childPath = keyPath.appendingKeyPath(key)
                    let value = try readObject(valueReference, keyPath: childPath, depth: depth + 1)
                    members.append(PlistNode.Member(key: key, keyLocation: location(childPath), value: value))
                }
                return PlistNode(value: .dictionary(members), location: here)
            default:
                throw error("unknown object marker 0x\(String(marker, radix: 16))", keyPath)
            }
        }
    }
}
