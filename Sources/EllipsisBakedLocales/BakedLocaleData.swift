import EllipsisLocaleData

/// The locale data of Locales/*.json compiled into the binary, so the CLI
/// needs no files at run time. The values are Swift written at build time by
/// the BakeLocales plugin (Plugins/BakeLocales), which validates every file
/// first: a bad file fails the build, and a stale copy cannot exist. Each
/// locale's value is made the first time it is asked for.
public struct BakedLocaleData: LocaleDataProvider {
    public static let shared = BakedLocaleData()

    public init() {}

    public var identifiers: [String] { BakedLocaleTable.identifiers }

    /// The lexicon lists the baked files hold (Locales/schema/lexicon-lists.json):
    /// what a user's folder of the same schema is checked against.
    public var lexiconSchema: LexiconSchema { BakedLocaleTable.lexiconSchema }

    /// The proxies' widths against Apple's per script (Locales/calibration/*.json):
    /// corrections where the published table is trusted, uncertainties everywhere.
    public var calibrations: [ScriptCalibration] { BakedLocaleTable.calibrations }

    /// The data for `identifier` (any case, `_` or `-`), or for the locale it
    /// is an alias of (LocaleAliases), else nil. `bestData(for:)` then drops
    /// subtags from the end.
    public func data(for identifier: String) -> LocaleData? {
        let canonical = LocaleAliases.canonicalCase(identifier)
        if let found = BakedLocaleTable.data(for: canonical) { return found }
        if let target = LocaleAliases.target(for: canonical) { return BakedLocaleTable.data(for: target) }
        return nil
    }
}
