/// One token of a source file. Tokens hold byte offsets into the file's
/// UTF-8 bytes, not strings, so that lexing a large tree allocates little;
/// identifiers carry a hash of their bytes so that matching a name is one
/// integer comparison before the bytes are compared.
public struct Token: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        /// A name or keyword, `#if`-style directives included; backquoted names without the quotes.
        case identifier
        case number
        /// A string literal; `literal` indexes `SourceTokens.literals`.
        case string
        /// A character literal (`'a'` in C, Java, Kotlin).
        case character
        /// `(`, `[` or `{`.
        case open
        /// `)`, `]` or `}`.
        case close
        /// Any other single character (`.`, `,`, `:`, `?`, `=`...); operators are runs of these.
        case punctuation
    }

    public var kind: Kind
    /// The first byte of the token (the bracket or punctuation character).
    public var byte: UInt8
    public var start: Int32
    public var end: Int32
    /// 1-based line and column (columns count Unicode scalars).
    public var line: Int32
    public var column: Int32
    /// FNV-1a hash of an identifier's bytes; 0 for other tokens.
    public var hash: UInt32
    /// Index into `SourceTokens.literals` for a string; -1 otherwise.
    public var literal: Int32

    public var length: Int { Int(end - start) }
}

/// A decoded string literal: its text pieces, with run-time interpolations
/// (`\(x)`, `${x}`, `$x`) marked where they stand.
public struct StringLiteral: Sendable, Equatable {
    public enum Piece: Sendable, Equatable {
        case text(String)
        /// The byte range of the interpolated expression in the file.
        case interpolation(Range<Int32>)

        var isInterpolation: Bool {
            if case .interpolation = self { return true }
            return false
        }
    }

    public var pieces: [Piece]
    /// Objective-C `@"..."`.
    public var isObjectiveC: Bool

    public init(pieces: [Piece], isObjectiveC: Bool = false) {
        self.pieces = pieces
        self.isObjectiveC = isObjectiveC
    }

    public var hasInterpolation: Bool { pieces.contains { $0.isInterpolation } }

    /// The text, interpolations written as `%@` (how a format string would hold them).
    public var formatText: String {
        pieces.map { piece in
            switch piece {
            case .text(let text): return text
            case .interpolation: return "%@"
            }
        }.joined()
    }

    /// The text when there is no interpolation.
    public var plainText: String? { hasInterpolation ? nil : formatText }
}

/// Hashes of names, the same function the lexers apply to identifier bytes.
public enum NameHash {
    public static func of<S: Sequence>(bytes: S) -> UInt32 where S.Element == UInt8 {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }

    public static func of(_ name: String) -> UInt32 { of(bytes: name.utf8) }
}
