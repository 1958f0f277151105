import EllipsisLocaleData
import Synchronization

/// The per-script figures of Locales/calibration/ as the engine uses them: a correction
/// of the proxy's advances where the published table of Apple's widths is trusted for the
/// script and has the character, and the relative error left in a width everywhere.
/// Faces that are Apple's own fonts or a metrics snapshot are neither corrected nor uncertain;
/// only the proxy a script was measured in (and its Display design) is corrected.
public final class ProxyCalibration: @unchecked Sendable {
    public let scripts: [ScriptCalibration]

    /// One script's figures, ready for per-grapheme use (a class: looked up once per run,
    /// read per grapheme without copying its lists).
    final class Entry: Sendable {
        let name: String
        /// The families the correction was measured for: the proxy, and its Display design.
        let proxyFamilies: Set<String>
        /// Factor per class (letters, digits, punctuation, space); 1 where none is applied.
        let factors: [Double]
        /// Whether any factor is not 1.
        let corrects: Bool
        let ranges: [ClosedRange<UInt32>]
        /// `ranges` for ASCII as two 64-bit masks, the common case tested without a search.
        private let ascii: (low: UInt64, high: UInt64)
        /// The factor of each character alone from U+0000 to U+052F and U+1E00 to U+1FFF (Latin,
        /// Greek, Cyrillic): nearly every grapheme of corrected text, found without a search.
        let tableFactors: [Double]
        let text: Double
        let display: Double

        init(name: String, proxyFamilies: Set<String>, factors: [Double], ranges: [ClosedRange<UInt32>],
             text: Double, display: Double) {
            self.name = name
            self.proxyFamilies = proxyFamilies
            self.factors = factors
            self.corrects = factors.contains { $0 != 1 }
            self.ranges = ranges.sorted { $0.lowerBound < $1.lowerBound }
            var low: UInt64 = 0, high: UInt64 = 0
            for value in UInt32(0)..<128 where ranges.contains(where: { $0.contains(value) }) {
                if value < 64 { low |= 1 << UInt64(value) } else { high |= 1 << UInt64(value - 64) }
            }
            ascii = (low, high)
            // Without a factor, every character's is 1: nothing to look up.
            tableFactors = !corrects ? [Double](repeating: 1, count: ProxyCalibration.tabled.count) : ProxyCalibration.tabled.map { value in
                guard let scalar = Unicode.Scalar(value) else { return 1 }
                let factor = factors[ProxyCalibration.characterClass(scalar)]
                return ranges.contains { $0.contains(value) } ? factor : 1
            }
            self.text = text
            self.display = display
        }

        /// Whether the table has the character.
        func covers(_ value: UInt32) -> Bool {
            if value < 64 { return ascii.low & (1 << UInt64(value)) != 0 }
            if value < 128 { return ascii.high & (1 << UInt64(value - 64)) != 0 }
            var low = 0, high = ranges.count
            while low < high {
                let middle = (low + high) / 2
                if ranges[middle].upperBound < value { low = middle + 1 } else { high = middle }
            }
            return low < ranges.count && ranges[low].contains(value)
        }

        /// Whether the table has every character of the cluster.
        func covers(_ cluster: some Sequence<Unicode.Scalar>) -> Bool { cluster.allSatisfy { covers($0.value) } }

