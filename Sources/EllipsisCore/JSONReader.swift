import Foundation

/// The one JSON reader of Ellipsis: strict RFC 8259 into a `JSONNode` tree where
/// every value knows its line and column (1-based, columns in Unicode scalars; `\n`,
/// `\r\n` and a lone `\r` end a line; a leading UTF-8 byte order mark is skipped and
/// is not a column). Malformed input is an `InputError` at the offending character
/// that says what was expected there. Also refused: input over the 64 MB limit,
/// nesting deeper than `maximumDepth`, invalid UTF-8, a UTF-16 byte order mark,
/// NUL (raw or `\u0000`), unpaired surrogate escapes and, unless asked to keep
/// them, a key written twice in one object.
public enum JSONReader {
    public enum DuplicateKeys: Sendable {
        /// A key written twice in one object is an error at its second occurrence.
        case reject
        /// Both members are kept, in file order, for readers that report them their own way.
        case keep
    }

    public static func read(data: Data, path: String, maximumDepth: Int = InputLimits.maximumDepth,
                            duplicateKeys: DuplicateKeys = .reject) throws -> JSONNode {
        try InputFile.checkSize(data, path: path)
        return try data.withUnsafeBytes { raw in
            var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self), path: path, maximumDepth: maximumDepth,
                                    rejectsDuplicateKeys: duplicateKeys == .reject)
            return try parser.document()
        }
    }

    /// The same, but the object at `keyPath` (member names from the root, e.g.
    /// `["strings"]` for a String Catalog's strings) is not kept: each of its members is
    /// handed to `member` as soon as it is read, with where that object starts (an object
    /// written twice under the same name hands on the members of both), and the tree
    /// holds the object without members. So a document of a hundred thousand entries is
    /// read holding one entry's tree at a time. A malformed document still throws, as
    /// `read` does, after handing on the members read before the mistake.
    public static func read(data: Data, path: String, maximumDepth: Int = InputLimits.maximumDepth,
                            duplicateKeys: DuplicateKeys = .reject, streaming keyPath: [String],
                            member: (JSONNode.Member, SourceLocation) -> Void) throws -> JSONNode {
        try InputFile.checkSize(data, path: path)
        return try withoutActuallyEscaping(member) { member in
            try data.withUnsafeBytes { raw in
                var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self), path: path, maximumDepth: maximumDepth,
                                        rejectsDuplicateKeys: duplicateKeys == .reject)
                parser.streamed = (keyPath, member)
                return try parser.document()
            }
        }
    }

    /// Reads the file (a regular file within the size limit; see `InputFile`).
    public static func read(path: String, maximumDepth: Int = InputLimits.maximumDepth,
                            duplicateKeys: DuplicateKeys = .reject) throws -> JSONNode {
        try read(data: InputFile.read(path: path), path: path, maximumDepth: maximumDepth, duplicateKeys: duplicateKeys)
    }
}

