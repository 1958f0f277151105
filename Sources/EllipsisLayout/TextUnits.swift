import EllipsisText

/// A text's UTF-16 units and grapheme cluster boundaries in one allocation, found by
/// EllipsisText. Two lists would cost two allocations, and making a list (its storage
/// type is looked up at run time) costs more than analysing a short title. Owned by
/// one `TextItems`, which frees it in its `deinit`.
struct TextUnits {
    let utf16: UnsafeBufferPointer<UInt16>
    /// UTF-16 offsets of grapheme boundaries: 0 first, `utf16.count` last.
    let graphemeBoundaries: UnsafeBufferPointer<Int>
    private let storage: UnsafeMutableRawPointer

    /// Transcodes and segments `string` (room for as many units as it has UTF-8 bytes).
    init(_ string: String) {
        let capacity = string.utf8.count
        let (storage, units, boundaries) = TextUnits.allocate(units: capacity)
        let unitCount = UnicodeText.writeUTF16(of: string, into: units)
        let found = UnsafeBufferPointer(start: units, count: unitCount)
        self.storage = storage
        utf16 = found
        graphemeBoundaries = UnsafeBufferPointer(start: boundaries,
                                                 count: UnicodeText.writeGraphemeBoundaries(of: found, into: boundaries))
    }

    /// Units and boundaries found elsewhere, copied.
    init(utf16: [UInt16], graphemeBoundaries: [Int]) {
        let (storage, units, boundaries) = TextUnits.allocate(units: max(utf16.count, graphemeBoundaries.count - 1))
        _ = UnsafeMutableBufferPointer(start: units, count: utf16.count).initialize(from: utf16)
        _ = UnsafeMutableBufferPointer(start: boundaries, count: graphemeBoundaries.count).initialize(from: graphemeBoundaries)
        self.storage = storage
        self.utf16 = UnsafeBufferPointer(start: units, count: utf16.count)
        self.graphemeBoundaries = UnsafeBufferPointer(start: boundaries, count: graphemeBoundaries.count)
    }

    /// Room for `units` units and `units + 1` boundaries, the boundaries first (their alignment).
    private static func allocate(units: Int)
        -> (UnsafeMutableRawPointer, UnsafeMutablePointer<UInt16>, UnsafeMutablePointer<Int>) {
        let boundaryBytes = (units + 1) * MemoryLayout<Int>.stride
        let storage = UnsafeMutableRawPointer.allocate(byteCount: boundaryBytes + max(units, 1) * 2,
                                                       alignment: MemoryLayout<Int>.alignment)
        let boundaries = storage.bindMemory(to: Int.self, capacity: units + 1)
        let unitPointer = (storage + boundaryBytes).bindMemory(to: UInt16.self, capacity: max(units, 1))
        return (storage, unitPointer, boundaries)
    }

    /// Frees the memory; called once, by the owner's `deinit`.
    func deallocate() { storage.deallocate() }
}
