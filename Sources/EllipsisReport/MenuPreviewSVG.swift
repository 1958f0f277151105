import EllipsisCore

/// Draws a `MenuPreview` as a standalone SVG: the menu as iOS shows it, the
/// app icon it opens from, text from glyph outlines (no font needed to view
/// it), and a red marker past each cut line whose length is the width that
/// did not fit.
public enum MenuPreviewSVG {
    static let outerMargin = 20.0
    /// Markers longer than this are drawn at this length with an arrow head.
    static let markerCap = 120.0
    static let headerHeight = 34.0
    static let appIconSize = 60.0
    static let minimumWidth = 400.0

    public static func render(_ preview: MenuPreview) -> String {
        let geometry = preview.geometry
        let maxHidden = preview.rows.flatMap { [$0.title, $0.subtitle].compactMap { $0 } }
            .filter(\.truncated).map(\.hiddenWidth).max() ?? 0
        var margin = outerMargin + (maxHidden > 0 ? min(maxHidden, markerCap) + 44 : 0)
        // Wide enough for the caption and the footnote even around a narrow menu.
        margin = max(margin, (minimumWidth - geometry.menuWidth) / 2)
        let menuX = margin
        let menuY = headerHeight
        let heights = preview.rows.map { rowHeight($0, geometry) }
        let menuHeight = max(heights.reduce(0, +), 44)
        let appIconY = menuY + menuHeight + 14
        let width = geometry.menuWidth + 2 * margin
        let height = appIconY + appIconSize + 34

        let glyphs = GlyphDefinitions(prefix: "g" + StableHash.fnv1a64([preview.fileName, description(preview)]).prefix(10) + "-")
        var svg = ""
        svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 0 \(n(width)) \(n(height))\">\n"
        svg += "<title>\(XMLText.escape(caption(preview)))</title>\n"
        svg += "<desc>\(XMLText.escape(description(preview)))</desc>\n"
        svg += "<rect width=\"100%\" height=\"100%\" fill=\"#5e7c99\"/>\n"
        svg += label(caption(preview), x: outerMargin, y: 22, size: 12, fill: "#ffffff", weight: "600")
        // The menu: a rounded, light panel with hairlines between rows.
        svg += "<rect id=\"menu\" x=\"\(n(menuX))\" y=\"\(n(menuY))\" width=\"\(n(geometry.menuWidth))\" height=\"\(n(menuHeight))\" rx=\"\(n(geometry.cornerRadius))\" fill=\"#f2f2f4\" fill-opacity=\"0.97\"/>\n"
        if preview.rows.isEmpty {
            // Nothing to show (no action has a text in this language, or the actions are made in code).
            svg += "<text class=\"empty\" x=\"\(n(menuX + geometry.menuWidth / 2))\" y=\"\(n(menuY + menuHeight / 2 + 4))\" font-family=\"sans-serif\" font-size=\"12\" fill=\"#6c6c70\" text-anchor=\"middle\">No quick action to show for this language</text>\n"
        }
        var rowY = menuY
        for (index, row) in preview.rows.enumerated() {
            if index > 0 {
                svg += "<line x1=\"\(n(menuX))\" y1=\"\(n(rowY))\" x2=\"\(n(menuX + geometry.menuWidth))\" y2=\"\(n(rowY))\" stroke=\"#c6c6c8\" stroke-width=\"0.5\"/>\n"
            }
            svg += drawRow(row, preview: preview, menuX: menuX, top: rowY, height: heights[index])
            rowY += heights[index]
        }
        // The app icon the menu opened from, on its side of the Home Screen.
        let iconX = preview.side == .left ? menuX : menuX + geometry.menuWidth - appIconSize
        svg += "<rect x=\"\(n(iconX))\" y=\"\(n(appIconY))\" width=\"\(n(appIconSize))\" height=\"\(n(appIconSize))\" rx=\"13.5\" fill=\"#ffffff\" fill-opacity=\"0.9\"/>\n"
        svg += "<path d=\"M\(n(iconX + 18)) \(n(appIconY + 30))h24M\(n(iconX + 30)) \(n(appIconY + 18))v24\" stroke=\"#5e7c99\" stroke-width=\"4\" stroke-linecap=\"round\"/>\n"
        if preview.proxyFonts {
            svg += label("Stand-in fonts for Apple's: widths are estimates.", x: outerMargin, y: height - 12, size: 10,
                         fill: "#e8eef4", weight: "400")
        }
        svg += "</svg>\n"
        // Repeated glyph outlines are defined once, right after the description.
        guard let descriptionEnd = svg.range(of: "</desc>\n") else { return svg }
        let drawing = glyphs.share(String(svg[descriptionEnd.upperBound...]))
        return String(svg[..<descriptionEnd.upperBound]) + glyphs.definitions + drawing
    }

