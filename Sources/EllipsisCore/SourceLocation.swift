/// Where a piece of input lives, for messages of the form `file:line:column`.
///
/// Lines and columns are 1-based; columns count Unicode scalars (SARIF's
/// `unicodeCodePoints` column kind). Formats without lines (binary property
/// lists) leave `line` and `column` at 0 and name the value by `keyPath`.
public struct SourceLocation: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    /// A path to the value inside a structured file, e.g.
    /// `UIApplicationShortcutItems[2].UIApplicationShortcutItemTitle`.
    public var keyPath: String?

    public init(file: String, line: Int = 0, column: Int = 0, keyPath: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
    }

    public var description: String {
        if line > 0 { return "\(file):\(line):\(column)" }
        if let keyPath { return "\(file):\(keyPath)" }
        return file
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column, a.keyPath ?? "") < (b.file, b.line, b.column, b.keyPath ?? "")
    }
}
