import EllipsisCore
import Foundation

/// The width budgets as the files translators' tools read: XLIFF 1.2 with `maxwidth` and
/// `size-unit="pixel"` (points at 1x), Weblate's `weblate-flags` attribute and a note in words,
/// one file per target locale; a
/// CSV or JSON of key, locale, width, lines and characters for tools that take character
/// limits, each with Weblate's `max-size:W:L` flag. Pure functions of the budgets. (Budgets
/// written into the project's own files: `XLIFFBudgetAnnotator`, `AndroidBudgetAnnotator`.)
public enum BudgetFiles {
    public static let formats = ["xliff", "json", "csv", "android"]

    /// File name to contents, for `format`.
    public static func render(_ budgets: [StringBudget], format: String) -> [String: String] {
        switch format {
        case "json": ["budgets.json": json(budgets)]
        case "csv": ["budgets.csv": csv(budgets)]
        default:
            Dictionary(grouping: budgets, by: \.locale).reduce(into: [:]) { files, entry in
                files["budgets-\(entry.key).xliff"] = xliff(entry.value, locale: entry.key)
            }
        }
    }

    /// The limit in words, for a translator.
    public static func note(_ budget: StringBudget) -> String {
        let lines = budget.lines == 1 ? "one line" : "\(budget.lines) lines"
        let size = budget.textSize.map { " at text size \($0)" } ?? ""
        return "At most \(points(budget.width)) \(budget.unit) per line, \(lines), at \(points(budget.size)) \(budget.unit)\(size) "
            + "(\(budget.surface), \(budget.device)): about \(budget.characters) characters in \(budget.locale)."
    }

    /// The limit in words for every target locale at once, for the development language's file:
    /// the width is the surface's, the characters each locale's.
    public static func sourceNote(_ budgets: [StringBudget]) -> String {
        guard let tightest = budgets.min(by: { ($0.width, $0.lines) < ($1.width, $1.lines) }) else { return "" }
        let lines = tightest.lines == 1 ? "one line" : "\(tightest.lines) lines"
        let size = tightest.textSize.map { " at text size \($0)" } ?? ""
        var characters = budgets.sorted { $0.locale < $1.locale }.map { "\($0.characters) in \($0.locale)" }
        if !characters.isEmpty { characters[0] = characters[0].replacingOccurrences(of: " in ", with: " characters in ") }
        return "At most \(points(tightest.width)) \(tightest.unit) per line, \(lines), at \(points(tightest.size)) \(tightest.unit)\(size) "
            + "(\(tightest.surface), \(tightest.device)): about \(characters.joined(separator: ", "))."
    }

    static func xliff(_ budgets: [StringBudget], locale: String) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" version=\"1.2\">\n"
        let byFile = Dictionary(grouping: budgets) { $0.table ?? $0.location.file }
        for original in byFile.keys.sorted() {
            let units = byFile[original] ?? []
            let source = units.first?.developmentLanguage ?? "en"
            out += "  <file original=\"\(XMLText.attribute(original))\" source-language=\"\(XMLText.attribute(source))\" "
                + "target-language=\"\(XMLText.attribute(locale))\" datatype=\"plaintext\">\n    <body>\n"
            var seen: Set<String> = []
            for budget in units where seen.insert(budget.key).inserted {
                out += "      <trans-unit id=\"\(XMLText.attribute(budget.key))\" maxwidth=\"\(Int(budget.width.rounded(.down)))\" "
                    + "size-unit=\"pixel\" weblate-flags=\"\(budget.weblateFlag)\">\n"
                out += "        <source>\(XMLText.escape(budget.source))</source>\n"
                if let target = budget.target { out += "        <target>\(XMLText.escape(target))</target>\n" }
                out += "        <note from=\"ellipsis\" annotates=\"target\">\(XMLText.escape(note(budget)))</note>\n"
                out += "      </trans-unit>\n"
            }
            out += "    </body>\n  </file>\n"
        }
        return out + "</xliff>\n"
    }

    static func json(_ budgets: [StringBudget]) -> String {
        let entries: [OrderedJSON] = budgets.map { budget in
            .object([("key", .string(budget.key)), ("table", OrderedJSON(budget.table)), ("locale", .string(budget.locale)),
                      ("field", .string(budget.field)), ("surface", .string(budget.surface)), ("device", .string(budget.device)),
                      ("textSize", OrderedJSON(budget.textSize)), ("size", .number(budget.size)),
                      ("width", .number(budget.width)), ("unit", .string(budget.unit)), ("lines", .integer(budget.lines)),
                      ("characters", .integer(budget.characters)), ("flags", .string(budget.weblateFlag)),
                      ("source", .string(budget.source)), ("target", OrderedJSON(budget.target)),
                      ("file", .string(budget.location.file)), ("line", .integer(budget.location.line))])
        }
        return OrderedJSON.object([("version", .integer(1)), ("budgets", .array(entries))]).serialized() + "\n"
    }

    static func csv(_ budgets: [StringBudget]) -> String {
        func cell(_ text: String) -> String {
            text.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
                ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
        }
        var out = "key,locale,width,lines,characters,flags,field,surface,source\r\n"
        for budget in budgets {
            out += [budget.key, budget.locale, points(budget.width), "\(budget.lines)", "\(budget.characters)",
                    budget.weblateFlag, budget.field, budget.surface, budget.source].map(cell).joined(separator: ",") + "\r\n"
        }
        return out
    }

    static func points(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
