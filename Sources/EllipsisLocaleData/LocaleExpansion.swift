/// How much wider than their development-language source the translations into a
/// locale are, by the source's length: reviewed data measured on real translations
/// (Locales/README.md, "Expansion"; `sources.expansion` says on what). Short texts
/// grow the most, so each length range has its own figures.
public struct LocaleExpansion: Hashable, Codable, Sendable {
    /// Pairs of source and translation the figures of all lengths come from.
    public var titles: Int
    /// The middle ratio of translation width to source width, over all lengths.
    public var median: Double
    /// The ratio nine pairs in ten stay at or under, over all lengths.
    public var p90: Double
    /// The same figures per range of source length, shortest first.
    public var buckets: [Bucket]

    /// Figures of one range of source lengths, in grapheme clusters.
    public struct Bucket: Hashable, Codable, Sendable {
        public var minLength: Int
        /// nil: no upper end.
        public var maxLength: Int?
        public var titles: Int
        public var median: Double
        public var p90: Double

        public init(minLength: Int, maxLength: Int?, titles: Int, median: Double, p90: Double) {
            self.minLength = minLength
            self.maxLength = maxLength
            self.titles = titles
            self.median = median
            self.p90 = p90
        }

        public func contains(_ length: Int) -> Bool { length >= minLength && maxLength.map { length <= $0 } ?? true }
    }

    /// Fewer pairs than this in a range say too little: the figures of all lengths stand in.
    public static let minimumTitles = 5

    public init(titles: Int, median: Double, p90: Double, buckets: [Bucket]) {
        self.titles = titles
        self.median = median
        self.p90 = p90
        self.buckets = buckets
    }

    /// The figures for a source of `length` grapheme clusters: its range's when that has enough pairs,
    /// else those of all lengths.
    public func figures(forSourceLength length: Int) -> (median: Double, p90: Double, titles: Int) {
        if let bucket = buckets.first(where: { $0.contains(length) }), bucket.titles >= Self.minimumTitles {
            return (bucket.median, bucket.p90, bucket.titles)
        }
        return (median, p90, titles)
    }

    /// The length ranges every measurement uses, in grapheme clusters of the source: those of
    /// W3C's "Text size in translation" (IBM's guidance), as `ExpectedExpansion.fallback` has them.
    public static let lengthRanges: [(min: Int, max: Int?)] = [(1, 10), (11, 20), (21, 30), (31, 50), (51, 70), (71, nil)]

    /// Titles are at most this long in the corpora; the longer ranges are measured on the apps'
    /// longer strings (Locales/README.md, "Expansion").
    public static let titleLengthLimit = 20
}
