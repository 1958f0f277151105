import CICUShim
import Synchronization

/// The kinds of ICU break iterator.
enum BreakKind: Int32, Sendable {
    case character = 0 // ELL_BREAK_CHARACTER
    case word = 1      // ELL_BREAK_WORD
    case line = 2      // ELL_BREAK_LINE
}

/// One boundary reported by ICU: the UTF-16 offset after the segment and the rule status.
struct RawBoundary: Sendable, Hashable {
    var offset: Int
    var status: Int32
}

/// Opened ICU break iterators, kept per (kind, locale) and reused: opening one
/// costs far more than breaking a short title. Callers that break many texts
/// keep the `BreakIteratorSlot` of their (kind, locale), so that finding the
/// iterators costs no hashing per text.
final class BreakIteratorPool: Sendable {
    static let shared = BreakIteratorPool()

    private struct Key: Hashable, Sendable { let kind: BreakKind; let locale: String }
    private let slots = Mutex<[Key: BreakIteratorSlot]>([:])

    /// The iterators of one kind and locale, created on first use and kept.
    func slot(_ kind: BreakKind, locale: String) -> BreakIteratorSlot {
        slots.withLock { slots in
            let key = Key(kind: kind, locale: locale)
            if let slot = slots[key] { return slot }
            let slot = BreakIteratorSlot(kind: kind, locale: locale)
            slots[key] = slot
            return slot
        }
    }

    /// Boundaries after 0 of `text`, each with its rule status. Unknown or
    /// malformed locales fall back to ICU's root rules.
    func boundaries(_ kind: BreakKind, locale: String, text: [UInt16]) -> [RawBoundary] {
        slot(kind, locale: locale).boundaries(text)
    }
}

/// The ICU iterators of one (kind, locale). An iterator serves one caller at a
/// time; concurrent callers get clones opened on demand.
final class BreakIteratorSlot: Sendable {
    let kind: BreakKind
    let locale: String

    /// An ICU iterator handle; only ever used by the caller that checked it out.
    private struct Handle: @unchecked Sendable { let pointer: OpaquePointer }
    private let idle = Mutex<[Handle]>([])
    /// Iterators kept; more than this are closed after use.
    private let kept = 8

    init(kind: BreakKind, locale: String) {
        self.kind = kind
        self.locale = locale
    }

    /// Boundaries after 0 of `text`, each with its rule status.
    func boundaries(_ text: [UInt16]) -> [RawBoundary] {
        withBoundaries(text) { offsets, statuses in
            var result: [RawBoundary] = []
            result.reserveCapacity(offsets.count)
            for index in offsets.indices {
                result.append(RawBoundary(offset: Int(offsets[index]), status: statuses[index]))
            }
            return result
        }
    }

    /// Calls `body` with the boundaries after 0 of `text` and their rule statuses, in
    /// scratch memory valid only during the call (no array is made for them). When no
    /// iterator can be opened, the one boundary is the end of the text.
    func withBoundaries<Result>(_ text: [UInt16],
                                _ body: (UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Int32>) -> Result) -> Result {
        text.withUnsafeBufferPointer { withBoundaries($0, body) }
    }

    /// `withBoundaries` of UTF-16 held elsewhere.
    func withBoundaries<Result>(_ text: UnsafeBufferPointer<UInt16>,
                                _ body: (UnsafeBufferPointer<Int32>, UnsafeBufferPointer<Int32>) -> Result) -> Result {
        let length = text.count
        // Offsets and statuses in one scratch buffer (on the stack for short texts).
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * max(1, length)) { scratch -> Result in
            let offsets = scratch.baseAddress!
            let statuses = offsets + max(1, length)
            var count: Int32 = 0
            if length > 0, let handle = checkOut() {
                var error: Int32 = 0
                count = ell_breaker_boundaries(handle.pointer, text.baseAddress, Int32(length), offsets, statuses,
                                               Int32(length), &error)
                checkIn(handle)
            }
            if count <= 0, length > 0 {
                offsets[0] = Int32(length)
                statuses[0] = 0
                count = 1
            }
            return body(UnsafeBufferPointer(start: offsets, count: Int(max(0, count))),
                        UnsafeBufferPointer(start: statuses, count: Int(max(0, count))))
        }
    }

    private func checkOut() -> Handle? {
        if let handle = idle.withLock({ $0.popLast() }) { return handle }
        var error: Int32 = 0
        if let pointer = ell_breaker_open(kind.rawValue, locale, &error) { return Handle(pointer: pointer) }
        // Unknown or malformed locale: ICU's root rules.
        guard !locale.isEmpty else { return nil }
        error = 0
        return ell_breaker_open(kind.rawValue, "", &error).map(Handle.init)
    }

    private func checkIn(_ handle: Handle) {
        let keptIt = idle.withLock { idle -> Bool in
            guard idle.count < kept else { return false }
            idle.append(handle)
            return true
        }
        if !keptIt { ell_breaker_close(handle.pointer) }
    }
}
