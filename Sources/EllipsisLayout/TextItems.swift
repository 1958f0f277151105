/// A text cut into what shaping and fitting need: UTF-16 units, grapheme
/// cluster boundaries, line-break opportunities and directional/script runs.
/// Built from EllipsisText's analysis; layout never segments text itself.
struct TextItems: Sendable {
    /// The text.
    var string: String
    var utf16: [UInt16]
    /// UTF-16 offsets of grapheme boundaries: 0 first, `utf16.count` last.
    var graphemeBoundaries: [Int]
    /// Line-break opportunities as grapheme offsets (a break is allowed before
    /// that grapheme), ascending, excluding 0; `mandatory` for hard breaks.
    var breaks: [(grapheme: Int, mandatory: Bool)]
    /// Runs in logical order covering the text: UTF-16 range, right-to-left or
    /// not, and ISO 15924 script code ("Zyyy" when only common characters).
    var runs: [Run]

    struct Run: Sendable, Equatable {
        var utf16: Range<Int>
        /// Resolved bidi embedding level: odd is right-to-left.
        var level: UInt8
        var script: String
        var rightToLeft: Bool { level & 1 == 1 }
    }
    /// The paragraph's direction (the locale's): lines align to its leading edge.
    var paragraphRightToLeft: Bool

    var graphemeCount: Int { graphemeBoundaries.count - 1 }

    /// The grapheme containing a UTF-16 offset.
    func grapheme(containing offset: Int) -> Int {
        var low = 0, high = graphemeBoundaries.count - 1
        if offset >= graphemeBoundaries[high] { return max(0, high - 1) }
        while low < high {
            let middle = (low + high + 1) / 2
            if graphemeBoundaries[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The text of graphemes `range`.
    func text(graphemes range: Range<Int>) -> String {
        let lower = graphemeBoundaries[range.lowerBound], upper = graphemeBoundaries[range.upperBound]
        return String(decoding: utf16[lower..<upper], as: UTF16.self)
    }

    func cluster(_ index: Int) -> Substring.UnicodeScalarView {
        Substring(text(graphemes: index..<(index + 1))).unicodeScalars
    }
}
