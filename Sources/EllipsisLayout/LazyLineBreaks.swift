import EllipsisText
import Synchronization

/// A text's line-break opportunities, found by EllipsisText when first asked for and
/// kept in a block of their own (their count, then them: plain values), published to
/// other threads in one atomic word and read without counting a reference. Fits at
/// several sizes may run on several threads: the first block found stays.
struct LazyLineBreaks: ~Copyable {
    /// How to break the text; nil for a text that is only shaped (a truncated line).
    private let breaker: LineBreaker?
    /// The block's address once found, 0 before.
    private let found = Atomic<UInt>(0)

    init(breaker: LineBreaker?) { self.breaker = breaker }

    deinit {
        let bits = found.load(ordering: .acquiring)
        if bits != 0 { UnsafeMutableRawPointer(bitPattern: bits)!.deallocate() }
    }

    /// The opportunities of the text `units` holds (always the same text), valid while
    /// this value lives; empty without a breaker.
    func opportunities(of units: TextUnits) -> UnsafeBufferPointer<LineBreakOpportunity> {
        var bits = found.load(ordering: .acquiring)
        if bits == 0 {
            let mine = UInt(bitPattern: Int(bitPattern: find(units)))
            let (stored, original) = found.compareExchange(expected: 0, desired: mine, ordering: .acquiringAndReleasing)
            if stored {
                bits = mine
            } else {
                UnsafeMutableRawPointer(bitPattern: mine)!.deallocate()
                bits = original
            }
        }
        let block = UnsafeRawPointer(bitPattern: bits)!
        let list = (block + MemoryLayout<Int>.stride).assumingMemoryBound(to: LineBreakOpportunity.self)
        return UnsafeBufferPointer(start: list, count: block.load(as: Int.self))
    }

    private func find(_ units: TextUnits) -> UnsafeMutableRawPointer {
        let header = MemoryLayout<Int>.stride
        // At most one opportunity per UTF-16 unit.
        let capacity = max(units.utf16.count, 1)
        let block = UnsafeMutableRawPointer.allocate(
            byteCount: header + capacity * MemoryLayout<LineBreakOpportunity>.stride,
            alignment: max(MemoryLayout<Int>.alignment, MemoryLayout<LineBreakOpportunity>.alignment))
        let list = (block + header).bindMemory(to: LineBreakOpportunity.self, capacity: capacity)
        let count = breaker?.writeOpportunities(utf16: units.utf16, graphemeBoundaries: units.graphemeBoundaries,
                                                into: list) ?? 0
        block.storeBytes(of: count, as: Int.self)
        return block
    }
}
