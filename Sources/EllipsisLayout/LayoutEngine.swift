import EllipsisCore
import EllipsisLocaleData
import Foundation
import Synchronization

/// The result of measuring one text in one place, with the fonts that made it.
public struct TextMeasurement: Hashable, Sendable {
    public var fit: FitResult
    /// The font files used (faces actually chosen for some grapheme), `path` or `path#index`.
    public var fonts: [String]
    /// Grapheme clusters no font of the chain has glyphs for (measured as .notdef).
    public var missingGlyphs: [String]
    /// Families the locale asks for that are not installed (a proxy gap, reported).
    public var unavailableFamilies: [String]
    /// The tracking the text was fitted with, points per tracked grapheme: the parameters',
    /// or the font's own at the size when the parameters follow it (FitParameters).
    public var tracking: Double
    /// Of `fonts`, those no locale names, found by fontconfig for characters the locale's fonts lack.
    public var fontsFoundByCoverage: [String] = []
    /// Their family names, in the same order.
    public var familiesFoundByCoverage: [String] = []
}

/// Lays text out for a locale: analysis by EllipsisText, fonts by locale data,
/// HarfBuzz shaping cached per (text, locale, font chain), fitting per surface.
public final class LayoutEngine: @unchecked Sendable {
    public let fonts: FontLibrary
    public let localeData: (any LocaleDataProvider)?

    private let lock = NSLock()
    /// Shaped texts kept at most (about a kilobyte each for short titles); 0 for no cache.
    /// Set it before the engine is shared between threads. A catalog's texts are mostly
    /// distinct: what comes back is the source, a text left untranslated, a regional copy,
    /// each soon after its first use, so a few thousand recent ones serve as well as more.
    public var cacheLimit = 8_192

    /// The shaping cache, in shards with their own locks so that threads measuring
    /// different texts rarely wait for each other. Each shard keeps two generations: when
    /// the newer is full it becomes the older and the older is dropped, and a hit in the
    /// older moves into the newer, so what was used lately survives the turn.
    private final class Shard: @unchecked Sendable {
        let lock = NSLock()
        private var newer: [CacheKey: ShapedText] = [:]
        private var older: [CacheKey: ShapedText] = [:]

        /// The entry for `key` (the caller checks it is for the right chain), kept among the newer.
        private func entry(_ key: CacheKey, generation: Int) -> ShapedText? {
            if let found = newer[key] { return found }
            guard let found = older.removeValue(forKey: key) else { return nil }
            insert(found, for: key, generation: generation)
            return found
        }

        private func insert(_ shaped: ShapedText, for key: CacheKey, generation: Int) {
            if newer.count >= generation {
                older = newer
                newer = Dictionary(minimumCapacity: generation)
            }
            newer[key] = shaped
        }

        /// The kept entry for `key` when `fits` accepts it, else the one `make` shapes, outside
        /// the lock so that other threads go on, and kept.
        func shaped(_ key: CacheKey, generation: Int, fits: (ShapedText) -> Bool,
                    make: () -> ShapedText) -> ShapedText {
            lock.lock()
            if let found = entry(key, generation: generation), fits(found) {
                lock.unlock()
                return found
            }
            lock.unlock()
            let shaped = make()
            lock.lock()
            insert(shaped, for: key, generation: generation)
            lock.unlock()
            return shaped
        }
    }
    /// Entries a shard's generation holds: the limit spread over the shards and both generations.
    private var generationSize: Int { max(1, cacheLimit / (2 * LayoutEngine.shardCount)) }
    private static let shardCount = 16
    private let shards: [Shard] = (0..<LayoutEngine.shardCount).map { _ in Shard() }

    private func shard(of key: CacheKey) -> Shard {
        shards[Int(UInt(bitPattern: key.hashValue) % UInt(LayoutEngine.shardCount))]
    }

    private struct CacheKey: Hashable {
        var text: ExactText
        var locale: String
        /// The chain's identity; a hit is checked against the chain itself.
        var chain: ObjectIdentifier
    }
    private struct ChainKey: Hashable {
        var platform: FontPlatform
        var locale: String
    }
    private var chains: [ChainKey: FontChain] = [:]
    private var analyzers: [String: TextAnalyzer] = [:]
    /// A locale's chain and analysis settings together: measuring finds both with one
    /// lookup, under a lock of its own (a futex word, cheaper than `lock` per text).
    private let resolved = Mutex<[ChainKey: (chain: FontChain, analyzer: TextAnalyzer)]>([:])

