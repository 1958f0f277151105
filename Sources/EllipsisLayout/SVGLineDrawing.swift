import Foundation

/// One laid-out line drawn as SVG elements, for callers that compose their own
/// drawing (the menu previews of EllipsisReport).
public struct SVGLineDrawing: Hashable, Sendable {
    /// Glyph outlines (and colour emoji bitmaps) in points; origin at the
    /// line's left end on the baseline, y down; no fill set, so they inherit it.
    public var markup: String
    /// The line's advance width as laid out, ellipsis included.
    public var width: Double
    /// The line's text as shown.
    public var text: String
}

extension SVGRenderer {
    /// The visible lines of a measured text, each as SVG elements in line
    /// coordinates. Same glyphs and positions as `render`.
    public static func lineDrawings(_ shaped: ShapedText, measurement: TextMeasurement, surface: Surface) -> [SVGLineDrawing] {
        let size = surface.size
        return measurement.fit.lines.map { line in
            var markup = ""
            for glyph in placedGlyphs(shaped: shaped, line: line, size: size, tracking: measurement.tracking) {
                let x = glyph.x + glyph.dx
                let y = -glyph.dy
                if let png = GlyphOutline.png(face: glyph.face, glyph: glyph.glyph) {
                    markup += "<image x=\"\(fmt(x))\" y=\"\(fmt(y - size * 0.9))\" width=\"\(fmt(size * 1.17))\" "
                        + "height=\"\(fmt(size * 1.17))\" xlink:href=\"data:image/png;base64,\(png.base64EncodedString())\"/>"
                    continue
                }
                let path = GlyphOutline.path(face: glyph.face, glyph: glyph.glyph)
                guard !path.isEmpty else { continue }
                let scale = size / Double(glyph.face.unitsPerEm)
                markup += "<path transform=\"matrix(\(fmt(scale, 5)) 0 0 \(fmt(-scale, 5)) \(fmt(x)) \(fmt(y)))\" d=\"\(path)\"/>"
            }
            return SVGLineDrawing(markup: markup, width: line.width, text: line.text)
        }
    }
}
