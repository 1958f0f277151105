import EllipsisCore
import EllipsisLayout

/// A development-language title that fits, but leaves too little room for what its
/// translations are expected to need.
public struct SourceHeadroomRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "source-headroom", name: "Source headroom",
        summary: "A development-language title that fits its surface but whose translations into the locales the app "
            + "ships are expected to be cut: its width times each locale's measured expansion for titles of its "
            + "length (the 90th percentile) is more than the surface holds.",
        rationale: "Apple asks to take localization into account while writing the text: a title that only just fits "
            + "in English is cut in the languages that run longer, and a translator can rarely fix what the source "
            + "leaves no room for. The expansion of each locale was measured on the real translations of published "
            + "apps (Locales/*.json, \"expansion\"); a locale without measured figures is not judged.",
        translatorHint: "This is about the source text: a shorter source gives every translation room. Tell the "
            + "developers if your language needs more room than the source leaves.",
        defaultSeverity: .warning,
        platforms: [.ios, .android],
        triggeringExamples: [
            RuleExample(locale: "fr", title: "Onglets fermés récemment", subtitle: "Onglets",
                        source: "Recently Closed Tabs"),
            RuleExample(locale: "de", title: "Suche in Lesezeichen", subtitle: "Lesezeichen",
                        source: "Rechercher des signets", sourceLocale: "fr"),
            RuleExample(locale: "ru", title: "Поиск закладок", subtitle: "Закладки",
                        source: "Lesezeichen suchen", sourceLocale: "de"),
        ],
        nonTriggeringExamples: [
            RuleExample(locale: "de", title: "Neuer Tab", source: "New Tab"),
            RuleExample(locale: "fr", title: "Nouvel onglet", subtitle: "Onglets", source: "New Tab"),
            RuleExample(locale: "ja", title: "検索", source: "Search"),
            RuleExample(locale: "ru", title: "Поиск", source: "Suche", sourceLocale: "de"),
            // A title already cut in the source is truncation's finding, not this one's.
            RuleExample(locale: "fr", title: "Ouvrir", subtitle: "Signets",
                        source: "Open the Bookmark You Added Most Recently on This Device"),
        ])

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard let layout = context.layout else { return [] }
        let development = context.developmentLanguage
        let shipped = context.project.locales.filter { $0 != development && !context.project.pseudoLocales.contains($0) }
        guard !shipped.isEmpty else { return [] }
        var result: [Diagnostic] = []
        // Android's long label is replaced by the short one when it does not fit: that is the title that matters.
        for item in context.shownItems(fields: [.title], includeCatalog: false)
        where item.isDevelopmentLanguage && !item.isLongTitle {
            guard !item.text.text.isEmpty, let plan = SurfacePlan.plan(for: item, context: context),
                  let surface = Self.tightest(plan) else { continue }
            let data = context.data(for: development)
            let filled = PlaceholderSamples.fill(item.text.text, locale: data, configuration: context.configuration)
            let words = Placeholder.stripped(item.text.text)
            guard let whole = layout.measure(filled, locale: development.identifier, surface: surface),
                  whole.missingGlyphs.isEmpty else { continue }
            let available = surface.width * Double(surface.maxLines)
            // A source that is cut already is truncation's finding.
            guard whole.fit.naturalWidth <= available else { continue }
            // Only the words grow in translation; a placeholder's sample is run-time data and keeps its width.
            let grows = words == filled ? whole.fit.naturalWidth
                : layout.measure(words, locale: development.identifier, surface: surface)?.fit.naturalWidth ?? 0
            var cuts: [(locale: LocaleID, expected: Double, p90: Double)] = []
            for locale in shipped {
                guard let p90 = ExpectedExpansion.p90(in: locale, sourceLength: words.count,
                                                      localeData: context.localeData) else { continue }
                let expected = whole.fit.naturalWidth + grows * (p90 - 1)
                // Less than half a point over rounds to nothing a reader could act on.
                if expected - available >= 0.5 { cuts.append((locale, expected, p90)) }
            }
            guard !cuts.isEmpty else { continue }
            cuts.sort { ($0.expected, $1.locale.identifier) > ($1.expected, $0.locale.identifier) }
            // Android measures in dp, as the truncation findings say.
            let unit = context.project.platform == .android ? "dp" : "pt"
            let listed = cuts.map { "\($0.locale.identifier) (by \(Self.points($0.expected - available)) \(unit))" }
            let lines = surface.maxLines == 1 ? "one line" : "\(surface.maxLines) lines"
            result.append(item.diagnostic(Self.identifier, .warning,
                "the source needs \(Self.points(whole.fit.naturalWidth)) \(unit) of the \(Self.points(available)) \(unit) "
                    + "\(lines) hold on \(surface.name) (\(surface.device)); translations of titles this long are "
                    + "expected to be cut in \(listed.joined(separator: ", "))",
                data: ["surface": .string(surface.name), "device": .string(surface.device),
                       "width": .number(Self.rounded(whole.fit.naturalWidth)), "available": .number(Self.rounded(available)),
                       "locales": .array(cuts.map { cut in
                           .object(["locale": .string(cut.locale.identifier), "expansion": .number(cut.p90),
                                    "expected": .number(Self.rounded(cut.expected)),
                                    "over": .number(Self.rounded(cut.expected - available))])
                       })]))
        }
        return result
    }

    /// The surface a title is first read on: the default text size (or the smallest one checked), on the
    /// narrowest device checked.
    static func tightest(_ plan: SurfacePlan) -> Surface? {
        let atDefault = plan.surfaces.filter { $0.textSize == .L }
        let candidates = atDefault.isEmpty ? Array(plan.surfaces.prefix(1)) : atDefault
        return candidates.min { ($0.width * Double($0.maxLines)) < ($1.width * Double($1.maxLines)) }
    }

    static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }
    static func points(_ value: Double) -> String { String(format: "%.0f", value.rounded()) }
}