    /// - Parameters:
    ///   - fonts: the fonts of the run (its locator's folders); by default a library of the
    ///     system's fonts alone, the engine's own.
    ///   - localeData: per-locale fonts and line breaking (the pipeline gives the baked
    ///     Locales/ data, or a user's folders before it); nil for ICU's and fontconfig's defaults.
    ///   - calibration: the proxies' per-script figures (the baked Locales/calibration/):
    ///     their corrections are applied to proxy widths and `uncertainty` reads them; nil measures
    ///     every font by its own numbers and knows no uncertainty.
    public init(fonts: FontLibrary = FontLibrary(), localeData: (any LocaleDataProvider)?,
                calibration: ProxyCalibration? = nil) {
        self.fonts = fonts
        self.localeData = localeData
        self.calibration = calibration
    }

    public let calibration: ProxyCalibration?

    /// A string compared and hashed by its UTF-8 bytes: canonically equivalent texts
    /// (precomposed or decomposed accents) shape differently and must not share an entry,
    /// and byte hashing skips the normalization String hashing does.
    /// The bytes are hashed once, when the key is made (the shard and the table both use
    /// that value), and compared with `memcmp`.
    private struct ExactText: Hashable {
        let string: String
        let bytesHash: Int
        init(_ string: String) {
            var copy = string
            self.bytesHash = copy.withUTF8 { bytes in
                var hasher = Hasher()
                hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
                return hasher.finalize()
            }
            self.string = copy
        }
        static func == (a: ExactText, b: ExactText) -> Bool {
            guard a.bytesHash == b.bytesHash, a.string.utf8.count == b.string.utf8.count else { return false }
            var left = a.string, right = b.string
            return left.withUTF8 { l in
                right.withUTF8 { r in l.count == 0 || memcmp(l.baseAddress!, r.baseAddress!, l.count) == 0 }
            }
        }
        func hash(into hasher: inout Hasher) { hasher.combine(bytesHash) }
    }

    /// The fallback chain for a locale, or exactly one face when `font` is given.
    public func chain(locale: String, platform: FontPlatform = .apple, font: FontLocation? = nil) throws -> FontChain {
        if let font { return try fonts.chain(forcing: font) }
        let key = ChainKey(platform: platform, locale: locale)
        lock.lock()
        if let chain = chains[key] { lock.unlock(); return chain }
        lock.unlock()
        let chain = try fonts.chain(locale: locale, platform: platform, provider: localeData)
        lock.lock()
        chains[key] = chain
        lock.unlock()
        return chain
    }

    /// The text shaped once (cached) in the chain for `locale`.
    public func shape(_ text: String, locale: String, chain: FontChain) -> ShapedText {
        shape(text, locale: locale, chain: chain, analyzer: analyzer(for: locale))
    }

    func shape(_ text: String, locale: String, chain: FontChain, analyzer: TextAnalyzer) -> ShapedText {
        // No cache at all: nothing to hash, look up or evict.
        guard cacheLimit > 0 else {
            return shapeWithCoverage(text, chain: chain, analyzer: analyzer)
        }
        let key = CacheKey(text: ExactText(text), locale: locale, chain: ObjectIdentifier(chain))
        return shard(of: key).shaped(key, generation: generationSize,
                                     fits: { $0.chain === chain || $0.chain.base === chain }) {
            shapeWithCoverage(text, chain: chain, analyzer: analyzer)
        }
    }

    /// The text shaped in the design `base` has at `size` (optical sizes): the shaping in
    /// `base` itself, or in its variant for the size, made from that shaping (the same
    /// analysis; the same result when no grapheme is set in a face that changes).
    private func shape(_ text: String, locale: String, base: FontChain, at size: Double,
                       analyzer: TextAnalyzer) -> ShapedText {
        shape(text, locale: locale, inBase: shape(text, locale: locale, chain: base, analyzer: analyzer), base: base,
              at: size)
    }

    /// `inBase` (the text shaped in `base`) in the design for `size`.
    func shape(_ text: String, locale: String, inBase: ShapedText, base: FontChain, at size: Double) -> ShapedText {
        shape(text, locale: locale, inBase: inBase, base: base, in: Self.design(of: inBase, base: base, at: size))
    }

    /// The chain `inBase` (shaped in `base`) is set in at `size`. Set partly in faces found by
    /// coverage: the variant is that chain's, which holds them too.
    @inline(__always)
    static func design(of inBase: ShapedText, base: FontChain, at size: Double) -> FontChain {
        (inBase.chain.base === base ? inBase.chain : base).variant(atSize: size)
    }

