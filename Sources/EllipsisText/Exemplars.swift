import CICUShim
import Synchronization

/// A locale's exemplar characters (CLDR, via ICU): the letters a text in
/// that language is expected to use. Case-insensitive.
public final class ExemplarSet: @unchecked Sendable {
    // A frozen ICU set; reading from several threads is safe.
    private let set: OpaquePointer
    public let locale: String

    private init(set: OpaquePointer, locale: String) {
        self.set = set
        self.locale = locale
    }

    deinit { ell_char_set_close(set) }

    private struct Key: Hashable { let locale: String; let auxiliary: Bool }
    private static let cache = Mutex<[Key: ExemplarSet?]>([:])

    /// The standard exemplar set of `locale` (BCP 47 or ICU id), with the
    /// auxiliary set (borrowed and foreign letters) added when asked. Nil when
    /// ICU has none for the locale. Cached.
    public static func forLocale(_ locale: String, includeAuxiliary: Bool = true) -> ExemplarSet? {
        let key = Key(locale: locale, auxiliary: includeAuxiliary)
        if let cached = cache.withLock({ $0[key] }) { return cached }
        var error: Int32 = 0
        let opened = ell_exemplar_set_open(locale, includeAuxiliary, &error).map { ExemplarSet(set: $0, locale: locale) }
        return cache.withLock { cache in
            if let existing = cache[key] { return existing }
            cache[key] = opened
            return opened
        }
    }

    /// The number of code points in the set.
    public var count: Int { Int(ell_char_set_size(set)) }

    /// Whether a grapheme cluster is made of the set's characters (compared in NFC).
    public func contains(grapheme: some StringProtocol) -> Bool {
        let units = Array(grapheme.utf16)
        return units.withUnsafeBufferPointer { ell_char_set_contains_string(set, $0.baseAddress, Int32($0.count)) }
    }

    /// Which letters of `text` fall outside the set.
    public func coverage(of text: UnicodeText) -> ExemplarCoverage {
        var letters = 0
        var misses: [ExemplarCoverage.Miss] = []
        text.utf16.withUnsafeBufferPointer { units in
            for index in 0..<text.graphemeCount {
                let range = text.utf16Range(ofGrapheme: index)
                guard let first = scalar(startingAt: range.lowerBound, in: text.utf16),
                      (Int32(ELL_GC_UPPERCASE_LETTER)...Int32(ELL_GC_OTHER_LETTER)).contains(ell_general_category(first))
                else { continue }
                letters += 1
                // The cluster's units are read where they lie; a string is made for a miss only.
                if !ell_char_set_contains_string(set, units.baseAddress! + range.lowerBound, Int32(range.count)) {
                    misses.append(.init(text: text.grapheme(index), utf16Offset: range.lowerBound, graphemeOffset: index))
                }
            }
        }
        return ExemplarCoverage(letterCount: letters, misses: misses)
    }
}

/// How much of a text's letters a locale's exemplar set covers.
public struct ExemplarCoverage: Sendable, Hashable {
    public struct Miss: Sendable, Hashable {
        public var text: String
        public var utf16Offset: Int
        public var graphemeOffset: Int
    }

    /// Grapheme clusters that start with a letter.
    public var letterCount: Int
    /// Those letters outside the set.
    public var misses: [Miss]

    /// The fraction of letters outside the set (0 for a text without letters).
    public var missFraction: Double { letterCount == 0 ? 0 : Double(misses.count) / Double(letterCount) }
}
