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
    /// Finds grapheme clusters without a break iterator when every code point is one.
    private static let characterIterators = BreakIteratorPool.shared.slot(.character, locale: "")

    public init(_ string: String) {
        self.string = string
        let units = Array(string.utf16)
        self.utf16 = units
        var boundaries: [Int] = []
        boundaries.reserveCapacity(units.count + 1)
        boundaries.append(0)
        let simple = units.withUnsafeBufferPointer { ell_graphemes_are_code_points($0.baseAddress, Int32($0.count)) }
        if simple {
            // Text of letters, digits, punctuation and controls only (most titles):
            // UAX #29 breaks between every two code points but CR LF, which ICU's
            // check above leaves to the iterator. The conformance tests cover both paths.
            for offset in 1..<max(1, units.count) where !UTF16.isTrailSurrogate(units[offset]) {
                boundaries.append(offset)
            }
        } else {
            UnicodeText.characterIterators.withBoundaries(units) { offsets, _ in
                for offset in offsets { boundaries.append(Int(offset)) }
            }
            boundaries.removeLast(boundaries.last == units.count && units.count > 0 ? 1 : 0)
        }
        if units.count > 0 { boundaries.append(units.count) }
        self.graphemeBoundaries = boundaries
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
    public func grapheme(_ index: Int) -> String { text(utf16: utf16Range(ofGrapheme: index)) }

    /// All grapheme clusters, in logical order (one walk over the scalars).
    public var graphemes: [String] {
        var result: [String] = []
        result.reserveCapacity(graphemeCount)
        var current = ""
        var offset = 0
        var next = 1
        for scalar in string.unicodeScalars {
            current.unicodeScalars.append(scalar)
            offset += UTF16.width(scalar)
            if next < graphemeBoundaries.count, offset >= graphemeBoundaries[next] {
                result.append(current)
                current = ""
                next += 1
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

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
