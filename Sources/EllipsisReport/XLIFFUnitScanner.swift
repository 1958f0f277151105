import EllipsisCore

/// One `<trans-unit>` of an XLIFF file as positions in its text.
struct XLIFFUnitSpan {
    var startLine: Int, startColumn: Int
    var endLine: Int, endColumn: Int
    /// Which `<file>` of the document holds it (0 for the first).
    var fileIndex: Int
    /// The start tag, for its attributes.
    var startTag: XMLMarkup.Tag
    /// Scalar offset of `</trans-unit>` and of the start of its line when only
    /// white space precedes it there (else the tag's own offset).
    var closingTagStart: Int
    var closingTagLineStart: Int
    /// White space to put before a new child element and before the closing tag again.
    var childIndent: String
    var closingIndent: String
    var newline: String
    /// Ranges (whole lines where possible) of notes an earlier run wrote: findings
    /// (`lint --annotate`) and budgets (`budgets`, `annotates="target"`).
    var previousNotes: [Range<Int>]
    var previousBudgetNotes: [Range<Int>]

    func contains(line: Int, column: Int) -> Bool {
        (line, column) >= (startLine, startColumn) && (line, column) <= (endLine, endColumn)
    }
}

/// Finds translation units in XLIFF text without rebuilding the document, so
/// that everything outside the inserted notes stays exactly as it was.
struct XLIFFUnitScanner {
    let markup: XMLMarkup
    let file: String

    init(scalars: [Unicode.Scalar], file: String) {
        markup = XMLMarkup(scalars)
        self.file = file
    }

    func scan() throws -> [XLIFFUnitSpan] {
        var units: [XLIFFUnitSpan] = []
        var open: (tag: XMLMarkup.Tag, childIndent: String?)?
        var notes: [Range<Int>] = [], budgetNotes: [Range<Int>] = []
        var fileIndex = -1
        let tags = markup.tags
        var index = 0
        while index < tags.count {
            let tag = tags[index]
            index += 1
            switch (tag.kind, tag.name) {
            case (.start, "file"), (.empty, "file"):
                fileIndex += 1
            case (.start, "trans-unit"), (.empty, "trans-unit"):
                if open != nil { throw InputError("nested <trans-unit>", file: file, line: tag.line, column: tag.column) }
                open = (tag, nil)
                notes = []
                budgetNotes = []
            case (.end, "trans-unit"):
                guard let unit = open else {
                    throw InputError("</trans-unit> without <trans-unit>", file: file, line: tag.line, column: tag.column)
                }
                let tagStart = tag.range.lowerBound
                let lineStart = markup.leadingWhiteSpaceStart(before: tagStart)
                let closingIndent = lineStart < tagStart ? markup.text(lineStart..<tagStart) : ""
                units.append(XLIFFUnitSpan(
                    startLine: unit.tag.line, startColumn: unit.tag.column,
                    endLine: tag.line, endColumn: tag.column + tag.range.count,
                    fileIndex: max(fileIndex, 0), startTag: unit.tag,
                    closingTagStart: tagStart, closingTagLineStart: lineStart,
                    childIndent: lineStart < tagStart ? (unit.childIndent ?? (closingIndent + "  ")) : "",
                    closingIndent: lineStart < tagStart ? closingIndent : "",
                    newline: lineStart < tagStart ? markup.newline : "",
                    previousNotes: notes, previousBudgetNotes: budgetNotes))
                open = nil
            case (.start, _), (.empty, _):
                guard open != nil else { continue }
                if open?.childIndent == nil {
                    let lineStart = markup.leadingWhiteSpaceStart(before: tag.range.lowerBound)
                    if lineStart < tag.range.lowerBound { open?.childIndent = markup.text(lineStart..<tag.range.lowerBound) }
                }
                guard tag.name == "note" else { continue }
                let attributes = markup.attributes(of: tag)
                guard attributes.contains(where: { $0.name == "from" && $0.rawValue == XLIFFAnnotator.noteAuthor }) else { continue }
                var end = tag.range.upperBound
                if tag.kind == .start {
                    // Notes hold text only: the next tag is their end.
                    while index < tags.count, !(tags[index].kind == .end && tags[index].name == "note") { index += 1 }
                    if index < tags.count { end = tags[index].range.upperBound; index += 1 }
                }
                let range = markup.wholeLine(tag.range.lowerBound..<end)
                if attributes.contains(where: { $0.name == "annotates" && $0.rawValue == "target" }) {
                    budgetNotes.append(range)
                } else {
                    notes.append(range)
                }
            default:
                continue
            }
        }
        if let unit = open {
            throw InputError("<trans-unit> is never closed", file: file, line: unit.tag.line, column: unit.tag.column)
        }
        return units
    }
}
