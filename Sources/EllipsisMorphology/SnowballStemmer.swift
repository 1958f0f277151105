import CStemmer
import Synchronization

/// One Snowball stemming algorithm ("finnish", "turkish", "russian"...), safe
/// to share between threads.
///
/// A Snowball stemmer object keeps the word it is working on inside itself, so
/// one object must never serve two callers at once. Each call checks an object
/// out of an idle list (opening a new one when every object is busy) and puts it
/// back afterwards: concurrent lint threads stem in parallel without waiting for
/// each other, and a single thread reuses one object.
///
/// Snowball stems lowercase words; fold case first (with the locale's rules:
/// Turkish `I` is `ı`).
public final class SnowballStemmer: Sendable {
    /// The name the stemmer was opened with.
    public let algorithm: String

    /// A stemmer handle; only ever used by the caller that checked it out.
    private struct Handle: @unchecked Sendable { let pointer: OpaquePointer }
    private let idle: Mutex<[Handle]>
    /// Objects kept idle; more than this (after a burst of threads) are freed.
    private static let kept = 8
    /// Words longer than this (in UTF-8 bytes) are returned unchanged: no title
    /// word is that long, and a pathological input should cost nothing.
    public static let longestStemmed = 256

    /// The algorithms this libstemmer offers, by their canonical names.
    public static let algorithms: [String] = {
        var names: [String] = []
        guard var entry = sb_stemmer_list() else { return names }
        while let name = entry.pointee {
            names.append(String(cString: name))
            entry += 1
        }
        return names
    }()

    /// Opens the algorithm `name` (a canonical name such as "finnish"; libstemmer
    /// also accepts its ISO 639 aliases such as "fi" or "fin").
    public init(algorithm name: String) throws(MorphologyError) {
        guard !name.isEmpty, let first = sb_stemmer_new(name, "UTF_8") else {
            throw .unknownAlgorithm(name)
        }
        algorithm = name
        idle = Mutex([Handle(pointer: first)])
    }

    deinit {
        idle.withLock { handles in
            for handle in handles { sb_stemmer_delete(handle.pointer) }
            handles.removeAll()
        }
    }

    /// The stem of one lowercase word ("asetuksiin" -> "asetuks" in Finnish).
    public func stem(_ word: String) -> String {
        var word = word
        return word.withUTF8 { bytes -> String in
            guard !bytes.isEmpty, bytes.count <= Self.longestStemmed, let handle = checkOut() else {
                return String(decoding: bytes, as: UTF8.self)
            }
            defer { checkIn(handle) }
            guard let stemmed = sb_stemmer_stem(handle.pointer, bytes.baseAddress, Int32(bytes.count)) else {
                return String(decoding: bytes, as: UTF8.self) // out of memory inside Snowball: the word unchanged
            }
            let length = Int(sb_stemmer_length(handle.pointer))
            return String(decoding: UnsafeBufferPointer(start: stemmed, count: length), as: UTF8.self)
        }
    }

    private func checkOut() -> Handle? {
        if let handle = idle.withLock({ $0.popLast() }) { return handle }
        return sb_stemmer_new(algorithm, "UTF_8").map(Handle.init)
    }

    private func checkIn(_ handle: Handle) {
        let keep = idle.withLock { handles -> Bool in
            guard handles.count < Self.kept else { return false }
            handles.append(handle)
            return true
        }
        if !keep { sb_stemmer_delete(handle.pointer) }
    }
}
