import EllipsisCore
import EllipsisLocaleData
import EllipsisText
import Foundation

extension MetricsSnapshot {
    /// Scripts laid out character by character, each glyph's advance and its neighbour's
    /// kerning all there is to them: what a snapshot measures. Other text is shaped.
    static let simpleScripts: Set<String> = ["Latn", "Grek", "Cyrl", "Armn", "Geor", "Hebr", "Zyyy", "Zinh"]

    /// The numbers the texts need from the fonts in `folder` (and nothing else): each
    /// locale's Apple chain as the engine builds it from those fonts, in its Text and Display
    /// designs, for the characters of simple scripts the texts use, every pair of them side
    /// by side, and the ellipsis a line cut after each would end with (in the face the
    /// engine sets it in, with its kerning when that is the character's own face).
    /// `sizes`: the sizes the texts are shown at: the designs recorded (Text, Display, or
    /// a variable face at each), and the tracking, from the tracked face's own `trak`
    /// table where the fonts have one, else from Apple's published table (`trackingSource` says which).
    public static func make(fontDirectory folder: String, texts: [(locale: String, text: String)],
                            localeData: (any LocaleDataProvider)?, sizes: [Double]) throws -> MetricsSnapshot {
        let locator = try FontLocator(folders: [folder], includeSystemFonts: false)
        let engine = LayoutEngine(fonts: FontLibrary(locator: locator), localeData: localeData)
        var faces: [FontFace] = []
        var entries: [Face] = []
        // By identity: a variable face's instances at two sizes its axis clamps alike are one design.
        func entry(for face: FontFace) -> Int {
            if let index = faces.firstIndex(where: { $0.identity == face.identity }) { return index }
            faces.append(face)
            entries.append(Face(family: face.familyName, unitsPerEm: face.unitsPerEm, advances: [:], kerning: [:],
                                opticalSize: face.opticalSize))
            return faces.count - 1
        }
        // One chain of each face alone, to shape its pairs in, kept for the whole run: the
        // engine's cache knows chains by identity, which a chain made and dropped per pair
        // would hand on to the next one.
        var soleChains: [ObjectIdentifier: FontChain] = [:]
        func sole(_ face: FontFace) -> FontChain? {
            if let known = soleChains[ObjectIdentifier(face)] { return known }
            let chain = try? FontChain(faces: [face])
            soleChains[ObjectIdentifier(face)] = chain
            return chain
        }
        var baseChains: [FontChain] = []
        for (locale, text) in texts {
            guard let base = try? engine.chain(locale: locale) else { continue }
            if !baseChains.contains(where: { $0 === base }) { baseChains.append(base) }
            // The designs the sizes are set in: Text and Display for static faces, one per
            // size for a variable face (its `opsz` follows the size).
            var designs: [FontChain] = []
            for size in sizes.isEmpty ? [17] : sizes where !designs.contains(where: { $0 === base.variant(atSize: size) }) {
                designs.append(base.variant(atSize: size))
            }
            for chain in designs {
                let shaped = engine.shape(text, locale: locale, chain: chain)
                var previous: (face: FontFace, scalar: Unicode.Scalar)? = nil
                for g in 0..<shaped.graphemeCount {
                    let cluster = shaped.grapheme(g).unicodeScalars
                    let faceIndex = shaped.faceIndex(ofGrapheme: g)
                    let face = chain.faces[faceIndex]
                    guard cluster.count == 1, let scalar = cluster.first,
                          simpleScripts.contains(ScriptAnalysis.script(of: scalar)),
                          let glyph = face.glyph(for: scalar) else { previous = nil; continue }
                    let index = entry(for: face)
                    entries[index].advances[scalar.value] = Int(face.advance(of: glyph))
                    if let previous, previous.face === face {
                        let pair = Pair(left: previous.scalar.value, right: scalar.value)
                        if entries[index].kerning[pair] == nil {
                            entries[index].kerning[pair] = kerning(previous.scalar, scalar, in: sole(face), locale: locale, engine: engine)
                        }
                    }
                    previous = (face, scalar)
                    // A line may be cut after any character: the ellipsis then goes in the face
                    // the chain gives it after this one, kerned against it when that is this face.
                    let owner = chain.ellipsisOwner[faceIndex]
                    let ellipsisFace = chain.faces[owner]
                    guard let ellipsis = ellipsisFace.glyph(for: "\u{2026}") else { continue }
                    let ownerIndex = entry(for: ellipsisFace)
                    entries[ownerIndex].advances[0x2026] = Int(ellipsisFace.advance(of: ellipsis))
                    let pair = Pair(left: scalar.value, right: 0x2026)
                    if owner == faceIndex, entries[index].kerning[pair] == nil {
                        entries[index].kerning[pair] = kerning(scalar, "\u{2026}", in: sole(face), locale: locale, engine: engine)
                    }
                }
            }
        }
        // Tracking as the fonts apply it: the `trak` table of the face that takes tracking in
        // the chain for each size (SF Pro Text below 20 pt, Display from 20 pt), when it has one.
        var tracking: [Double: Double] = [:]
        var fromFonts: Set<String> = []
        for size in sizes {
            let own = baseChains.lazy.compactMap { base -> FontFace? in
                let sized = base.variant(atSize: size)
                return sized.faces.indices.first { sized.tracked[$0] && sized.faces[$0].tracking != nil }.map { sized.faces[$0] }
            }.first
            if let own, let table = own.tracking {
                tracking[size] = table.points(at: size)
                fromFonts.insert(own.familyName)
            } else {
                tracking[size] = SFProTracking.tracking(at: size)
            }
        }
        var snapshot = MetricsSnapshot(faces: entries, tracking: tracking)
        snapshot.trackingSource = fromFonts.isEmpty
            ? "Apple's published SF Pro tracking table (no font there has a 'trak' table)"
            : "the 'trak' table of \(fromFonts.sorted().joined(separator: ", "))"
        return snapshot
    }

    /// The two characters shaped together in the chain's one face: how much each one's advance changes
    /// from its own (font units), the first's and the second's, as the font's pair
    /// adjustment gives them. Right-to-left pairs are in reading order too.
    static func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar, in chain: FontChain?, locale: String,
                        engine: LayoutEngine) -> Adjustment {
        guard let chain, let face = chain.faces.first, let a = face.glyph(for: left), let b = face.glyph(for: right)
        else { return Adjustment(first: 0) }
        let pair = engine.shape(String(left) + String(right), locale: locale, chain: chain)
        guard pair.graphemeCount == 2 else { return Adjustment(first: 0) }
        let units = Double(face.unitsPerEm)
        return Adjustment(first: Int((pair.emAdvance(0) * units - Double(face.advance(of: a))).rounded()),
                          second: Int((pair.emAdvance(1) * units - Double(face.advance(of: b))).rounded()))
    }
}
