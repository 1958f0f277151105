/// How to fit a shaped text: the size, the tracking and the box.
public struct FitParameters: Hashable, Sendable {
    /// Text size in points.
    public var size: Double
    /// Extra advance in points after each grapheme set in a tracked face (SF Pro's
    /// role); negative tightens. 0 for none.
    public var tracking: Double
    /// Available line width in points; `.infinity` for a single unbounded line.
    public var width: Double
    /// Most lines shown; 0 means no limit (nothing is truncated).
    public var maxLines: Int

    public init(size: Double, tracking: Double = 0, width: Double = .infinity, maxLines: Int = 0) {
        self.size = size
        self.tracking = tracking
        self.width = width
        self.maxLines = maxLines
    }
}

/// One line as laid out: its graphemes and its width without hanging spaces.
public struct LaidOutLine: Hashable, Sendable {
    /// The text shown on the line, ending with U+2026 when it was cut.
    public var text: String
    /// Graphemes of the source text on this line (logical order).
    public var graphemes: Range<Int>
    /// Advance in points of the shown text, trailing white space excluded.
    public var width: Double
    /// True when this line ends with the truncation ellipsis.
    public var endsWithEllipsis: Bool
    /// The face the ellipsis is set in (that of the text it follows).
    public var ellipsisFont: String? = nil
}

/// What a person sees of a text in a box.
public struct FitResult: Hashable, Sendable {
    /// Natural advance of the whole text on one line, in points.
    public var naturalWidth: Double
    /// Lines the text needs at the width when nothing limits them.
    public var lineCount: Int
    /// The visible lines (at most `maxLines`).
    public var lines: [LaidOutLine]
    /// True when text was cut and an ellipsis shown.
    public var truncated: Bool
    /// The text as shown, with U+2026 where it was cut.
    public var visible: String
    /// True when the text fits without truncation and every line fits the width.
    public var fits: Bool { !truncated && !overflows }
    /// True when even one grapheme cluster is wider than the line (it is still shown).
    public var overflows: Bool
}

extension ShapedText {
    /// Greedy line breaking as UIKit does it: as many break opportunities as fit
    /// per line, trailing spaces hang, a word wider than the line is broken between
    /// grapheme clusters, mandatory breaks end lines. Returns grapheme ranges.
    func breakLines(size: Double, tracking: Double, width lineWidth: Double) -> [Range<Int>] {
        let count = graphemeCount
        guard count > 0 else { return [] }
        var lines: [Range<Int>] = []
        var start = 0
        var breakIndex = 0 // first opportunity after `start`
        let breaks = items.breaks
        let limit = lineWidth + 1e-9
        while start < count {
            while breakIndex < breaks.count, breaks[breakIndex].grapheme <= start { breakIndex += 1 }
            var end = -1
            var i = breakIndex
            while i < breaks.count {
                let candidate = breaks[i].grapheme
                let fitsLine = width(start..<trimmedEnd(start..<candidate), size: size, tracking: tracking) <= limit
                if !fitsLine { break }
                end = candidate
                if breaks[i].mandatory { break }
                i += 1
            }
            if end < 0 {
                // Not even the first word fits: break it between grapheme clusters.
                let wordEnd = breakIndex < breaks.count ? breaks[breakIndex].grapheme : count
                end = start + 1
                while end < wordEnd,
                      width(start..<trimmedEnd(start..<(end + 1)), size: size, tracking: tracking) <= limit {
                    end += 1
                }
            }
            lines.append(start..<end)
            start = end
        }
        return lines
    }

    /// The text shown on a line: its graphemes without the line break that ends it.
    func lineText(_ range: Range<Int>) -> String {
        var end = range.upperBound
        while end > range.lowerBound, startsWithNewline(end - 1) { end -= 1 }
        return items.text(graphemes: range.lowerBound..<end)
    }

    /// Lays the text out and truncates the last visible line when lines run out.
    public func fit(_ parameters: FitParameters) -> FitResult {
        let size = parameters.size, tracking = parameters.tracking
        let natural = width(0..<graphemeCount, size: size, tracking: tracking)
        // Most titles fit on one line: no breaking, and the line is the text itself.
        if graphemeCount > 0, !hasInnerMandatoryBreak {
            let oneLine = width(0..<trimmedEnd(0..<graphemeCount), size: size, tracking: tracking)
            if oneLine <= parameters.width + 1e-9 {
                return FitResult(naturalWidth: natural, lineCount: 1,
                                 lines: [LaidOutLine(text: lineText(0..<graphemeCount), graphemes: 0..<graphemeCount, width: oneLine,
                                                     endsWithEllipsis: false)],
                                 truncated: false, visible: items.string, overflows: false)
            }
        }
        let ranges = breakLines(size: size, tracking: tracking, width: parameters.width)
        let lineCount = max(ranges.count, graphemeCount == 0 ? 0 : 1)
        let truncated = parameters.maxLines > 0 && ranges.count > parameters.maxLines
        // Past the line limit only the lines before the last one are shown whole: the
        // last one is cut, so its full text is never made.
        let whole = truncated ? ranges.prefix(parameters.maxLines - 1) : ranges[...]
        var lines: [LaidOutLine] = []
        lines.reserveCapacity(whole.count + (truncated ? 1 : 0))
        for range in whole {
            lines.append(LaidOutLine(text: lineText(range), graphemes: range,
                                     width: width(range.lowerBound..<trimmedEnd(range), size: size, tracking: tracking),
                                     endsWithEllipsis: false))
        }
        if truncated {
            lines.append(truncatedLine(from: ranges[parameters.maxLines - 1].lowerBound, parameters: parameters))
        }
        let visible: String
        if truncated, let last = lines.last {
            visible = items.text(graphemes: 0..<last.graphemes.lowerBound) + last.text
        } else {
            visible = items.string
        }
        let overflows = lines.contains { $0.width > parameters.width + 1e-9 }
        return FitResult(naturalWidth: natural, lineCount: lineCount, lines: lines, truncated: truncated,
                         visible: visible, overflows: overflows)
    }
}
