import EllipsisCore

/// A cursor over decoded text that knows its line and column, shared by the
/// hand-written readers (`.strings`).
struct TextScanner {
    let scalars: [Unicode.Scalar]
    let path: String
    private(set) var index = 0
    private(set) var position = TextPosition()

    init(_ scalars: [Unicode.Scalar], path: String) {
        self.scalars = scalars
        self.path = path
    }

    var isAtEnd: Bool { index >= scalars.count }
    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    func peek(_ offset: Int = 1) -> Unicode.Scalar? {
        let i = index + offset
        return i < scalars.count ? scalars[i] : nil
    }

    var location: SourceLocation { SourceLocation(file: path, line: position.line, column: position.column) }

    mutating func advance() {
        guard index < scalars.count else { return }
        position.advance(over: scalars[index])
        index += 1
    }

    mutating func advance(_ count: Int) {
        for _ in 0..<count { advance() }
    }

    /// Consumes `literal` if the text continues with it.
    mutating func consume(_ literal: String) -> Bool {
        var i = index
        for scalar in literal.unicodeScalars {
            guard i < scalars.count, scalars[i] == scalar else { return false }
            i += 1
        }
        advance(i - index)
        return true
    }

    func error(_ message: String) -> InputError {
        InputError(message, at: location)
    }

    func error(_ message: String, at location: SourceLocation) -> InputError {
        InputError(message, at: location)
    }
}

extension Unicode.Scalar {
    var isASCIIHexDigit: Bool {
        ("0"..."9").contains(self) || ("a"..."f").contains(self) || ("A"..."F").contains(self)
    }
    var hexValue: UInt32? {
        switch self {
        case "0"..."9": return value - 48
        case "a"..."f": return value - 87
        case "A"..."F": return value - 55
        default: return nil
        }
    }
    /// A scalar that is invisible or moves text yet is easy to miss in a message.
    var displayForm: String {
        if value < 0x20 || value == 0x7F { return "U+" + String(value, radix: 16, uppercase: true).leftPadded(4) }
        return String(self)
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
