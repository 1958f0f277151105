import Foundation

/// The one JSON writer of Ellipsis: UTF-8 bytes, keys in the order written, strings
/// escaped as RFC 8259 requires (`"`, `\`, and U+0000-U+001F, as `\n`, `\r`, `\t` or
/// `\u00xx`) plus U+2028 and U+2029, which end a line in JavaScript; everything else,
/// Arabic and CJK included, is written as itself. (A Swift string holds no lone
/// surrogate, so none can reach the output.) Numbers are written as every report
/// of Ellipsis has always written them (`numberText`).
public struct JSONWriter: Sendable {
    /// Where line breaks and spaces go.
    public struct Style: Sendable, Equatable {
        /// Spaces per level; nil writes everything on one line, with no space at all.
        public var indent: Int?
        /// `"key" : value` rather than `"key": value`.
        public var spaceBeforeColon: Bool

        public init(indent: Int?, spaceBeforeColon: Bool = false) {
            self.indent = indent
            self.spaceBeforeColon = spaceBeforeColon
        }

        /// One line: what `inspect`, `measure` and `lint --format json`'s lines use.
        public static let compact = Style(indent: nil)
        /// Two spaces per level, `"key": value` (the JSON and SARIF reports).
        public static let pretty = Style(indent: 2)
        /// Two spaces per level, `"key" : value`: the layout of `rules --format json`
        /// and of baseline files since their first release, kept so that they do not change.
        public static let prettySpacedColons = Style(indent: 2, spaceBeforeColon: true)
    }

    public private(set) var bytes: [UInt8] = []
    public let style: Style
    /// Per open container, how many elements or members it has so far.
    private var counts: [Int] = []
    private var afterKey = false

