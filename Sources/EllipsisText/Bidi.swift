import CICUShim

/// A base writing direction.
public enum TextDirection: String, Sendable, Hashable, Codable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// What directions a text's strong characters have (`direction.text` of
/// `ellipsis inspect`).
public enum TextDirectionality: String, Sendable, Hashable, Codable {
    /// Only left-to-right strong characters.
    case ltr
    /// Only right-to-left strong characters (Hebrew, Arabic...).
    case rtl
    /// Both.
    case mixed
    /// No strong character (digits, punctuation, emoji only).
    case neutral
}

/// The paragraph direction to run the bidi algorithm with.
public enum ParagraphDirection: Sendable, Hashable {
    case leftToRight
    case rightToLeft
    /// The direction of the first strong character (rules P2-P3), else `fallback`.
    case firstStrong(fallback: TextDirection)

    var icuLevel: UInt8 {
        switch self {
        case .leftToRight: 0
        case .rightToLeft: 1
        case .firstStrong(.leftToRight): UInt8(ELL_BIDI_DEFAULT_LTR)
        case .firstStrong(.rightToLeft): UInt8(ELL_BIDI_DEFAULT_RTL)
        }
    }
}

/// A directional run in visual order, as a logical range of the text.
public struct BidiRun: Sendable, Hashable {
    public var utf16: Range<Int>
    public var graphemes: Range<Int>
    public var direction: TextDirection
}

/// The result of the Unicode Bidirectional Algorithm (UAX #9) on a text.
public struct BidiLayout: Sendable, Hashable {
    /// The resolved direction of the (first) paragraph.
    public var paragraphDirection: TextDirection
    /// The resolved embedding level of each UTF-16 unit (rule L1 applied;
    /// characters the algorithm removes, such as bidi controls, get a level too).
    public var levels: [UInt8]
    /// Runs from left to right on screen (visual order), each one logical range.
    public var visualRuns: [BidiRun]

    /// Whether the text is all in one direction, the paragraph's.
    public var isUnidirectional: Bool { visualRuns.count <= 1 }
}

/// Bidi analysis by ICU (ubidi, uloc).
public enum Bidi {
    /// The direction of a locale's script (`ar`, `he`, `fa`, `ur` are
    /// right to left; `uz-Arab` too). Accepts BCP 47 or ICU identifiers.
    public static func direction(ofLocale locale: String) -> TextDirection {
        isRightToLeft(locale: locale) ? .rightToLeft : .leftToRight
    }

    /// Whether a locale is written right to left: ICU's answer (`uloc_isRightToLeft`,
    /// from the script, written or likely). The one place Ellipsis decides it, so
    /// that layout, `inspect`, the rules and the previews cannot disagree.
    public static func isRightToLeft(locale: String) -> Bool {
        ell_locale_is_right_to_left(locale)
    }

    /// The direction of the text's first strong character, nil when it has none.
    /// This is what a platform resolves a "natural" paragraph to.
    public static func firstStrongDirection(of text: UnicodeText) -> TextDirection? {
        let direction = text.utf16.withUnsafeBufferPointer {
            ell_first_strong_direction($0.baseAddress, Int32($0.count))
        }
        switch direction {
        case Int32(ELL_DIR_LTR): return .leftToRight
        case Int32(ELL_DIR_RTL): return .rightToLeft
        default: return nil
        }
    }

    /// Which directions the text's strong characters (bidi classes L, R, AL)
    /// have. Explicit controls and numbers are not counted.
    public static func directionality(of text: UnicodeText) -> TextDirectionality {
        var left = false, right = false
        for scalar in text.string.unicodeScalars {
            switch ell_bidi_class(scalar.value) {
            case Int32(ELL_BIDI_L): left = true
            case Int32(ELL_BIDI_R), Int32(ELL_BIDI_AL): right = true
            default: break
            }
            if left && right { return .mixed }
        }
        return left ? .ltr : right ? .rtl : .neutral
    }

    /// Runs the bidi algorithm. Returns nil only if ICU fails (out of memory).
    public static func layout(of text: UnicodeText, paragraph: ParagraphDirection) -> BidiLayout? {
        analyze(text, paragraph: paragraph) { levels, paragraphLevel, starts, lengths, rtl in
            var runs: [BidiRun] = []
            for index in starts.indices where lengths[index] > 0 {
                let range = Int(starts[index])..<Int(starts[index] + lengths[index])
                runs.append(BidiRun(utf16: range, graphemes: text.graphemeRange(utf16: range),
                                    direction: rtl[index] != 0 ? .rightToLeft : .leftToRight))
            }
            return BidiLayout(paragraphDirection: paragraphLevel & 1 == 1 ? .rightToLeft : .leftToRight,
                              levels: levels, visualRuns: runs)
        }
    }

    /// The resolved embedding level of every UTF-16 unit (as `layout(of:paragraph:)`
    /// gives them), without the visual runs: what shaping needs.
    public static func levels(of text: UnicodeText, paragraph: ParagraphDirection) -> [UInt8]? {
        analyze(text, paragraph: paragraph) { levels, _, _, _, _ in levels }
    }

    /// Calls `body` with the levels of UTF-16 held elsewhere, in scratch memory valid only
    /// during the call (no list is made); nil only if ICU fails.
    package static func withLevels<Result>(ofUTF16 units: UnsafeBufferPointer<UInt16>, paragraph: ParagraphDirection,
                                           _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(units.count, 1)) { levels in
            analyze(units, paragraph: paragraph, levels: levels.baseAddress!) { _, _, _, _ in
                body(UnsafeBufferPointer(rebasing: levels[..<units.count]))
            }
        }
    }

    /// Runs ICU's bidi algorithm on the text; the run lists live only during `body`.
    private static func analyze<Result>(
        _ text: UnicodeText, paragraph: ParagraphDirection,
        _ body: ([UInt8], UInt8, UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Int32>, UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result? {
        text.utf16.withUnsafeBufferPointer { units in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(units.count, 1)) { levels in
                analyze(units, paragraph: paragraph, levels: levels.baseAddress!) { paragraphLevel, starts, lengths, rtl in
                    body(Array(levels[..<units.count]), paragraphLevel, starts, lengths, rtl)
                }
            }
        }
    }

    /// ICU's bidi algorithm on UTF-16 units: the level of every unit written at `levels`;
    /// the paragraph level and the run lists given to `body`, valid only during the call.
    private static func analyze<Result>(
        _ units: UnsafeBufferPointer<UInt16>, paragraph: ParagraphDirection, levels: UnsafeMutablePointer<UInt8>,
        _ body: (UInt8, UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Int32>, UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result? {
        let count = units.count
        let capacity = max(count, 1)
        var paragraphLevel: UInt8 = 0
        var error: Int32 = 0
        // The run lists in one scratch block: starts and lengths, then directions.
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * capacity + (capacity + 3) / 4) { scratch in
            let starts = scratch.baseAddress!, lengths = starts + capacity
            let rtl = UnsafeMutableRawPointer(lengths + capacity).bindMemory(to: UInt8.self, capacity: capacity)
            let runCount = ell_bidi_analyze(units.baseAddress, Int32(count), paragraph.icuLevel, levels,
                                            starts, lengths, rtl, Int32(capacity), &paragraphLevel, &error)
            guard runCount >= 0 else { return nil }
            let n = Int(runCount)
            return body(paragraphLevel, UnsafeBufferPointer(start: starts, count: n),
                        UnsafeBufferPointer(start: lengths, count: n), UnsafeBufferPointer(start: rtl, count: n))
        }
    }
}
