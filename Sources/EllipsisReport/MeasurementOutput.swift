import EllipsisCore
import EllipsisLayout

/// `ellipsis measure`'s output: one text laid out on a surface, as one JSON line
/// (docs/contract.md, "JSON output") or as lines for people.
public enum MeasurementOutput {
    /// One JSON object, without the line feed. Contract keys first, then extensions.
    public static func json(_ m: TextMeasurement, _ surface: Surface) -> String {
        var out = JSONWriter()
        write(m, surface, to: &out)
        return out.text
    }

    /// The same object written into `out`, which a stream keeps for its lines (`measure -`).
    public static func write(_ m: TextMeasurement, _ surface: Surface, to out: inout JSONWriter) {
        let fit = m.fit
        let lines = fit.lines
        out.object { out in
            out.key("width"); out.number(fit.naturalWidth, fractionDigits: 3)
            out.key("lineCount"); out.integer(fit.lineCount)
            out.key("lines"); out.array(lines) { out, line in out.string(line.text) }
            out.key("truncated"); out.bool(fit.truncated)
            out.key("visible"); out.string(fit.visible)
            out.key("fonts"); out.array(m.fonts) { out, font in out.string(font) }
            // Extensions beyond the contract's keys.
            out.key("fits"); out.bool(fit.fits)
            out.key("lineWidths"); out.array(lines) { out, line in out.number(line.width, fractionDigits: 3) }
            out.key("missingGlyphs"); out.array(m.missingGlyphs) { out, glyph in out.string(glyph) }
            if !m.fontsFoundByCoverage.isEmpty {
                out.key("fontsFoundByCoverage"); out.array(m.fontsFoundByCoverage) { out, font in out.string(font) }
            }
            if !m.unavailableFamilies.isEmpty {
                out.key("unavailableFonts"); out.array(m.unavailableFamilies) { out, family in out.string(family) }
            }
            out.key("size"); out.number(surface.size, fractionDigits: 3)
            out.key("tracking"); out.number(m.tracking, fractionDigits: 3)
            out.key("availableWidth"); out.number(surface.width, fractionDigits: 3)
            out.key("maxLines"); out.integer(surface.maxLines)
        }
    }

    /// The text, its width and lines, what is visible when cut, missing glyphs and fonts.
    public static func text(_ text: String, _ m: TextMeasurement, _ surface: Surface) -> String {
        let fit = m.fit
        var out = "\(text)\n"
        let box = surface.width.isFinite ? " at \(number(surface.width)) pt" : ""
        let limit = surface.maxLines > 0 ? ", at most \(surface.maxLines)" : ""
        out += "  width \(number(fit.naturalWidth)) pt at \(number(surface.size)) pt; \(fit.lineCount) line(s)\(box)\(limit)"
        out += fit.truncated ? "; TRUNCATED\n" : (fit.fits ? "; fits\n" : "; overflows\n")
        for line in fit.lines { out += "  | \(line.text)  (\(number(line.width)) pt)\n" }
        if fit.truncated { out += "  visible: \(fit.visible)\n" }
        if !m.missingGlyphs.isEmpty { out += "  MISSING GLYPHS: \(m.missingGlyphs.joined(separator: " "))\n" }
        out += "  fonts: \(m.fonts.joined(separator: ", "))\n"
        if !m.familiesFoundByCoverage.isEmpty {
            out += "  found for characters the locale's fonts lack: \(m.familiesFoundByCoverage.joined(separator: ", "))\n"
        }
        return out
    }

    /// A number with at most 3 decimals and no trailing zeros, as the JSON lines write it.
    static func number(_ value: Double) -> String { JSONWriter.numberText(value, fractionDigits: 3) }
}
