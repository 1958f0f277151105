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
/// costs far more than breaking a short title. An iterator serves one caller
/// at a time; concurrent callers get clones opened on demand.
final class BreakIteratorPool: Sendable {
    static let shared = BreakIteratorPool()

    /// An ICU iterator handle; only ever used by the caller that checked it out.
    private struct Handle: @unchecked Sendable { let pointer: OpaquePointer }
    private struct Key: Hashable, Sendable { let kind: BreakKind; let locale: String }

    private let idle = Mutex<[Key: [Handle]]>([:])
    /// Iterators kept per key; more than this are closed after use.
    private let keptPerKey = 8

    /// Boundaries after 0 of `text`, each with its rule status. Unknown or
    /// malformed locales fall back to ICU's root rules.
    func boundaries(_ kind: BreakKind, locale: String, text: [UInt16]) -> [RawBoundary] {
        guard !text.isEmpty else { return [] }
        let key = Key(kind: kind, locale: locale)
        guard let handle = checkOut(key) else { return [RawBoundary(offset: text.count, status: 0)] }
        defer { checkIn(handle, key) }
        // Offsets and statuses in one scratch buffer (on the stack for short texts): only
        // the boundaries ICU reports are read back.
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * text.count) { scratch -> [RawBoundary] in
            guard let offsets = scratch.baseAddress else { return [RawBoundary(offset: text.count, status: 0)] }
            let statuses = offsets + text.count
            var error: Int32 = 0
            let count = text.withUnsafeBufferPointer { units in
                ell_breaker_boundaries(handle.pointer, units.baseAddress, Int32(units.count), offsets, statuses,
                                       Int32(units.count), &error)
            }
            guard count > 0 else { return [RawBoundary(offset: text.count, status: 0)] }
            var result: [RawBoundary] = []
            result.reserveCapacity(Int(count))
            for index in 0..<Int(count) {
                result.append(RawBoundary(offset: Int(offsets[index]), status: statuses[index]))
            }
            return result
        }
    }

    private func checkOut(_ key: Key) -> Handle? {
        if let handle = idle.withLock({ $0[key]?.popLast() }) { return handle }
        var error: Int32 = 0
        if let pointer = ell_breaker_open(key.kind.rawValue, key.locale, &error) { return Handle(pointer: pointer) }
        guard !key.locale.isEmpty else { return nil }
        return checkOut(Key(kind: key.kind, locale: ""))
    }

    private func checkIn(_ handle: Handle, _ key: Key) {
        let kept = idle.withLock { idle -> Bool in
            // Appended in place: a copy of the list taken out and put back costs an allocation.
            guard idle[key, default: []].count < keptPerKey else { return false }
            idle[key, default: []].append(handle)
            return true
        }
        if !kept { ell_breaker_close(handle.pointer) }
    }
}
