/// Where a piece of input lives, for messages of the form `file:line:column`.
///
/// Lines and columns are 1-based; columns count Unicode scalars (SARIF's
/// `unicodeCodePoints` column kind). Formats without lines (binary property
/// lists) leave `line` and `column` at 0 and name the value by `keyPath`.
///
/// Lines and columns are held in 32 bits (an input file is at most 64 MB): every text
/// of a project and every finding has a location, by the hundred thousand.
public struct SourceLocation: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    /// A path to the value inside a structured file, e.g.
    /// `UIApplicationShortcutItems[2].UIApplicationShortcutItemTitle`.
    public var keyPath: String?
    private var storedLine: Int32
    private var storedColumn: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(file: String, line: Int = 0, column: Int = 0, keyPath: String? = nil) {
        self.file = file
        self.keyPath = keyPath
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    private enum CodingKeys: String, CodingKey {
        case file, line, column, keyPath
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(file: try container.decode(String.self, forKey: .file), line: try container.decode(Int.self, forKey: .line),
                  column: try container.decode(Int.self, forKey: .column),
                  keyPath: try container.decodeIfPresent(String.self, forKey: .keyPath))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encodeIfPresent(keyPath, forKey: .keyPath)
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
