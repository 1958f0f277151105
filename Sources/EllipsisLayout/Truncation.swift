/// Tail truncation: the last visible line keeps the longest prefix of grapheme
/// clusters that, followed by U+2026 in the font of the text it follows, fits.
/// In right-to-left text the tail is the logical end, which is where Apple cuts.
extension ShapedText {
    static let ellipsis = "\u{2026}"

    func truncatedLine(from start: Int, parameters: FitParameters) -> LaidOutLine {
        let size = parameters.size, tracking = parameters.tracking
        let limit = parameters.width + 1e-9
        // First estimate from the advances already known.
        var cut = start
        while cut < graphemeCount {
            let face = faceOfGrapheme[cut]
            let candidate = width(start..<trimmedEnd(start..<(cut + 1)), size: size, tracking: tracking)
                + ellipsisWidth(face: face, size: size, tracking: tracking)
            if candidate > limit { break }
            cut += 1
        }
        // Then shape the real line: the ellipsis changes joining and kerning at the cut.
        var line = exactLine(start: start, cut: cut, parameters: parameters)
        while line.width > limit, cut > start {
            cut -= 1
            line = exactLine(start: start, cut: cut, parameters: parameters)
        }
        if cut < graphemeCount - 1 {
            let longer = exactLine(start: start, cut: cut + 1, parameters: parameters)
            if longer.width <= limit { line = longer }
        }
        return line
    }

    /// The ellipsis's advance in the face at `face`, or in the first face that has it.
    private func ellipsisWidth(face: Int, size: Double, tracking: Double) -> Double {
        let candidates = [face] + Array(chain.faces.indices)
        for index in candidates {
            let font = chain.faces[index]
            if let glyph = font.glyph(for: "\u{2026}") {
                return Double(font.advance(of: glyph)) / Double(font.unitsPerEm) * size
                    + (chain.tracked[index] ? tracking : 0)
            }
        }
        return 0
    }

    /// Graphemes `start..<cut` (trailing spaces dropped) plus the ellipsis, shaped anew.
    private func exactLine(start: Int, cut: Int, parameters: FitParameters) -> LaidOutLine {
        let end = trimmedEnd(start..<cut)
        let prefix = items.text(graphemes: start..<end)
        let text = prefix + ShapedText.ellipsis
        let lineItems = analyzer.items(text)
        let ellipsisFace = end > start ? faceOfGrapheme[end - 1] : faceOfGrapheme[min(start, graphemeCount - 1)]
        let shaped = ShapedText(items: lineItems, chain: chain, language: language, analyzer: analyzer,
                                faceOverrides: [lineItems.graphemeCount - 1: ellipsisFace])
        let lineWidth = shaped.width(0..<shaped.graphemeCount, size: parameters.size, tracking: parameters.tracking)
        return LaidOutLine(text: text, graphemes: start..<end, width: lineWidth, endsWithEllipsis: true,
                           ellipsisFont: shaped.face(ofGrapheme: shaped.graphemeCount - 1).description)
    }
}
