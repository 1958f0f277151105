import Synchronization

/// The per-grapheme numbers of a shaped text in one allocation: faces, advances,
/// prefix sums and hanging flags. A short title would otherwise cost an array (and
/// a run-time type lookup) for each; laying out hundreds of thousands of titles,
/// those allocations were a large part of the time outside HarfBuzz and ICU.
/// Owned by one `ShapedText`, which reads it only while alive and frees it in its
/// `deinit` (a plain value, so the numbers cost no object of their own).
struct GraphemeNumbers {
    let count: Int
    let faces: UnsafeMutableBufferPointer<Int>
    let emAdvance: UnsafeMutableBufferPointer<Double>
    /// count + 1 entries.
    let emPrefix: UnsafeMutableBufferPointer<Double>
    /// count + 1 entries.
    let trackedPrefix: UnsafeMutableBufferPointer<Int>
    let hangs: UnsafeMutableBufferPointer<Bool>
    /// Per grapheme: its advance with a following ellipsis in em, as the bits of a
    /// Double, NaN until a truncation needs it. Atomic words: fits at several sizes
    /// may run on several threads and fill them (with the same value).
    let tails: UnsafeMutablePointer<Atomic<UInt64>>
    private let storage: UnsafeMutableRawPointer

    init(count: Int) {
        self.count = count
        let words = count + count + (count + 1) + (count + 1) + count
        let byteCount = words * 8 + count
        storage = UnsafeMutableRawPointer.allocate(byteCount: max(byteCount, 8), alignment: 8)
        var cursor = storage
        func take<T>(_ type: T.Type, _ n: Int, _ value: T) -> UnsafeMutableBufferPointer<T> {
            let typed = cursor.bindMemory(to: T.self, capacity: n)
            typed.initialize(repeating: value, count: n)
            cursor += n * MemoryLayout<T>.stride
            return UnsafeMutableBufferPointer(start: typed, count: n)
        }
        // The atomic words first (their alignment), all NaN; an atomic word has its value's layout.
        let tailWords = take(UInt64.self, count, Double.nan.bitPattern)
        tails = UnsafeMutableRawPointer(tailWords.baseAddress!)
            .bindMemory(to: Atomic<UInt64>.self, capacity: count)
        faces = take(Int.self, count, 0)
        emAdvance = take(Double.self, count, 0)
        emPrefix = take(Double.self, count + 1, 0)
        trackedPrefix = take(Int.self, count + 1, 0)
        hangs = take(Bool.self, count, false)
    }

    /// Frees the numbers; called once, by the owner's `deinit`.
    func deallocate() { storage.deallocate() }
}
