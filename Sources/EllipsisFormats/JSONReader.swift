import EllipsisCore
import Foundation

/// A JSON value with where it starts in the file. Objects keep their members in
/// file order, with each key's own location.
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
    }

    public var value: Value
    public var location: SourceLocation

    /// The member named `key` (the last one if the key repeats).
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }?.value
    }

    public var stringValue: String? {
        if case .string(let s) = value { return s }
        return nil
    }

    public var members: [Member]? {
        if case .object(let m) = value { return m }
        return nil
    }

    public var elements: [JSONNode]? {
        if case .array(let e) = value { return e }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let b) = value { return b }
        return nil
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

/// Strict RFC 8259 JSON with positions, a depth limit and the size limit.
/// Foundation's JSONSerialization cannot say where a value was.
public enum JSONReader {
    public static func read(data: Data, path: String) throws -> JSONNode {
        let scalars = try TextDecoding.decode(data, path: path, allowUTF16: false)
        var parser = Parser(scanner: TextScanner(scalars, path: path))
        parser.skipWhitespace()
        let root = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if !parser.scanner.isAtEnd {
            throw parser.scanner.error("unexpected text after the JSON value")
        }
        return root
    }

    public static func read(path: String) throws -> JSONNode {
        try read(data: InputFile.read(path: path), path: path)
    }

    private struct Parser {
        var scanner: TextScanner

        mutating func skipWhitespace() {
            while let c = scanner.current, c.isJSONWhitespace { scanner.advance() }
        }

        mutating func parseValue(depth: Int) throws -> JSONNode {
            let location = scanner.location
            guard let c = scanner.current else { throw scanner.error("unexpected end of file: expected a value") }
            switch c {
            case "{": return JSONNode(value: try parseObject(depth: depth + 1), location: location)
            case "[": return JSONNode(value: try parseArray(depth: depth + 1), location: location)
            case "\"": return JSONNode(value: .string(try parseString()), location: location)
            case "-", "0"..."9": return JSONNode(value: .number(try parseNumber()), location: location)
            default:
                if scanner.consume("true") { return JSONNode(value: .bool(true), location: location) }
                if scanner.consume("false") { return JSONNode(value: .bool(false), location: location) }
                if scanner.consume("null") { return JSONNode(value: .null, location: location) }
                throw scanner.error("unexpected character '\(c.displayForm)': expected a value")
            }
        }

        private func checkDepth(_ depth: Int) throws {
            if depth > InputLimits.maximumDepth {
                throw scanner.error("nesting deeper than \(InputLimits.maximumDepth) levels")
            }
        }

        private mutating func parseObject(depth: Int) throws -> JSONNode.Value {
            try checkDepth(depth)
            scanner.advance() // {
            var members: [JSONNode.Member] = []
            skipWhitespace()
            if scanner.current == "}" { scanner.advance(); return .object(members) }
            while true {
                skipWhitespace()
                guard scanner.current == "\"" else {
                    if scanner.isAtEnd { throw scanner.error("unexpected end of file inside an object") }
                    throw scanner.error("expected a quoted key")
                }
                let keyLocation = scanner.location
                let key = try parseString()
                skipWhitespace()
                guard scanner.current == ":" else { throw scanner.error("expected ':' after the key") }
                scanner.advance()
                skipWhitespace()
                let value = try parseValue(depth: depth)
                members.append(JSONNode.Member(key: key, keyLocation: keyLocation, value: value))
                skipWhitespace()
                switch scanner.current {
                case ",": scanner.advance()
                case "}": scanner.advance(); return .object(members)
                case nil: throw scanner.error("unexpected end of file inside an object")
                default: throw scanner.error("expected ',' or '}'")
                }
            }
        }

        private mutating func parseArray(depth: Int) throws -> JSONNode.Value {
            try checkDepth(depth)
            scanner.advance() // [
            var elements: [JSONNode] = []
            skipWhitespace()
            if scanner.current == "]" { scanner.advance(); return .array(elements) }
            while true {
                skipWhitespace()
                elements.append(try parseValue(depth: depth))
                skipWhitespace()
                switch scanner.current {
                case ",": scanner.advance()
                case "]": scanner.advance(); return .array(elements)
                case nil: throw scanner.error("unexpected end of file inside an array")
                default: throw scanner.error("expected ',' or ']'")
                }
            }
        }

        private mutating func parseString() throws -> String {
            let start = scanner.location
            scanner.advance() // "
            var result = String.UnicodeScalarView()
            while true {
                guard let c = scanner.current else {
                    throw scanner.error("unterminated string (it starts at line \(start.line), column \(start.column))",
                                        at: start)
                }
                if c == "\"" { scanner.advance(); return String(result) }
                if c.value < 0x20 {
                    throw scanner.error("control character \(c.displayForm) inside a string must be escaped")
                }
                if c != "\\" { result.append(c); scanner.advance(); continue }
                let escapeLocation = scanner.location
                scanner.advance()
                guard let e = scanner.current else { continue }
                scanner.advance()
                switch e {
                case "\"": result.append("\"")
                case "\\": result.append("\\")
                case "/": result.append("/")
                case "b": result.append("\u{8}")
                case "f": result.append("\u{C}")
                case "n": result.append("\n")
                case "r": result.append("\r")
                case "t": result.append("\t")
                case "u":
                    let unit = try parseHex4(escapeLocation)
                    if (0xD800...0xDBFF).contains(unit) {
                        guard scanner.consume("\\u") else {
                            throw scanner.error("unpaired surrogate \\u\(String(unit, radix: 16))", at: escapeLocation)
                        }
                        let low = try parseHex4(escapeLocation)
                        guard (0xDC00...0xDFFF).contains(low),
                              let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) else {
                            throw scanner.error("unpaired surrogate \\u\(String(unit, radix: 16))", at: escapeLocation)
                        }
                        result.append(scalar)
                    } else if let scalar = Unicode.Scalar(unit), unit != 0 {
                        result.append(scalar)
                    } else if unit == 0 {
                        throw scanner.error("\\u0000 (NUL) is not allowed in a string", at: escapeLocation)
                    } else {
                        throw scanner.error("unpaired surrogate \\u\(String(unit, radix: 16))", at: escapeLocation)
                    }
                default:
                    throw scanner.error("invalid escape '\\\(e.displayForm)'", at: escapeLocation)
                }
            }
        }

        private mutating func parseHex4(_ escapeLocation: SourceLocation) throws -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = scanner.current?.hexValue else {
                    throw scanner.error("\\u needs four hexadecimal digits", at: escapeLocation)
                }
                value = value << 4 | digit
                scanner.advance()
            }
            return value
        }

        private mutating func parseNumber() throws -> String {
            var text = String.UnicodeScalarView()
            func take() { if let c = scanner.current { text.append(c); scanner.advance() } }
            func digits() -> Int {
                var n = 0
                while let c = scanner.current, ("0"..."9").contains(c) { take(); n += 1 }
                return n
            }
            if scanner.current == "-" { take() }
            if scanner.current == "0" { take() }
            else if digits() == 0 { throw scanner.error("invalid number") }
            if scanner.current == "." {
                take()
                if digits() == 0 { throw scanner.error("invalid number: digits expected after '.'") }
            }
            if scanner.current == "e" || scanner.current == "E" {
                take()
                if scanner.current == "+" || scanner.current == "-" { take() }
                if digits() == 0 { throw scanner.error("invalid number: digits expected in the exponent") }
            }
            return String(text)
        }
    }
}
