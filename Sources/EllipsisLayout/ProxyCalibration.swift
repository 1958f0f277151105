import EllipsisLocaleData
import Synchronization

/// The per-script figures of Locales/calibration/ as the engine uses them: a correction
/// of the proxy's advances where the published table of Apple's widths is trusted for the
/// script and has the character, and the relative error left in a width everywhere.
/// Faces that are Apple's own fonts or a metrics snapshot are neither corrected nor uncertain;
/// only the proxy a script was measured in (and its Display design) is corrected.
public final class ProxyCalibration: @unchecked Sendable {
    public let scripts: [ScriptCalibration]

    /// One script's figures, ready for per-grapheme use.
    struct Entry: Sendable {
        var name: String
        /// The families the correction was measured for: the proxy, and its Display design.
        var proxyFamilies: Set<String>
        /// Factor per class (letters, digits, punctuation, space); 1 where none is applied.
        var factors: [Double]
        var ranges: [ClosedRange<UInt32>]
        var text: Double
        var display: Double
    }
    private let entries: [UInt32: Entry]
    /// For a script with no figures (or text of Common characters alone): the largest.
    private let fallback: (text: Double, display: Double)

    public init(_ scripts: [ScriptCalibration]) {
        self.scripts = scripts
        var entries: [UInt32: Entry] = [:]
        for script in scripts {
            let c = script.correction
            let factors = script.applied
                ? [c?.letters, c?.digits, c?.punctuation, c?.space].map { $0 ?? 1 } : [1, 1, 1, 1]
            let families = Set([script.proxy] + [OpticalSizes.counterparts[script.proxy]?.family].compactMap { $0 })
            entries[TextItems.tag(script.script)] = Entry(
                name: script.name, proxyFamilies: families, factors: factors, ranges: script.coveredRanges,
                text: script.uncertainty.text, display: script.uncertainty.display)
        }
        self.entries = entries
        fallback = (scripts.map(\.uncertainty.text).max() ?? 0.1, scripts.map(\.uncertainty.display).max() ?? 0.15)
    }

    /// Per face of a chain: whether a script's correction applies to it (the face is the
    /// script's measured proxy), kept on the chain by script.
    func correctable(_ chain: FontChain, scriptTag: UInt32, entry: Entry) -> [Bool] {
        chain.correctableFaces.withLock { known in
            if let flags = known[scriptTag] { return flags }
            let flags = chain.faces.indices.map { chain.proxyFaces[$0] && entry.proxyFamilies.contains(chain.faces[$0].familyName) }
            known[scriptTag] = flags
            return flags
        }
    }

    /// The class of a cluster by its first character: 0 letters (and marks), 1 digits,
    /// 2 punctuation and symbols, 3 space.
    public static func characterClass(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x80 {
            if (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) { return 0 }
            if (0x30...0x39).contains(v) { return 1 }
            return v == 0x20 ? 3 : 2
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark:
            return 0
        case .decimalNumber, .letterNumber, .otherNumber: return 1
        case .spaceSeparator: return 3
        default: return 2
        }
    }

    /// Whether the table has every character of the cluster.
    static func covered(_ cluster: some Sequence<Unicode.Scalar>, _ ranges: [ClosedRange<UInt32>]) -> Bool {
        cluster.allSatisfy { scalar in ranges.contains { $0.contains(scalar.value) } }
    }

    /// The factor applied to grapheme `g` of `items`, set in face `face` of `chain`, in a run of `scriptTag`.
    func factor(items: TextItems, grapheme g: Int, scriptTag: UInt32, proxy: Bool) -> Double {
        guard proxy, let entry = entries[scriptTag] else { return 1 }
        let cluster = items.cluster(g)
        guard let first = cluster.first else { return 1 }
        let factor = entry.factors[ProxyCalibration.characterClass(first)]
        return factor != 1 && ProxyCalibration.covered(cluster, entry.ranges) ? factor : 1
    }

    /// The factor grapheme `g` of a shaped text was corrected by (1 where none was applied).
    func factor(of shaped: ShapedText, grapheme g: Int) -> Double {
        let items = shaped.items
        guard let run = items.run(containing: items.graphemeBoundaries[g]), let entry = entries[run.scriptTag],
              entry.factors.contains(where: { $0 != 1 }) else { return 1 }
        let proxy = correctable(shaped.chain, scriptTag: run.scriptTag, entry: entry)[shaped.faceIndex(ofGrapheme: g)]
        return factor(items: items, grapheme: g, scriptTag: run.scriptTag, proxy: proxy)
    }

    /// Multiplies the advances of graphemes set in a script's measured proxy by its correction.
    func correct(items: TextItems, chain: FontChain, faceOf: UnsafeMutableBufferPointer<Int>,
                 advances: UnsafeMutableBufferPointer<Double>) {
        guard chain.hasProxyFaces else { return }
        for index in 0..<items.runCount {
            let run = items.run(index)
            guard let entry = entries[run.scriptTag], entry.factors.contains(where: { $0 != 1 }), !run.utf16.isEmpty
            else { continue }
            let proxy = correctable(chain, scriptTag: run.scriptTag, entry: entry)
            guard proxy.contains(true) else { continue }
            var g = items.grapheme(containing: run.utf16.lowerBound)
            while g < items.graphemeCount, items.graphemeBoundaries[g] < run.utf16.upperBound {
                advances[g] *= factor(items: items, grapheme: g, scriptTag: run.scriptTag, proxy: proxy[faceOf[g]])
                g += 1
            }
        }
    }

    /// The error left in the text's width, as a fraction of it, and the scripts it comes
    /// from (their names, largest share first). `display`: SF Pro's Display sizes (20 pt up).
    func uncertainty(of shaped: ShapedText, display: Bool) -> (fraction: Double, scripts: [String]) {
        let items = shaped.items
        let proxy = shaped.chain.proxyFaces
        var weighted = 0.0, total = 0.0
        var byScript: [String: Double] = [:]
        shaped.withFaceIndices { faces in
            for index in 0..<items.runCount {
                let run = items.run(index)
                guard !run.utf16.isEmpty else { continue }
                let entry = entries[run.scriptTag]
                let base = entry.map { display ? $0.display : $0.text } ?? (display ? fallback.display : fallback.text)
                var g = items.grapheme(containing: run.utf16.lowerBound)
                while g < items.graphemeCount, items.graphemeBoundaries[g] < run.utf16.upperBound {
                    let em = shaped.emAdvance(g)
                    total += em
                    if proxy[faces[g]] {
                        var share = base
                        // A character the table lacks keeps the correction it did not get as error.
                        if let entry, let first = items.cluster(g).first {
                            let factor = entry.factors[ProxyCalibration.characterClass(first)]
                            if factor != 1 && !ProxyCalibration.covered(items.cluster(g), entry.ranges) {
                                share += abs(factor - 1)
                            }
                        }
                        weighted += em * share
                        byScript[entry?.name ?? run.script, default: 0] += em * share
                    }
                    g += 1
                }
            }
        }
        guard total > 0 else { return (0, []) }
        return (weighted / total, byScript.sorted { $0.value > $1.value }.map(\.key))
    }
}
