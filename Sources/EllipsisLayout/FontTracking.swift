/// A font's own size-specific tracking: the normal track (track value 0) of its AAT
/// `trak` table, for horizontal text. Apple's system fonts carry one, and CoreText
/// applies it at every point size; the HIG's tracking table (SFProTracking) is that
/// table printed for some sizes. HarfBuzz applies `trak` only with a point size set on
/// the font and exposes no reader (hb_aat_layout_has_tracking alone), so the table is
/// read here, following Apple's TrueType Reference Manual, chapter 6 ("trak").
///
/// Values are kept in em per size; between two sizes the em value is interpolated
/// linearly, beyond the first or last size it is extrapolated from the two nearest, as
/// the manual asks ("interpolation or extrapolation is performed").
public struct FontTracking: Hashable, Sendable {
    /// Sizes in points, ascending, with the tracking in em at each.
    public let entries: [(size: Double, em: Double)]

    public init?(entries: [(size: Double, em: Double)]) {
        let sorted = entries.filter { $0.size.isFinite && $0.em.isFinite && $0.size > 0 }.sorted { $0.size < $1.size }
        guard !sorted.isEmpty, zip(sorted, sorted.dropFirst()).allSatisfy({ $0.size < $1.size }) else { return nil }
        self.entries = sorted
    }

    /// Tracking in points at `size`.
    public func points(at size: Double) -> Double {
        guard entries.count > 1 else { return entries[0].em * size }
        var upper = entries.firstIndex { $0.size >= size } ?? entries.count - 1
        upper = max(upper, 1)
        let a = entries[upper - 1], b = entries[upper]
        let t = (size - a.size) / (b.size - a.size)
        return (a.em + t * (b.em - a.em)) * size
    }

    /// Reads a `trak` table's bytes; nil for a table without a horizontal normal track,
    /// or one whose offsets or counts do not fit inside it (a broken table is ignored,
    /// as CoreText ignores it, and the published tracking is used instead).
    public init?(trakTable bytes: [UInt8], unitsPerEm: Int) {
        guard unitsPerEm > 0 else { return nil }
        func u16(_ at: Int) -> Int? { at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
        func s16(_ at: Int) -> Int? { u16(at).map { $0 >= 0x8000 ? $0 - 0x10000 : $0 } }
        func u32(_ at: Int) -> Int? { u16(at).flatMap { high in u16(at + 2).map { high << 16 | $0 } } }
        func fixed(_ at: Int) -> Double? { u32(at).map { Double(Int32(truncatingIfNeeded: $0)) / 65_536 } }
        // Header: version 1.0, format 0, offsets of the horizontal and vertical data.
        guard u32(0) == 0x0001_0000, u16(4) == 0, let horizontal = u16(6), horizontal > 0,
              let tracks = u16(horizontal), let sizes = u16(horizontal + 2), sizes > 0, sizes <= 4096,
              let sizeTable = u32(horizontal + 4) else { return nil }
        var normal: Int? = nil
        for track in 0..<tracks {
            let record = horizontal + 8 + 8 * track
            guard let value = fixed(record), let offset = u16(record + 6) else { return nil }
            if value == 0 { normal = offset; break }
        }
        guard let normal else { return nil }
        var entries: [(size: Double, em: Double)] = []
        for index in 0..<sizes {
            guard let size = fixed(sizeTable + 4 * index), let units = s16(normal + 2 * index) else { return nil }
            entries.append((size, Double(units) / Double(unitsPerEm)))
        }
        self.init(entries: entries)
    }

    public static func == (a: FontTracking, b: FontTracking) -> Bool {
        a.entries.count == b.entries.count && zip(a.entries, b.entries).allSatisfy { $0.size == $1.size && $0.em == $1.em }
    }

    public func hash(into hasher: inout Hasher) {
        for entry in entries { hasher.combine(entry.size); hasher.combine(entry.em) }
    }
}
