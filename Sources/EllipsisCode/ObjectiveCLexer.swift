/// Objective-C's (and C's) tokens, tolerantly: `@"..."` and `"..."` with C
/// escapes, character constants, block comments (not nested), preprocessor
/// directives as `#define`-style identifiers (the text of `#import`,
/// `#include`, `#pragma`, `#error` and `#warning` lines is skipped), and
/// C++ raw strings `R"x(...)x"` for `.mm` files.
enum ObjectiveCLexer {
    static func tokenize(_ bytes: [UInt8]) throws -> SourceTokens {
        var core = LexerCore(bytes: bytes)
        var lineHasToken = false
        var lastLine: Int32 = 0
        while !core.atEnd {
            if core.line != lastLine {
                lastLine = core.line
                lineHasToken = false
            }
            let byte = core.current
            switch byte {
            case 0x20, 0x09, 0x0B, 0x0C, 0x0A, 0x0D:
                core.advance()
                continue
            case UInt8(ascii: "\\") where core.peek(1) == 0x0A || core.peek(1) == 0x0D:
                // A continued preprocessor line.
                core.skip(1)
                core.advance()
                continue
            case UInt8(ascii: "/"):
                if core.peek(1) == UInt8(ascii: "/") {
                    core.skipLineComment()
                    continue
                } else if core.peek(1) == UInt8(ascii: "*") {
                    core.skipBlockComment(nested: false)
                    continue
                }
                try core.emitSingle()
            case UInt8(ascii: "@") where core.peek(1) == UInt8(ascii: "\""):
                let mark = core.mark()
                core.skip(1)
                try string(&core, mark: mark, objectiveC: true)
            case UInt8(ascii: "\""):
                try string(&core, mark: core.mark(), objectiveC: false)
            case UInt8(ascii: "'"):
                try core.character()
            case UInt8(ascii: "#") where !lineHasToken:
                try directive(&core)
            case UInt8(ascii: "R") where core.peek(1) == UInt8(ascii: "\""):
                try rawString(&core)
            case 0x30...0x39:
                try core.number()
            default:
                if LexerCore.isIdentifierStart(byte) {
                    try core.identifier()
                } else {
                    try core.emitSingle()
                }
            }
            lineHasToken = true
        }
        return SourceTokens(language: .objectiveC, bytes: bytes, tokens: core.tokens, literals: core.literals)
    }

    static func string(_ core: inout LexerCore, mark: (start: Int, line: Int32, column: Int32), objectiveC: Bool) throws {
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
                if core.current == 0x0A || core.current == 0x0D {
                    core.advance()
                    continue
                }
                CEscapes.decode(&core, into: &builder, java: false)
                continue
            }
            builder.append(byte)
            core.skip(1)
        }
        try core.emitString(builder.literal(objectiveC: objectiveC), from: mark)
    }

    /// `#name` at the start of a line. Directives whose text is not code have it skipped.
    static func directive(_ core: inout LexerCore) throws {
        let mark = core.mark()
        core.skip(1)
        while core.current == 0x20 || core.current == 0x09 { core.skip(1) }
        var hash = NameHash.of(bytes: [UInt8(ascii: "#")])
        let nameStart = core.position
        while core.position < core.bytes.count, LexerCore.isIdentifierByte(core.current) {
            hash = (hash ^ UInt32(core.current)) &* 16_777_619
            core.skip(1)
        }
        let name = String(decoding: core.bytes[nameStart..<core.position], as: UTF8.self)
        try core.emit(.identifier, byte: UInt8(ascii: "#"), from: mark, hash: hash)
        if ["import", "include", "pragma", "error", "warning", "include_next", "line"].contains(name) {
            core.skipLineComment()
        }
    }

    /// `R"delimiter(text)delimiter"`.
    static func rawString(_ core: inout LexerCore) throws {
        let mark = core.mark()
        core.skip(2)
        var delimiter: [UInt8] = []
        while !core.atEnd, core.current != UInt8(ascii: "("), delimiter.count < 16,
              core.current != 0x0A, core.current != UInt8(ascii: "\"") {
            delimiter.append(core.current)
            core.skip(1)
        }
        guard core.current == UInt8(ascii: "(") else {
            try core.emitString(StringLiteral(pieces: [.text("")]), from: mark)
            return
        }
        core.skip(1)
        let terminator = [UInt8(ascii: ")")] + delimiter + [UInt8(ascii: "\"")]
        var builder = LiteralBuilder()
        while !core.atEnd {
            if core.current == UInt8(ascii: ")") {
                var matches = true
                for (offset, byte) in terminator.enumerated() where core.peek(offset) != byte { matches = false }
                if matches {
                    core.skip(terminator.count)
                    break
                }
            }
            builder.append(core.current)
            core.advance()
        }
        try core.emitString(builder.literal(), from: mark)
    }
}
