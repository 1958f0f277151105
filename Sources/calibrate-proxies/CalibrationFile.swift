import EllipsisLocaleData

/// A calibration as Locales/calibration/<Script>.json writes it: keys in a fixed order,
/// one fact a line, so that a change of a figure is a one-line difference.
enum CalibrationFile {
    static func render(_ c: ScriptCalibration) -> String {
        func string(_ text: String) -> String {
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                default:
                    if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
                }
            }
            return out + "\""
        }
        func object(_ pairs: [(String, Double?)]) -> String {
            "{" + pairs.compactMap { key, value in value.map { "\(string(key)): \($0)" } }.joined(separator: ", ") + "}"
        }
        var lines = [
            "{",
            "  \"script\": \(string(c.script)),",
            "  \"name\": \(string(c.name)),",
            "  \"proxy\": \(string(c.proxy)),",
            "  \"applied\": \(c.applied),",
        ]
        if let correction = c.correction {
            lines.append("  \"correction\": \(object(correction.all)),")
        }
        if c.tableCovers.isEmpty {
            lines.append("  \"tableCovers\": [],")
        } else {
            var rows: [String] = []
            var row = ""
            for range in c.tableCovers.map(string) {
                if row.count + range.count > 100 { rows.append(row); row = "" }
                row += (row.isEmpty ? "" : " ") + range + ","
            }
            rows.append(String(row.dropLast()))
            lines.append("  \"tableCovers\": [")
            lines += rows.map { "    " + $0 }
            lines.append("  ],")
        }
        lines.append("  \"uncertainty\": \(object([("text", c.uncertainty.text), ("display", c.uncertainty.display)])),")
        let m = c.measured
        lines.append("  \"measured\": {\"titles\": \(m.titles), \"characters\": \(m.characters), \"inTable\": \(m.inTable)"
            + [("medianRatio", m.medianRatio), ("p95Error", m.p95Error), ("kerning", m.kerning),
               ("displayChange", m.displayChange)].compactMap { key, value in value.map { ", \"\(key)\": \($0)" } }.joined()
            + "},")
        lines.append("  \"sources\": {")
        let keys = c.sources.keys.sorted()
        for (i, key) in keys.enumerated() {
            lines.append("    \(string(key)): \(string(c.sources[key]!))" + (i + 1 < keys.count ? "," : ""))
        }
        lines.append("  }")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
