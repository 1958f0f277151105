import CICUShim

/// A string as UTF-16 code units together with its grapheme clusters (user-
/// perceived characters, found by ICU). Every other analysis of EllipsisText
/// reports positions both as UTF-16 offsets and as grapheme offsets into it.
///
/// Grapheme clusters come from ICU, so
/// they agree with line and word breaking; Swift's `Character` usually agrees.
/// Immutable and `Sendable`: analyse once, share freely.
public struct UnicodeText: Sendable, Hashable, CustomStringConvertible {
    /// The text.
    public let string: String
    /// The UTF-16 code units of `string`.
    public let utf16: [UInt16]
    /// UTF-16 offsets of grapheme cluster boundaries: 0 first, `utf16.count`
    /// last, so grapheme `i` spans `graphemeBoundaries[i]..<graphemeBoundaries[i+1]`.
    public let graphemeBoundaries: [Int]
    /// `graphemeBoundaries` as indices of `string`, to cut graphemes without transcoding.
    private let graphemeIndices: [String.Index]

    public init(_ string: String) {
        self.string = string
        let units = Array(string.utf16)
        self.utf16 = units
        var boundaries = [0]
        boundaries.append(contentsOf: BreakIteratorPool.shared.boundaries(.character, locale: "", text: units).map(\.offset))
        if boundaries.last != units.count { boundaries.append(units.count) }
        self.graphemeBoundaries = boundaries
        var indices: [String.Index] = []
        indices.reserveCapacity(boundaries.count)
        // One walk over the scalars: offsetting a UTF-16 index in UTF-8 storage costs more.
        let scalars = string.unicodeScalars
        var index = scalars.startIndex
        var offset = 0
        for boundary in boundaries {
            while offset < boundary, index < scalars.endIndex {
                offset += UTF16.width(scalars[index])
                index = scalars.index(after: index)
            }
            indices.append(index)
        }
        self.graphemeIndices = indices
    }

    public static func == (a: UnicodeText, b: UnicodeText) -> Bool { a.string == b.string }
    public func hash(into hasher: inout Hasher) { hasher.combine(string) }

    public var description: String { string }

    /// The number of grapheme clusters.
    public var graphemeCount: Int { graphemeBoundaries.count - 1 }

    /// The UTF-16 range of grapheme `index` (0 ..< graphemeCount).
    public func utf16Range(ofGrapheme index: Int) -> Range<Int> {
        graphemeBoundaries[index]..<graphemeBoundaries[index + 1]
    }

    /// The text of grapheme `index`.
    public func grapheme(_ index: Int) -> String { String(string[graphemeIndices[index]..<graphemeIndices[index + 1]]) }

    /// All grapheme clusters, in logical order.
    public var graphemes: [String] { (0..<graphemeCount).map(grapheme) }

    /// The grapheme offset of a UTF-16 offset: the number of whole grapheme
    /// clusters before it. An offset inside a cluster maps to that cluster's start.
    public func graphemeOffset(utf16 offset: Int) -> Int {
        // Index of the last boundary <= offset.
        var low = 0, high = graphemeBoundaries.count - 1
        if offset >= graphemeBoundaries[high] { return high }
        while low < high {
            let middle = (low + high + 1) / 2
            if graphemeBoundaries[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The grapheme range covering a UTF-16 range (widened to whole clusters).
    public func graphemeRange(utf16 range: Range<Int>) -> Range<Int> {
        let start = graphemeOffset(utf16: range.lowerBound)
        var end = graphemeOffset(utf16: range.upperBound)
        if end < graphemeCount, graphemeBoundaries[end] < range.upperBound { end += 1 }
        return start..<max(start, end)
    }

    /// The text of a UTF-16 range. Offsets are clamped to the text.
    public func text(utf16 range: Range<Int>) -> String {
        let lower = min(max(0, range.lowerBound), utf16.count)
        let upper = min(max(lower, range.upperBound), utf16.count)
        func splitsPair(_ offset: Int) -> Bool { offset < utf16.count && UTF16.isTrailSurrogate(utf16[offset]) }
        guard !splitsPair(lower), !splitsPair(upper) else { return String(decoding: utf16[lower..<upper], as: UTF16.self) }
        // Whole scalars: cut the string itself (string indices from UTF-16 offsets are cheap to find).
        let start = string.utf16.index(string.utf16.startIndex, offsetBy: lower)
        let end = string.utf16.index(start, offsetBy: upper - lower)
        return String(string[start..<end])
    }

    /// The Unicode scalars of the text with their UTF-16 offsets.
    public var scalarsWithOffsets: [(offset: Int, scalar: Unicode.Scalar)] {
        // Labelled like the result: an unlabelled array would be cast element by element.
        var result: [(offset: Int, scalar: Unicode.Scalar)] = []
        result.reserveCapacity(utf16.count)
        var offset = 0
        for scalar in string.unicodeScalars {
            result.append((offset: offset, scalar: scalar))
            offset += scalar.utf16.count
        }
        return result
    }
}
