/// Kotlin's tokens, tolerantly: nested block comments, `"..."` with escapes
/// and `$name` / `${...}` templates, `"""` raw strings (templates, no
/// escapes), character literals, backquoted names.
enum KotlinLexer {
    static func tokenize(_ bytes: [UInt8]) throws -> SourceTokens {
        var core = LexerCore(bytes: bytes)
        try lex(&core, inTemplate: false, stopAtLineEnd: false)
        return SourceTokens(language: .kotlin, bytes: bytes, tokens: core.tokens, literals: core.literals)
    }

    /// Lexes to the end of the file, or inside `${...}` to the `}` that closes it.
    static func lex(_ core: inout LexerCore, inTemplate: Bool, stopAtLineEnd: Bool) throws {
        var depth = 0
        while !core.atEnd {
            let byte = core.current
            switch byte {
            case 0x20, 0x09, 0x0B, 0x0C:
                core.skip(1)
            case 0x0A, 0x0D:
                if stopAtLineEnd { return }
                core.advance()
            case UInt8(ascii: "/"):
                if core.peek(1) == UInt8(ascii: "/") {
                    core.skipLineComment()
                } else if core.peek(1) == UInt8(ascii: "*") {
                    core.skipBlockComment(nested: true)
                } else {
                    try core.emitSingle()
                }
            case UInt8(ascii: "\""):
                try string(&core)
            case UInt8(ascii: "'"):
                try core.character()
            case UInt8(ascii: "`"):
                try core.backquoted()
            case UInt8(ascii: "{"):
                if inTemplate { depth += 1 }
                try core.emitSingle()
            case UInt8(ascii: "}"):
                if inTemplate {
                    if depth == 0 {
                        core.skip(1)
                        return
                    }
                    depth -= 1
                }
                try core.emitSingle()
            case 0x30...0x39:
                try core.number()
            default:
                if LexerCore.isIdentifierStart(byte) && byte != UInt8(ascii: "$") || byte >= 0x80 {
                    try core.identifier()
                } else {
                    try core.emitSingle()
                }
            }
        }
    }

    static func string(_ core: inout LexerCore) throws {
        let mark = core.mark()
        let raw = core.peek(1) == UInt8(ascii: "\"") && core.peek(2) == UInt8(ascii: "\"")
        core.skip(raw ? 3 : 1)
        var builder = LiteralBuilder()
        while !core.atEnd {
            let byte = core.current
            if byte == 0x0A || byte == 0x0D {
                if !raw { break }
                core.advance()
                builder.append(0x0A)
                continue
            }
            if byte == UInt8(ascii: "\"") {
                if !raw {
                    core.skip(1)
                    break
                }
                if core.peek(1) == UInt8(ascii: "\""), core.peek(2) == UInt8(ascii: "\"") {
                    // `""""` ends with its last three quotes: the first is text.
                    var extra = 0
                    while core.peek(3 + extra) == UInt8(ascii: "\"") { extra += 1 }
                    for _ in 0..<extra { builder.append(UInt8(ascii: "\"")) }
                    core.skip(3 + extra)
                    break
                }
                builder.append(byte)
                core.skip(1)
                continue
            }
            if byte == UInt8(ascii: "$") {
                if core.peek(1) == UInt8(ascii: "{") {
                    core.skip(2)
                    let start = core.position
                    try core.enterInterpolation()
                    try lex(&core, inTemplate: true, stopAtLineEnd: !raw)
                    core.leaveInterpolation()
                    let closed = core.position > start && core.bytes[core.position - 1] == UInt8(ascii: "}")
                    builder.interpolation(start..<(closed ? core.position - 1 : core.position))
                    continue
                }
                let next = core.peek(1)
                if LexerCore.isIdentifierStart(next) && next != UInt8(ascii: "$") {
                    core.skip(1)
                    let start = core.position
                    _ = core.scanIdentifier()
                    builder.interpolation(start..<core.position)
                    continue
                }
            }
            if byte == UInt8(ascii: "\\"), !raw {
                core.skip(1)
                escape(&core, into: &builder)
                continue
            }
            builder.append(byte)
            core.skip(1)
        }
        try core.emitString(builder.literal(), from: mark)
    }

    static func escape(_ core: inout LexerCore, into builder: inout LiteralBuilder) {
        let byte = core.current
        switch byte {
        case UInt8(ascii: "n"): builder.append(0x0A)
        case UInt8(ascii: "t"): builder.append(0x09)
        case UInt8(ascii: "r"): builder.append(0x0D)
        case UInt8(ascii: "b"): builder.append(0x08)
        case UInt8(ascii: "u"):
            core.skip(1)
            var value: UInt32 = 0
            var digits = 0
            while digits < 4, let digit = LexerCore.hexValue(core.current) {
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
