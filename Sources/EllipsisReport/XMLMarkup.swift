/// The tags of an XML text as positions in its Unicode scalars, so that a copy can be edited
/// in place (an attribute added, a note or comment inserted) and everything else kept byte for
/// byte. The text has already been checked to be well-formed XML; CDATA sections, processing
/// instructions and declarations are skipped.
struct XMLMarkup {
    enum Kind: Equatable { case start, end, empty, comment }

    struct Tag {
        var kind: Kind
        /// The local name (`trans-unit` for `xliff:trans-unit`); empty for a comment.
        var name: String
        /// From `<` to just past `>`.
        var range: Range<Int>
        /// Where `<` is, counted as the XML reader counts (lines from 1, columns in scalars from 1).
        var line: Int
        var column: Int
    }

    /// One attribute of a start tag.
    struct Attribute {
        var name: String
        /// As written, entities not decoded.
        var rawValue: String
        /// The value between its quotes.
        var valueRange: Range<Int>
        /// The attribute with the white space before it, to remove it whole.
        var range: Range<Int>
    }

    let scalars: [Unicode.Scalar]
    let tags: [Tag]
    /// `\r\n` when the text uses it, else `\n`.
    let newline: String

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
        var tags: [Tag] = []
        var line = 1, column = 1, index = 0
        func advance(to target: Int) {
            while index < target && index < scalars.count {
                let scalar = scalars[index]
                if scalar == "\n" || (scalar == "\r" && (index + 1 >= scalars.count || scalars[index + 1] != "\n")) {
                    line += 1
                    column = 1
                } else if scalar != "\r" {
                    column += 1
                }
                index += 1
            }
        }
        var sawCRLF = false
        while index < scalars.count {
            guard scalars[index] == "<" else {
                if scalars[index] == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { sawCRLF = true }
                advance(to: index + 1)
                continue
            }
            let start = index
            if Self.hasPrefix("<!--", at: index, in: scalars) {
                let end = Self.end(of: "-->", from: index + 4, in: scalars)
                tags.append(Tag(kind: .comment, name: "", range: start..<end, line: line, column: column))
                advance(to: end)
                continue
            }
            if Self.hasPrefix("<![CDATA[", at: index, in: scalars) { advance(to: Self.end(of: "]]>", from: index + 9, in: scalars)); continue }
            if Self.hasPrefix("<?", at: index, in: scalars) { advance(to: Self.end(of: "?>", from: index + 2, in: scalars)); continue }
            if Self.hasPrefix("<!", at: index, in: scalars) { advance(to: Self.end(of: ">", from: index + 2, in: scalars)); continue }
            let end = Self.endOfTag(from: index + 1, in: scalars)
            let (name, closing) = Self.elementName(from: index + 1, in: scalars)
            let empty = end >= 2 && scalars[end - 2] == "/"
            tags.append(Tag(kind: closing ? .end : empty ? .empty : .start, name: name, range: start..<end,
                            line: line, column: column))
            advance(to: end)
        }
        self.tags = tags
        newline = sawCRLF ? "\r\n" : "\n"
    }

    func text(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }

    /// The attributes of a start (or empty) tag, in order.
    func attributes(of tag: Tag) -> [Attribute] {
        var result: [Attribute] = []
        var position = tag.range.lowerBound + 1
        let stop = tag.range.upperBound - 1
        // Past the element's name.
        while position < stop, !Self.isSpace(scalars[position]), scalars[position] != "/" { position += 1 }
        while position < stop {
            let spaceStart = position
            while position < stop, Self.isSpace(scalars[position]) { position += 1 }
            let nameStart = position
            while position < stop, scalars[position] != "=", !Self.isSpace(scalars[position]), scalars[position] != "/" {
                position += 1
            }
            guard position > nameStart else { break }
            let name = text(nameStart..<position)
            while position < stop, Self.isSpace(scalars[position]) || scalars[position] == "=" { position += 1 }
            guard position < stop, scalars[position] == "\"" || scalars[position] == "'" else { break }
            let quote = scalars[position]
            let valueStart = position + 1
            position = valueStart
            while position < stop, scalars[position] != quote { position += 1 }
            result.append(Attribute(name: name, rawValue: text(valueStart..<position), valueRange: valueStart..<position,
                                    range: spaceStart..<min(position + 1, stop)))
            position += 1
        }
        return result
    }

    /// Where a new attribute goes in a start tag: right after the last attribute (or the name),
    /// before any white space, `/` and `>`.
    func attributeInsertion(in tag: Tag) -> Int {
        var position = tag.range.upperBound - 1
        if position > tag.range.lowerBound, scalars[position - 1] == "/" { position -= 1 }
        while position > tag.range.lowerBound, Self.isSpace(scalars[position - 1]) { position -= 1 }
        return position
    }

    /// Where the run of spaces and tabs before `offset` starts, if a line break (or the start of
    /// the text) precedes it; otherwise `offset` itself.
    func leadingWhiteSpaceStart(before offset: Int) -> Int {
        var position = offset
        while position > 0, scalars[position - 1] == " " || scalars[position - 1] == "\t" { position -= 1 }
        if position == 0 || scalars[position - 1] == "\n" || scalars[position - 1] == "\r" { return position }
        return offset
    }

    /// The range of `range` widened to its whole line, line break included, when nothing else
    /// stands on that line; else `range` itself.
    func wholeLine(_ range: Range<Int>) -> Range<Int> {
        let start = leadingWhiteSpaceStart(before: range.lowerBound)
        guard start == 0 || scalars[start - 1] == "\n" || scalars[start - 1] == "\r" else { return range }
        var stop = range.upperBound
        while stop < scalars.count, scalars[stop] == " " || scalars[stop] == "\t" { stop += 1 }
        if stop < scalars.count, scalars[stop] == "\r" { stop += 1 }
        guard stop < scalars.count, scalars[stop] == "\n" else { return range }
        return start..<(stop + 1)
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
    }

    private static func hasPrefix(_ prefix: String, at offset: Int, in scalars: [Unicode.Scalar]) -> Bool {
        var position = offset
        for scalar in prefix.unicodeScalars {
            guard position < scalars.count, scalars[position] == scalar else { return false }
            position += 1
        }
        return true
    }

    /// The offset just past `terminator`, searching from `offset` (end of text if absent).
    private static func end(of terminator: String, from offset: Int, in scalars: [Unicode.Scalar]) -> Int {
        var position = offset
        while position < scalars.count {
            if hasPrefix(terminator, at: position, in: scalars) { return position + terminator.unicodeScalars.count }
            position += 1
        }
        return scalars.count
    }

    /// The offset just past the `>` closing a tag, skipping quoted attribute values.
    private static func endOfTag(from offset: Int, in scalars: [Unicode.Scalar]) -> Int {
        var position = offset
        var quote: Unicode.Scalar?
        while position < scalars.count {
            let scalar = scalars[position]
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == ">" {
                return position + 1
            }
            position += 1
        }
        return scalars.count
    }

    /// The local name of the element a tag opens or closes, and whether it closes one.
    private static func elementName(from offset: Int, in scalars: [Unicode.Scalar]) -> (String, Bool) {
        var position = offset
        let closing = position < scalars.count && scalars[position] == "/"
        if closing { position += 1 }
        var name = String.UnicodeScalarView()
        while position < scalars.count {
            let scalar = scalars[position]
            if scalar == ">" || scalar == "/" || isSpace(scalar) { break }
            name.append(scalar)
            position += 1
        }
        // Namespace prefixes (`xliff:trans-unit`) name the same element.
        let full = String(name)
        return (full.split(separator: ":").last.map(String.init) ?? full, closing)
    }
}
