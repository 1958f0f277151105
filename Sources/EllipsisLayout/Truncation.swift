import Synchronization

/// Tail truncation: the last visible line keeps the longest prefix of grapheme
/// clusters that, followed by U+2026 in the font of the text it follows, fits.
/// In right-to-left text the tail is the logical end, which is where Apple cuts.
extension ShapedText {
    static let ellipsis = "\u{2026}"

    /// A truncated line shaped at units-per-em: its width scales with the size like any other.
    struct CutLine: Sendable {
        var text: String
        var end: Int
        var em: Double
        var tracked: Int
        var ellipsisFont: String
    }

    func truncatedLine(from start: Int, parameters: FitParameters) -> LaidOutLine {
        let size = parameters.size, tracking = parameters.tracking
        let limit = parameters.width + 1e-9
        func estimate(_ cut: Int) -> Double {
            width(start..<trimmedEnd(start..<cut), size: size, tracking: tracking)
                + ellipsisWidth(face: faceOfGrapheme[max(start, cut - 1)], size: size, tracking: tracking)
        }
        // First the estimate from the advances already known ...
        var cut = start
        while cut < graphemeCount, estimate(cut + 1) <= limit { cut += 1 }
        // ... then, where the ellipsis can change the shaping at the cut (joining scripts,
        // or a kerning pair near the limit), the real line shaped anew.
        let margin = 0.1 * size
        func exact(_ cut: Int) -> LaidOutLine {
            let line = cutLine(start: start, cut: cut)
            return LaidOutLine(text: line.text, graphemes: start..<line.end,
                               width: line.em * size + Double(line.tracked) * tracking,
                               endsWithEllipsis: true, ellipsisFont: line.ellipsisFont)
        }
        let end = trimmedEnd(start..<cut)
        guard end == start || items.shapesContextually(grapheme: end - 1) || limit - estimate(cut) < margin
                || (cut < graphemeCount && estimate(cut + 1) - limit < margin) else {
            let face = faceOfGrapheme[max(start, end - 1)]
            return LaidOutLine(text: items.text(graphemes: start..<end) + ShapedText.ellipsis, graphemes: start..<end,
                               width: estimate(cut), endsWithEllipsis: true,
                               ellipsisFont: chain.faces[chain.ellipsisOwner[face]].description)
        }
        var line = exact(cut)
        while line.width > limit, cut > start {
            cut -= 1
            line = exact(cut)
        }
        // One more cluster only when the estimate was close enough to be wrong.
        if cut < graphemeCount, estimate(cut + 1) - limit < margin {
            let longer = exact(cut + 1)
            if longer.width <= limit { line = longer }
        }
        return line
    }

    /// The ellipsis's advance in the face at `face`, or in the first face that has it.
    private func ellipsisWidth(face: Int, size: Double, tracking: Double) -> Double {
        let (em, tracked) = chain.ellipsisEm[face]
        return em * size + (tracked ? tracking : 0)
    }

    /// Graphemes `start..<cut` (trailing spaces dropped) plus the ellipsis, shaped anew
    /// once per (start, cut) whatever the size.
    private func cutLine(start: Int, cut: Int) -> CutLine {
        let key = start << 32 | cut
        if let known = cutLines.withLock({ $0[key] }) { return known }
        let end = trimmedEnd(start..<cut)
        let text = items.text(graphemes: start..<end) + ShapedText.ellipsis
        let lineItems = analyzer.items(text)
        let ellipsisFace = end > start ? faceOfGrapheme[end - 1] : faceOfGrapheme[min(start, graphemeCount - 1)]
        let shaped = ShapedText(items: lineItems, chain: chain, language: language, analyzer: analyzer,
                                faceOverrides: [lineItems.graphemeCount - 1: ellipsisFace])
        let all = 0..<shaped.graphemeCount
        let line = CutLine(text: text, end: end, em: shaped.emPrefix[all.upperBound],
                           tracked: shaped.trackedPrefix[all.upperBound],
                           ellipsisFont: shaped.face(ofGrapheme: shaped.graphemeCount - 1).description)
        cutLines.withLock { $0[key] = line }
        return line
    }
}
