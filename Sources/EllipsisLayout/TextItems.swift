import EllipsisText

/// A text cut into what shaping and fitting need: UTF-16 units, grapheme
/// cluster boundaries, line-break opportunities and directional/script runs.
/// Built from EllipsisText's analysis; layout never segments text itself.
/// Immutable, and a class so that handing it on counts one reference, not one per list.
final class TextItems: Sendable {
    /// The text.
    let string: String
    /// The units and boundaries, owned by this object and valid while it lives.
    private nonisolated(unsafe) let units: TextUnits
    var utf16: UnsafeBufferPointer<UInt16> { units.utf16 }
    /// UTF-16 offsets of grapheme boundaries: 0 first, `utf16.count` last.
    var graphemeBoundaries: UnsafeBufferPointer<Int> { units.graphemeBoundaries }
    /// Runs in logical order covering the text: UTF-16 range, right-to-left or
    /// not, and ISO 15924 script code ("Zyyy" when only common characters).
    /// Made when read: layout walks them with `runCount` and `run(_:)`.
    var runs: [Run] { (0..<runCount).map(run) }
    /// How many runs there are (none for an empty text).
    let runCount: Int
    /// Run `index` (0 ..< runCount).
    func run(_ index: Int) -> Run { index == 0 ? firstRun! : laterRuns[index - 1] }
    /// The run containing a UTF-16 offset, if any.
    func run(containing offset: Int) -> Run? {
        for index in 0..<runCount {
            let run = run(index)
            if run.utf16.contains(offset) { return run }
        }
        return nil
    }
    /// The first run is kept on its own: a text of one run (most titles) makes no list,
    /// and a list costs more to make than the rest of a title's analysis.
    private let firstRun: Run?
    private let laterRuns: [Run]
    /// Line-break opportunities as grapheme offsets (a break is allowed before
    /// that grapheme), ascending, excluding 0; `isMandatory` for hard breaks. As
    /// EllipsisText finds them, on first use: a text that fits on one line at every
    /// size it is fitted at (most titles) is never broken. Empty without a breaker.
    var breaks: [LineBreakOpportunity] { withBreaks { Array($0) } }

    /// Calls `body` with the opportunities (`breaks`) without copying them or counting a
    /// reference: fitting at 24 sizes reads them 24 times.
    func withBreaks<Result>(_ body: (UnsafeBufferPointer<LineBreakOpportunity>) -> Result) -> Result {
        withExtendedLifetime(self) { body(foundBreaks.opportunities(of: units)) }
    }

    private let foundBreaks: LazyLineBreaks

    deinit { units.deallocate() }

    /// - Parameters: firstRun, laterRuns: the runs, the first on its own (nil for an empty text).
    init(string: String, units: TextUnits, breaker: LineBreaker?, firstRun: Run?, laterRuns: [Run],
         paragraphRightToLeft: Bool) {
        self.string = string
        self.units = units
        self.foundBreaks = LazyLineBreaks(breaker: breaker)
        self.runCount = firstRun == nil ? 0 : 1 + laterRuns.count
        self.firstRun = firstRun
        self.laterRuns = laterRuns
        self.paragraphRightToLeft = paragraphRightToLeft
    }

    convenience init(string: String, utf16: [UInt16], graphemeBoundaries: [Int], breaker: LineBreaker?, runs: [Run],
                     paragraphRightToLeft: Bool) {
        self.init(string: string, units: TextUnits(utf16: utf16, graphemeBoundaries: graphemeBoundaries), breaker: breaker,
                  firstRun: runs.first, laterRuns: Array(runs.dropFirst()), paragraphRightToLeft: paragraphRightToLeft)
    }

    struct Run: Sendable, Equatable {
        var utf16: Range<Int>
        /// Resolved bidi embedding level: odd is right-to-left.
        var level: UInt8
        /// Whether the script's letters keep their shape whatever follows (`simpleScriptTags`).
        let keepsShapes: Bool
        /// The ISO 15924 code as a tag (numbers only: a run copies without counting a reference).
        private let code: UInt32
        /// The script as an OpenType-style four-letter tag for HarfBuzz; 0 for Common,
        /// Inherited and Unknown (HarfBuzz then guesses from the text).
        let scriptTag: UInt32
        var rightToLeft: Bool { level & 1 == 1 }
        /// The ISO 15924 code (`Latn`, `Arab`, `Zyyy`...).
        var script: String {
            let bytes = (0..<4).map { UInt8(truncatingIfNeeded: code >> (24 - 8 * $0)) }
            return String(decoding: bytes.prefix { $0 != 0x20 }, as: UTF8.self)
        }

