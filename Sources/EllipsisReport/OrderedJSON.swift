import EllipsisCore

/// A JSON value whose object keys keep the order they were given in, so that
/// reports print the contract's key order on every run.
public indirect enum OrderedJSON: Sendable, Equatable {
    case object([(String, OrderedJSON)])
    case array([OrderedJSON])
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case null

    public static func == (a: OrderedJSON, b: OrderedJSON) -> Bool {
        a.serialized(indent: nil) == b.serialized(indent: nil)
    }

    /// Free-form data has no natural order: its keys are sorted.
    public init(_ value: JSONValue) {
        switch value {
        case .string(let text): self = .string(text)
        case .number(let number): self = .number(number)
        case .integer(let number): self = .integer(number)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        case .array(let items): self = .array(items.map(OrderedJSON.init))
        case .object(let members):
            self = .object(members.keys.sorted().map { ($0, OrderedJSON(members[$0] ?? .null)) })
        }
    }

    public init(_ text: String?) {
        self = text.map { .string($0) } ?? .null
    }

    /// The JSON text; `indent` spaces per level, or one line when nil.
    public func serialized(indent: Int? = 2) -> String {
        var output = ""
        write(into: &output, indent: indent, depth: 0)
        return output
    }

    private func write(into output: inout String, indent: Int?, depth: Int) {
        switch self {
        case .string(let text): output += OrderedJSON.quoted(text)
        case .integer(let number): output += String(number)
        case .number(let number):
            // JSON has no NaN or infinity.
            if !number.isFinite { output += "null" }
            else if number == number.rounded(), abs(number) < 1e15 { output += String(Int(number)) }
            else { output += String(number) }
        case .bool(let flag): output += flag ? "true" : "false"
        case .null: output += "null"
        case .array(let items):
            if items.isEmpty { output += "[]"; return }
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                OrderedJSON.newline(&output, indent: indent, depth: depth + 1)
                item.write(into: &output, indent: indent, depth: depth + 1)
            }
            OrderedJSON.newline(&output, indent: indent, depth: depth)
            output += "]"
        case .object(let members):
            if members.isEmpty { output += "{}"; return }
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                OrderedJSON.newline(&output, indent: indent, depth: depth + 1)
                output += OrderedJSON.quoted(member.0)
                output += indent == nil ? ":" : ": "
                member.1.write(into: &output, indent: indent, depth: depth + 1)
            }
            OrderedJSON.newline(&output, indent: indent, depth: depth)
            output += "}"
        }
    }

    private static func newline(_ output: inout String, indent: Int?, depth: Int) {
        guard let indent else { return }
        output += "\n" + String(repeating: " ", count: indent * depth)
    }

    /// A JSON string literal. Non-ASCII text stays as is (UTF-8 output), so
    /// Arabic and CJK remain readable; only what JSON requires is escaped,
    /// plus U+2028/U+2029 which break JavaScript embedding.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    result += "\\u" + hex4(scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
