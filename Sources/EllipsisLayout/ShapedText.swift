import CHarfBuzz
import EllipsisCore
import Synchronization

/// A text shaped once in a font chain at units-per-em. Every size is then a
/// multiplication: without hinting, advances scale linearly with the size, so
/// fitting at the 24 size-device pairs costs one pass over the graphemes each.
public final class ShapedText: @unchecked Sendable {
    let items: TextItems
    public let chain: FontChain
    /// Analyses new text (a truncated line) the same way as this one.
    let analyzer: TextAnalyzer
    /// The BCP 47 language HarfBuzz was told: the analyzer's.
    public var language: String { analyzer.language }
    /// Per grapheme: the face it is set in (index into `chain.faces`), its advance in em
    /// (font units / units-per-em, summed over its glyphs), whether it is white space that
    /// hangs past the line end; and prefix sums of the advances and of the graphemes that
    /// take tracking (every grapheme of a tracked face, spaces too), count + 1 entries each.
    /// All in one allocation owned by this object and read only through its methods, so
    /// that a text costs one allocation here, not five; see `GraphemeNumbers`.
    private let numbers: GraphemeNumbers
    /// Truncated lines already shaped, by (start, cut) (see Truncation.swift).
    let cutLines = Mutex<[Int: CutLine]>([:])
    /// The visible lines last laid out, and at what (see `visibleLines`).
    let lastLines = Mutex<(parameters: FitParameters, lines: [FitLine])?>(nil)
    /// A hard line break before the end of the text (a line feed inside it).
    let hasInnerMandatoryBreak: Bool
    /// Graphemes no face of the chain covers.
    public let missingGraphemes: [String]

    public var text: String { items.string }
    public var graphemeCount: Int { items.graphemeCount }

    /// The faces actually used, in chain order.
    public var fontsUsed: [FontFace] {
        onlyFace >= 0 ? chain.soleFace[onlyFace] : severalFaces.map { chain.faces[$0] }
    }
    /// Their files, `path` or `path#index` (what every result reports).
    public var fontFiles: [String] {
        onlyFace >= 0 ? chain.soleFaceFile[onlyFace] : severalFaces.map { chain.faces[$0].description }
    }
    /// The face of every grapheme when they share one (most texts), else -1 and the faces
    /// used are `severalFaces`, in chain order (none for an empty text): the lists are
    /// made when they are read.
    private let onlyFace: Int
    private let severalFaces: [Int]

    /// - Parameter faceOverrides: faces chosen by the caller for some graphemes (the
    ///   ellipsis of a truncated line, in the face of the text it follows), when they cover them.
    init(items: TextItems, chain: FontChain, analyzer: TextAnalyzer, faceOverrides: [Int: Int]? = nil) {
        self.items = items
        self.analyzer = analyzer
        self.chain = chain
        let count = items.graphemeCount
        let numbers = GraphemeNumbers(count: count)
        let faceOf = numbers.faces
        var missing: [String] = []
        if let faceOverrides, !faceOverrides.isEmpty {
            for g in 0..<count {
                let cluster = items.cluster(g)
                if let forced = faceOverrides[g], chain.faces.indices.contains(forced), chain.covers(forced, cluster) {
                    faceOf[g] = forced
                } else {
                    let choice = chain.faceIndex(for: cluster)
                    faceOf[g] = choice.index
                    if !choice.covered { missing.append(cluster.string) }
                }
            }
        } else {
            ShapedText.chooseFaces(items: items, chain: chain, faceOf: faceOf, missing: &missing)
        }
        // White space and line breaks are one BMP character: a cluster's first unit tells.
        // A cluster that starts with a line break (a control: always a cluster of its own,
        // or CR LF) ends a line; before the last cluster, the text has a hard break inside.
        var innerBreak = false
        let units = items.utf16
        for g in 0..<count {
            let unit = units[items.graphemeBoundaries[g]]
            guard !UTF16.isSurrogate(unit) else { continue }
            let scalar = Unicode.Scalar(UInt32(unit))!
            numbers.hangs[g] = ShapedText.hangs(scalar)
            if g + 1 < count, FontChain.isNewline(scalar) { innerBreak = true }
        }
        ShapedText.keepNeutralsInTheirNeighboursFace(items: items, chain: chain, faceOf: faceOf,
                                                     forced: faceOverrides.map { Set($0.keys) } ?? [])
        if let only = faceOf.first, !faceOf.contains(where: { $0 != only }) {
            self.onlyFace = only
            self.severalFaces = []
        } else {
            var used = [Bool](repeating: false, count: chain.faces.count)
            for face in faceOf { used[face] = true }
            self.onlyFace = -1
            self.severalFaces = chain.faces.indices.filter { used[$0] }
        }
        self.missingGraphemes = missing
        ShapedText.shape(items: items, chain: chain, faceOf: UnsafeBufferPointer(faceOf), language: analyzer.hbLanguage,
                         into: numbers.emAdvance)
        analyzer.calibration?.correct(items: items, chain: chain, faceOf: faceOf, advances: numbers.emAdvance)
        let prefix = numbers.emPrefix, tracked = numbers.trackedPrefix
        // Running sums kept in registers: the buffers share one block, so reading the
        // previous sum back would wait for its store each time.
        var em = 0.0, trackedCount = 0
        prefix[0] = 0
        tracked[0] = 0
        chain.tracked.withUnsafeBufferPointer { trackedFaces in
            for g in 0..<count {
                em += numbers.emAdvance[g]
                prefix[g + 1] = em
                if trackedFaces[faceOf[g]] { trackedCount += 1 }
                tracked[g + 1] = trackedCount
            }
        }
        self.numbers = numbers
        self.hasInnerMandatoryBreak = innerBreak
    }