    /// `inBase` in `variant`, a design of its chain (`design(of:base:at:)`).
    func shape(_ text: String, locale: String, inBase: ShapedText, base: FontChain, in variant: FontChain) -> ShapedText {
        let design = inBase.chain.base === base ? inBase.chain : base
        if variant === design { return inBase }
        guard cacheLimit > 0 else { return inBase.reshaped(in: variant) }
        let key = CacheKey(text: ExactText(text), locale: locale, chain: ObjectIdentifier(variant))
        return shard(of: key).shaped(key, generation: generationSize, fits: { $0.chain === variant || $0 === inBase }) {
            inBase.reshaped(in: variant)
        }
    }

    /// The text shaped in `chain`; when some cluster is in none of its faces (a script
    /// the locale data does not name, Ol Chiki in a Santali title), shaped again in the
    /// chain followed by the installed faces fontconfig finds for those clusters. Text
    /// the chain covers never asks fontconfig; the locator remembers each answer.
    private func shapeWithCoverage(_ text: String, chain: FontChain, analyzer: TextAnalyzer) -> ShapedText {
        let shaped = ShapedText(items: analyzer.items(text), chain: chain, analyzer: analyzer)
        guard !shaped.missingGraphemes.isEmpty, !chain.isForced, chain.base == nil else { return shaped }
        var locations: [FontLocation] = []
        let present = Set(chain.faces.map { FontLocation(path: $0.path, index: $0.index) })
        for cluster in shaped.missingGraphemes {
            let scalars = cluster.unicodeScalars.filter {
                !FontChain.isDefaultIgnorable($0) && !FontChain.isNewline($0)
            }.map(\.value)
            guard let location = fonts.locator.locate(covering: scalars), !present.contains(location),
                  !locations.contains(location) else { continue }
            locations.append(location)
        }
        guard !locations.isEmpty, let extended = try? fonts.chain(extending: chain, with: locations) else { return shaped }
        return ShapedText(items: analyzer.items(text), chain: extended, analyzer: analyzer)
    }

    /// Measures `text` in `locale` with explicit parameters.
    public func measure(_ text: String, locale: String, parameters: FitParameters, platform: FontPlatform = .apple,
                        font: FontLocation? = nil) throws -> TextMeasurement {
        let shaped: ShapedText
        let localeChain: FontChain
        if font != nil {
            localeChain = try chain(locale: locale, platform: platform, font: font)
            shaped = shape(text, locale: locale, base: localeChain, at: parameters.size, analyzer: analyzer(for: locale))
        } else {
            let (chain, analyzer) = try resolve(locale: locale, platform: platform)
            localeChain = chain
            shaped = shape(text, locale: locale, base: chain, at: parameters.size, analyzer: analyzer)
        }
        return Self.measurement(of: shaped, parameters: parameters, localeChain: localeChain, forced: font != nil)
    }

    /// A text shaped once in `locale`, to be measured at many sizes and widths (`PreparedText`).
    public func prepare(_ text: String, locale: String, platform: FontPlatform = .apple,
                        font: FontLocation? = nil) throws -> PreparedText {
        if font != nil {
            return PreparedText(text: text, locale: locale, platform: platform, engine: self,
                                localeChain: try chain(locale: locale, platform: platform, font: font),
                                analyzer: analyzer(for: locale), isForced: true)
        }
        let (chain, analyzer) = try resolve(locale: locale, platform: platform)
        return PreparedText(text: text, locale: locale, platform: platform, engine: self, localeChain: chain,
                            analyzer: analyzer, isForced: false)
    }

    /// The parameters a shaping is fitted with: a face's own tracking replaces SF Pro's table.
    static func effective(_ parameters: FitParameters, for shaped: ShapedText) -> FitParameters {
        var parameters = parameters
        if parameters.followsFontTracking, let own = shaped.chain.ownTracking {
            parameters.tracking = own.points(at: parameters.size)
        }
        return parameters
    }

    /// A shaping (of the size's design) fitted and described with the fonts it used.
    static func measurement(of shaped: ShapedText, parameters: FitParameters, localeChain: FontChain,
                            forced: Bool) -> TextMeasurement {
        // Faces neither the locale's chain nor its design at this size holds were found by coverage.
        let found = forced || shaped.chain === localeChain ? nil
            : coverage(of: shaped, size: parameters.size, localeChain: localeChain)
        let parameters = effective(parameters, for: shaped)
        return TextMeasurement(fit: shaped.fit(parameters), fonts: shaped.fontFiles, missingGlyphs: shaped.missingGraphemes,
                               unavailableFamilies: shaped.chain.unavailableFamilies, tracking: parameters.tracking,
                               fontsFoundByCoverage: found?.fonts ?? [], familiesFoundByCoverage: found?.families ?? [])
    }