        /// The same run over other units (its level and script kept).
        func covering(_ units: Range<Int>) -> Run {
            var run = self
            run.utf16 = units
            return run
        }

        init(utf16: Range<Int>, level: UInt8, script: String) {
            self.utf16 = utf16
            self.level = level
            code = TextItems.tag(script)
            scriptTag = TextItems.unspecificScriptTags.contains(code) ? 0 : code
            keepsShapes = TextItems.simpleScriptTags.contains(code)
        }
    }

    /// The four characters of an ISO 15924 code as a big-endian tag (no C string is made).
    static func tag(_ script: String) -> UInt32 {
        var value: UInt32 = 0, count = 0
        var script = script
        script.withUTF8 { bytes in
            for byte in bytes.prefix(4) { value = value << 8 | UInt32(byte) }
            count = min(bytes.count, 4)
        }
        for _ in count..<4 { value = value << 8 | 0x20 }
        return value
    }

    /// Common, Inherited and Unknown: no script to tell HarfBuzz.
    static let unspecificScriptTags: [UInt32] = ["Zyyy", "Zinh", "Zzzz"].map(tag)

    /// The paragraph's direction (the locale's): lines align to its leading edge.
    let paragraphRightToLeft: Bool

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

    /// Whether the glyphs of a grapheme depend on what follows it (joining scripts such
    /// as Arabic, and the Indic and South-East Asian scripts that reorder or ligate).
    func shapesContextually(grapheme index: Int) -> Bool {
        guard let run = run(containing: graphemeBoundaries[index]) else { return true }
        return !run.keepsShapes
    }

    /// Scripts whose letters keep their shape whatever follows (kerning aside), as tags,
    /// so that a run is tested without hashing its name.
    static let simpleScriptTags: [UInt32] = ["Latn", "Grek", "Cyrl", "Armn", "Geor", "Hebr", "Hani", "Hira", "Kana",
                                             "Hang", "Bopo", "Zyyy", "Zinh", "Thai", "Ethi", "Cher"].map(tag)

    /// The text of graphemes `range`.
    func text(graphemes range: Range<Int>) -> String {
        if range.lowerBound == 0, range.upperBound == graphemeCount { return string }
        let start = graphemeBoundaries[range.lowerBound], end = graphemeBoundaries[range.upperBound]
        return String(decoding: UnsafeBufferPointer(rebasing: utf16[start..<end]), as: UTF16.self)
    }

    /// The scalars of grapheme `index`, decoded from the UTF-16 as they are read.
    func cluster(_ index: Int) -> ClusterScalars {
        ClusterScalars(units: utf16, range: graphemeBoundaries[index]..<graphemeBoundaries[index + 1])
    }
}

/// The scalars of one grapheme cluster, read from the text's UTF-16 (no array is made).
/// Valid while the `TextItems` it comes from lives.
struct ClusterScalars: Sequence {
    let units: UnsafeBufferPointer<UInt16>
    let range: Range<Int>

    struct Iterator: IteratorProtocol {
        let units: UnsafeBufferPointer<UInt16>
        var offset: Int
        let end: Int

        mutating func next() -> Unicode.Scalar? {
            guard offset < end, let value = UnicodeText.codePoint(startingAt: offset, in: units) else { return nil }
            offset += value > 0xFFFF ? 2 : 1
            // A lone surrogate cannot come from a Swift string; read it as U+FFFD.
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        }
    }

    func makeIterator() -> Iterator { Iterator(units: units, offset: range.lowerBound, end: range.upperBound) }

    /// The cluster's first scalar.
    var first: Unicode.Scalar? {
        var iterator = makeIterator()
        return iterator.next()
    }

    /// The cluster as a string.
    var string: String {
        var text = ""
        text.unicodeScalars.append(contentsOf: self)
        return text
    }
}