/// A cursor over the bytes that keeps its line and column as it moves.
private struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let path: String
    let maximumDepth: Int
    let rejectsDuplicateKeys: Bool
    var index = 0
    var line = 1
    var column = 1
    /// The object whose members are handed on rather than kept (`JSONReader.read(...streaming:member:)`).
    var streamed: (keyPath: [String], member: (JSONNode.Member, SourceLocation) -> Void)?

    init(bytes: UnsafeBufferPointer<UInt8>, path: String, maximumDepth: Int, rejectsDuplicateKeys: Bool) {
        self.bytes = bytes
        self.path = path
        self.maximumDepth = maximumDepth
        self.rejectsDuplicateKeys = rejectsDuplicateKeys
    }

    var location: SourceLocation { SourceLocation(file: path, line: line, column: column) }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func document() throws -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
        } else if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw InputError("file starts with a UTF-16 byte order mark; JSON must be UTF-8", at: location)
        }
        skipWhitespace()
        let root = try value(depth: 0, expected: "expected a JSON value", toStreamed: streamed?.keyPath[...])
        skipWhitespace()
        if index < bytes.count { throw unexpected("expected nothing after the JSON value") }
        return root
    }

    // MARK: Moving

    /// Past one ASCII character that is not a line end.
    mutating func step() {
        index += 1
        column += 1
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09:
                step()
            case 0x0A:
                index += 1; line += 1; column = 1
            case 0x0D:
                index += 1; line += 1; column = 1
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }
            default:
                return
            }
        }
    }

    /// Consumes `literal` (ASCII) if the text continues with it.
    mutating func consume(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        let matches = literal.withUTF8Buffer { expected in
            (0..<count).allSatisfy { bytes[index + $0] == expected[$0] }
        }
        guard matches else { return false }
        index += count
        column += count
        return true
    }

    // MARK: Values

    /// - Parameter toStreamed: the member names from this value to the streamed object;
    ///   empty when this value is it; nil when it is not inside this value.
    mutating func value(depth: Int, expected: @autoclosure () -> String,
                        toStreamed: ArraySlice<String>? = nil) throws -> JSONNode {
        let start = location
        guard let byte = current else { throw unexpected(expected()) }
        switch byte {
        case UInt8(ascii: "{"): return JSONNode(value: try object(depth: depth + 1, toStreamed: toStreamed), location: start)
        case UInt8(ascii: "["): return JSONNode(value: try array(depth: depth + 1), location: start)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try string()), location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try number()), location: start)
        default:
            if consume("true") { return JSONNode(value: .bool(true), location: start) }
            if consume("false") { return JSONNode(value: .bool(false), location: start) }
            if consume("null") { return JSONNode(value: .null, location: start) }
            throw unexpected(expected())
        }
    }

    func checkDepth(_ depth: Int) throws {
        if depth > maximumDepth {
            throw InputError("arrays and objects nested deeper than \(maximumDepth) levels", at: location)
        }
    }

    mutating func object(depth: Int, toStreamed: ArraySlice<String>? = nil) throws -> JSONNode.Value {
        try checkDepth(depth)
        let opened = location
        // This object's members are handed on, not kept (their keys are checked for repeats all the same).
        let handsOn = toStreamed?.isEmpty == true
        var count = 0
        step() // {
        skipWhitespace()
        if current == UInt8(ascii: "}") { step(); return .object([]) }
        var members: [JSONNode.Member] = []
        // Large objects (a catalog's strings) find an earlier key by hash, small ones by a scan.
        var firstKeys: [[UInt8]: SourceLocation] = [:]
        while true {
            guard current == UInt8(ascii: "\"") else {
                throw unexpected(count == 0 ? "expected a quoted key or '}' in an object"
                                                 : "expected a quoted key after ',' (JSON allows no trailing comma)",
                                 opened: ("object", opened))
            }
            let keyLocation = location
            let key = try string()
            if rejectsDuplicateKeys {
                let earlier: SourceLocation?
                if handsOn {
                    earlier = firstKeys.updateValue(keyLocation, forKey: Array(key.utf8))
                } else if members.count < 16 {
                    earlier = members.first { $0.key.utf8.elementsEqual(key.utf8) }?.keyLocation
                } else {
                    if firstKeys.isEmpty {
                        for member in members { firstKeys[Array(member.key.utf8)] = member.keyLocation }
                    }
                    earlier = firstKeys.updateValue(keyLocation, forKey: Array(key.utf8))
                }
                if let earlier {
                    throw InputError("key \(JSONParser.shown(key)) appears twice in this object "
                                     + "(first at \(earlier.line):\(earlier.column))", at: keyLocation)
                }
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw unexpected("expected ':' after the key \(JSONParser.shown(key))")
            }
            step()
            skipWhitespace()
            let inner = toStreamed.flatMap { $0.first == key ? $0.dropFirst() : nil }
            let value = try value(depth: depth, expected: "expected a value for the key \(JSONParser.shown(key))",
                                  toStreamed: handsOn ? nil : inner)
            let member = JSONNode.Member(key: key, keyLocation: keyLocation, value: value)
            if handsOn, let streamed {
                streamed.member(member, opened)
            } else {
                members.append(member)
            }
            count += 1
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): step(); skipWhitespace()
            case UInt8(ascii: "}"): step(); return .object(members)
            default: throw unexpected("expected ',' or '}' after an object member", opened: ("object", opened))
            }
        }
    }

    mutating func array(depth: Int) throws -> JSONNode.Value {
        try checkDepth(depth)
        let opened = location
        step() // [
        skipWhitespace()
        if current == UInt8(ascii: "]") { step(); return .array([]) }
        var elements: [JSONNode] = []
        while true {
            if current == nil { throw unexpected("expected a value in an array", opened: ("array", opened)) }
            elements.append(try value(depth: depth, expected: elements.isEmpty
                ? "expected a value or ']' in an array"
                : "expected a value after ',' in an array (JSON allows no trailing comma)"))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): step(); skipWhitespace()
            case UInt8(ascii: "]"): step(); return .array(elements)
            default: throw unexpected("expected ',' or ']' after an array element", opened: ("array", opened))
            }
        }
    }

    mutating func string() throws -> String {
        let start = location
        step() // "
        var decoded: [UInt8] = []
        var hasEscapes = false
        var runStart = index
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let text: String
                if hasEscapes {
                    decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                    text = String(decoding: decoded, as: UTF8.self)
                } else {
                    text = String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self)
                }
                step()
                return text
            case UInt8(ascii: "\\"):
                decoded.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                hasEscapes = true
                try escape(into: &decoded)
                runStart = index
            case 0:
                throw InputError("NUL character in a string", at: location)
            case 0x01..<0x20:
                throw InputError("control character \(JSONParser.codePoint(UInt32(byte))) inside a string must be "
                                 + "escaped\(JSONParser.escapeHint(byte))", at: location)
            case 0x20..<0x80:
                step()
            default:
                guard let length = utf8Length(at: index) else { throw invalidUTF8() }
                index += length
                column += 1
            }
        }
        throw InputError("unterminated string: no closing '\"' before the end of the file", at: start)
    }

    /// One escape sequence, from its backslash; at the end of the input it leaves
    /// the unterminated string to `string()`.
    mutating func escape(into decoded: inout [UInt8]) throws {
        let escapeLocation = location
        step() // backslash
        guard let byte = current else { return }
        let simple: UInt8?
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): simple = byte
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            throw InputError("invalid escape '\\\(try shownCharacter(quoted: false))' (JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t "
                             + "and \\uXXXX)", at: escapeLocation)
        }
        step()
        if let simple { decoded.append(simple); return }
        let unit = try hex4(escapeLocation)
        let scalar: Unicode.Scalar
        switch unit {
        case 0:
            throw InputError("\\u0000 (NUL) is not allowed in a string", at: escapeLocation)
        case 0xD800...0xDBFF:
            guard consume("\\u") else { throw unpairedSurrogate(unit, escapeLocation) }
            let low = try hex4(escapeLocation)
            guard (0xDC00...0xDFFF).contains(low),
                  let pair = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) else {
                throw unpairedSurrogate(unit, escapeLocation)
            }
            scalar = pair
        case 0xDC00...0xDFFF:
            throw unpairedSurrogate(unit, escapeLocation)
        default:
            scalar = Unicode.Scalar(unit)!
        }
        decoded.append(contentsOf: UTF8.encode(scalar)!)
    }

    mutating func hex4(_ escapeLocation: SourceLocation) throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            let digit: UInt32
            switch current {
            case let byte? where (0x30...0x39).contains(byte): digit = UInt32(byte - 0x30)
            case let byte? where (0x61...0x66).contains(byte): digit = UInt32(byte - 0x61 + 10)
            case let byte? where (0x41...0x46).contains(byte): digit = UInt32(byte - 0x41 + 10)
            default: throw InputError("\\u needs four hexadecimal digits", at: escapeLocation)
            }
            value = value << 4 | digit
            step()
        }
        return value
    }

    func unpairedSurrogate(_ unit: UInt32, _ location: SourceLocation) -> InputError {
        InputError("unpaired surrogate \\u\(String(unit, radix: 16, uppercase: true)) (a surrogate escape must be a "
                   + "high one followed by a low one)", at: location)
    }

    mutating func number() throws -> String {
        let start = index
        func isDigit(_ byte: UInt8?) -> Bool { byte.map { (0x30...0x39).contains($0) } ?? false }
        if current == UInt8(ascii: "-") { step() }
        guard isDigit(current) else { throw unexpected("expected a digit after '-' in a number") }
        if current == UInt8(ascii: "0") {
            step()
            if isDigit(current) { throw InputError("invalid number: JSON numbers have no leading zero", at: location) }
        } else {
            while isDigit(current) { step() }
        }
        if current == UInt8(ascii: ".") {
            step()
            guard isDigit(current) else { throw unexpected("expected a digit after '.' in a number") }
            while isDigit(current) { step() }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            step()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { step() }
            guard isDigit(current) else { throw unexpected("expected a digit in the exponent of a number") }
            while isDigit(current) { step() }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    // MARK: Errors

    /// "expected ... , found 'x'" at the current character; at the end of the input,
    /// where the open container began.
    func unexpected(_ expected: String, opened: (kind: String, at: SourceLocation)? = nil) -> InputError {
        guard index < bytes.count else {
            let open = opened.map { " (the \($0.kind) opened at \($0.at.line):\($0.at.column) is not closed)" } ?? ""
            return InputError("unexpected end of file: \(expected)\(open)", at: location)
        }
        if bytes[index] == 0 {
            return InputError("NUL character in text (is the file UTF-16? JSON must be UTF-8)", at: location)
        }
        do {
            return InputError("\(expected), found \(try shownCharacter())", at: location)
        } catch {
            return error as? InputError ?? invalidUTF8()
        }
    }

    /// The character at the cursor as a message shows it: a run of letters and digits
    /// whole (`'tru'`), an invisible or non-ASCII one with its code point.
    func shownCharacter(quoted: Bool = true) throws -> String {
        let byte = bytes[index]
        let quote = quoted ? "'" : ""
        if byte >= 0x80 {
            guard let length = utf8Length(at: index) else { throw invalidUTF8() }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]), as: UTF8.self)
            return "\(quote)\(text)\(quote) (\(JSONParser.codePoint(text.unicodeScalars.first!.value)))"
        }
        if byte < 0x20 || byte == 0x7F { return JSONParser.codePoint(UInt32(byte)) }
        func isWordByte(_ b: UInt8) -> Bool {
            (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b) || b == 0x5F
        }
        guard isWordByte(byte) else { return quote + String(Unicode.Scalar(byte)) + quote }
        var end = index
        while end < bytes.count, end - index < 16, isWordByte(bytes[end]) { end += 1 }
        if !quoted { return String(Unicode.Scalar(byte)) }
        return quote + String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self) + quote
    }

    func invalidUTF8() -> InputError {
        InputError("invalid UTF-8 byte sequence (is the file in another encoding?)", at: location)
    }

    /// The length of the well-formed UTF-8 sequence of a scalar at `i` (whose first
    /// byte is not ASCII), or nil: overlong forms, surrogates and values past U+10FFFF
    /// are not UTF-8.
    func utf8Length(at i: Int) -> Int? {
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            i + offset < bytes.count && range.contains(bytes[i + offset])
        }
        switch bytes[i] {
        case 0xC2...0xDF: return continuation(1) ? 2 : nil
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : nil
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : nil
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : nil
        default: return nil
        }
    }

    static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    static func escapeHint(_ byte: UInt8) -> String {
        switch byte {
        case 0x0A: return " (as \\n)"
        case 0x0D: return " (as \\r)"
        case 0x09: return " (as \\t)"
        default: return " (as \\u" + codePoint(UInt32(byte)).dropFirst(2) + ")"
        }
    }

    /// A key as a message quotes it: short, on one line.
    static func shown(_ key: String) -> String {
        var text = ""
        for scalar in key.unicodeScalars.prefix(40) {
            text += scalar.value < 0x20 || scalar.value == 0x7F ? codePoint(scalar.value) : String(scalar)
        }
        return "\"" + text + (key.unicodeScalars.count > 40 ? "…" : "") + "\""
    }
}
