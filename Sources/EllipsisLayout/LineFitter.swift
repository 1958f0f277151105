import EllipsisText

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
    /// Whether `tracking` stands for the system font's own size-specific tracking (SF Pro's
    /// published table): a tracked face with a tracking of its own (a `trak` table, or a
    /// metrics snapshot's) is measured with that instead, as CoreText applies the font's.
    public var followsFontTracking: Bool

    public init(size: Double, tracking: Double = 0, width: Double = .infinity, maxLines: Int = 0,
                followsFontTracking: Bool = false) {
        self.size = size
        self.tracking = tracking
        self.width = width
        self.maxLines = maxLines
        self.followsFontTracking = followsFontTracking
    }
}

/// One line as laid out: its graphemes and its width without hanging spaces.
/// The line's text is made only when asked for: fitting at many sizes keeps ranges.
public struct LaidOutLine: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The text shown on the line, ending with U+2026 when it was cut.
    public var text: String {
        get {
            switch origin {
            case .shaped(let source): source.shownText(of: graphemes, endsWithEllipsis: endsWithEllipsis)
            case .given(let text): text
            }
        }
        set { origin = .given(newValue) }
    }
    /// Graphemes of the source text on this line (logical order).
    public var graphemes: Range<Int>
    /// Advance in points of the shown text, trailing white space excluded.
    public var width: Double
    /// True when this line ends with the truncation ellipsis.
    public var endsWithEllipsis: Bool
    /// The face the ellipsis is set in (that of the text it follows).
    public var ellipsisFont: String? = nil
    /// Where the text comes from: the shaped text the graphemes index into, or given.
    private var origin: TextOrigin

    public init(text: String, graphemes: Range<Int>, width: Double, endsWithEllipsis: Bool, ellipsisFont: String? = nil) {
        self.origin = .given(text)
        self.graphemes = graphemes
        self.width = width
        self.endsWithEllipsis = endsWithEllipsis
        self.ellipsisFont = ellipsisFont
    }

    init(source: ShapedText, graphemes: Range<Int>, width: Double, endsWithEllipsis: Bool, ellipsisFont: String? = nil) {
        self.origin = .shaped(source)
        self.graphemes = graphemes
        self.width = width
        self.endsWithEllipsis = endsWithEllipsis
        self.ellipsisFont = ellipsisFont
    }

    public static func == (a: LaidOutLine, b: LaidOutLine) -> Bool {
        a.graphemes == b.graphemes && a.width == b.width && a.endsWithEllipsis == b.endsWithEllipsis
            && a.ellipsisFont == b.ellipsisFont && a.text == b.text
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(graphemes)
        hasher.combine(width)
        hasher.combine(endsWithEllipsis)
        hasher.combine(ellipsisFont)
    }

    /// As a struct prints its stored properties, with the text in place of the range's source.
    public var description: String { fields(typeName: "LaidOutLine") }
    public var debugDescription: String { fields(typeName: "EllipsisLayout.LaidOutLine") }

    private func fields(typeName: String) -> String {
        "\(typeName)(text: \(String(reflecting: text)), graphemes: \(String(reflecting: graphemes)), width: \(width), "
            + "endsWithEllipsis: \(endsWithEllipsis), ellipsisFont: \(String(reflecting: ellipsisFont)))"
    }
}

/// A fit result's text: made from the shaped text when read, or given as is. One
/// reference either way, so results copy cheaply.
enum TextOrigin: Sendable {
    case shaped(ShapedText)
    case given(String)
}