    static func caption(_ preview: MenuPreview) -> String {
        let size = preview.textSize.isEmpty ? "" : " \u{00B7} text size \(preview.textSize)"
        return "\(preview.locale) \u{00B7} \(preview.device)\(size) \u{00B7} app on the \(preview.side.rawValue)"
    }

    static func description(_ preview: MenuPreview) -> String {
        preview.rows.map { row in
            var text = row.title.fullText
            if let subtitle = row.subtitle { text += " / " + subtitle.fullText }
            if row.title.truncated || row.subtitle?.truncated == true { text += " (cut)" }
            return text
        }.joined(separator: "; ")
    }

    static func rowHeight(_ row: PreviewRow, _ geometry: MenuGeometry) -> Double {
        var content = Double(row.title.lines.count) * row.title.lineHeight
        if let subtitle = row.subtitle { content += Double(subtitle.lines.count) * subtitle.lineHeight }
        return max(content + 2 * geometry.verticalPadding, 44)
    }

    /// The horizontal span of the text column in a row.
    static func textColumn(_ preview: MenuPreview, menuX: Double) -> (start: Double, end: Double) {
        let geometry = preview.geometry
        if geometry.iconColumn <= 0 {
            return (menuX + geometry.leadingPadding, menuX + geometry.menuWidth - geometry.leadingPadding)
        }
        if preview.iconSide == .left {
            let start = menuX + geometry.iconColumn
            return (start, start + geometry.textWidth)
        }
        let start = menuX + geometry.leadingPadding
        return (start, start + geometry.textWidth)
    }

    static func drawRow(_ row: PreviewRow, preview: MenuPreview, menuX: Double, top: Double, height: Double) -> String {
        let geometry = preview.geometry
        var svg = "<g class=\"row\" data-action=\"\(XMLText.attribute(row.action))\">\n"
        let column = textColumn(preview, menuX: menuX)
        var content = Double(row.title.lines.count) * row.title.lineHeight
        if let subtitle = row.subtitle { content += Double(subtitle.lines.count) * subtitle.lineHeight }
        var lineTop = top + (height - content) / 2
        for (text, colour) in [(row.title, "#000000"), (row.subtitle, "#6c6c70")] {
            guard let text else { continue }
            for (index, line) in text.lines.enumerated() {
                let baseline = lineTop + (text.lineHeight - text.fontSize) / 2 + text.fontSize * 0.8
                let x = preview.rightToLeft ? column.end - line.width : column.start
                let isLast = index == text.lines.count - 1
                if isLast && text.truncated {
                    svg += cutMarker(text, line: line, x: x, baseline: baseline, column: column,
                                     menu: (menuX, menuX + geometry.menuWidth), rightToLeft: preview.rightToLeft)
                }
                svg += drawLine(line, x: x, baseline: baseline, fontSize: text.fontSize, colour: colour, preview: preview)
                lineTop += text.lineHeight
            }
        }
        if let worst = row.worst {
            // The row's most severe finding, as a dot outside the menu on the text's leading side
            // (the trailing side carries the cut markers).
            let dotX = preview.rightToLeft ? menuX + geometry.menuWidth + 10 : menuX - 10
            svg += "<circle class=\"finding \(worst.rawValue)\" cx=\"\(n(dotX))\" cy=\"\(n(top + height / 2))\" r=\"4.5\" fill=\"\(severityColour(worst))\" stroke=\"#ffffff\" stroke-width=\"1.5\"><title>\(worst.rawValue)</title></circle>\n"
        }
        if geometry.iconColumn > 0, let icon = row.icon {
            let fromEdge = geometry.leadingPadding + geometry.iconSize / 2
            let centerX = preview.iconSide == .left ? menuX + fromEdge : menuX + geometry.menuWidth - fromEdge
            svg += SystemIconDrawing.draw(icon, centerX: centerX, centerY: top + height / 2, size: geometry.iconSize)
        }
        svg += "</g>\n"
        return svg
    }

