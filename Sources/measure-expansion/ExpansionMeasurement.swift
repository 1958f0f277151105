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
/// range of source length. Titles are short (none of the corpora's is over 20 grapheme
/// clusters), so the ranges beyond 20 are measured on the longer strings of the apps' string
/// tables (`.strings`, `strings.xml`, String Catalogs), paired the same way. Only these
/// figures are written, never a text of the corpora.
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

    /// Action titles, subtitles and long labels.
    var pairs: [Pair]
    /// Strings of the string tables longer than `LocaleExpansion.titleLengthLimit`.
    var stringPairs: [Pair] = []
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

    /// The pairs of every app, deduplicated (an app that ships one title in two files counts once):
    /// its actions' texts, and the strings of its tables longer than the titles' ranges.
    static func readPairs(corpora folders: [String]) throws -> (titles: [Pair], strings: [Pair]) {
        var titles = PairSet(), strings = PairSet()
        let isLonger = { (text: String) in text.count > LocaleExpansion.titleLengthLimit }
        for folder in folders {
            let projects = try ProjectLoader.load(paths: [folder])
            for project in projects {
                let development = project.developmentLanguage
                for action in project.actions {
                    for field in [action.title, action.subtitle, action.longTitle].compactMap({ $0 }) {
                        titles.add(field.texts, development: development)
                    }
                }
                for entry in project.catalogEntries { strings.add(entry.texts.dictionary, development: development, accepts: isLonger) }
            }
            if let development = projects.first?.developmentLanguage {
                for texts in try StringTableTexts.read(app: folder, development: development) {
                    strings.add(texts, development: development, accepts: isLonger)
                }
            }
        }
        return (titles.sorted, strings.sorted)
    }

    /// Pairs of a source and its translations, each once.
    struct PairSet {
        private var seen: Set<Pair> = []
        private var pairs: [Pair] = []

        var sorted: [Pair] { pairs.sorted { ($0.locale, $0.source, $0.translation) < ($1.locale, $1.source, $1.translation) } }

        /// Every locale's own translation of the development-language text, when `accepts` its source.
        mutating func add(_ texts: [LocaleID: LocalizedText], development: LocaleID, accepts: (String) -> Bool = { _ in true }) {
            guard let source = texts[development], source.resolution != .userData else { return }
            let sourceText = source.text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !sourceText.isEmpty, !sourceText.contains("%"), accepts(sourceText) else { return }
            for (locale, text) in texts where locale != development && text.resolution == .translated {
                let value = text.text.trimmingCharacters(in: .whitespacesAndNewlines)
                // A copy of the source is not a translation; a placeholder's width is not the text's.
                guard !value.isEmpty, value != sourceText, !value.contains("%") else { continue }
                let pair = Pair(locale: locale.identifier, source: sourceText, translation: value,
                                sourceLocale: development.identifier)
                if seen.insert(pair).inserted { pairs.append(pair) }
            }
        }
    }

    func width(_ text: String, locale: String) -> Double? {
        guard let measured = try? engine.measure(text, locale: locale, parameters: FitParameters(size: Self.pointSize)),
              measured.missingGlyphs.isEmpty else { return nil }
        return measured.fit.naturalWidth
    }

    /// Locale file identifier to the ratios of `pairs`, each with its source's length in grapheme clusters.
    func ratios(_ pairs: [Pair]) -> [String: [(length: Int, ratio: Double)]] {
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

    /// The figures of every locale with enough title pairs: those of all lengths and the ranges up
    /// to 20 from the titles, the longer ranges from the longer strings (and any longer title).
    func figures() -> [String: LocaleExpansion] {
        var result: [String: LocaleExpansion] = [:]
        let longer = ratios(stringPairs)
        for (locale, measured) in ratios(pairs) where measured.count >= Self.minimumPairs {
            let all = measured.map(\.ratio)
            var buckets: [LocaleExpansion.Bucket] = []
            for range in LocaleExpansion.lengthRanges {
                let pool = range.min > LocaleExpansion.titleLengthLimit ? measured + (longer[locale] ?? []) : measured
                let inRange = pool.filter { entry in
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
        let longer = figures.buckets.filter { $0.minLength > LocaleExpansion.titleLengthLimit }.map(\.titles).reduce(0, +)
        var text = "Measured with measure-expansion (Sources/measure-expansion) on \(figures.titles) action titles, subtitles and "
            + "long labels of the real translations in ../shared/corpora (\(corpusNames.joined(separator: ", "))): "
            + "each translation's width over its development-language source with the same key, both laid out by "
            + "Ellipsis at \(Int(Self.pointSize)) pt on the proxy fonts; median and 90th percentile, over all lengths "
            + "and per range of source length in grapheme clusters (a range with fewer than "
            + "\(LocaleExpansion.minimumTitles) titles is not used on its own)"
        if longer > 0 {
            text += "; the ranges from \(LocaleExpansion.titleLengthLimit + 1) on, measured the same way on \(longer) "
                + "longer strings of the same apps' string tables (.strings, strings.xml, String Catalogs)"
        }
        return text
    }
}