    deinit { numbers.deallocate() }

    /// Whether this text and `other` give the same lines at the same parameters: the
    /// same characters, set in the same faces, shaped for the same language and broken
    /// by the same rules. Nothing is laid out to tell.
    func laysOutLike(_ other: ShapedText) -> Bool {
        if self === other { return true }
        guard chain == other.chain, analyzer.language == other.analyzer.language,
              analyzer.rightToLeft == other.analyzer.rightToLeft,
              analyzer.breaker.options == other.analyzer.breaker.options,
              items.string.utf8.elementsEqual(other.items.string.utf8) else { return false }
        return (0..<graphemeCount).allSatisfy { faceIndex(ofGrapheme: $0) == other.faceIndex(ofGrapheme: $0) }
    }

    /// Grapheme `g`'s face (index into `chain.faces`).
    func faceIndex(ofGrapheme g: Int) -> Int { numbers.faces[g] }
    /// Grapheme `g`'s advance in em.
    func emAdvance(_ g: Int) -> Double { numbers.emAdvance[g] }
    /// The advances in em of graphemes `0..<g`.
    func emPrefix(_ g: Int) -> Double { numbers.emPrefix[g] }
    /// How many of graphemes `0..<g` take tracking.
    func trackedPrefix(_ g: Int) -> Int { numbers.trackedPrefix[g] }

    /// Grapheme `g`'s advance with the ellipsis's after it, in em, once a cut has needed it
    /// (see `tailWithEllipsis`): other cuts and sizes find it without a key or a lock.
    func knownTail(_ g: Int) -> Double? {
        let em = Double(bitPattern: numbers.tails[g].load(ordering: .relaxed))
        return em.isNaN ? nil : em
    }

    func rememberTail(_ g: Int, _ em: Double) { numbers.tails[g].store(em.bitPattern, ordering: .relaxed) }

    /// Calls `body` with every grapheme's face index (valid only during the call).
    func withFaceIndices<Result>(_ body: (UnsafeBufferPointer<Int>) -> Result) -> Result {
        withExtendedLifetime(self) { body(UnsafeBufferPointer(numbers.faces)) }
    }

    /// Each grapheme's face as `FontChain.faceIndex` chooses it: the first face that covers
    /// it; clusters that may ask for emoji presentation take the full search.
    static func chooseFaces(items: TextItems, chain: FontChain, faceOf: UnsafeMutableBufferPointer<Int>,
                            missing: inout [String]) {
        let count = items.graphemeCount
        let boundaries = items.graphemeBoundaries
        let units = items.utf16
        for g in 0..<count {
            let start = boundaries[g], end = boundaries[g + 1]
            // A cluster of one BMP character outside the emoji ranges (most of them):
            // the first face whose coverage has it, a bit test per face.
            if end == start + 1 {
                let unit = units[start]
                if !UTF16.isSurrogate(unit), !FontChain.mayAskForEmoji(UInt32(unit)) {
                    if chain.firstFaceCovers(UInt32(unit)) {
                        faceOf[g] = 0
                    } else if let face = chain.laterFace(covering: UInt32(unit)) {
                        faceOf[g] = face
                    } else {
                        faceOf[g] = 0
                        missing.append(String(decoding: CollectionOfOne(unit), as: UTF16.self))
                    }
                    continue
                }
            }
            let cluster = items.cluster(g)
            let choice = cluster.contains(where: { FontChain.mayAskForEmoji($0.value) })
                ? chain.faceIndex(for: cluster) : chain.textFaceIndex(for: cluster, from: 0)
            faceOf[g] = choice.index
            if !choice.covered { missing.append(cluster.string) }
        }
    }

