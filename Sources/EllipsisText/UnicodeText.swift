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
    /// ICU's character iterators, for text the simple rules cannot decide.
    private static let characterIterators = BreakIteratorPool.shared.slot(.character, locale: "")

    public init(_ string: String) {
        self.string = string
        // A string has no more UTF-16 units than UTF-8 bytes.
        let units = [UInt16](unsafeUninitializedCapacity: max(string.utf8.count, 1)) { buffer, count in
            count = UnicodeText.writeUTF16(of: string, into: buffer.baseAddress!)
        }
        self.utf16 = units
        var boundaries: [Int] = []
        boundaries.reserveCapacity(units.count + 1)
        withUnsafeTemporaryAllocation(of: Int.self, capacity: units.count + 1) { scratch in
            let count = units.withUnsafeBufferPointer {
                UnicodeText.writeGraphemeBoundaries(of: $0, into: scratch.baseAddress!)
            }
            boundaries.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[..<count]))
        }
        self.graphemeBoundaries = boundaries
    }

    /// A text whose units and boundaries were found by `writeUTF16` and
    /// `writeGraphemeBoundaries` into memory of the caller's: copied, not found again.
    package init(string: String, utf16: UnsafeBufferPointer<UInt16>, graphemeBoundaries: UnsafeBufferPointer<Int>) {
        self.string = string
        self.utf16 = Array(utf16)
        self.graphemeBoundaries = Array(graphemeBoundaries)
    }

    /// Writes the UTF-16 of `string` at `units`, which has room for `string.utf8.count`
    /// units, and returns how many it wrote. Transcoded in one pass: the generic copy of
    /// `string.utf16` counts the units first and costs twice as much. A native string's
    /// UTF-8 is read in place; any other is decoded scalar by scalar.
    package static func writeUTF16(of string: String, into units: UnsafeMutablePointer<UInt16>) -> Int {
        if let written = string.utf8.withContiguousStorageIfAvailable({ bytes in
            ell_utf8_to_utf16(bytes.baseAddress, Int32(bytes.count), units)
        }) {
            return Int(written)
        }
        var written = 0
        for scalar in string.unicodeScalars {
            let value = scalar.value
            if value < 0x10000 {
                units[written] = UInt16(truncatingIfNeeded: value)
                written += 1
            } else {
                units[written] = UInt16(truncatingIfNeeded: 0xD800 + ((value - 0x10000) >> 10))
                units[written + 1] = UInt16(truncatingIfNeeded: 0xDC00 + (value & 0x3FF))
                written += 2
            }
        }
        return written
    }

    /// Writes the grapheme cluster boundaries of `units` at `boundaries` (room for
    /// `units.count + 1`): 0 first, `units.count` last, as `graphemeBoundaries`; returns how many.
    /// Text of letters, marks, digits, punctuation and controls (most titles): ICU's
    /// Grapheme_Cluster_Break values and the simple rules decide, without an iterator.
    /// Joiners, prepended marks, jamo and flags take ICU's iterator. The conformance tests
    /// cover both paths.
    package static func writeGraphemeBoundaries(of units: UnsafeBufferPointer<UInt16>,
                                                into boundaries: UnsafeMutablePointer<Int>) -> Int {
        boundaries[0] = 0
        guard !units.isEmpty else { return 1 }
        let found = ell_simple_grapheme_boundaries(units.baseAddress, Int32(units.count), boundaries + 1,
                                                   Int32(units.count))
        if found >= 0 { return 1 + Int(found) }
        var count = 1
        characterIterators.withBoundaries(units) { offsets, _ in
            for offset in offsets where count <= units.count {
                boundaries[count] = Int(offset)
                count += 1
            }
        }
        if boundaries[count - 1] != units.count {
            boundaries[count] = units.count
            count += 1
        }
        return count
    }

    /// The code point starting at UTF-16 offset `offset` of `units`: a surrogate pair
    /// decoded, a lone surrogate as itself; nil outside the units. For loops over UTF-16
    /// that must not build strings.
    @inlinable
    public static func codePoint<Units: RandomAccessCollection<UInt16>>(startingAt offset: Int, in units: Units) -> UInt32?
    where Units.Index == Int {
        guard offset >= units.startIndex, offset < units.endIndex else { return nil }
        let unit = units[offset]
        if UTF16.isLeadSurrogate(unit), offset + 1 < units.endIndex, UTF16.isTrailSurrogate(units[offset + 1]) {
            return 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[offset + 1]) - 0xDC00)
        }
        return UInt32(unit)
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