/// What a person sees of a text in a box. The visible text is made only when asked for.
public struct FitResult: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// Natural advance of the whole text on one line, in points.
    public var naturalWidth: Double
    /// Lines the text needs at the width when nothing limits them.
    public var lineCount: Int
    /// The visible lines (at most `maxLines`).
    public var lines: [LaidOutLine] {
        get {
            switch (storage, origin) {
            case (.whole(let width), .shaped(let source)):
                return [LaidOutLine(source: source, graphemes: 0..<source.graphemeCount, width: width, endsWithEllipsis: false)]
            case (.fitted(let parameters), .shaped(let source)):
                return source.visibleLines(parameters).map { $0.laidOut(in: source) }
            case (.given(let lines), _):
                return lines
            default:
                return []
            }
        }
        set { storage = .given(newValue) }
    }
    /// How the lines are made when `lines` is read: a whole text on one line is only its
    /// width; other fits keep their parameters and lay the text out again when their lines
    /// are first read (the shaped text keeps the last lines it made, and its cut lines).
    /// Fitting a title at 24 sizes keeps no line at all.
    private enum LineStorage: Sendable {
        case whole(width: Double)
        case fitted(FitParameters)
        case given([LaidOutLine])
    }
    private var storage: LineStorage
    /// True when text was cut and an ellipsis shown.
    public var truncated: Bool
    /// The text as shown, with U+2026 where it was cut.
    public var visible: String {
        get {
            switch origin {
            case .given(let text):
                return text
            case .shaped(let source):
                guard truncated, let last = lines.last else { return source.items.string }
                return source.items.text(graphemes: 0..<last.graphemes.lowerBound) + last.text
            }
        }
        set {
            // The lines made from the shaped text are kept before it is let go.
            storage = .given(lines)
            origin = .given(newValue)
        }
    }
    /// True when the text fits without truncation and every line fits the width.
    public var fits: Bool { !truncated && !overflows }
    /// True when even one grapheme cluster is wider than the line (it is still shown).
    public var overflows: Bool
    /// Where the visible text comes from: the shaped text the lines index into, or given.
    private var origin: TextOrigin

    public init(naturalWidth: Double, lineCount: Int, lines: [LaidOutLine], truncated: Bool, visible: String, overflows: Bool) {
        self.naturalWidth = naturalWidth
        self.lineCount = lineCount
        self.storage = .given(lines)
        self.truncated = truncated
        self.origin = .given(visible)
        self.overflows = overflows
    }

    init(source: ShapedText, naturalWidth: Double, lineCount: Int, parameters: FitParameters, truncated: Bool,
         overflows: Bool) {
        self.naturalWidth = naturalWidth
        self.lineCount = lineCount
        self.storage = .fitted(parameters)
        self.truncated = truncated
        self.origin = .shaped(source)
        self.overflows = overflows
    }

    /// The whole text on one line of `width` points, untruncated.
    init(source: ShapedText, naturalWidth: Double, wholeLineWidth width: Double) {
        self.naturalWidth = naturalWidth
        self.lineCount = 1
        self.storage = .whole(width: width)
        self.truncated = false
        self.origin = .shaped(source)
        self.overflows = false
    }

    /// What defines a result: for a fit, the text as shaped and the parameters (its
    /// lines follow from them, so they are not laid out to compare), or, for a text
    /// shown whole on one line, the text and that line's width; for a result made from
    /// given lines, those lines and the visible text. Kinds never compare equal.
    private enum Definition {
        case fit(ShapedText, FitParameters)
        case whole(ShapedText, width: Double)
        case given
    }

    private var definition: Definition {
        switch (storage, origin) {
        case (.fitted(let parameters), .shaped(let source)): return .fit(source, parameters)
        case (.whole(let width), .shaped(let source)): return .whole(source, width: width)
        default: return .given
        }
    }

    public static func == (a: FitResult, b: FitResult) -> Bool {
        guard a.naturalWidth == b.naturalWidth, a.lineCount == b.lineCount, a.truncated == b.truncated,
              a.overflows == b.overflows else { return false }
        switch (a.definition, b.definition) {
        case (.fit(let x, let p), .fit(let y, let q)): return p == q && x.laysOutLike(y)
        case (.whole(let x, let v), .whole(let y, let w)): return v == w && x.laysOutLike(y)
        case (.given, .given): return a.lines == b.lines && a.visible == b.visible
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(naturalWidth)
        hasher.combine(lineCount)
        hasher.combine(truncated)
        hasher.combine(overflows)
        // The text's length, not its characters: hashing stays O(1) for long texts,
        // and fits of different texts rarely share their natural width too.
        switch definition {
        case .fit(let source, let parameters):
            hasher.combine(parameters)
            hasher.combine(source.graphemeCount)
            hasher.combine(source.text.utf8.count)
        case .whole(let source, let width):
            hasher.combine(width)
            hasher.combine(source.graphemeCount)
            hasher.combine(source.text.utf8.count)
        case .given:
            hasher.combine(lines)
            hasher.combine(visible)
        }
    }

    /// As a struct prints its stored properties, with the visible text in place of its source.
    public var description: String { fields(typeName: "FitResult") }
    public var debugDescription: String { fields(typeName: "EllipsisLayout.FitResult") }

    private func fields(typeName: String) -> String {
        "\(typeName)(naturalWidth: \(naturalWidth), lineCount: \(lineCount), lines: \(String(reflecting: lines)), "
            + "truncated: \(truncated), visible: \(String(reflecting: visible)), overflows: \(overflows))"
    }
}

extension ShapedText {
    /// Greedy line breaking as UIKit does it: as many break opportunities as fit
    /// per line, trailing spaces hang, a word wider than the line is broken between
    /// grapheme clusters, mandatory breaks end lines. Returns the end of the line that
    /// begins at `start`; `breakIndex` carries the first opportunity not yet passed
    /// from one line to the next. Lines are made one at a time, so a fit keeps only
    /// the ones it shows and no list of ranges is built.
    /// `breaks` are the text's line-break opportunities (`items.withBreaks`, read once per fit).
    func lineEnd(from start: Int, breakIndex: inout Int, breaks: UnsafeBufferPointer<LineBreakOpportunity>,
                 size: Double, tracking: Double, limit: Double) -> Int {
        let count = graphemeCount
        while breakIndex < breaks.count, breaks[breakIndex].graphemeOffset <= start { breakIndex += 1 }
        var end = -1
        var i = breakIndex
        while i < breaks.count {
            let candidate = breaks[i].graphemeOffset
            let fitsLine = width(start..<trimmedEnd(start..<candidate), size: size, tracking: tracking) <= limit
            if !fitsLine { break }
            end = candidate
            if breaks[i].isMandatory { break }
            i += 1
        }
        if end < 0 {
            // Not even the first word fits: break it between grapheme clusters.
            let wordEnd = breakIndex < breaks.count ? breaks[breakIndex].graphemeOffset : count
            end = start + 1
            while end < wordEnd,
                  width(start..<trimmedEnd(start..<(end + 1)), size: size, tracking: tracking) <= limit {
                end += 1
            }
        }
        return end
    }

