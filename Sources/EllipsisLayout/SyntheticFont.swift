/// A TrueType font made from numbers alone: a character map, advance widths and kerning
/// pairs, no outlines. HarfBuzz shapes it like any font (advances from `hmtx`, pairs from
/// a `GPOS` pair adjustment, SyntheticFontKerning.swift), so text laid out in it is
/// measured with exactly those numbers by the same engine that shapes real fonts. A metrics snapshot is read into
/// such fonts (MetricsSnapshot.swift).
struct SyntheticFont {
    var family: String
    var unitsPerEm: Int
    /// Glyph `i + 1` is code point `scalars[i]` with advance `advances[i]` (glyph 0 is .notdef).
    var scalars: [UInt32]
    var advances: [Int]
    /// Pairs of glyph indices (1-based, as above) and what they change, font units: the
    /// first glyph's advance and the second's.
    var kerning: [(left: Int, right: Int, first: Int, second: Int)]
    /// Further tables by tag (a variable font's `fvar` and `HVAR`, in tests).
    var extraTables: [String: [UInt8]] = [:]

    /// The font file's bytes.
    func bytes() -> [UInt8] {
        let glyphCount = scalars.count + 1
        var tables: [String: [UInt8]] = extraTables
        tables["head"] = head()
        tables["hhea"] = hhea(glyphCount: glyphCount)
        tables["maxp"] = maxp(glyphCount: glyphCount)
        tables["hmtx"] = hmtx()
        tables["cmap"] = cmap()
        tables["name"] = name()
        tables["post"] = post()
        tables["OS/2"] = os2()
        // Every glyph is empty: all offsets 0 (short offsets), and a glyf table of one word.
        tables["loca"] = [UInt8](repeating: 0, count: 2 * (glyphCount + 1))
        tables["glyf"] = [0, 0, 0, 0]
        if kerning.contains(where: { $0.first != 0 || $0.second != 0 }) { tables["GPOS"] = gpos() }
        return SyntheticFont.file(tables)
    }

    /// An sfnt file: the table directory, then each table padded to four bytes.
    static func file(_ tables: [String: [UInt8]]) -> [UInt8] {
        let tags = tables.keys.sorted()
        var out = Bytes()
        let count = tags.count
        var power = 1, log = 0
        while power * 2 <= count { power *= 2; log += 1 }
        out.u32(0x0001_0000)
        out.u16(count)
        out.u16(power * 16)
        out.u16(log)
        out.u16(count * 16 - power * 16)
        var offset = 12 + 16 * count
        for tag in tags {
            let table = tables[tag]!
            out.bytes.append(contentsOf: Array(tag.utf8.prefix(4)) + [UInt8](repeating: 0x20, count: max(0, 4 - tag.utf8.count)))
            out.u32(checksum(table))
            out.u32(offset)
            out.u32(table.count)
            offset += (table.count + 3) & ~3
        }
        for tag in tags {
            let table = tables[tag]!
            out.bytes += table
            out.bytes += [UInt8](repeating: 0, count: ((table.count + 3) & ~3) - table.count)
        }
        return out.bytes
    }

    static func checksum(_ table: [UInt8]) -> Int {
        var sum: UInt32 = 0
        var i = 0
        while i < table.count {
            var word: UInt32 = 0
            for k in 0..<4 { word = word << 8 | UInt32(i + k < table.count ? table[i + k] : 0) }
            sum = sum &+ word
            i += 4
        }
        return Int(sum)
    }

    private func head() -> [UInt8] {
        var b = Bytes()
        b.u16(1); b.u16(0)              // version 1.0
        b.u32(0x0001_0000)              // font revision
        b.u32(0)                        // checksum adjustment (not checked by readers used here)
        b.u32(0x5F0F_3CF5)              // magic
        b.u16(0x000B)                   // flags: baseline at 0, integer ppem, instructions may alter advance
        b.u16(unitsPerEm)
        b.u32(0); b.u32(0); b.u32(0); b.u32(0) // created, modified
        b.s16(0); b.s16(-unitsPerEm / 4); b.s16(unitsPerEm); b.s16(unitsPerEm) // bounding box
        b.u16(0)                        // mac style
        b.u16(8)                        // smallest readable size
        b.s16(2)                        // font direction hint
        b.s16(0)                        // short loca offsets
        b.s16(0)                        // glyph data format
        return b.bytes
    }