    /// A shaping fitted with the faces of it that coverage found (`coverage(of:size:localeChain:)`).
    static func measurement(of shaped: ShapedText, parameters: FitParameters, foundByCoverage: FoundByCoverage) -> TextMeasurement {
        let parameters = effective(parameters, for: shaped)
        return TextMeasurement(fit: shaped.fit(parameters), fonts: shaped.fontFiles, missingGlyphs: shaped.missingGraphemes,
                               unavailableFamilies: shaped.chain.unavailableFamilies, tracking: parameters.tracking,
                               fontsFoundByCoverage: foundByCoverage.fonts, familiesFoundByCoverage: foundByCoverage.families)
    }

    /// The faces of a shaping found by coverage, and their families.
    struct FoundByCoverage {
        var fonts: [String] = []
        var families: [String] = []
        static let none = FoundByCoverage()
    }

    /// The faces a shaping at `size` uses that neither the locale's chain nor its design at that
    /// size holds: those found by coverage.
    static func coverage(of shaped: ShapedText, size: Double, localeChain: FontChain) -> FoundByCoverage {
        guard shaped.chain !== localeChain else { return .none }
        var found = FoundByCoverage()
        // A chain holds a handful of faces: a scan costs less than hashing them into a set at every size.
        let faces = localeChain.faces, design = localeChain.variant(atSize: size).faces
        for face in shaped.fontsUsed where !faces.contains(where: { $0 === face }) && !design.contains(where: { $0 === face }) {
            found.fonts.append(face.description)
            found.families.append(face.familyName)
        }
        return found
    }

    /// The chain and the analysis settings for a locale, found together.
    private func resolve(locale: String, platform: FontPlatform) throws -> (chain: FontChain, analyzer: TextAnalyzer) {
        let key = ChainKey(platform: platform, locale: locale)
        if let found = resolved.withLock({ $0[key] }) { return found }
        let found = (chain: try chain(locale: locale, platform: platform), analyzer: analyzer(for: locale))
        // The first kept wins, as in the font library: every text of a locale uses one chain.
        return resolved.withLock { table in
            if let raced = table[key] { return raced }
            table[key] = found
            return found
        }
    }

    /// How sure a width measured with `parameters` is: the error the proxies may leave in it,
    /// as a fraction of the width, and the scripts it comes from (largest share first).
    /// Zero for text set in Apple's own fonts or a metrics snapshot, and without calibration.
    public func uncertainty(of text: String, locale: String, parameters: FitParameters,
                            platform: FontPlatform = .apple) throws -> (fraction: Double, scripts: [String]) {
        guard let calibration, platform == .apple else { return (0, []) }
        let (chain, analyzer) = try resolve(locale: locale, platform: platform)
        let shaped = shape(text, locale: locale, base: chain, at: parameters.size, analyzer: analyzer)
        return calibration.uncertainty(of: shaped, display: parameters.size >= 20)
    }

    /// Measures `text` on a surface (its size, tracking, width and lines).
    public func measure(_ text: String, locale: String, surface: Surface, font: FontLocation? = nil) throws -> TextMeasurement {
        try measure(text, locale: locale, parameters: surface.fitParameters, platform: surface.platform, font: font)
    }

    /// The analysis settings for a locale: its line-break options and direction.
    func analyzer(for locale: String) -> TextAnalyzer {
        lock.lock()
        if let analyzer = analyzers[locale] { lock.unlock(); return analyzer }
        lock.unlock()
        let analyzer = TextAnalyzer(locale: locale, data: localeData?.bestData(for: locale), calibration: calibration)
        lock.lock()
        defer { lock.unlock() }
        if let raced = analyzers[locale] { return raced }
        analyzers[locale] = analyzer
        return analyzer
    }

    /// The BCP 47 language HarfBuzz takes (`zh-Hant`, `sr-Latn`...): the locale with `_` as `-`.
    static func language(of locale: String) -> String {
        locale.utf8.contains(UInt8(ascii: "_")) ? locale.replacingOccurrences(of: "_", with: "-") : locale
    }
}
