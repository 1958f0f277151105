import EllipsisBakedLocales
import EllipsisCore
import EllipsisLayout
import EllipsisLocaleData
import EllipsisText

/// The pipeline for single texts (`measure`, `inspect`): the same discover, load and
/// resolve as a run, from the same kind of values, without projects; each text is then
/// checked (inspected, measured) on its own.
public struct TextSession: Sendable {
    /// The user's locale folders before the built-in data.
    public let localeData: any LocaleDataProvider
    /// The session's own layout: the system's fonts and `fontDirectories`.
    public let engine: LayoutEngine
    public var timings = StageTimings()

    /// - Parameters:
    ///   - localeDirectories: folders of `<locale>.json` files (`--locale-dir`), before the built-in data.
    ///   - fontDirectories: folders of fonts (`--font-dir`); one that cannot be used is an InputError.
    ///   - calibration: the proxies' per-script corrections; nil measures each font as it is.
    public init(localeDirectories: [String] = [], fontDirectories: [String] = [],
                builtInLocaleData: any LocaleDataProvider = BakedLocaleData.shared,
                lexiconSchema: LexiconSchema = BakedLocaleData.shared.lexiconSchema,
                calibration: ProxyCalibration? = RunRequest.builtInCalibration) throws {
        var timings = StageTimings()
        let fonts = try timings.time(.discover) {
            try RunFonts.library(folders: fontDirectories, given: fontDirectories)
        }
        let localeData = try timings.time(.load) {
            try RunLocaleData.layered(directories: localeDirectories, builtIn: builtInLocaleData, schema: lexiconSchema)
        }
        self.engine = timings.time(.resolve) { LayoutEngine(fonts: fonts, localeData: localeData, calibration: calibration) }
        self.localeData = localeData
        self.timings = timings
    }

    /// The locale's line breaking from its data file (`ja@lb=strict`, Korean keep-all),
    /// else ICU's rules for the locale as given; the root rules without a locale.
    public func lineBreakOptions(for locale: String?) -> LineBreakOptions {
        guard let locale else { return LineBreakOptions(icuLocale: "") }
        if let data = localeData.bestData(for: locale) { return LineBreakOptions(data.lineBreak) }
        return LineBreakOptions(icuLocale: locale.replacingOccurrences(of: "-", with: "_"))
    }

    /// What a text is made of, as ICU sees it in the locale.
    /// - Parameter lineBreak: the locale's `lineBreakOptions(for:)`, when many texts share them.
    public mutating func inspect(_ text: String, locale: String?, lineBreak: LineBreakOptions? = nil) -> TextInspection {
        let options = lineBreak ?? lineBreakOptions(for: locale)
        return timings.time(.check) { TextInspection(text, locale: locale, lineBreak: options) }
    }

    /// A text laid out on a surface: in the locale's fallback chain, or in exactly `font`.
    public mutating func measure(_ text: String, locale: String, surface: Surface,
                                 font: FontLocation? = nil) throws -> TextMeasurement {
        let engine = engine
        return try timings.time(.check) { try engine.measure(text, locale: locale, surface: surface, font: font) }
    }

    /// The font chain a text in `locale` is set in on the surface's platform (exactly `font` when given);
    /// it fails on a font that cannot be used, before any text is read.
    public func chain(locale: String, surface: Surface, font: FontLocation? = nil) throws -> FontChain {
        try engine.chain(locale: locale, platform: surface.platform, font: font)
    }

    /// The text measured on the surface and drawn as SVG from its glyph outlines.
    public mutating func svg(_ text: String, locale: String, surface: Surface, font: FontLocation? = nil) throws -> String {
        let measurement = try measure(text, locale: locale, surface: surface, font: font)
        let engine = engine
        // The design the surface's size is drawn in (Inter Display from 20 pt), as measured.
        let chain = try chain(locale: locale, surface: surface, font: font).variant(atSize: surface.size)
        return timings.time(.report) {
            SVGRenderer.render(engine.shape(text, locale: locale, chain: chain), measurement: measurement, surface: surface)
        }
    }
}