    private func hhea(glyphCount: Int) -> [UInt8] {
        var b = Bytes()
        b.u16(1); b.u16(0)
        b.s16(unitsPerEm * 4 / 5); b.s16(-unitsPerEm / 5); b.s16(0) // ascender, descender, line gap
        b.u16(advances.max() ?? 0)
        b.s16(0); b.s16(0); b.s16(0)    // min left and right side bearing, max extent
        b.s16(1); b.s16(0); b.s16(0)    // caret slope rise, run, offset
        b.s16(0); b.s16(0); b.s16(0); b.s16(0) // reserved
        b.s16(0)                        // metric data format
        b.u16(glyphCount)               // every glyph has its own advance
        return b.bytes
    }

    private func maxp(glyphCount: Int) -> [UInt8] {
        var b = Bytes()
        b.u32(0x0001_0000)
        b.u16(glyphCount)
        for _ in 0..<13 { b.u16(0) }
        return b.bytes
    }

    private func hmtx() -> [UInt8] {
        var b = Bytes()
        b.u16(unitsPerEm / 2); b.s16(0) // .notdef
        for advance in advances { b.u16(max(0, min(advance, 0xFFFF))); b.s16(0) }
        return b.bytes
    }

    /// A format-12 character map (any code point), under Windows Unicode full repertoire.
    private func cmap() -> [UInt8] {
        var groups: [(start: UInt32, end: UInt32, glyph: Int)] = []
        for (index, scalar) in scalars.enumerated().sorted(by: { $0.element < $1.element }) {
            if let last = groups.last, last.end + 1 == scalar, last.glyph + Int(last.end - last.start) + 1 == index + 1 {
                groups[groups.count - 1].end = scalar
            } else {
                groups.append((scalar, scalar, index + 1))
            }
        }
        var b = Bytes()
        b.u16(0); b.u16(1)              // version, one encoding record
        b.u16(3); b.u16(10); b.u32(12)  // Windows, UCS-4, at offset 12
        b.u16(12); b.u16(0)             // format 12
        b.u32(16 + 12 * groups.count)
        b.u32(0)                        // language
        b.u32(groups.count)
        for group in groups { b.u32(Int(group.start)); b.u32(Int(group.end)); b.u32(group.glyph) }
        return b.bytes
    }

    private func name() -> [UInt8] {
        let records: [(id: Int, text: String)] = [(1, family), (2, "Regular"), (4, family + " Regular"),
                                                  (6, family.filter { $0.isLetter || $0.isNumber } + "-Regular"),
                                                  (16, family), (17, "Regular")]
        var strings: [UInt8] = []
        var b = Bytes()
        b.u16(0); b.u16(records.count); b.u16(6 + 12 * records.count)
        for record in records {
            let utf16 = record.text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            b.u16(3); b.u16(1); b.u16(0x409); b.u16(record.id)
            b.u16(utf16.count); b.u16(strings.count)
            strings += utf16
        }
        return b.bytes + strings
    }

    private func post() -> [UInt8] {
        var b = Bytes()
        b.u32(0x0003_0000)
        b.u32(0); b.s16(-unitsPerEm / 10); b.s16(unitsPerEm / 20) // italic angle, underline
        b.u32(0); b.u32(0); b.u32(0); b.u32(0); b.u32(0)
        return b.bytes
    }

    private func os2() -> [UInt8] {
        var b = Bytes()
        b.u16(4)
        b.s16(advances.isEmpty ? 0 : advances.reduce(0, +) / advances.count)
        b.u16(400); b.u16(5)            // regular weight, normal width
        b.u16(0)                        // embedding allowed
        for _ in 0..<10 { b.s16(0) }    // sub/superscript and strikeout metrics
        b.s16(0)                        // family class
        b.bytes += [UInt8](repeating: 0, count: 10) // PANOSE
        for _ in 0..<4 { b.u32(0) }     // Unicode ranges
        b.bytes += Array("ELPS".utf8)
        b.u16(0x40)                     // regular
        b.u16(Int(min(scalars.min() ?? 0x20, 0xFFFF))); b.u16(Int(min(scalars.max() ?? 0x20, 0xFFFF)))
        b.s16(unitsPerEm * 4 / 5); b.s16(-unitsPerEm / 5); b.s16(0)
        b.u16(unitsPerEm * 4 / 5); b.u16(unitsPerEm / 5)
        b.u32(1); b.u32(0)              // code pages: Latin 1
        b.s16(unitsPerEm / 2); b.s16(unitsPerEm * 7 / 10) // x-height, cap height
        b.u16(0); b.u16(0x20); b.u16(0) // default char, break char, max context
        return b.bytes
    }

    /// Big-endian writer.
    struct Bytes {
        var bytes: [UInt8] = []
        mutating func u16(_ v: Int) { bytes += [UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        mutating func s16(_ v: Int) { u16(v & 0xFFFF) }
        mutating func u32(_ v: Int) { bytes += [UInt8((v >> 24) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
    }
}
