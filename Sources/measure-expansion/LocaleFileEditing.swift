import EllipsisLocaleData

/// Writes a locale file's `expansion` figures and their source into its text, leaving
/// every other line as it is (the files are reviewed by hand: no reformatting).
enum LocaleFileEditing {
    /// The file's text with its `expansion` block and `sources.expansion` line replaced by
    /// these (removed when `figures` is nil). The block goes right before `"sources"`.
    static func text(_ original: String, figures: LocaleExpansion?, source: String) -> String {
        var lines = original.components(separatedBy: "\n")
        if let start = lines.firstIndex(of: "  \"expansion\": {"),
           let end = lines[start...].firstIndex(where: { $0 == "  }," || $0 == "  }" }) {
            lines.removeSubrange(start...end)
        }
        lines.removeAll { $0.hasPrefix("    \"expansion\": \"") }
        guard let figures, let sources = lines.firstIndex(of: "  \"sources\": {") else {
            return lines.joined(separator: "\n")
        }
        lines.insert("    \"expansion\": \"\(escaped(source))\",", at: sources + 1)
        lines.insert(contentsOf: block(figures), at: sources)
        return lines.joined(separator: "\n")
    }

    static func block(_ figures: LocaleExpansion) -> [String] {
        var lines = ["  \"expansion\": {",
                     "    \"titles\": \(figures.titles), \"median\": \(figures.median), \"p90\": \(figures.p90),",
                     "    \"buckets\": ["]
        for (index, bucket) in figures.buckets.enumerated() {
            let upper = bucket.maxLength.map { ", \"maxLength\": \($0)" } ?? ""
            lines.append("      {\"minLength\": \(bucket.minLength)\(upper), \"titles\": \(bucket.titles), "
                         + "\"median\": \(bucket.median), \"p90\": \(bucket.p90)}"
                         + (index == figures.buckets.count - 1 ? "" : ","))
        }
        lines += ["    ]", "  },"]
        return lines
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
