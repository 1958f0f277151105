import CHarfBuzz
import Synchronization

/// Tail truncation: the last visible line keeps the longest prefix of grapheme
/// clusters that, followed by U+2026 in the font of the text it follows, fits.
/// In right-to-left text the tail is the logical end, which is where Apple cuts.
extension ShapedText {
    static let ellipsis = "\u{2026}"

    /// A truncated line shaped at units-per-em: its width scales with the size like any other.
    struct CutLine: Sendable {
        var end: Int
        var em: Double
        var tracked: Int
        /// The face of the ellipsis (index into the chain's faces).
        var ellipsisFace: Int
    }

    func truncatedLine(from start: Int, parameters: FitParameters) -> FitLine {
        let size = parameters.size, tracking = parameters.tracking
        let limit = parameters.width + 1e-9
        func estimate(_ cut: Int) -> Double {
            width(start..<trimmedEnd(start..<cut), size: size, tracking: tracking)
                + ellipsisWidth(face: faceIndex(ofGrapheme: max(start, cut - 1)), size: size, tracking: tracking)
        }
        // First the estimate from the advances already known.
        var cut = start
        // The last line ends at a hard line break: what follows it is cut too.
        var lineEnd = start
        while lineEnd < graphemeCount, !startsWithNewline(lineEnd) { lineEnd += 1 }
        while cut < lineEnd, estimate(cut + 1) <= limit { cut += 1 }
        let end = trimmedEnd(start..<cut)

        if end > start, !items.shapesContextually(grapheme: end - 1) {
            // Letters that keep their shape: only the pair (last cluster, ellipsis) changes,
            // by kerning. Shape that pair and correct the estimate by it.
            func simple(_ cut: Int) -> (width: Double, end: Int) {
                let end = trimmedEnd(start..<cut)
                guard end > start else {
                    return (ellipsisWidth(face: faceIndex(ofGrapheme: start), size: size, tracking: tracking), end)
                }
                let tail = tailWithEllipsis(grapheme: end - 1)
                let em = emPrefix(end - 1) - emPrefix(start) + tail.em
                let tracked = trackedPrefix(end) - trackedPrefix(start) + (tail.ellipsisTracked ? 1 : 0)
                return (em * size + Double(tracked) * tracking, end)
            }
            var best = simple(cut)
            while best.width > limit, cut > start {
                cut -= 1
                best = simple(cut)
            }
            while cut < lineEnd, items.shapesContextually(grapheme: cut) == false {
                let longer = simple(cut + 1)
                guard longer.width <= limit else { break }
                cut += 1
                best = longer
            }
            if best.end == start || !items.shapesContextually(grapheme: best.end - 1) {
                let face = faceIndex(ofGrapheme: max(start, best.end - 1))
                return FitLine(graphemes: start..<best.end, width: best.width, endsWithEllipsis: true,
                               ellipsisFace: chain.ellipsisOwner[face])
            }
        }

        // Joining and reordering scripts: the real line, shaped anew (cached per cut).
        func exact(_ cut: Int) -> FitLine {
            let line = cutLine(start: start, cut: cut)
            return FitLine(graphemes: start..<line.end, width: line.em * size + Double(line.tracked) * tracking,
                           endsWithEllipsis: true, ellipsisFace: line.ellipsisFace)
        }
        var line = exact(cut)
        while line.width > limit, cut > start {
            cut -= 1
            line = exact(cut)
        }
        if cut < lineEnd, estimate(cut + 1) - limit < 0.25 * size {
            let longer = exact(cut + 1)
            if longer.width <= limit { line = longer }
        }
        return line
    }

    /// Grapheme `g` followed by the ellipsis, shaped together (in em): their advances
    /// with the kerning between them. The pair does not depend on the rest of the text,
    /// so it is cached on the face, for every text that ends a line with that cluster.
    func tailWithEllipsis(grapheme g: Int) -> (em: Double, ellipsisTracked: Bool) {
        let faceIndex = faceIndex(ofGrapheme: g)
        let owner = chain.ellipsisOwner[faceIndex]
        let ellipsis = chain.ellipsisEm[faceIndex]
        guard owner == faceIndex else { return (emAdvance(g) + ellipsis.em, ellipsis.tracked) }
        if let known = knownTail(g) { return (known, ellipsis.tracked) }
        let pair = tailPairEm(grapheme: g, faceIndex: faceIndex)
        // The cluster keeps the correction it has in the rest of the text (ProxyCalibration),
        // so that a cut line is measured as its uncut prefix is; the ellipsis has none.
        let factor = analyzer.calibration?.factor(of: self, grapheme: g) ?? 1
        let em = pair.cluster * factor + pair.ellipsis
        rememberTail(g, em)
        return (em, ellipsis.tracked)
    }

