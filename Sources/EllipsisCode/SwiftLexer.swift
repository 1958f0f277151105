/// Swift's tokens, tolerantly: nested block comments, `"..."` with escapes
/// and `\(...)` interpolation, `"""` multi-line strings (indentation of the
/// closing delimiter removed), raw strings `#"..."#` with `\#(...)`,
/// backquoted names, `#if`-style directives as identifiers. An unterminated
/// string ends at its line (multi-line: at the end of the file); a stray
/// bracket is kept and left unmatched.
enum SwiftLexer {
    static func tokenize(_ bytes: [UInt8]) throws -> SourceTokens {
        var core = LexerCore(bytes: bytes)
        try lex(&core, closer: nil, stopAtLineEnd: false)
        return SourceTokens(language: .swift, bytes: bytes, tokens: core.tokens, literals: core.literals)
    }

    /// Lexes to the end of the file, or inside an interpolation to the `)` that closes it.
    static func lex(_ core: inout LexerCore, closer: UInt8?, stopAtLineEnd: Bool) throws {
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
                try string(&core, hashes: 0)
            case UInt8(ascii: "#"):
                var hashes = 0
                while core.peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if core.peek(hashes) == UInt8(ascii: "\"") {
                    try string(&core, hashes: hashes)
                } else if hashes == 1, LexerCore.isIdentifierStart(core.peek(1)) {
                    let mark = core.mark()
                    core.skip(1)
                    var hash = NameHash.of(bytes: [UInt8(ascii: "#")])
                    while core.position < core.bytes.count, LexerCore.isIdentifierByte(core.current) {
                        hash = (hash ^ UInt32(core.current)) &* 16_777_619
                        core.skip(1)
                    }
                    try core.emit(.identifier, byte: UInt8(ascii: "#"), from: mark, hash: hash)
                } else {
                    try core.emitSingle()
                }
            case UInt8(ascii: "`"):
                try core.backquoted()
            case UInt8(ascii: "("):
                if closer != nil { depth += 1 }
                try core.emitSingle()
            case UInt8(ascii: ")"):
                if let closer, closer == byte {
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
                if LexerCore.isIdentifierStart(byte) {
                    try core.identifier()
                } else {
                    try core.emitSingle()
                }
            }
        }
    }

    /// A string literal at the current position, with `hashes` `#` before its quote.
    static func string(_ core: inout LexerCore, hashes: Int) throws {
        let mark = core.mark()
        core.skip(hashes + 1)
        var multiline = false
        if core.current == UInt8(ascii: "\""), core.peek(1) == UInt8(ascii: "\"") {
            core.skip(2)
            multiline = true
        }
        var builder = LiteralBuilder()
        var closingIndentation: [UInt8]?
        var lastLineStart = 0
        scanning: while !core.atEnd {
            let byte = core.current
            if byte == 0x0A || byte == 0x0D {
                if !multiline { break }
                core.advance()
                builder.append(0x0A)
                lastLineStart = builder.buffer.count
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                var matches = true
                for offset in 0..<quotes where core.peek(offset) != UInt8(ascii: "\"") { matches = false }
                for offset in 0..<hashes where core.peek(quotes + offset) != UInt8(ascii: "#") { matches = false }
                if matches {
                    if multiline {
                        // Whitespace alone before the closing delimiter is the indentation to remove.
                        let tail = Array(builder.buffer[min(lastLineStart, builder.buffer.count)...])
                        if tail.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                            closingIndentation = tail
                            builder.buffer.removeLast(tail.count)
                        }
                    }
                    core.skip(quotes + hashes)
                    break scanning
                }
                builder.append(byte)
                core.skip(1)
                continue
            }
            if byte == UInt8(ascii: "\\") {
                var delimited = true
                for offset in 0..<hashes where core.peek(1 + offset) != UInt8(ascii: "#") { delimited = false }
                if delimited {
                    core.skip(1 + hashes)
                    try escape(&core, into: &builder, multiline: multiline, lastLineStart: &lastLineStart)
                    continue
                }
            }
            builder.append(byte)
            core.skip(1)
        }
        var literal = builder.literal()
        if multiline { literal = MultilineText.strip(literal, indentation: closingIndentation ?? []) }
        try core.emitString(literal, from: mark)
    }

    /// After `\` (and its `#`s): an escape or an interpolation.
    static func escape(_ core: inout LexerCore, into builder: inout LiteralBuilder, multiline: Bool,
                       lastLineStart: inout Int) throws {
        let byte = core.current
        switch byte {
        case UInt8(ascii: "("):
            core.skip(1)
            let start = core.position
            try core.enterInterpolation()
            try lex(&core, closer: UInt8(ascii: ")"), stopAtLineEnd: !multiline)
            core.leaveInterpolation()
            // Without its `)` (the line or the file ended) the interpolation runs to where lexing stopped.
            let closed = core.position > start && core.bytes[core.position - 1] == UInt8(ascii: ")")
            builder.interpolation(start..<(closed ? core.position - 1 : core.position))
            // The buffer starts again after an interpolation; its line holds more than indentation.
            lastLineStart = Int.max
        case UInt8(ascii: "n"): builder.append(0x0A); core.skip(1)
        case UInt8(ascii: "t"): builder.append(0x09); core.skip(1)
        case UInt8(ascii: "r"): builder.append(0x0D); core.skip(1)
        case UInt8(ascii: "0"): builder.append(0x00); core.skip(1)
        case UInt8(ascii: "u"):
            core.skip(1)
            guard core.current == UInt8(ascii: "{") else { builder.append(UInt8(ascii: "u")); return }
            core.skip(1)
            var value: UInt32 = 0
            var digits = 0
            while let digit = LexerCore.hexValue(core.current), digits < 8 {
                value = value &* 16 &+ digit
                digits += 1
                core.skip(1)
            }
            if core.current == UInt8(ascii: "}") { core.skip(1) }
            builder.append(scalar: value)
        case 0x0A, 0x0D:
            // A backslash at the end of a line of a multi-line string joins the lines.
            if multiline {
                core.advance()
                lastLineStart = builder.buffer.count
            }
        case 0:
            return
        default:
            builder.append(byte)
            core.skip(1)
        }
    }
}