    /// Spaces, punctuation and digits (script Common or Inherited) stay in the face of the
    /// text before them (after them at the start) when it has them, as CoreText and Pango
    /// do: a space between Arabic words is the Arabic face's, not the Latin base face's.
    /// Colour emoji faces never lend their (very wide) spaces.
    static func keepNeutralsInTheirNeighboursFace(items: TextItems, chain: FontChain,
                                                  faceOf: UnsafeMutableBufferPointer<Int>, forced: Set<Int>) {
        let count = faceOf.count
        guard count > 1 else { return }
        // Text all in one face: nothing to lend.
        let firstFace = faceOf[0]
        guard faceOf.contains(where: { $0 != firstFace }) else { return }
        func neutral(_ g: Int) -> Bool {
            guard forced.isEmpty || !forced.contains(g) else { return false }
            let cluster = items.cluster(g)
            guard let first = cluster.first, ShapedText.isNeutral(first) else { return false }
            return !FontChain.prefersEmojiPresentation(cluster)
        }
        func lend(_ from: Int, to g: Int) -> Bool {
            guard faceOf[from] != faceOf[g], !chain.faces[faceOf[from]].hasColorBitmaps,
                  chain.covers(faceOf[from], items.cluster(g)) else { return false }
            faceOf[g] = faceOf[from]
            return true
        }
        var firstStrong: Int? = nil
        for g in 0..<count {
            if firstStrong == nil {
                if !neutral(g) { firstStrong = g }
                continue
            }
            // Only a neutral in another face than the one before it can change.
            if faceOf[g - 1] != faceOf[g], neutral(g) { _ = lend(g - 1, to: g) }
        }
        // Neutrals before the first strong cluster take its face.
        if let strong = firstStrong, strong > 0 {
            for g in 0..<strong { _ = lend(strong, to: g) }
        }
    }

