import CICUShim

/// A place where a line may (or must) end: after the first `utf16Offset`
/// UTF-16 units, i.e. after the first `graphemeOffset` grapheme clusters.
public struct LineBreakOpportunity: Sendable, Hashable {
    public var utf16Offset: Int
    public var graphemeOffset: Int
    /// A hard break (after a line feed, paragraph separator...): the line must end here.
    public var isMandatory: Bool

    public init(utf16Offset: Int, graphemeOffset: Int, isMandatory: Bool) {
        self.utf16Offset = utf16Offset
        self.graphemeOffset = graphemeOffset
        self.isMandatory = isMandatory
    }
}

/// How to break lines for a locale.
public struct LineBreakOptions: Sendable, Hashable {
    /// The ICU locale given to the line-break iterator, with its keywords:
    /// `ja@lb=strict`, `ja@lw=phrase`, `th`. A `lw=keepall` keyword (which
    /// ICU 72 ignores) is taken out and sets `keepAll`.
    public var icuLocale: String
    /// Break only where there is a space or punctuation, never between two
    /// letters (CSS `word-break: keep-all`, iOS Hangul word priority).
    public var keepAll: Bool

    public init(icuLocale: String, keepAll: Bool = false) {
        var locale = icuLocale
        var keepAll = keepAll
        if let removed = LineBreakOptions.removingKeyword("lw", value: "keepall", from: icuLocale) {
            locale = removed
            keepAll = true
        }
        self.icuLocale = locale
        self.keepAll = keepAll
    }

    /// `locale` without `key=value` among its keywords, or nil when absent.
    private static func removingKeyword(_ key: String, value: String, from locale: String) -> String? {
        guard let at = locale.firstIndex(of: "@") else { return nil }
        let base = String(locale[..<at])
        let keywords = locale[locale.index(after: at)...].split(separator: ";").map(String.init)
        let kept = keywords.filter { $0.lowercased() != "\(key)=\(value)" }
        guard kept.count != keywords.count else { return nil }
        return kept.isEmpty ? base : base + "@" + kept.joined(separator: ";")
    }
}

/// Line-break opportunities by ICU's line-break iterator (UAX #14 with the
/// locale's tailoring; dictionaries for Thai, Lao, Khmer, Burmese). The ICU
/// iterator is opened once per locale and reused; thread-safe.
public struct LineBreaker: Sendable, Hashable {
    public let options: LineBreakOptions
    /// The ICU iterators for `options`, found once.
    /// Slots live as long as the process (the pool never lets one go), so no count is
    /// kept: copying a breaker must not touch an object every thread shares.
    private unowned(unsafe) let iterators: BreakIteratorSlot

    public init(_ options: LineBreakOptions) {
        self.options = options
        self.iterators = BreakIteratorPool.shared.slot(.line, locale: options.icuLocale)
    }
    public init(icuLocale: String) { self.init(LineBreakOptions(icuLocale: icuLocale)) }

    public static func == (a: LineBreaker, b: LineBreaker) -> Bool { a.options == b.options }
    public func hash(into hasher: inout Hasher) { hasher.combine(options) }

    /// The opportunities in logical order, excluding 0; the last is always the
    /// end of the text (for a non-empty text).
    public func opportunities(in text: UnicodeText) -> [LineBreakOpportunity] {
        text.utf16.withUnsafeBufferPointer { units in
            text.graphemeBoundaries.withUnsafeBufferPointer { opportunities(utf16: units, graphemeBoundaries: $0) }
        }
    }

    /// The opportunities of a text held elsewhere: its UTF-16 units and its grapheme
    /// boundaries (as `UnicodeText.graphemeBoundaries`).
    package func opportunities(utf16 units: UnsafeBufferPointer<UInt16>,
                               graphemeBoundaries boundaries: UnsafeBufferPointer<Int>) -> [LineBreakOpportunity] {
        [LineBreakOpportunity](unsafeUninitializedCapacity: max(units.count, 1)) { buffer, count in
            count = writeOpportunities(utf16: units, graphemeBoundaries: boundaries, into: buffer.baseAddress!)
        }
    }

    /// Writes the opportunities of a text held elsewhere at `opportunities` (room for one per
    /// UTF-16 unit) and returns how many: for callers that keep them in memory of their own.
    package func writeOpportunities(utf16 units: UnsafeBufferPointer<UInt16>,
                                    graphemeBoundaries boundaries: UnsafeBufferPointer<Int>,
                                    into opportunities: UnsafeMutablePointer<LineBreakOpportunity>) -> Int {
        let count = units.count
        return iterators.withBoundaries(units) { offsets, statuses in
            var found = 0
            // Boundaries ascend: the grapheme offset is found by walking, not searching.
            var grapheme = 0
            for index in offsets.indices {
                let offset = Int(offsets[index]), status = statuses[index]
                let mandatory = status >= Int32(ELL_LINE_HARD) && status < Int32(ELL_LINE_HARD_LIMIT)
                let end = offset == count
                if options.keepAll, !mandatory, !end, joinsLetters(units, at: offset) { continue }
                while grapheme + 1 < boundaries.count, boundaries[grapheme + 1] <= offset { grapheme += 1 }
                (opportunities + found).initialize(to: LineBreakOpportunity(utf16Offset: offset, graphemeOffset: grapheme,
                                                                           isMandatory: mandatory))
                found += 1
            }
            return found
        }
    }

    /// Whether the code points on both sides of `offset` are letter-like
    /// (line-break classes AL, AI, NU, ID, Hangul, complex context): keep-all
    /// suppresses the opportunity between them.
    private func joinsLetters(_ units: UnsafeBufferPointer<UInt16>, at offset: Int) -> Bool {
        guard let before = scalar(endingAt: offset, in: units), let after = scalar(startingAt: offset, in: units) else {
            return false
        }
        return Self.isLetterLike(before) && Self.isLetterLike(after)
    }

    private static func isLetterLike(_ c: UInt32) -> Bool {
        switch ell_line_break_class(c) {
        case Int32(ELL_LB_ALPHABETIC), Int32(ELL_LB_AMBIGUOUS), Int32(ELL_LB_NUMERIC), Int32(ELL_LB_IDEOGRAPHIC),
             Int32(ELL_LB_H2), Int32(ELL_LB_H3), Int32(ELL_LB_JL), Int32(ELL_LB_JV), Int32(ELL_LB_JT),
             Int32(ELL_LB_COMPLEX_CONTEXT), Int32(ELL_LB_COMBINING_MARK):
            return true
        default:
            return false
        }
    }
}

/// The code point starting at `offset`, decoding a surrogate pair (`UnicodeText.codePoint`).
func scalar<Units: RandomAccessCollection<UInt16>>(startingAt offset: Int, in units: Units) -> UInt32?
where Units.Index == Int {
    UnicodeText.codePoint(startingAt: offset, in: units)
}

/// The code point ending at `offset`, decoding a surrogate pair. Combining
/// marks (line-break class CM) and ZWJ are skipped back to their base.
func scalar<Units: RandomAccessCollection<UInt16>>(endingAt offset: Int, in units: Units) -> UInt32? where Units.Index == Int {
    var index = offset
    while index > 0 {
        var start = index - 1
        if UTF16.isTrailSurrogate(units[start]), start > 0, UTF16.isLeadSurrogate(units[start - 1]) { start -= 1 }
        guard let c = scalar(startingAt: start, in: units) else { return nil }
        let cls = ell_line_break_class(c)
        if cls != Int32(ELL_LB_COMBINING_MARK) && cls != Int32(ELL_LB_ZWJ) { return c }
        index = start
    }
    return nil
}
