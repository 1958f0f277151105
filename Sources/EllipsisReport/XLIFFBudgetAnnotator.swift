import EllipsisCore
import Foundation

/// Writes width budgets into a copy of a translator's own XLIFF 1.2 file: each unit of a
/// checked string gets `maxwidth` with `size-unit="pixel"` (points at 1x), Weblate's
/// `max-size:WIDTH:LINES` in `weblate-flags`, and `<note from="ellipsis" annotates="target">`
/// saying the limit in words. Everything else is kept byte for byte; the budget notes of an
/// earlier run are replaced, so annotating twice does not pile up.
///
/// A unit with a limit of its own (a `maxwidth`, or a `max-size` flag) keeps it, unless
/// `replaceLimits`: Weblate reads `maxwidth` and `weblate-flags` into one `max-size` flag, so
/// both are left alone, and the note says which limit the file keeps. A limit an earlier run
/// wrote (the unit has its budget note) is Ellipsis' own and is brought up to date.
public enum XLIFFBudgetAnnotator {
    public struct Result: Sendable {
        public var xliff: Data
        /// The budgets that found their unit.
        public var placed: [StringBudget]
        /// Units that got a budget, and of them those whose own limit was kept.
        public var units: Int
        public var keptLimits: Int
    }

    /// `budgets` are placed by `targetLocation` (the locale's `<target>`, or the unit itself where
    /// the target is missing); only those in this file can be placed. The other units of the same
    /// key in the same `<file>` (the plural and device variations of an Xcode export,
    /// `key|==|plural.one`) get the budget too. Where budgets meet on one unit, the tightest wins.
    /// - Throws: `InputError` naming `file:line:column` when the XLIFF is malformed.
    public static func annotate(xliff: Data, budgets: [StringBudget], replaceLimits: Bool,
                                file: String = "input.xliff") throws -> Result {
        try XLIFFAnnotator.checkWellFormed(xliff, file: file)
        guard let text = String(validating: xliff, as: UTF8.self) else {
            throw InputError("the XLIFF file is not valid UTF-8", file: file, line: 1, column: 1)
        }
        let scanner = XLIFFUnitScanner(scalars: Array(text.unicodeScalars), file: file)
        let units = try scanner.scan()
        let markup = scanner.markup
        let keys = units.map { unit in
            markup.attributes(of: unit.startTag).first { $0.name == "id" }.map { id in
                id.rawValue.range(of: "|==|").map { String(id.rawValue[..<$0.lowerBound]) } ?? id.rawValue
            }
        }

        var chosen: [Int: StringBudget] = [:]
        var placed: [StringBudget] = []
        for budget in budgets {
            guard let location = budget.targetLocation,
                  let index = XLIFFAnnotator.unitIndex(in: units, line: location.line, column: location.column) else { continue }
            placed.append(budget)
            for other in units.indices where other == index
                || (keys[index] != nil && keys[other] == keys[index] && units[other].fileIndex == units[index].fileIndex) {
                if let current = chosen[other], !isTighter(budget, than: current) { continue }
                chosen[other] = budget
            }
        }

        var edits: [(range: Range<Int>, replacement: String)] = []
        var keptLimits = 0
        for (index, unit) in units.enumerated() {
            for old in unit.previousBudgetNotes { edits.append((old, "")) }
            guard let budget = chosen[index] else { continue }
            let attributes = markup.attributes(of: unit.startTag)
            func attribute(_ name: String) -> XMLMarkup.Attribute? { attributes.first { $0.name == name } }
            let flags = attribute("weblate-flags").map { XMLText.unescape($0.rawValue) }
            var note = BudgetFiles.note(budget)
            // Limits an earlier run wrote (its note is there, and did not keep the file's own) are Ellipsis'.
            let earlier = unit.previousBudgetNotes.map(markup.text)
            let writtenBefore = !earlier.isEmpty && !earlier.contains { $0.contains(keptLimitWords) }
            if !writtenBefore, let own = ownLimit(maxwidth: attribute("maxwidth").map { XMLText.unescape($0.rawValue) },
                                  sizeUnit: attribute("size-unit").map { XMLText.unescape($0.rawValue) },
                                  flags: flags), !replaceLimits {
                keptLimits += 1
                note += " \(keptLimitWords) \(own)."
            } else {
                let width = "\(Int(budget.width.rounded(.down)))"
                var added = ""
                for (name, value) in [("maxwidth", width), ("size-unit", "pixel"),
                                      ("weblate-flags", flags.map { WeblateFlags.replacingMaxSize(in: $0, with: budget.weblateFlag) }
                                        ?? budget.weblateFlag)] {
                    if let existing = attribute(name) {
                        edits.append((existing.valueRange, XMLText.attribute(value)))
                    } else {
                        added += " \(name)=\"\(XMLText.attribute(value))\""
                    }
                }
                if !added.isEmpty {
                    let at = markup.attributeInsertion(in: unit.startTag)
                    edits.append((at..<at, added))
                }
            }
            let element = "<note from=\"\(XLIFFAnnotator.noteAuthor)\" annotates=\"target\">\(XMLText.escape(note))</note>"
            edits.append((unit.closingTagLineStart..<unit.closingTagStart,
                          unit.childIndent + element + unit.newline + unit.closingIndent))
        }
        return Result(xliff: Data(TextEdits.apply(edits, to: markup.scalars).utf8), placed: placed,
                      units: chosen.count, keptLimits: keptLimits)
    }

    /// What a note says when the unit keeps a limit of its own.
    static let keptLimitWords = "The file keeps its own limit:"

    /// Narrower lines first, then fewer of them.
    static func isTighter(_ budget: StringBudget, than other: StringBudget) -> Bool {
        (budget.width, budget.lines) < (other.width, other.lines)
    }

    /// The limit a unit already carries, in words; nil when it has none.
    static func ownLimit(maxwidth: String?, sizeUnit: String?, flags: String?) -> String? {
        if let maxwidth { return "maxwidth \(maxwidth) (\(sizeUnit ?? "pixel"))" }
        return flags.flatMap(WeblateFlags.maxSize(in:))
    }
}
