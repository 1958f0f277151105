/// A text shaped once for a locale, to be fitted at many sizes and widths: what
/// `LayoutEngine.measure` does for one size, without finding the locale's chain and
/// looking the shaping up again for each. A caller that measures a title at the 24
/// size-device pairs, or searches the width it needs, asks the engine once.
///
/// Results are those of `LayoutEngine.measure` with the same text, locale and
/// parameters. Used by one thread at a time (it keeps the designs it has met).
public final class PreparedText {
    public let text: String
    public let locale: String
    public let platform: FontPlatform
    private let engine: LayoutEngine
    /// The locale's chain (or the one face asked for).
    private let localeChain: FontChain
    private let analyzer: TextAnalyzer
    private let isForced: Bool
    /// The text shaped in the locale's chain, as the engine's cache holds it.
    public let shaped: ShapedText
    /// Sizes met so far (a title meets about twelve), and for each the shaping it is fitted
    /// in and its faces found by coverage; sizes apart, so that finding one copies nothing.
    /// Read and written by one thread.
    @exclusivity(unchecked) private var sizes: [Double] = []
    @exclusivity(unchecked) private var designs: [Design] = []

    private struct Design {
        /// The chain the text is set in at the size (sizes between two optical steps share it).
        var chain: FontChain
        var shaped: ShapedText
        var foundByCoverage: LayoutEngine.FoundByCoverage
    }

    init(text: String, locale: String, platform: FontPlatform, engine: LayoutEngine, localeChain: FontChain,
         analyzer: TextAnalyzer, isForced: Bool) {
        self.text = text
        self.locale = locale
        self.platform = platform
        self.engine = engine
        self.localeChain = localeChain
        self.analyzer = analyzer
        self.isForced = isForced
        self.shaped = engine.shape(text, locale: locale, chain: localeChain, analyzer: analyzer)
    }

    /// The shaping fitted at `size`: in the chain's design for that size (optical sizes).
    public func shaped(atSize size: Double) -> ShapedText { designs[design(atSize: size)].shaped }

    /// The position of `size`'s design in `designs`, made the first time the size is asked for.
    private func design(atSize size: Double) -> Int {
        if let known = sizes.firstIndex(of: size) { return known }
        let chain = LayoutEngine.design(of: shaped, base: localeChain, at: size)
        let found = designs.first { $0.chain === chain }?.shaped
            ?? engine.shape(text, locale: locale, inBase: shaped, base: localeChain, in: chain)
        if designs.isEmpty {
            sizes.reserveCapacity(12)
            designs.reserveCapacity(12)
        }
        sizes.append(size)
        designs.append(Design(chain: chain, shaped: found, foundByCoverage: isForced ? .none
                                  : LayoutEngine.coverage(of: found, size: size, localeChain: localeChain)))
        return designs.count - 1
    }

    /// The fit alone, without the fonts and glyph facts of a whole measurement.
    public func fit(_ parameters: FitParameters) -> FitResult {
        let index = design(atSize: parameters.size)
        return designs[index].shaped.fit(LayoutEngine.effective(parameters, for: designs[index].shaped))
    }

    /// `fit(parameters).fits`, without making the result.
    public func fits(_ parameters: FitParameters) -> Bool {
        let index = design(atSize: parameters.size)
        return designs[index].shaped.fits(LayoutEngine.effective(parameters, for: designs[index].shaped))
    }

    /// As `LayoutEngine.measure(_:locale:parameters:platform:font:)`.
    public func measure(_ parameters: FitParameters) -> TextMeasurement {
        let index = design(atSize: parameters.size)
        return LayoutEngine.measurement(of: designs[index].shaped, parameters: parameters,
                                        foundByCoverage: designs[index].foundByCoverage)
    }

    /// As `LayoutEngine.uncertainty(of:locale:parameters:platform:)`: the proxies' error in
    /// a width measured with `parameters`, from the locale's own chain.
    public func uncertainty(_ parameters: FitParameters) -> (fraction: Double, scripts: [String]) {
        guard let calibration = engine.calibration, platform == .apple else { return (0, []) }
        if isForced {
            return (try? engine.uncertainty(of: text, locale: locale, parameters: parameters, platform: platform)) ?? (0, [])
        }
        return calibration.uncertainty(of: shaped(atSize: parameters.size), display: parameters.size >= 20)
    }
}