    /// The text shown on a line: its graphemes without the line break that ends it,
    /// or, on a cut line, its graphemes and the ellipsis.
    func shownText(of range: Range<Int>, endsWithEllipsis: Bool) -> String {
        if endsWithEllipsis { return items.text(graphemes: range) + ShapedText.ellipsis }
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
                return FitResult(source: self, naturalWidth: natural, wholeLineWidth: oneLine)
            }
        }
        // The lines themselves are laid out again when they are read: most fits are only
        // asked whether the text fits, in how many lines, and whether it was cut.
        var none: [FitLine]? = nil
        let layout = layOut(parameters, lines: &none)
        return FitResult(source: self, naturalWidth: natural, lineCount: layout.lineCount, parameters: parameters,
                         truncated: layout.truncated, overflows: layout.widest > parameters.width + 1e-9)
    }

    /// `fit(parameters).fits`, without making the result: a search for the width a text needs
    /// asks only this, a few dozen times.
    public func fits(_ parameters: FitParameters) -> Bool {
        if graphemeCount > 0, !hasInnerMandatoryBreak,
           width(0..<trimmedEnd(0..<graphemeCount), size: parameters.size, tracking: parameters.tracking)
            <= parameters.width + 1e-9 {
            return true
        }
        var none: [FitLine]? = nil
        let layout = layOut(parameters, lines: &none, untilCut: true)
        return !layout.truncated && !(layout.widest > parameters.width + 1e-9)
    }

    /// The visible lines of a fit at `parameters` (as `fit` finds them). The last ones
    /// made are kept: a result's lines are often read more than once (its visible text
    /// reads them too).
    func visibleLines(_ parameters: FitParameters) -> [FitLine] {
        if let last = lastLines.withLock({ $0 }), last.parameters == parameters { return last.lines }
        var lines: [FitLine]? = []
        _ = layOut(parameters, lines: &lines)
        let made = lines ?? []
        lastLines.withLock { $0 = (parameters, made) }
        return made
    }

    /// Lays the text out in lines and truncates the last visible one when lines run out:
    /// how many lines it needs, whether it was cut, and the widest visible line; the visible
    /// lines are added to `lines` when it is not nil. `untilCut`, for whether the text fits
    /// and nothing more: the layout stops at the first line past the last allowed (the count
    /// is then not the whole) and the cut line, shaped again with its ellipsis, is not made,
    /// since a cut text does not fit whatever that line shows.
    private func layOut(_ parameters: FitParameters, lines: inout [FitLine]?, untilCut: Bool = false)
        -> (lineCount: Int, truncated: Bool, widest: Double) {
        let size = parameters.size, tracking = parameters.tracking
        // Lines before the last one allowed are shown whole. The last allowed one is shown
        // whole if no line follows it, else cut (so its full text is never made); lines
        // past it are only counted.
        let maxLines = parameters.maxLines
        let limit = parameters.width + 1e-9
        var widest = -Double.infinity
        var lineCount = 0
        var lastAllowed: Range<Int>? = nil
        var start = 0, breakIndex = 0
        items.withBreaks { breaks in
            while start < graphemeCount {
                let end = lineEnd(from: start, breakIndex: &breakIndex, breaks: breaks, size: size, tracking: tracking,
                                  limit: limit)
                lineCount += 1
                if untilCut, maxLines > 0, lineCount > maxLines { return }
                if maxLines <= 0 || lineCount < maxLines {
                    let lineWidth = width(start..<trimmedEnd(start..<end), size: size, tracking: tracking)
                    widest = max(widest, lineWidth)
                    lines?.append(FitLine(graphemes: start..<end, width: lineWidth))
                } else if lineCount == maxLines {
                    lastAllowed = start..<end
                }
                start = end
            }
        }
        let truncated = maxLines > 0 && lineCount > maxLines
        if truncated, untilCut { return (lineCount, truncated, widest) }
        if let last = lastAllowed {
            if truncated {
                let cut = truncatedLine(from: last.lowerBound, parameters: parameters)
                widest = max(widest, cut.width)
                lines?.append(cut)
            } else {
                let lineWidth = width(last.lowerBound..<trimmedEnd(last), size: size, tracking: tracking)
                widest = max(widest, lineWidth)
                lines?.append(FitLine(graphemes: last, width: lineWidth))
            }
        }
        return (lineCount, truncated, widest)
    }
}
