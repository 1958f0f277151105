import EllipsisMorphology
import Foundation

/// The stemmers and dictionaries every input goes through, opened once:
/// Snowball in four scripts, and Hunspell in UTF-8 (Hungarian, Hebrew, Korean)
/// and ISO 8859-2 (Polish, through iconv) where installed.
let stemmers = ["finnish", "turkish", "arabic", "english"].compactMap { try? MorphologyCache.shared.stemmer($0) }
let dictionaries = ["hu_HU", "pl_PL", "he_IL", "ko"].compactMap { try? MorphologyCache.shared.dictionary($0) }

/// libFuzzer entry point: the words of a title, as the rules will hand them
/// over. Any word must come back stemmed or unchanged, never a crash or a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = bytes.map { String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self) } ?? ""
    _ = MorphologicalAnalysis(parsing: text)
    for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }).prefix(16).map(String.init) {
        for stemmer in stemmers { _ = stemmer.stem(word) }
        for dictionary in dictionaries {
            _ = dictionary.accepts(word)
            _ = dictionary.stems(word)
            _ = dictionary.lemmas(word)
        }
    }
    return 0
}
