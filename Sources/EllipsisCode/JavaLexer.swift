/// Java's tokens, tolerantly: `"..."` with escapes (octal and `\u`
/// included), `"""` text blocks (incidental indentation removed), character
/// literals, block comments (not nested), annotations as `@` and a name.
enum JavaLexer {
    static func tokenize(_ bytes: [UInt8]) throws -> SourceTokens {
        var core = LexerCore(bytes: bytes)
        while !core.atEnd {
            let byte = core.current
            switch byte {
            case 0x20, 0x09, 0x0B, 0x0C, 0x0A, 0x0D:
                core.advance()
            case UInt8(ascii: "/"):
                if core.peek(1) == UInt8(ascii: "/") {
                    core.skipLineComment()
                } else if core.peek(1) == UInt8(ascii: "*") {
                    core.skipBlockComment(nested: false)
                } else {
                    try core.emitSingle()
                }
            case UInt8(ascii: "\""):
                if core.peek(1) == UInt8(ascii: "\""), core.peek(2) == UInt8(ascii: "\"") {
                    try textBlock(&core)
                } else {
                    try string(&core)
                }
            case UInt8(ascii: "'"):
                try core.character()
            case 0x30...0x39:
                try core.number()
            default:
                if LexerCore.isIdentifierStart(byte) {
                    try core.identifier()
                } else {
                    try core.emitSingle()
                }
            }
        }
        return SourceTokens(language: .java, bytes: bytes, tokens: core.tokens, literals: core.literals)
    }

    static func string(_ core: inout LexerCore) throws {
        let mark = core.mark()
        core.skip(1)
        var builder = LiteralBuilder()
        while !core.atEnd {
            let byte = core.current
            if byte == 0x0A || byte == 0x0D { break }
            if byte == UInt8(ascii: "\"") {
                core.skip(1)
                break
            }
            if byte == UInt8(ascii: "\\") {
                core.skip(1)
                CEscapes.decode(&core, into: &builder, java: true)
                continue
            }
            builder.append(byte)
            core.skip(1)
        }
        try core.emitString(builder.literal(), from: mark)
    }

    /// `"""` then a line break, text, `"""`: the smallest indentation of the
    /// non-blank lines (and of the closing line) is removed, as javac does.
    static func textBlock(_ core: inout LexerCore) throws {
        let mark = core.mark()
        core.skip(3)
        while core.current == 0x20 || core.current == 0x09 { core.skip(1) }
        if core.current == 0x0D || core.current == 0x0A { core.advance() }
        var raw: [UInt8] = []
        var closed = false
        while !core.atEnd {
            let byte = core.current
            if byte == UInt8(ascii: "\""), core.peek(1) == UInt8(ascii: "\""), core.peek(2) == UInt8(ascii: "\"") {
                core.skip(3)
                closed = true
                break
            }
            if byte == UInt8(ascii: "\\") {
                raw.append(byte)
                core.skip(1)
                if !core.atEnd {
                    raw.append(core.current)
                    core.advance()
                }
                continue
            }
            raw.append(byte == 0x0D ? 0x0A : byte)
            core.advance()
            if byte == 0x0D, core.current == 0x0A { core.advance() }
        }
        _ = closed
        var lines = raw.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
        let significant = lines.enumerated().filter { index, line in
            index == lines.count - 1 || line.contains { $0 != 0x20 && $0 != 0x09 }
        }
        let indentation = significant.map { _, line in line.prefix { $0 == 0x20 || $0 == 0x09 }.count }.min() ?? 0
        lines = lines.map { line in
            var stripped = Array(line.dropFirst(min(indentation, line.prefix { $0 == 0x20 || $0 == 0x09 }.count)))
            while let last = stripped.last, last == 0x20 || last == 0x09 { stripped.removeLast() }
            return stripped
        }
        // A closing delimiter on a line of its own adds no text of that line.
        if let last = lines.last, last.isEmpty { lines.removeLast(); lines.append([]) }
        let joined = Array(lines.joined(separator: [0x0A]))
        var builder = LiteralBuilder()
        var inner = LexerCore(bytes: joined)
        while !inner.atEnd {
            let byte = inner.current
            if byte == UInt8(ascii: "\\") {
                inner.skip(1)
                if inner.current == 0x0A {
                    inner.advance()
                    continue
                }
                CEscapes.decode(&inner, into: &builder, java: true)
                continue
            }
            builder.append(byte)
            inner.advance()
        }
        try core.emitString(builder.literal(), from: mark)
    }
}

/// Backslash escapes of C, Objective-C and Java strings, after the backslash.
enum CEscapes {
    static func decode(_ core: inout LexerCore, into builder: inout LiteralBuilder, java: Bool) {
        let byte = core.current
        switch byte {
        case UInt8(ascii: "n"): builder.append(0x0A)
        case UInt8(ascii: "t"): builder.append(0x09)
        case UInt8(ascii: "r"): builder.append(0x0D)
        case UInt8(ascii: "b"): builder.append(0x08)
        case UInt8(ascii: "f"): builder.append(0x0C)
        case UInt8(ascii: "a") where !java: builder.append(0x07)
        case UInt8(ascii: "v") where !java: builder.append(0x0B)
        case UInt8(ascii: "s") where java: builder.append(0x20)
        case 0x30...0x37:
            var value: UInt32 = 0
            var digits = 0
            while digits < 3, core.current >= 0x30, core.current <= 0x37 {
                value = value * 8 + UInt32(core.current - 0x30)
                digits += 1
                core.skip(1)
            }
            if java { builder.append(scalar: value) } else { builder.append(UInt8(truncatingIfNeeded: value)) }
            return
        case UInt8(ascii: "x") where !java:
            core.skip(1)
            var value: UInt32 = 0
            var digits = 0
            while digits < 2, let digit = LexerCore.hexValue(core.current) {
                value = value * 16 + digit
                digits += 1
                core.skip(1)
            }
            builder.append(UInt8(truncatingIfNeeded: value))
            return
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            let width = byte == UInt8(ascii: "U") && !java ? 8 : 4
            core.skip(1)
            while java, core.current == UInt8(ascii: "u") { core.skip(1) }
            var value: UInt32 = 0
            var digits = 0
            while digits < width, let digit = LexerCore.hexValue(core.current) {
                value = value &* 16 &+ digit
                digits += 1
                core.skip(1)
            }
            builder.append(scalar: value)
            return
        case 0, 0x0A, 0x0D:
            return
        default:
            builder.append(byte)
        }
        core.skip(1)
    }
}
