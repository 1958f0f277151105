import Foundation

extension String {
    /// Whether this text holds `fragment` as `contains` (Foundation's search) finds it, for a
    /// fragment of ASCII characters that nothing else is canonically equivalent to (line breaks,
    /// tabs, spaces, punctuation, `&#38;`, `|==|`): a text without those bytes cannot hold it,
    /// and most texts do not, so Foundation is asked only where the bytes are.
    public func contains(asciiFragment fragment: String) -> Bool {
        guard mayHold(asciiFragment: fragment) else { return false }
        return contains(fragment)
    }

    /// `range(of: fragment)` (Foundation's search) for such a fragment, asked only where the
    /// bytes hold it.
    public func range(ofASCIIFragment fragment: String) -> Range<String.Index>? {
        guard mayHold(asciiFragment: fragment) else { return nil }
        return range(of: fragment)
    }

    /// False only when the bytes cannot hold the fragment; a bridged string, whose bytes are not
    /// where they can be searched, is left to Foundation.
    private func mayHold(asciiFragment fragment: String) -> Bool {
        let found = utf8.withContiguousStorageIfAvailable { bytes in
            fragment.utf8.withContiguousStorageIfAvailable { wanted in Self.bytes(bytes, contain: wanted) }
        } ?? nil
        return found ?? true
    }

    /// Whether `wanted` occurs in `bytes`: each place of its first byte found by `memchr`.
    private static func bytes(_ bytes: UnsafeBufferPointer<UInt8>, contain wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = wanted.first else { return true }
        guard let base = bytes.baseAddress, bytes.count >= wanted.count else { return false }
        var start = 0
        let last = bytes.count - wanted.count
        while start <= last, let found = memchr(base + start, Int32(first), last - start + 1) {
            let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + at, wanted.baseAddress!, wanted.count) == 0 { return true }
            start = at + 1
        }
        return false
    }
}
