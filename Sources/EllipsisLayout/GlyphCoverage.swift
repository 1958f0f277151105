import CHarfBuzz
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Which code points a face has glyphs for, learnt from HarfBuzz's character map
/// 256 code points at a time and kept: choosing a face for each grapheme of every
/// title asks the same few pages again and again, and a bit test costs far less
/// than a character-map lookup. Safe to share between threads: a page is filled
/// by whichever thread first needs it (two may fill it, with the same bits) and
/// published with a releasing store.
final class GlyphCoverage: @unchecked Sendable {
    private let font: OpaquePointer
    /// Per page of 256 code points: a word that is 1 once the page is known, then four
    /// words of bits. Zero-filled memory is untouched by the system until a page is used.
    private let words: UnsafeMutablePointer<Atomic<UInt64>>
    private static let pageCount = 0x110000 >> 8
    private static let wordsPerPage = 5

    init(font: OpaquePointer) {
        self.font = font
        let bytes = GlyphCoverage.pageCount * GlyphCoverage.wordsPerPage * MemoryLayout<UInt64>.stride
        // All zero: every page unknown. An atomic word has the layout of its value.
        guard let raw = calloc(1, bytes) else { fatalError("out of memory for glyph coverage") }
        self.words = raw.bindMemory(to: Atomic<UInt64>.self, capacity: bytes / MemoryLayout<UInt64>.stride)
    }

    deinit { free(UnsafeMutableRawPointer(words)) }

    /// Whether the character map gives a glyph for code point `value`.
    @inline(__always)
    func contains(_ value: UInt32) -> Bool {
        guard value < 0x110000 else { return false }
        let page = words + Int(value >> 8) * GlyphCoverage.wordsPerPage
        if page[0].load(ordering: .acquiring) == 0 { fill(page, first: value & ~0xFF) }
        let bits = page[1 + Int((value >> 6) & 3)].load(ordering: .relaxed)
        return bits & (1 << UInt64(value & 63)) != 0
    }

    private func fill(_ page: UnsafeMutablePointer<Atomic<UInt64>>, first: UInt32) {
        var glyph: hb_codepoint_t = 0
        for word in 0..<4 {
            var bits: UInt64 = 0
            for bit in 0..<64 where hb_font_get_nominal_glyph(font, first + UInt32(word * 64 + bit), &glyph) != 0 {
                bits |= 1 << UInt64(bit)
            }
            page[1 + word].store(bits, ordering: .relaxed)
        }
        page[0].store(1, ordering: .releasing)
    }
}
