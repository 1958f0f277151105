import CHarfBuzz
import Foundation

/// Draws laid-out lines as SVG from the fonts' own glyph outlines (colour emoji
/// as their PNG bitmaps), so a preview needs no font where it is viewed.
public enum SVGRenderer {
    struct PlacedGlyph {
        var face: FontFace
        var glyph: UInt32
        var x: Double   // pen position in points from the line start
        var dx: Double  // HarfBuzz offsets, in points
        var dy: Double
    }

    /// One SVG document for a measured text: the available box, then each visible line.
    public static func render(_ shaped: ShapedText, measurement: TextMeasurement, surface: Surface) -> String {
        let size = surface.size
        let lineHeight = surface.lineHeight
        let lines = measurement.fit.lines
        let widest = lines.map(\.width).max() ?? 0
        let boxWidth = surface.width.isFinite ? surface.width : widest
        let pad = 8.0
        let height = Double(max(lines.count, 1)) * lineHeight
        let first = shaped.chain.faces.first
        var extents = hb_font_extents_t()
        if let first { _ = hb_font_get_h_extents(first.font, &extents) }
        let upem = Double(first?.unitsPerEm ?? 1000)
        let ascent = Double(extents.ascender) / upem * size
        let descent = -Double(extents.descender) / upem * size
        let rtl = shaped.items.paragraphRightToLeft

        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \
            width="\(fmt(boxWidth + 2 * pad))" height="\(fmt(height + 2 * pad))" \
            viewBox="0 0 \(fmt(boxWidth + 2 * pad)) \(fmt(height + 2 * pad))">
            <title>\(escape(measurement.fit.visible))</title>
            <rect x="\(fmt(pad))" y="\(fmt(pad))" width="\(fmt(boxWidth))" height="\(fmt(height))" \
            fill="none" stroke="#c8c8c8" stroke-dasharray="2 2"/>

            """
        for (number, line) in lines.enumerated() {
            let glyphs = placedGlyphs(shaped: shaped, line: line, size: size, tracking: measurement.tracking)
            let baseline = pad + Double(number) * lineHeight + (lineHeight - ascent - descent) / 2 + ascent
            let start = rtl ? pad + boxWidth - line.width : pad
            let colour = line.width > boxWidth + 1e-9 ? "#c00000" : "#000000"
            svg += "<g fill=\"\(colour)\">\n"
            for glyph in glyphs {
                let x = start + glyph.x + glyph.dx
                let y = baseline - glyph.dy
                let scale = size / Double(glyph.face.unitsPerEm)
                if let png = GlyphOutline.png(face: glyph.face, glyph: glyph.glyph) {
                    // Bitmap emoji: drawn square, one em, sitting on the baseline's descent.
                    svg += "<image x=\"\(fmt(x))\" y=\"\(fmt(y - size * 0.9))\" width=\"\(fmt(size * 1.17))\" "
                        + "height=\"\(fmt(size * 1.17))\" xlink:href=\"data:image/png;base64,\(png.base64EncodedString())\"/>\n"
                    continue
                }
                let path = GlyphOutline.path(face: glyph.face, glyph: glyph.glyph)
                guard !path.isEmpty else { continue }
                svg += "<path transform=\"matrix(\(fmt(scale, 5)) 0 0 \(fmt(-scale, 5)) \(fmt(x)) \(fmt(y)))\" d=\"\(path)\"/>\n"
            }
            svg += "</g>\n"
        }
        svg += "</svg>\n"
        return svg
    }

    /// The glyphs of one line in visual order with pen positions, shaped anew from the
    /// line's own text (the ellipsis in the face it was measured in).
    static func placedGlyphs(shaped: ShapedText, line: LaidOutLine, size: Double, tracking: Double) -> [PlacedGlyph] {
        let items = shaped.analyzer.items(line.text)
        var overrides: [Int: Int] = [:]
        if line.endsWithEllipsis, items.graphemeCount > 0 {
            let before = line.graphemes.upperBound > line.graphemes.lowerBound ? line.graphemes.upperBound - 1
                : min(line.graphemes.lowerBound, shaped.graphemeCount - 1)
            if before >= 0 { overrides[items.graphemeCount - 1] = shaped.faceIndex(ofGrapheme: before) }
        }
        let lineShape = ShapedText(items: items, chain: shaped.chain, analyzer: shaped.analyzer, faceOverrides: overrides)
        // Collect pieces, then put them in visual order by their levels (rule L2 on runs).
        var pieces: [(level: UInt8, glyphs: [PlacedGlyph])] = []
        lineShape.withFaceIndices { faces in
            ShapedText.forEachShapedRun(items: items, chain: shaped.chain, faceOf: faces,
                                        language: shaped.analyzer.hbLanguage) { run, infos, positions in
                let face = shaped.chain.faces[run.face]
                let scale = size / Double(face.unitsPerEm)
                let tracked = shaped.chain.tracked[run.face]
                var glyphs: [PlacedGlyph] = []
                var pen = 0.0
                for i in 0..<infos.count {
                    let drawn = face.drawing(infos[i].codepoint)
                    glyphs.append(PlacedGlyph(face: drawn.face, glyph: drawn.glyph, x: pen,
                                              dx: Double(positions[i].x_offset) * scale,
                                              dy: Double(positions[i].y_offset) * scale))
                    pen += Double(positions[i].x_advance) * scale
                    // Tracking goes after each cluster's last glyph.
                    let nextCluster = i + 1 < infos.count ? infos[i + 1].cluster : UInt32.max
                    if tracked, nextCluster != infos[i].cluster { pen += tracking }
                }
                glyphs.append(PlacedGlyph(face: face, glyph: UInt32.max, x: pen, dx: 0, dy: 0)) // end marker
                pieces.append((run.level, glyphs))
            }
        }
        let order = visualOrder(levels: pieces.map(\.level))
        var result: [PlacedGlyph] = []
        var origin = 0.0
        for index in order {
            let piece = pieces[index].glyphs
            for glyph in piece.dropLast() {
                var placed = glyph
                placed.x += origin
                result.append(placed)
            }
            origin += piece.last?.x ?? 0
        }
        return result
    }

    /// Rule L2 of the bidi algorithm applied to whole runs: from the highest level
    /// down to the lowest odd one, reverse every maximal sequence at that level or above.
    static func visualOrder(levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowest = levels.min() else { return order }
        let lowestOdd = lowest | 1
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                if levels[order[i]] >= level {
                    var j = i
                    while j < order.count, levels[order[j]] >= level { j += 1 }
                    order[i..<j].reverse()
                    i = j
                } else {
                    i += 1
                }
            }
            if level == 0 { break }
            level -= 1
        }
        return order
    }

    static func fmt(_ value: Double, _ digits: Int = 2) -> String {
        var text = String(format: "%.\(digits)f", value)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
