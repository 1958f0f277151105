import EllipsisCore
import EllipsisFormats
import EllipsisLayout
import EllipsisLocaleData
import Foundation

/// Measures how much wider translations run than their source on the real apps of a
/// corpus folder: every action title, subtitle and long label that a locale translates
/// (a text of its own, different from the source, without placeholders) is paired with
/// the development-language text of the same key, both are laid out by Ellipsis at the
/// quick-action title size in their own locale's fonts, and the ratio of the widths is
/// kept. Per locale file: the median and the 90th percentile, over all lengths and per
/// range of source length. Only these figures are written, never a text of the corpora.
struct ExpansionMeasurement {
    /// One translated text beside its source.
    struct Pair: Hashable {
        var locale: String
        var source: String
        var translation: String
        var sourceLocale: String
    }

    /// The size the ratios are measured at: Body at the default Dynamic Type size, the titles' size.
    static let pointSize = 17.0
    /// Fewer pairs than this give a locale no figures at all.
    static let minimumPairs = 5

    var pairs: [Pair]
    var corpusNames: [String]
    var engine: LayoutEngine
    /// The locale files' data, to find which file a corpus locale belongs to (`de-DE` to `de`).
    var localeData: any LocaleDataProvider

    /// Every folder of `corpora` is one app.
    static func corpusFolders(_ corpora: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: corpora).sorted().filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: (corpora as NSString).appendingPathComponent(name),
                                                  isDirectory: &isFolder) && isFolder.boolValue
        }
    }

    /// The pairs of every app, deduplicated (an app that ships one title in two files counts once).
    static func readPairs(corpora folders: [String]) throws -> [Pair] {
        var seen: Set<Pair> = []
        var result: [Pair] = []
        for folder in folders {
            for project in try ProjectLoader.load(paths: [folder]) {
                let development = project.developmentLanguage
                for action in project.actions {
                    for field in [action.title, action.subtitle, action.longTitle].compactMap({ $0 }) {
                        guard let source = field.texts[development], source.resolution != .userData else { continue }
                        let sourceText = source.text.trimmingCharacters(in: .whitespacesAndNewlines)
                        guard !sourceText.isEmpty, !sourceText.contains("%") else { continue }
                        for (locale, text) in field.texts where locale != development && text.resolution == .translated {
                            let value = text.text.trimmingCharacters(in: .whitespacesAndNewlines)
                            // A copy of the source is not a translation; a placeholder's width is not the text's.
                            guard !value.isEmpty, value != sourceText, !value.contains("%") else { continue }
                            let pair = Pair(locale: locale.identifier, source: sourceText, translation: value,
                                            sourceLocale: development.identifier)
                            if seen.insert(pair).inserted { result.append(pair) }
                        }
                    }
                }
            }
        }
        return result.sorted { ($0.locale, $0.source, $0.translation) < ($1.locale, $1.source, $1.translation) }
    }

    func width(_ text: String, locale: String) -> Double? {
        guard let measured = try? engine.measure(text, locale: locale, parameters: FitParameters(size: Self.pointSize)),
              measured.missingGlyphs.isEmpty else { return nil }
        return measured.fit.naturalWidth
    }

    /// Locale file identifier to its ratios, each with its source's length in grapheme clusters.
    func ratios() -> [String: [(length: Int, ratio: Double)]] {
        var result: [String: [(Int, Double)]] = [:]
        for pair in pairs {
            // A locale belongs to the most specific file that answers for it; one no file answers for is left out.
            guard let file = localeData.bestData(for: pair.locale)?.locale,
                  file != localeData.bestData(for: pair.sourceLocale)?.locale,
                  let source = width(pair.source, locale: pair.sourceLocale), source > 0,
                  let translation = width(pair.translation, locale: pair.locale) else { continue }
            result[file, default: []].append((pair.source.count, translation / source))
        }
        return result
    }

    /// The figures of every locale with enough pairs.
    func figures() -> [String: LocaleExpansion] {
        var result: [String: LocaleExpansion] = [:]
        for (locale, measured) in ratios() where measured.count >= Self.minimumPairs {
            let all = measured.map(\.ratio)
            var buckets: [LocaleExpansion.Bucket] = []
            for range in LocaleExpansion.lengthRanges {
                let inRange = measured.filter { entry in
                    entry.length >= range.min && range.max.map { entry.length <= $0 } ?? true
                }.map(\.ratio)
                guard !inRange.isEmpty else { continue }
                buckets.append(LocaleExpansion.Bucket(minLength: range.min, maxLength: range.max, titles: inRange.count,
                                                      median: Self.rounded(Self.percentile(inRange, 0.5)),
                                                      p90: Self.rounded(Self.percentile(inRange, 0.9))))
            }
            result[locale] = LocaleExpansion(titles: all.count, median: Self.rounded(Self.percentile(all, 0.5)),
                                             p90: Self.rounded(Self.percentile(all, 0.9)), buckets: buckets)
        }
        return result
    }

    /// Linear interpolation between the closest ranks (the common "type 7" definition).
    static func percentile(_ values: [Double], _ fraction: Double) -> Double {
        let sorted = values.sorted()
        guard sorted.count > 1 else { return sorted.first ?? 0 }
        let position = fraction * Double(sorted.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, sorted.count - 1)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
    }

    static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    /// What each locale file's `sources.expansion` says.
    func sourceText(_ figures: LocaleExpansion) -> String {
        "Measured with measure-expansion (Sources/measure-expansion) on \(figures.titles) action titles, subtitles and "
            + "long labels of the real translations in ../shared/corpora (\(corpusNames.joined(separator: ", "))): "
            + "each translation's width over its development-language source with the same key, both laid out by "
            + "Ellipsis at \(Int(Self.pointSize)) pt on the proxy fonts; median and 90th percentile, over all lengths "
            + "and per range of source length in grapheme clusters (a range with fewer than "
            + "\(LocaleExpansion.minimumTitles) titles is not used on its own)"
    }
}
