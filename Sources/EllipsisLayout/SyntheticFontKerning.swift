/// The kerning of a SyntheticFont as a `GPOS` table: a `kern` feature under each script
/// and two pair-adjustment lookups, one changing the first glyph of each pair, one the
/// second (their subtables reached through extension subtables, so that any number of
/// pairs fits the 16-bit offsets).
///
/// Why not a `kern` table: HarfBuzz applies a `kern` table's pair half to each glyph's
/// advance, while a font's GPOS pair changes the glyph it names, usually the first. The
/// sum is the same, but a line cut between the two glyphs would be measured with half a
/// pair too much or too little. Why two lookups: a pair whose value format changes the
/// second glyph consumes it, so that it cannot begin the next pair of the same lookup.
/// Pairs are in logical order (the first glyph is the one read first), right-to-left too.
extension SyntheticFont {
    /// Pairs per subtable: a subtable's pair sets are reached by 16-bit offsets from its start.
    static let pairsPerSubtable = 4_000

    /// The OpenType script tags of the scripts a snapshot measures (MetricsSnapshot.simpleScripts),
    /// and DFLT for the rest. Named, not left to DFLT: HarfBuzz applies a font's GPOS to Hebrew
    /// only when the font lists 'hebr'.
    static let scriptTags = ["DFLT", "armn", "cyrl", "geor", "grek", "hebr", "latn"]

    typealias Adjustment = (left: Int, right: Int, value: Int)

    func gpos() -> [UInt8] {
        let sorted = kerning.sorted { ($0.left, $0.right) < ($1.left, $1.right) }
        let lookups: [(pairs: [Adjustment], second: Bool)] = [
            (sorted.filter { $0.first != 0 }.map { ($0.left, $0.right, $0.first) }, false),
            (sorted.filter { $0.second != 0 }.map { ($0.left, $0.right, $0.second) }, true),
        ].filter { !$0.pairs.isEmpty }

        var b = Bytes()
        // Header: version 1.0, then the offsets of the script, feature and lookup lists.
        let scripts = Self.scriptTags
        let scriptList = 10
        let featureList = scriptList + 2 + 6 * scripts.count + 4 + 8
        let lookupList = featureList + 8 + 4 + 2 * lookups.count
        b.u16(1); b.u16(0); b.u16(scriptList); b.u16(featureList); b.u16(lookupList)
        // ScriptList: every script a snapshot covers, sorted by tag, sharing one Script table
        // whose default LangSys has no required feature and uses feature 0.
        b.u16(scripts.count)
        for tag in scripts { b.bytes += Array(tag.utf8); b.u16(2 + 6 * scripts.count) }
        b.u16(4); b.u16(0)
        b.u16(0); b.u16(0xFFFF); b.u16(1); b.u16(0)
        // FeatureList: 'kern', using every lookup.
        b.u16(1); b.bytes += Array("kern".utf8); b.u16(8)
        b.u16(0); b.u16(lookups.count)
        for index in lookups.indices { b.u16(index) }
        // LookupList: each lookup's table, one after the other.
        let tables = lookups.map { lookup($0.pairs, second: $0.second) }
        b.u16(lookups.count)
        var at = 2 + 2 * lookups.count
        for table in tables {
            b.u16(at)
            at += table.count
        }
        for table in tables { b.bytes += table }
        return b.bytes
    }

    /// A lookup of extension subtables (type 9), each pointing with a 32-bit offset at a
    /// pair adjustment (type 2) placed after them. A pair not found in one subtable is
    /// looked for in the next, so the pairs may be split anywhere.
    private func lookup(_ pairs: [Adjustment], second: Bool) -> [UInt8] {
        let chunks = stride(from: 0, to: pairs.count, by: Self.pairsPerSubtable)
            .map { Array(pairs[$0..<min($0 + Self.pairsPerSubtable, pairs.count)]) }
        var b = Bytes()
        b.u16(9); b.u16(0); b.u16(chunks.count)
        let firstStub = 6 + 2 * chunks.count
        for index in chunks.indices { b.u16(firstStub + 8 * index) }
        let subtables = chunks.map { pairAdjustment($0, second: second) }
        var subtableAt = firstStub + 8 * chunks.count
        for (index, subtable) in subtables.enumerated() {
            // Counted from the extension subtable itself.
            b.u16(1); b.u16(2); b.u32(subtableAt - (firstStub + 8 * index))
            subtableAt += subtable.count
        }
        for subtable in subtables { b.bytes += subtable }
        return b.bytes
    }

    /// PairPosFormat1: a coverage of first glyphs, a pair set per first glyph, each pair's
    /// second glyph and the advance change (XAdvance) of the first glyph, or of the second.
    private func pairAdjustment(_ pairs: [Adjustment], second: Bool) -> [UInt8] {
        var firsts: [Int] = []
        var sets: [[(right: Int, value: Int)]] = []
        for pair in pairs {
            if firsts.last != pair.left { firsts.append(pair.left); sets.append([]) }
            sets[sets.count - 1].append((pair.right, pair.value))
        }
        var b = Bytes()
        let coverage = 10 + 2 * firsts.count
        b.u16(1); b.u16(coverage); b.u16(second ? 0 : 0x0004); b.u16(second ? 0x0004 : 0); b.u16(firsts.count)
        var offset = coverage + 4 + 2 * firsts.count
        for set in sets {
            b.u16(offset)
            offset += 2 + 4 * set.count
        }
        b.u16(1); b.u16(firsts.count)
        for glyph in firsts { b.u16(glyph) }
        for set in sets {
            b.u16(set.count)
            for pair in set { b.u16(pair.right); b.s16(pair.value) }
        }
        return b.bytes
    }
}
