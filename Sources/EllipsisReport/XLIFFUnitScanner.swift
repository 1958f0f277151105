import EllipsisCore

/// One `<trans-unit>` of an XLIFF file as positions in its text.
struct XLIFFUnitSpan {
    var startLine: Int, startColumn: Int
    var endLine: Int, endColumn: Int
    /// Scalar offset of `</trans-unit>` and of the start of its line when only
    /// white space precedes it there (else the tag's own offset).
    var closingTagStart: Int
    var closingTagLineStart: Int
    /// White space to put before a new child element and before the closing tag again.
    var childIndent: String
    var closingIndent: String
    var newline: String
    /// Ranges (whole lines where possible) of notes written by an earlier run.
    var previousNotes: [Range<Int>]

    func contains(line: Int, column: Int) -> Bool {
        (line, column) >= (startLine, startColumn) && (line, column) <= (endLine, endColumn)
    }
}

/// Finds translation units in XLIFF text without rebuilding the document, so
/// that everything outside the inserted notes stays exactly as it was.
/// Comments, CDATA sections and processing instructions are skipped; the text
/// has already been checked to be well-formed XML.
struct XLIFFUnitScanner {
    let scalars: [Unicode.Scalar]
    let file: String

    func scan() throws -> [XLIFFUnitSpan] {
        var units: [XLIFFUnitSpan] = []
        var open: (offset: Int, line: Int, column: Int, childIndent: String?)?
        var notes: [Range<Int>] = []
        var line = 1, column = 1
        var index = 0
        let newline = contains("\r\n") ? "\r\n" : "\n"

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

        while index < scalars.count {
            guard scalars[index] == "<" else { advance(to: index + 1); continue }
            if hasPrefix("<!--", at: index) { advance(to: end(of: "-->", from: index + 4)); continue }
            if hasPrefix("<![CDATA[", at: index) { advance(to: end(of: "]]>", from: index + 9)); continue }
            if hasPrefix("<?", at: index) { advance(to: end(of: "?>", from: index + 2)); continue }
            if hasPrefix("<!", at: index) { advance(to: end(of: ">", from: index + 2)); continue }
            let tagStart = index, tagLine = line, tagColumn = column
            let tagEnd = endOfTag(from: index + 1)
            let name = elementName(from: index + 1)
            if name == "trans-unit" {
                if open != nil { throw InputError("nested <trans-unit>", file: file, line: tagLine, column: tagColumn) }
                open = (tagStart, tagLine, tagColumn, nil)
                notes = []
            } else if name == "/trans-unit" {
                guard let unit = open else {
                    throw InputError("</trans-unit> without <trans-unit>", file: file, line: tagLine, column: tagColumn)
                }
                let lineStart = leadingWhiteSpaceStart(before: tagStart)
                let closingIndent = lineStart < tagStart ? String(String.UnicodeScalarView(scalars[lineStart..<tagStart])) : ""
                advance(to: tagEnd)
                units.append(XLIFFUnitSpan(
                    startLine: unit.line, startColumn: unit.column, endLine: line, endColumn: column,
                    closingTagStart: tagStart, closingTagLineStart: lineStart,
                    childIndent: lineStart < tagStart ? (unit.childIndent ?? (closingIndent + "  ")) : "",
                    closingIndent: lineStart < tagStart ? closingIndent : "",
                    newline: lineStart < tagStart ? newline : "",
                    previousNotes: notes))
                open = nil
                continue
            } else if open != nil, !name.hasPrefix("/") {
                if open?.childIndent == nil {
                    let lineStart = leadingWhiteSpaceStart(before: tagStart)
                    if lineStart < tagStart { open?.childIndent = String(String.UnicodeScalarView(scalars[lineStart..<tagStart])) }
                }
                if name == "note", isEllipsisNote(tagStart..<tagEnd) {
                    let closing = scalars[tagEnd - 2] == "/" ? tagEnd : end(of: "</note>", from: tagEnd)
                    var start = leadingWhiteSpaceStart(before: tagStart)
                    var stop = closing
                    // Take the whole line, break included, when the note stands alone on it.
                    if start < tagStart || (start > 0 && isLineBreak(scalars[start - 1])) {
                        while stop < scalars.count, scalars[stop] == " " || scalars[stop] == "\t" { stop += 1 }
                        if stop < scalars.count, scalars[stop] == "\r" { stop += 1 }
                        if stop < scalars.count, scalars[stop] == "\n" { stop += 1 } else { stop = closing; start = tagStart }
                    }
                    notes.append(start..<stop)
                }
            }
            advance(to: tagEnd)
        }
        if let unit = open {
            throw InputError("<trans-unit> is never closed", file: file, line: unit.line, column: unit.column)
        }
        return units
    }

    private func contains(_ text: String) -> Bool {
        let pattern = Array(text.unicodeScalars)
        guard scalars.count >= pattern.count else { return false }
        for start in 0...(scalars.count - pattern.count) where scalars[start] == pattern[0] {
            if Array(scalars[start..<start + pattern.count]) == pattern { return true }
        }
        return false
    }

    private func hasPrefix(_ prefix: String, at offset: Int) -> Bool {
        var position = offset
        for scalar in prefix.unicodeScalars {
            guard position < scalars.count, scalars[position] == scalar else { return false }
            position += 1
        }
        return true
    }

    /// The offset just past `terminator`, searching from `offset` (end of text if absent).
    private func end(of terminator: String, from offset: Int) -> Int {
        var position = offset
        while position < scalars.count {
            if hasPrefix(terminator, at: position) { return position + terminator.unicodeScalars.count }
            position += 1
        }
        return scalars.count
    }

    /// The offset just past the `>` closing a tag, skipping quoted attribute values.
    private func endOfTag(from offset: Int) -> Int {
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

    private func elementName(from offset: Int) -> String {
        var name = String.UnicodeScalarView()
        var position = offset
        while position < scalars.count {
            let scalar = scalars[position]
            if scalar == ">" || scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" { break }
            if scalar == "/" && !name.isEmpty { break }
            name.append(scalar)
            position += 1
        }
        // Namespace prefixes (`xliff:trans-unit`) name the same element.
        let full = String(name)
        let closing = full.hasPrefix("/")
        let local = full.split(separator: ":").last.map(String.init) ?? full
        return closing && !local.hasPrefix("/") ? "/" + local : local
    }

    private func isEllipsisNote(_ range: Range<Int>) -> Bool {
        let tag = String(String.UnicodeScalarView(scalars[range]))
        return tag.contains("from=\"\(XLIFFAnnotator.noteAuthor)\"") || tag.contains("from='\(XLIFFAnnotator.noteAuthor)'")
    }

    private func isLineBreak(_ scalar: Unicode.Scalar) -> Bool { scalar == "\n" || scalar == "\r" }

    /// Where the run of spaces and tabs before `offset` starts, if a line break
    /// (or the start of the text) precedes it; otherwise `offset` itself.
    private func leadingWhiteSpaceStart(before offset: Int) -> Int {
        var position = offset
        while position > 0, scalars[position - 1] == " " || scalars[position - 1] == "\t" { position -= 1 }
        if position == 0 || isLineBreak(scalars[position - 1]) { return position }
        return offset
    }
}
