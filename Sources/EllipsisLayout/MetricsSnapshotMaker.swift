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
    /// designs, for the characters of simple scripts the texts use and every pair of them
    /// side by side (the ellipsis after each too). `sizes`: the sizes whose tracking is recorded.
    public static func make(fontDirectory folder: String, texts: [(locale: String, text: String)],
                            localeData: (any LocaleDataProvider)?, sizes: [Double]) throws -> MetricsSnapshot {
        let locator = try FontLocator(folders: [folder], includeSystemFonts: false)
        let engine = LayoutEngine(fonts: FontLibrary(locator: locator), localeData: localeData)
        var faces: [FontFace] = []
        var entries: [Face] = []
        func entry(for face: FontFace) -> Int {
            if let index = faces.firstIndex(where: { $0 === face }) { return index }
            faces.append(face)
            entries.append(Face(family: face.familyName, unitsPerEm: face.unitsPerEm, advances: [:], kerning: [:]))
            return faces.count - 1
        }
        for (locale, text) in texts {
            guard let base = try? engine.chain(locale: locale) else { continue }
            for chain in [base, base.variant(atSize: 20)] {
                let shaped = engine.shape(text + "\u{2026}", locale: locale, chain: chain)
                var previous: (face: FontFace, scalar: Unicode.Scalar)? = nil
                for g in 0..<shaped.graphemeCount {
                    let cluster = shaped.grapheme(g).unicodeScalars
                    let face = shaped.face(ofGrapheme: g)
                    guard cluster.count == 1, let scalar = cluster.first,
                          simpleScripts.contains(ScriptAnalysis.script(of: scalar)),
                          let glyph = face.glyph(for: scalar) else { previous = nil; continue }
                    let index = entry(for: face)
                    entries[index].advances[scalar.value] = Int(face.advance(of: glyph))
                    if let previous, previous.face === face {
                        let pair = Pair(left: previous.scalar.value, right: scalar.value)
                        if entries[index].kerning[pair] == nil {
                            entries[index].kerning[pair] = kerning(previous.scalar, scalar, in: face, locale: locale, engine: engine)
                        }
                    }
                    previous = (face, scalar)
                }
                // The ellipsis may follow any character of a cut line.
                if let ellipsisFace = shaped.graphemeCount > 0 ? shaped.face(ofGrapheme: shaped.graphemeCount - 1) : nil,
                   let glyph = ellipsisFace.glyph(for: "\u{2026}") {
                    let index = entry(for: ellipsisFace)
                    entries[index].advances[0x2026] = Int(ellipsisFace.advance(of: glyph))
                    for scalar in entries[index].advances.keys where scalar != 0x2026 {
                        let pair = Pair(left: scalar, right: 0x2026)
                        if entries[index].kerning[pair] == nil, let left = Unicode.Scalar(scalar) {
                            entries[index].kerning[pair] = kerning(left, "\u{2026}", in: ellipsisFace, locale: locale, engine: engine)
                        }
                    }
                }
            }
        }
        var tracking: [Double: Double] = [:]
        for size in sizes { tracking[size] = SFProTracking.tracking(at: size) }
        return MetricsSnapshot(faces: entries, tracking: tracking)
    }

    /// The two characters shaped together in the face, less their advances alone: font units.
    static func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar, in face: FontFace, locale: String,
                        engine: LayoutEngine) -> Int {
        guard let chain = try? FontChain(faces: [face]), let a = face.glyph(for: left), let b = face.glyph(for: right)
        else { return 0 }
        let pair = engine.shape(String(left) + String(right), locale: locale, chain: chain)
        let together = pair.emPrefix(pair.graphemeCount) * Double(face.unitsPerEm)
        return Int((together - Double(face.advance(of: a)) - Double(face.advance(of: b))).rounded())
    }
}