    /// Grapheme `g` and the ellipsis shaped together in face `faceIndex`, cached on the face.
    private func tailPairEm(grapheme g: Int, faceIndex: Int) -> (cluster: Double, ellipsis: Double) {
        let face = chain.faces[faceIndex]
        let run = items.run(containing: items.graphemeBoundaries[g])
        let level = run?.level ?? 0
        let key = EllipsisPairKey(language: analyzer.hbLanguage, rightToLeft: level & 1 == 1,
                                  scriptTag: run?.scriptTag ?? 0, cluster: items.cluster(g))
        if let key, let known = face.ellipsisPairs.withLock({ $0[key] }) { return known }
        var units = Array(items.utf16[items.graphemeBoundaries[g]..<items.graphemeBoundaries[g + 1]])
        units.append(0x2026)
        let pairRun = run?.covering(0..<units.count) ?? .init(utf16: 0..<units.count, level: level, script: "Zyyy")
        let pair = TextItems(string: "", utf16: units, graphemeBoundaries: [0, units.count - 1, units.count],
                             breaker: nil, runs: [pairRun], paragraphRightToLeft: items.paragraphRightToLeft)
        let advances = ShapedText.shape(items: pair, chain: chain, faceOf: [faceIndex, faceIndex],
                                         language: analyzer.hbLanguage)
        let em = (cluster: advances[0], ellipsis: advances[1])
        if let key {
            face.ellipsisPairs.withLock { cache in
                if cache.count >= 50_000 { cache.removeAll() }
                cache[key] = em
            }
        }
        return em
    }

    /// Whether grapheme `g` begins with a line break character (as `FontChain.isNewline`).
    func startsWithNewline(_ g: Int) -> Bool {
        guard let first = items.cluster(g).first else { return false }
        return FontChain.isNewline(first)
    }

    /// The ellipsis's advance in the face at `face`, or in the first face that has it.
    private func ellipsisWidth(face: Int, size: Double, tracking: Double) -> Double {
        let (em, tracked) = chain.ellipsisEm[face]
        return em * size + (tracked ? tracking : 0)
    }

    /// Graphemes `start..<cut` (trailing spaces dropped) plus the ellipsis, shaped anew
    /// once per (start, end kept) whatever the size.
    private func cutLine(start: Int, cut: Int) -> CutLine {
        // Keyed by what is kept: cuts that differ only in trailing spaces share one shaping.
        let end = trimmedEnd(start..<cut)
        let key = start << 32 | end
        if let known = cutLines.withLock({ $0[key] }) { return known }
        let text = items.text(graphemes: start..<end) + ShapedText.ellipsis
        // Only its width and its ellipsis's face are kept: no line breaks needed.
        let lineItems = analyzer.items(text, lineBreaks: false)
        let ellipsisFace = end > start ? faceIndex(ofGrapheme: end - 1) : faceIndex(ofGrapheme: min(start, graphemeCount - 1))
        let shaped = ShapedText(items: lineItems, chain: chain, analyzer: analyzer,
                                faceOverrides: [lineItems.graphemeCount - 1: ellipsisFace])
        let all = 0..<shaped.graphemeCount
        let line = CutLine(end: end, em: shaped.emPrefix(all.upperBound),
                           tracked: shaped.trackedPrefix(all.upperBound),
                           ellipsisFace: shaped.faceIndex(ofGrapheme: shaped.graphemeCount - 1))
        cutLines.withLock { $0[key] = line }
        return line
    }
}

/// What a cluster + ellipsis pair shapes as depends on: the language, the direction,
/// the script and the cluster's scalars (up to three, packed; longer clusters are not cached).
/// Numbers only, so that a lookup hashes no string.
struct EllipsisPairKey: Hashable, Sendable {
    /// HarfBuzz's language handle, as bits (handles are interned for the process).
    var language: UInt
    var flags: UInt64
    var cluster: UInt64

    init?(language: OpaquePointer?, rightToLeft: Bool, scriptTag: UInt32, cluster: ClusterScalars) {
        var packed: UInt64 = 0, count = 0
        for scalar in cluster {
            count += 1
            guard count <= 3 else { return nil }
            packed = packed << 21 | UInt64(scalar.value)
        }
        self.language = UInt(bitPattern: language.map { Int(bitPattern: $0) } ?? 0)
        self.cluster = packed
        self.flags = UInt64(scriptTag) << 1 | (rightToLeft ? 1 : 0)
    }
}
