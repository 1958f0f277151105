import EllipsisCore
import Foundation

/// Writes width budgets into a copy of an Android `strings.xml`, where the tools that import
/// Android resources read them:
/// - an XML comment right before the string, `<!-- ellipsis: At most 146 pt per line... -->`:
///   translate-toolkit (and so Weblate) reads the comments before a string as its developer
///   note, Lokalise as the key's description, Smartling as its instruction when told to;
/// - `weblate-flags="max-size:WIDTH:LINES"`: Weblate reads the attribute on an Android string
///   as it does on an XLIFF unit;
/// - in a locale's file, `maxLength="N"`, the characters of that locale: Crowdin's length limit.
/// The development language's file holds every locale's characters in its comment, and no
/// `maxLength` (one number cannot serve Japanese and German alike). Everything else is kept byte
/// for byte; the comments of an earlier run are replaced. A string with a limit of its own (a
/// `max-size` flag, a `maxLength`) keeps it unless `replaceLimits`; one an earlier run wrote is
/// brought up to date.
public enum AndroidBudgetAnnotator {
    public struct Result: Sendable {
        public var xml: Data
        public var placed: [StringBudget]
        public var strings: Int
        public var keptLimits: Int
    }

    /// The comments Ellipsis writes start with this.
    static let commentPrefix = "<!-- ellipsis: "

    /// - Parameters:
    ///   - isDevelopmentFile: the budgets are placed by `location` (the development string),
    ///     grouped by string over the locales; else by `targetLocation`, one locale's.
    /// - Throws: `InputError` naming `file:line:column` when the file is malformed.
    public static func annotate(xml: Data, budgets: [StringBudget], isDevelopmentFile: Bool, replaceLimits: Bool,
                                file: String) throws -> Result {
        try XLIFFAnnotator.checkWellFormed(xml, file: file, kind: "XML")
        guard let text = String(validating: xml, as: UTF8.self) else {
            throw InputError("the file is not valid UTF-8", file: file, line: 1, column: 1)
        }
        let markup = XMLMarkup(Array(text.unicodeScalars))
        let resources = children(markup)

        var byElement: [Int: [StringBudget]] = [:]
        var placed: [StringBudget] = []
        for budget in budgets {
            guard let location = isDevelopmentFile ? budget.location : budget.targetLocation,
                  let index = resources.firstIndex(where: { $0.contains(line: location.line, column: location.column) })
            else { continue }
            placed.append(budget)
            byElement[index, default: []].append(budget)
        }

        var edits: [(range: Range<Int>, replacement: String)] = []
        var keptLimits = 0
        for (index, element) in resources.enumerated() {
            for old in element.previousComments { edits.append((markup.wholeLine(old), "")) }
            guard let found = byElement[index], let tightest = found.min(by: XLIFFBudgetAnnotator.isTighter) else { continue }
            let attributes = markup.attributes(of: element.startTag)
            func attribute(_ name: String) -> XMLMarkup.Attribute? { attributes.first { $0.name == name } }
            var kept: [String] = []
            var added = ""
            // Limits an earlier run wrote (its comment is there, and did not keep the file's own) are Ellipsis'.
            let earlier = element.previousComments.map(markup.text)
            let replaceLimits = replaceLimits
                || (!earlier.isEmpty && !earlier.contains { $0.contains(XLIFFBudgetAnnotator.keptLimitWords) })
            let flags = attribute("weblate-flags").map { XMLText.unescape($0.rawValue) }
            if let own = flags.flatMap(WeblateFlags.maxSize(in:)), !replaceLimits {
                kept.append(own)
            } else if let existing = attribute("weblate-flags"), let flags {
                edits.append((existing.valueRange, XMLText.attribute(WeblateFlags.replacingMaxSize(in: flags, with: tightest.weblateFlag))))
            } else {
                added += " weblate-flags=\"\(tightest.weblateFlag)\""
            }
            if !isDevelopmentFile {
                if let existing = attribute("maxLength") {
                    if replaceLimits {
                        edits.append((existing.valueRange, "\(tightest.characters)"))
                    } else {
                        kept.append("maxLength \(XMLText.unescape(existing.rawValue))")
                    }
                } else {
                    added += " maxLength=\"\(tightest.characters)\""
                }
            }
            if !added.isEmpty {
                let at = markup.attributeInsertion(in: element.startTag)
                edits.append((at..<at, added))
            }
            if !kept.isEmpty { keptLimits += 1 }
            var note = isDevelopmentFile ? BudgetFiles.sourceNote(found) : BudgetFiles.note(tightest)
            if !kept.isEmpty { note += " \(XLIFFBudgetAnnotator.keptLimitWords) \(kept.joined(separator: ", "))." }
            let comment = commentPrefix + XMLText.comment(note) + " -->"
            let start = element.startTag.range.lowerBound
            let lineStart = markup.leadingWhiteSpaceStart(before: start)
            if lineStart < start || lineStart == 0 || markup.scalars[lineStart - 1] == "\n" || markup.scalars[lineStart - 1] == "\r" {
                edits.append((lineStart..<lineStart, markup.text(lineStart..<start) + comment + markup.newline))
            } else {
                edits.append((start..<start, comment))
            }
        }
        return Result(xml: Data(TextEdits.apply(edits, to: markup.scalars).utf8), placed: placed,
                      strings: byElement.count, keptLimits: keptLimits)
    }

    /// One child element of `<resources>` (a `<string>`, `<plurals>`...), with the comments an
    /// earlier run put right before it.
    struct Child {
        var startTag: XMLMarkup.Tag
        var endLine: Int, endColumn: Int
        var previousComments: [Range<Int>]

        func contains(line: Int, column: Int) -> Bool {
            (line, column) >= (startTag.line, startTag.column) && (line, column) <= (endLine, endColumn)
        }
    }

    static func children(_ markup: XMLMarkup) -> [Child] {
        var result: [Child] = []
        var depth = 0
        var open: Child?
        var comments: [Range<Int>] = []
        for tag in markup.tags {
            switch tag.kind {
            case .comment:
                if depth == 1, markup.text(tag.range).hasPrefix(commentPrefix) { comments.append(tag.range) }
            case .start:
                if depth == 1 { open = Child(startTag: tag, endLine: tag.line, endColumn: tag.column, previousComments: comments) }
                depth += 1
            case .empty:
                if depth == 1 {
                    result.append(Child(startTag: tag, endLine: tag.line, endColumn: tag.column + tag.range.count,
                                        previousComments: comments))
                    comments = []
                }
            case .end:
                depth -= 1
                if depth == 1, var child = open {
                    child.endLine = tag.line
                    child.endColumn = tag.column + tag.range.count
                    result.append(child)
                    open = nil
                    comments = []
                }
            }
        }
        return result
    }
}