    static func drawLine(_ line: PreviewLine, x: Double, baseline: Double, fontSize: Double, colour: String,
                         preview: MenuPreview) -> String {
        if !line.glyphs.isEmpty {
            return "<g class=\"line\" data-width=\"\(n(line.width))\" transform=\"translate(\(n(x)) \(n(baseline)))\" fill=\"\(colour)\"><title>\(XMLText.escape(line.text))</title>\(line.glyphs)</g>\n"
        }
        // No outlines: let the viewer's fonts draw it, as a fallback only.
        let anchor = preview.rightToLeft ? " direction=\"rtl\" text-anchor=\"start\"" : ""
        let anchorX = preview.rightToLeft ? x + line.width : x
        return "<text class=\"line\" x=\"\(n(anchorX))\" y=\"\(n(baseline))\" font-family=\"system-ui, sans-serif\" font-size=\"\(n(fontSize))\" fill=\"\(colour)\" xml:lang=\"\(XMLText.attribute(preview.locale))\"\(anchor)>\(XMLText.escape(line.text))</text>\n"
    }

    /// A red tint behind the ellipsis, a dashed line from the text column's
    /// trailing edge to the menu's edge, then outside the menu a bar as long as
    /// the text that did not fit (capped, with an arrow).
    static func cutMarker(_ text: PreviewText, line: PreviewLine, x: Double, baseline: Double,
                          column: (start: Double, end: Double), menu: (start: Double, end: Double),
                          rightToLeft: Bool) -> String {
        let ellipsisWidth = text.fontSize
        let tintX = rightToLeft ? x - 2 : x + line.width - ellipsisWidth
        var svg = "<g class=\"cut\" data-hidden=\"\(n(text.hiddenWidth))\">\n"
        svg += "<rect x=\"\(n(tintX))\" y=\"\(n(baseline - text.fontSize * 0.85))\" width=\"\(n(ellipsisWidth + 2))\" height=\"\(n(text.fontSize * 1.1))\" rx=\"3\" fill=\"#ff3b30\" fill-opacity=\"0.22\"/>\n"
        let length = min(text.hiddenWidth, markerCap)
        let edge = rightToLeft ? column.start : column.end
        let start = rightToLeft ? menu.start : menu.end
        let direction = rightToLeft ? -1.0 : 1.0
        let end = start + direction * max(length, 4)
        let y = baseline - text.fontSize * 0.3
        svg += "<line x1=\"\(n(edge))\" y1=\"\(n(y - 7))\" x2=\"\(n(edge))\" y2=\"\(n(y + 7))\" stroke=\"#ff3b30\" stroke-width=\"1.5\"/>\n"
        svg += "<line x1=\"\(n(edge))\" y1=\"\(n(y))\" x2=\"\(n(start))\" y2=\"\(n(y))\" stroke=\"#ff3b30\" stroke-width=\"1\" stroke-dasharray=\"2 2\"/>\n"
        svg += "<rect x=\"\(n(min(start, end)))\" y=\"\(n(y - 2))\" width=\"\(n(abs(end - start)))\" height=\"4\" fill=\"#ff3b30\"/>\n"
        if text.hiddenWidth > markerCap {
            svg += "<path d=\"M\(n(end)) \(n(y - 6))L\(n(end + direction * 8)) \(n(y))L\(n(end)) \(n(y + 6))Z\" fill=\"#ff3b30\"/>\n"
        }
        let labelX = end + direction * (text.hiddenWidth > markerCap ? 12 : 4)
        let anchor = rightToLeft ? "end" : "start"
        svg += "<text x=\"\(n(labelX))\" y=\"\(n(y + 4))\" font-family=\"sans-serif\" font-size=\"11\" font-weight=\"700\" fill=\"#ffffff\" text-anchor=\"\(anchor)\">+\(Int(text.hiddenWidth.rounded())) pt</text>\n"
        svg += "</g>\n"
        return svg
    }

    static func severityColour(_ severity: Severity) -> String {
        switch severity {
        case .error: "#ff3b30"
        case .warning: "#ff9f0a"
        case .note: "#64d2ff"
        }
    }

    static func label(_ text: String, x: Double, y: Double, size: Double, fill: String, weight: String) -> String {
        "<text x=\"\(n(x))\" y=\"\(n(y))\" font-family=\"sans-serif\" font-size=\"\(n(size))\" font-weight=\"\(weight)\" fill=\"\(fill)\">\(XMLText.escape(text))</text>\n"
    }

    /// A number for SVG: at most two decimals, no trailing zeros.
    static func n(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