        /// The factor for a cluster set in the script's proxy: its class's, when the table has
        /// every character of it (the cluster is decoded once).
        func factor(_ cluster: ClusterScalars) -> Double {
            var scalars = cluster.makeIterator()
            guard let first = scalars.next() else { return 1 }
            let factor = factors[ProxyCalibration.characterClass(first)]
            guard factor != 1, covers(first.value) else { return 1 }
            while let next = scalars.next() {
                if !covers(next.value) { return 1 }
            }
            return factor
        }
    }
    private let entries: [UInt32: Entry]
    /// The scripts that are corrected, apart: looked for per run without hashing.
    private let correcting: [(tag: UInt32, entry: Entry)]
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
        correcting = entries.filter { $0.value.corrects }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        fallback = (scripts.map(\.uncertainty.text).max() ?? 0.1, scripts.map(\.uncertainty.display).max() ?? 0.15)
    }

    /// The corrected script of a run, and its place among the corrected ones; nil for any other.
    private func correcting(_ scriptTag: UInt32) -> (index: Int, entry: Entry)? {
        for index in correcting.indices where correcting[index].tag == scriptTag { return (index, correcting[index].entry) }
        return nil
    }

    /// Per face of a chain: whether a corrected script's factor applies to it (the face is the
    /// script's measured proxy), kept on the chain by the script's place.
    func correctable(_ chain: FontChain, _ script: (index: Int, entry: Entry)) -> [Bool] {
        chain.correctableFaces.withLock { known in
            if script.index < known.count, let flags = known[script.index] { return flags }
            let flags = chain.faces.indices.map {
                chain.proxyFaces[$0] && script.entry.proxyFamilies.contains(chain.faces[$0].familyName)
            }
            if known.count <= script.index { known += [[Bool]?](repeating: nil, count: script.index + 1 - known.count) }
            known[script.index] = flags
            return flags
        }
    }

    /// The class of a cluster by its first character: 0 letters (and marks), 1 digits,
    /// 2 punctuation and symbols, 3 space.
    public static func characterClass(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x80 { return asciiClass(v) }
        // Latin, Greek and Cyrillic letters, the corrected scripts' own, from a table made once.
        if v <= 0xFFFF, let index = tableIndex(UInt16(v)) { return Int(classTable[index]) }
        return classByCategory(scalar)
    }

    private static func asciiClass(_ v: UInt32) -> Int {
        if (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) { return 0 }
        if (0x30...0x39).contains(v) { return 1 }
        return v == 0x20 ? 3 : 2
    }

    /// The code points kept in tables: U+0000 to U+052F, then U+1E00 to U+1FFF.
    static let tabled: [UInt32] = Array(0..<0x0530) + Array(0x1E00..<0x2000)

    /// A UTF-16 unit's place in `tabled`, nil outside it (and for surrogates).
    @inline(__always)
    static func tableIndex(_ unit: UInt16) -> Int? {
        if unit < 0x0530 { return Int(unit) }
        if unit >= 0x1E00 && unit < 0x2000 { return Int(unit) - 0x1E00 + 0x0530 }
        return nil
    }

    private static func classByCategory(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark:
            return 0
        case .decimalNumber, .letterNumber, .otherNumber: return 1
        case .spaceSeparator: return 3
        default: return 2
        }
    }

    /// `characterClass` of the `tabled` code points: asking for a general category costs about
    /// 270 instructions, more than the rest of a correction.
    private static let classTable: [UInt8] = tabled.map { value in
        guard let scalar = Unicode.Scalar(value) else { return 2 }
        if value < 0x80 { return UInt8(asciiClass(value)) }
        return UInt8(classByCategory(scalar))
    }

    /// The factor grapheme `g` of a shaped text was corrected by (1 where none was applied).
    func factor(of shaped: ShapedText, grapheme g: Int) -> Double {
        let items = shaped.items
        guard let run = items.run(containing: items.graphemeBoundaries[g]), let script = correcting(run.scriptTag),
              correctable(shaped.chain, script)[shaped.faceIndex(ofGrapheme: g)] else { return 1 }
        let boundaries = items.graphemeBoundaries
        if boundaries[g + 1] - boundaries[g] == 1, let index = ProxyCalibration.tableIndex(items.utf16[boundaries[g]]) {
            return script.entry.tableFactors[index]
        }
        return script.entry.factor(items.cluster(g))
    }

    /// Multiplies the advances of graphemes set in a script's measured proxy by its correction.
    func correct(items: TextItems, chain: FontChain, faceOf: UnsafeMutableBufferPointer<Int>,
                 advances: UnsafeMutableBufferPointer<Double>) {
        guard chain.hasProxyFaces else { return }
        for index in 0..<items.runCount {
            let run = items.run(index)
            guard !run.utf16.isEmpty, let script = correcting(run.scriptTag) else { continue }
            let proxy = correctable(chain, script)
            guard proxy.contains(true) else { continue }
            let units = items.utf16, boundaries = items.graphemeBoundaries, table = script.entry.tableFactors
            var g = items.grapheme(containing: run.utf16.lowerBound)
            while g < items.graphemeCount, boundaries[g] < run.utf16.upperBound {
                if proxy[faceOf[g]] {
                    // One character of the table's ranges: its factor from it; anything else in full.
                    let index = boundaries[g + 1] - boundaries[g] == 1 ? ProxyCalibration.tableIndex(units[boundaries[g]]) : nil
                    advances[g] *= index.map { table[$0] } ?? script.entry.factor(items.cluster(g))
                }
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
        // Each script's error, in the order first met: a title has one or two, and each
        // grapheme adds to its run's without hashing the script's name again.
        var byScript: [(name: String, error: Double)] = []
        shaped.withFaceIndices { faces in
            for index in 0..<items.runCount {
                let run = items.run(index)
                guard !run.utf16.isEmpty else { continue }
                let entry = entries[run.scriptTag]
                let base = entry.map { display ? $0.display : $0.text } ?? (display ? fallback.display : fallback.text)
                let name = entry?.name ?? run.script
                var slot: Int?
                var g = items.grapheme(containing: run.utf16.lowerBound)
                while g < items.graphemeCount, items.graphemeBoundaries[g] < run.utf16.upperBound {
                    let em = shaped.emAdvance(g)
                    total += em
                    if proxy[faces[g]] {
                        var share = base
                        // A character the table lacks keeps the correction it did not get as error.
                        if let entry, let first = items.cluster(g).first {
                            let factor = entry.factors[ProxyCalibration.characterClass(first)]
                            if factor != 1 && !entry.covers(items.cluster(g)) { share += abs(factor - 1) }
                        }
                        weighted += em * share
                        let at: Int
                        if let slot {
                            at = slot
                        } else if let known = byScript.firstIndex(where: { $0.name == name }) {
                            at = known
                        } else {
                            byScript.append((name, 0))
                            at = byScript.count - 1
                        }
                        slot = at
                        byScript[at].error += em * share
                    }
                    g += 1
                }
            }
        }
        guard total > 0 else { return (0, []) }
        // Equal shares (Han and Katakana in the same number of ems) fall back to the names' order,
        // so the message does not follow the order the scripts were met in.
        let ranked = byScript.sorted { $0.error != $1.error ? $0.error > $1.error : $0.name < $1.name }
        return (weighted / total, ranked.map(\.name))
    }
}
