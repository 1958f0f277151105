import EllipsisCore
import EllipsisLocaleData

/// How much wider a text of the development language is expected to become in translation:
/// the measured figures of a locale (Locales/*.json `expansion`), or, for a project whose
/// locales have none, a fallback by length.
public enum ExpectedExpansion {
    /// The measured high percentile for a source of `length` grapheme clusters in `locale`; nil
    /// where its data holds no figures.
    public static func p90(in locale: LocaleID, sourceLength length: Int, localeData: any LocaleDataProvider) -> Double? {
        localeData.bestData(for: locale.identifier)?.expansion?.figures(forSourceLength: length).p90
    }

    /// The widest growth any locale the project ships is expected to bring to a text of `length`:
    /// the largest measured p90 among them, else `fallback(length:)`.
    public static func widest(for length: Int, locales: [LocaleID], localeData: any LocaleDataProvider) -> Double {
        locales.compactMap { p90(in: $0, sourceLength: length, localeData: localeData) }.max()
            ?? fallback(length: length)
    }

    /// Growth by length where nothing was measured: the lower ends of IBM's long-standing guidance
    /// for translating from English (W3C, "Text size in translation"): up to 10 characters 200%,
    /// 11-20 180%, 21-30 160%, 31-50 140%, 51-70 150%, more 130%.
    public static func fallback(length: Int) -> Double {
        switch length {
        case ...10: 2.0
        case 11...20: 1.8
        case 21...30: 1.6
        case 31...50: 1.4
        case 51...70: 1.5
        default: 1.3
        }
    }
}