/// Multi-line string literals (Swift `"""`, Java text blocks): the line
/// break after the opening delimiter and before the closing one are not
/// text, and each line loses the given indentation.
enum MultilineText {
    static func strip(_ literal: StringLiteral, indentation: [UInt8]) -> StringLiteral {
        var pieces: [StringLiteral.Piece] = []
        var atLineStart = true
        var first = true
        for piece in literal.pieces {
            guard case .text(let text) = piece else {
                pieces.append(piece)
                atLineStart = false
                first = false
                continue
            }
            var bytes = Array(text.utf8)
            if first, let newline = bytes.firstIndex(of: 0x0A),
               bytes[..<newline].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                bytes.removeSubrange(...newline)
            }
            first = false
            var output: [UInt8] = []
            var index = 0
            while index < bytes.count {
                if atLineStart, !indentation.isEmpty, bytes.count - index >= indentation.count,
                   Array(bytes[index..<index + indentation.count]) == indentation {
                    index += indentation.count
                    // A line that is its indentation alone ends the text here.
                    if index == bytes.count { break }
                }
                atLineStart = false
                let byte = bytes[index]
                output.append(byte)
                if byte == 0x0A { atLineStart = true }
                index += 1
            }
            pieces.append(.text(String(decoding: output, as: UTF8.self)))
        }
        if case .text(let last)? = pieces.last, last.hasSuffix("\n") {
            pieces[pieces.count - 1] = .text(String(last.dropLast()))
        }
        return StringLiteral(pieces: pieces.isEmpty ? [.text("")] : pieces, isObjectiveC: literal.isObjectiveC)
    }
}
