/// A JSON value whose object keys keep the order they were given in, so that
/// reports print the contract's key order on every run. Written by `JSONWriter`.
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

    /// A diagnostic's data: its names are sorted already.
    public init(_ data: DiagnosticData) {
        self = .object(data.map { ($0.key, OrderedJSON($0.value)) })
    }

    public init(_ text: String?) {
        self = text.map { .string($0) } ?? .null
    }

    /// The JSON text in `style` (`JSONWriter`).
    public func serialized(_ style: JSONWriter.Style) -> String {
        var writer = JSONWriter(style: style)
        write(into: &writer)
        return writer.text
    }

    /// The JSON text; `indent` spaces per level, or one line when nil.
    public func serialized(indent: Int? = 2) -> String {
        serialized(JSONWriter.Style(indent: indent))
    }

    public func write(into writer: inout JSONWriter) {
        switch self {
        case .string(let text): writer.string(text)
        case .integer(let number): writer.integer(number)
        case .number(let number): writer.number(number)
        case .bool(let flag): writer.bool(flag)
        case .null: writer.null()
        case .array(let items):
            writer.beginArray()
            for item in items { item.write(into: &writer) }
            writer.endArray()
        case .object(let members):
            writer.beginObject()
            for (key, value) in members {
                writer.key(key)
                value.write(into: &writer)
            }
            writer.endObject()
        }
    }
}
