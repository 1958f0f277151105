import Synchronization

/// Stemmers and dictionaries opened once and shared by every caller: opening a
/// Hunspell dictionary costs far more than analysing the words of many titles.
/// A name that failed to open fails again at once, without another try.
public final class MorphologyCache: Sendable {
    public static let shared = MorphologyCache()

    public let dictionaryDirectory: String
    private let stemmers = Mutex<[String: Result<SnowballStemmer, MorphologyError>]>([:])
    private let dictionaries = Mutex<[String: Result<HunspellDictionary, MorphologyError>]>([:])

    public init(dictionaryDirectory: String = HunspellDictionary.systemDirectory) {
        self.dictionaryDirectory = dictionaryDirectory
    }

    public func stemmer(_ algorithm: String) throws(MorphologyError) -> SnowballStemmer {
        try opened(algorithm, in: stemmers) { () throws(MorphologyError) in try SnowballStemmer(algorithm: algorithm) }
    }

    public func dictionary(_ name: String) throws(MorphologyError) -> HunspellDictionary {
        try opened(name, in: dictionaries) { () throws(MorphologyError) in
            try HunspellDictionary(name: name, directory: dictionaryDirectory)
        }
    }

    /// Opens outside the lock, so that loading one dictionary does not hold up
    /// callers of another; when two callers race, the first one kept wins.
    private func opened<Value: Sendable>(_ name: String, in table: borrowing Mutex<[String: Result<Value, MorphologyError>]>,
                                         open: () throws(MorphologyError) -> Value) throws(MorphologyError) -> Value {
        if let known = table.withLock({ $0[name] }) { return try known.get() }
        let result: Result<Value, MorphologyError>
        do { result = .success(try open()) } catch { result = .failure(error) }
        let kept = table.withLock { entries -> Result<Value, MorphologyError> in
            if let earlier = entries[name] { return earlier }
            entries[name] = result
            return result
        }
        return try kept.get()
    }
}