    public init(style: Style = .compact, capacity: Int = 1024) {
        self.style = style
        bytes.reserveCapacity(capacity)
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Ends a line of JSON Lines output (one value per line).
    public mutating func endLine() { bytes.append(0x0A) }

    /// The bytes written so far, handed to `body` and then dropped (their storage kept): a stream
    /// writes its lines into one writer and empties it as it goes. Inside a value too: the
    /// writer goes on in the same objects and arrays, so a long document leaves in pieces.
    public mutating func drain(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
        try bytes.withUnsafeBufferPointer(body)
        bytes.removeAll(keepingCapacity: true)
    }

    /// A writer that goes on where this one is, inside the same objects and arrays, as if
    /// `elements` more elements of the innermost container had been written first: its bytes,
    /// put after this one's and those elements', read as one document. Runs of an array's
    /// elements are so written apart (each on a core) and joined in order; `skip(elements:)`
    /// then moves this writer past them.
    public func continuation(after elements: Int, capacity: Int = 1024) -> JSONWriter {
        var writer = JSONWriter(style: style, capacity: capacity)
        writer.counts = counts
        if !writer.counts.isEmpty { writer.counts[writer.counts.count - 1] += elements }
        return writer
    }

    /// This writer after `elements` elements of its innermost container written by continuations.
    public mutating func skip(elements: Int) {
        if !counts.isEmpty { counts[counts.count - 1] += elements }
    }

    // MARK: Containers

    public mutating func beginObject() { beforeValue(); bytes.append(UInt8(ascii: "{")); counts.append(0) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    public mutating func beginArray() { beforeValue(); bytes.append(UInt8(ascii: "[")); counts.append(0) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    public mutating func object(_ body: (inout JSONWriter) -> Void) {
        beginObject()
        body(&self)
        endObject()
    }

    /// Inlinable: made for each caller's sequence and element, not walked through generic witnesses.
    @inlinable
    public mutating func array<S: Sequence>(_ elements: S, _ body: (inout JSONWriter, S.Element) -> Void) {
        beginArray()
        for element in elements { body(&self, element) }
        endArray()
    }

    /// The next member's key; its value follows.
    public mutating func key(_ name: String) {
        startElement()
        appendQuoted(name)
        switch (style.indent, style.spaceBeforeColon) {
        case (_, true): bytes.append(contentsOf: [0x20, UInt8(ascii: ":"), 0x20])
        case (nil, false): bytes.append(UInt8(ascii: ":"))
        case (_, false): bytes.append(contentsOf: [UInt8(ascii: ":"), 0x20])
        }
        afterKey = true
    }

    // MARK: Scalars

    public mutating func string(_ value: String) { beforeValue(); appendQuoted(value) }
    public mutating func string(_ value: String?) { if let value { string(value) } else { null() } }
    public mutating func integer(_ value: Int) { beforeValue(); bytes.append(contentsOf: String(value).utf8) }
    public mutating func bool(_ value: Bool) { beforeValue(); bytes.append(contentsOf: (value ? "true" : "false").utf8) }
    public mutating func null() { beforeValue(); bytes.append(contentsOf: "null".utf8) }

    /// A free-form value (a diagnostic's `data`), its objects' keys sorted, since
    /// such data has no natural order: as `OrderedJSON(value)` writes it.
    public mutating func value(_ value: JSONValue) {
        switch value {
        case .string(let text): string(text)
        case .number(let number): self.number(number)
        case .integer(let number): integer(number)
        case .bool(let flag): bool(flag)
        case .null: null()
        case .array(let items):
            beginArray()
            for item in items { self.value(item) }
            endArray()
        case .object(let members):
            beginObject()
            for name in members.keys.sorted() {
                key(name)
                self.value(members[name] ?? .null)
            }
            endObject()
        }
    }

    /// A number as `numberText(_:)` writes it.
    public mutating func number(_ value: Double) { beforeValue(); bytes.append(contentsOf: JSONWriter.numberText(value).utf8) }

    /// A number rounded to at most `fractionDigits` decimals (`measure`'s points).
    public mutating func number(_ value: Double, fractionDigits: Int) {
        beforeValue()
        if value.isFinite, JSONWriter.writeFixed(value, fractionDigits: fractionDigits, into: &bytes) { return }
        bytes.append(contentsOf: JSONWriter.numberText(value, fractionDigits: fractionDigits).utf8)
    }

    // MARK: Text of values

    /// A whole number below 10^15 without a fraction (`17`, not `17.0`), any other
    /// finite number in Swift's shortest form that reads back to the same Double
    /// (`0.1`, `1000000000000000.0`, `1e+16`), and null for NaN and the infinities, which JSON has not.
    public static func numberText(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// At most `fractionDigits` decimals, no trailing zeros, never `-0`; null when not finite.
    public static func numberText(_ value: Double, fractionDigits: Int) -> String {
        guard value.isFinite else { return "null" }
        if let text = fixedText(value, fractionDigits: fractionDigits) { return text }
        var text = String(format: "%.\(fractionDigits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    private static let powersOfTen: [Double] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000]

    /// What `String(format: "%.Nf")` less its trailing zeros writes, made without Foundation's
    /// formatter (a `measure -` line writes several numbers): the value times 10^N rounded as
    /// printf rounds, to nearest with ties to even on the exact binary value. The product's
    /// rounding error is found exactly (a fused multiply-add), so a product that lands on a
    /// half is resolved by the value, not by the rounded product. Nil outside the range where
    /// that holds (N above 6, or 10^N times the value at 2^52 or beyond): the formatter then writes it.
    static func fixedText(_ value: Double, fractionDigits: Int) -> String? {
        var text: [UInt8] = []
        guard writeFixed(value, fractionDigits: fractionDigits, into: &text) else { return nil }
        return String(decoding: text, as: UTF8.self)
    }

    /// `fixedText`'s digits appended to `out`; false (nothing written) outside its range.
    static func writeFixed(_ value: Double, fractionDigits: Int, into out: inout [UInt8]) -> Bool {
        guard fractionDigits >= 0, fractionDigits < powersOfTen.count else { return false }
        let scale = powersOfTen[fractionDigits]
        let magnitude = value.magnitude
        let product = magnitude * scale
        guard product < 0x1p52 else { return false }
        let error = (-product).addingProduct(magnitude, scale)
        var whole = product.rounded(.down)
        // Exact: a Double below 2^52 less its integer part.
        let fraction = product - whole
        if fraction > 0.5 || (fraction == 0.5 && (error > 0 || (error == 0 && whole.truncatingRemainder(dividingBy: 2) == 1))) {
            whole += 1
        }
        var units = UInt64(whole)
        guard units != 0 else {
            out.append(UInt8(ascii: "0"))
            return true
        }
        // Digits from the last, into a buffer long enough for 2^52 with 6 decimals and a sign.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        return withUnsafeMutableBytes(of: &digits) { buffer in
            var end = buffer.count
            var written = 0
            // Trailing zeros of the decimals are never written.
            var trimming = true
            while written < fractionDigits {
                let digit = UInt8(units % 10)
                units /= 10
                written += 1
                if trimming && digit == 0 { continue }
                trimming = false
                end -= 1
                buffer[end] = UInt8(ascii: "0") + digit
            }
            if end < buffer.count {
                end -= 1
                buffer[end] = UInt8(ascii: ".")
            }
            repeat {
                end -= 1
                buffer[end] = UInt8(ascii: "0") + UInt8(units % 10)
                units /= 10
            } while units > 0
            if value < 0 {
                end -= 1
                buffer[end] = UInt8(ascii: "-")
            }
            out.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[end...]))
            return true
        }
    }

    /// A JSON string literal, quotes included.
    public static func quoted(_ text: String) -> String {
        var writer = JSONWriter(capacity: text.utf8.count + 2)
        writer.appendQuoted(text)
        return writer.text
    }

    // MARK: Layout

    private mutating func startElement() {
        guard !counts.isEmpty else { return }
        if counts[counts.count - 1] > 0 { bytes.append(UInt8(ascii: ",")) }
        counts[counts.count - 1] += 1
        newline(depth: counts.count)
    }

    /// In an array, the separator and line break; after a key, nothing.
    private mutating func beforeValue() {
        if afterKey { afterKey = false; return }
        startElement()
    }

    private mutating func close(_ bracket: UInt8) {
        let count = counts.removeLast()
        if count > 0 { newline(depth: counts.count) }
        bytes.append(bracket)
    }

    private mutating func newline(depth: Int) {
        guard let indent = style.indent else { return }
        bytes.append(0x0A)
        bytes.append(contentsOf: repeatElement(0x20, count: indent * depth))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private mutating func appendQuoted(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        // A native string's bytes are read in place; another (bridged) one is copied once.
        if text.utf8.withContiguousStorageIfAvailable({ appendEscaped($0) }) == nil {
            var copy = text
            copy.withUTF8 { appendEscaped($0) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Copies runs that need no escape whole; works on the UTF-8 bytes (U+2028 is E2 80 A8,
    /// U+2029 E2 80 A9).
    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        var i = 0
        while i < utf8.count {
            let byte = utf8[i]
            let length: Int
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
                length = 1
            } else if byte == 0xE2, i + 2 < utf8.count, utf8[i + 1] == 0x80, utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9 {
                length = 3
            } else {
                i += 1
                continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i]))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0xE2: bytes.append(contentsOf: (utf8[i + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
            default:
                bytes.append(contentsOf: "\\u00".utf8)
                bytes.append(JSONWriter.hexDigits[Int(byte >> 4)])
                bytes.append(JSONWriter.hexDigits[Int(byte & 0xF)])
            }
            i += length
            runStart = i
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
    }
}
