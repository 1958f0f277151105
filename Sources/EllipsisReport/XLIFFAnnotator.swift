import EllipsisCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Writes findings into a copy of an XLIFF 1.2 file as `<note from="ellipsis">`
/// elements on their translation units, so translators see them in their CAT
/// tool. The rest of the file is kept byte for byte: only notes are inserted
/// (and finding notes of an earlier run removed, so annotating twice does not pile
/// up; the budget notes `ellipsis budgets` wrote stay).
public enum XLIFFAnnotator {
    /// What `annotate` did.
    public struct Result: Sendable {
        public var xliff: Data
        /// Findings written as notes.
        public var placed: Int
        /// Findings no translation unit contains (they stay in the lint output only).
        public var unplaced: [Diagnostic]
    }

    public static let noteAuthor = "ellipsis"

    /// The annotated copy of `xliff`. Diagnostics are matched to the
    /// `<trans-unit>` whose text contains their line and column.
    /// - Throws: `InputError` naming `file:line:column` when the XLIFF is malformed.
    public static func annotate(xliff: Data, diagnostics: [Diagnostic], rules: [RuleMetadata] = [],
                                file: String = "input.xliff") throws -> Data {
        try annotateCounting(xliff: xliff, diagnostics: diagnostics, rules: rules, file: file).xliff
    }

    public static func annotateCounting(xliff: Data, diagnostics: [Diagnostic], rules: [RuleMetadata] = [],
                                        file: String = "input.xliff") throws -> Result {
        try checkWellFormed(xliff, file: file)
        guard let text = String(validating: xliff, as: UTF8.self) else {
            throw InputError("the XLIFF file is not valid UTF-8", file: file, line: 1, column: 1)
        }
        let scalars = Array(text.unicodeScalars)
        let units = try XLIFFUnitScanner(scalars: scalars, file: file).scan()
        let metadata = Dictionary(rules.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })

        var notesByUnit: [Int: [Diagnostic]] = [:]
        var unplaced: [Diagnostic] = []
        for diagnostic in diagnostics.sorted(by: Diagnostic.stableOrder) {
            guard let location = diagnostic.location, location.line > 0,
                  let unit = unitIndex(in: units, line: location.line, column: location.column)
            else {
                unplaced.append(diagnostic)
                continue
            }
            notesByUnit[unit, default: []].append(diagnostic)
        }

        // Edits as (range to replace, replacement); they never overlap.
        var edits: [(range: Range<Int>, replacement: String)] = []
        for (index, unit) in units.enumerated() {
            for old in unit.previousNotes { edits.append((old, "")) }
            guard let findings = notesByUnit[index] else { continue }
            var insertion = ""
            for diagnostic in findings {
                insertion += unit.childIndent + note(diagnostic, hint: metadata[diagnostic.rule]?.translatorHint(for: diagnostic) ?? "") + unit.newline
            }
            insertion += unit.closingIndent
            edits.append((unit.closingTagLineStart..<unit.closingTagStart, insertion))
        }
        // One pass from front to back, so large files with many findings stay linear.
        return Result(xliff: Data(TextEdits.apply(edits, to: scalars).utf8), placed: diagnostics.count - unplaced.count, unplaced: unplaced)
    }

    /// The unit containing a position. Units are in document order and do not
    /// nest, so a binary search finds the last one starting at or before it.
    static func unitIndex(in units: [XLIFFUnitSpan], line: Int, column: Int) -> Int? {
        var low = 0, high = units.count
        while low < high {
            let middle = (low + high) / 2
            if (units[middle].startLine, units[middle].startColumn) <= (line, column) { low = middle + 1 } else { high = middle }
        }
        guard low > 0, units[low - 1].contains(line: line, column: column) else { return nil }
        return low - 1
    }

    /// XLIFF 1.2 `priority`: 1 is the most important.
    static func priority(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 3
        case .note: 5
        }
    }

    static func note(_ diagnostic: Diagnostic, hint: String) -> String {
        var body = "\(diagnostic.severity.rawValue) (\(diagnostic.rule)): \(diagnostic.message)"
        if !hint.isEmpty { body += " \u{2014} \(hint)" }
        return "<note from=\"\(noteAuthor)\" priority=\"\(priority(diagnostic.severity))\">\(XMLText.escape(body))</note>"
    }

    /// Rejects malformed XML with its position, before any edit is attempted.
    /// External entities and DTD loading stay off: the parser never reads another file.
    static func checkWellFormed(_ data: Data, file: String, kind: String = "XLIFF") throws {
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        // On Linux, parse() can return true after an error it recorded: the error decides.
        if !parser.parse() || parser.parserError != nil {
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "malformed XML"
            throw InputError("malformed \(kind): \(reason)", file: file, line: max(parser.lineNumber, 1),
                             column: max(parser.columnNumber, 1))
        }
    }
}