    /// Spaces, punctuation, symbols and digits: the characters of script Common that
    /// belong to whatever text surrounds them (by general category, without allocation).
    static func isNeutral(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x80 { return !((0x41...0x5A).contains(v) || (0x61...0x7A).contains(v)) }
        // Han and Hangul syllables: letters, without a property lookup.
        if (0x3400...0x9FFF).contains(v) || (0xAC00...0xD7A3).contains(v) { return false }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .decimalNumber, .connectorPunctuation, .dashPunctuation, .openPunctuation,
             .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol,
             .currencySymbol, .modifierSymbol, .control, .format:
            return true
        default:
            return false
        }
    }

    /// White space that hangs past the line end (not the no-break spaces, which hold words together).
    static func hangs(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        // Unicode White_Space, less the no-break spaces (U+00A0, U+2007, U+202F).
        switch v {
        case 0x09...0x0D, 0x20, 0x85, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x2028, 0x2029, 0x205F, 0x3000:
            return true
        default:
            return false
        }
    }

    /// The face grapheme cluster `index` is set in.
    public func face(ofGrapheme index: Int) -> FontFace { chain.faces[faceIndex(ofGrapheme: index)] }

    /// The text of grapheme cluster `index`.
    public func grapheme(_ index: Int) -> String { items.text(graphemes: index..<(index + 1)) }

    /// Natural one-line width in points of the whole text.
    public func naturalWidth(size: Double, tracking: Double = 0) -> Double {
        width(0..<graphemeCount, size: size, tracking: tracking)
    }

    /// Width in points of graphemes `range` at `size` with `tracking` pt per tracked grapheme.
    func width(_ range: Range<Int>, size: Double, tracking: Double) -> Double {
        let prefix = numbers.emPrefix, tracked = numbers.trackedPrefix
        return (prefix[range.upperBound] - prefix[range.lowerBound]) * size
            + Double(tracked[range.upperBound] - tracked[range.lowerBound]) * tracking
    }

    /// The end of `range` with hanging white space dropped.
    func trimmedEnd(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        let hangs = numbers.hangs
        while end > range.lowerBound, hangs[end - 1] { end -= 1 }
        return end
    }

    /// Shapes each run of constant direction, script and face with HarfBuzz and
    /// returns per-grapheme advances in em. The whole text is given to HarfBuzz
    /// as context, so joining and kerning across run edges is right.
    static func shape(items: TextItems, chain: FontChain, faceOf: UnsafeBufferPointer<Int>, language: OpaquePointer?,
                      into advances: UnsafeMutableBufferPointer<Double>) {
        for g in advances.indices { advances[g] = 0 }
        forEachShapedRun(items: items, chain: chain, faceOf: faceOf, language: language) { run, infos, positions in
            let scale = 1.0 / Double(chain.faces[run.face].unitsPerEm)
            // Clusters ascend through a left-to-right piece and descend through a right-to-left
            // one: the grapheme is found by stepping from the last, not by searching.
            var grapheme = items.grapheme(containing: Int(infos[0].cluster))
            let boundaries = items.graphemeBoundaries
            for i in 0..<infos.count {
                let cluster = Int(infos[i].cluster)
                while cluster >= boundaries[grapheme + 1] { grapheme += 1 }
                while cluster < boundaries[grapheme] { grapheme -= 1 }
                advances[grapheme] += Double(positions[i].x_advance) * scale
            }
        }
    }

    /// Per-grapheme advances in em of a text shaped with the given faces (see above).
    static func shape(items: TextItems, chain: FontChain, faceOf: [Int], language: OpaquePointer?) -> [Double] {
        var advances = [Double](repeating: 0, count: items.graphemeCount)
        faceOf.withUnsafeBufferPointer { faces in
            advances.withUnsafeMutableBufferPointer {
                shape(items: items, chain: chain, faceOf: faces, language: language, into: $0)
            }
        }
        return advances
    }

    /// A piece of a run set in one face.
    struct ShapedRun {
        var utf16: Range<Int>
        var level: UInt8
        var face: Int
    }

    /// Splits the text's runs where the face changes and shapes each piece, in logical order.
    /// HarfBuzz returns the glyphs of a right-to-left piece in visual order.
    static func forEachShapedRun(items: TextItems, chain: FontChain, faceOf: UnsafeBufferPointer<Int>, language: OpaquePointer?,
                                 _ body: (ShapedRun, UnsafeBufferPointer<hb_glyph_info_t>,
                                          UnsafeBufferPointer<hb_glyph_position_t>) -> Void) {
        guard items.graphemeCount > 0, let buffer = ShapingBuffers.shared.checkOut() else { return }
        defer { ShapingBuffers.shared.checkIn(buffer) }
        let units = items.utf16
        guard let base = units.baseAddress else { return }
        for index in 0..<items.runCount {
            let run = items.run(index)
            guard !run.utf16.isEmpty else { continue }
            var start = run.utf16.lowerBound
            var g = items.grapheme(containing: start)
            while start < run.utf16.upperBound {
                let face = faceOf[g]
                var end = min(items.graphemeBoundaries[g + 1], run.utf16.upperBound)
                var next = g + 1
                while end < run.utf16.upperBound, next < items.graphemeCount, faceOf[next] == face {
                    end = min(items.graphemeBoundaries[next + 1], run.utf16.upperBound)
                    next += 1
                }
                hb_buffer_clear_contents(buffer)
                hb_buffer_add_utf16(buffer, base, Int32(units.count), UInt32(start), Int32(end - start))
                hb_buffer_set_direction(buffer, run.level & 1 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
                if run.scriptTag != 0 { hb_buffer_set_script(buffer, hb_script_from_iso15924_tag(run.scriptTag)) }
                hb_buffer_set_language(buffer, language)
                hb_buffer_guess_segment_properties(buffer)
                hb_shape(chain.faces[face].font, buffer, nil, 0)
                var count: UInt32 = 0
                let infos = hb_buffer_get_glyph_infos(buffer, &count)
                let positions = hb_buffer_get_glyph_positions(buffer, &count)
                if let infos, let positions, count > 0 {
                    body(ShapedRun(utf16: start..<end, level: run.level, face: face),
                         UnsafeBufferPointer(start: infos, count: Int(count)),
                         UnsafeBufferPointer(start: positions, count: Int(count)))
                }
                start = end
                g = next
            }
        }
    }
}
