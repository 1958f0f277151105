import EllipsisCore
import EllipsisLayout

/// The width budget of every checked string in every target locale: the surface the
/// string is first read on (the default text size, or the smallest one checked, on the
/// narrowest device checked, as `source-headroom` takes it), and an estimate in
/// characters from the locale's own average advance in its fonts.
public enum WidthBudgets {
    public static func budgets(_ context: RuleContext) -> [StringBudget] {
        guard let layout = context.layout else { return [] }
        let project = context.project
        let development = context.developmentLanguage
        let targets = project.locales.filter { $0 != development }
        var advances: [String: Double] = [:]
        var result: [StringBudget] = []
        for item in context.shownItems(fields: [.title, .subtitle]) where item.isDevelopmentLanguage {
            guard let plan = SurfacePlan.plan(for: item, context: context),
                  let surface = SourceHeadroomRule.tightest(plan) else { continue }
            let field = item.isCatalogEntry ? "string" : item.isLongTitle ? "long-title" : (item.field?.rawValue ?? "string")
            let (key, table) = lookup(item, project: project)
            for locale in targets {
                let advance = advances[locale.identifier] ?? averageAdvance(locale, context: context, layout: layout)
                advances[locale.identifier] = advance
                let perPoint = advance / 17
                let characters = perPoint > 0 ? Int((surface.width * Double(surface.maxLines) / (perPoint * surface.size))
                    .rounded(.down)) : 0
                let target = target(of: item, in: locale, project: project)
                let targetText = text(of: item, in: locale, project: project)
                result.append(StringBudget(key: key, table: table, locale: locale.identifier,
                                           developmentLanguage: development.identifier, source: item.text.text,
                                           target: target, field: field, surface: surface.name, device: surface.device,
                                           textSize: surface.textSize?.rawValue, size: surface.size,
                                           width: surface.width, lines: surface.maxLines, characters: characters,
                                           location: item.text.location,
                                           targetLocation: targetText.flatMap { $0.location == item.text.location ? nil : $0.location },
                                           unit: surface.platform == .android ? "dp" : "pt"))
            }
        }
        return result
    }

    /// The key and table a translator's file knows the string by.
    static func lookup(_ item: TextItem, project: Project) -> (String, String?) {
        if item.isCatalogEntry {
            return (item.action, catalogEntry(of: item, project: project)?.table)
        }
        guard let index = item.actionIndex, index < project.actions.count else { return (item.action, nil) }
        let action = project.actions[index]
        let field = item.isLongTitle ? action.longTitle : item.field == .subtitle ? action.subtitle : action.title
        // A text without a key (a manifest's inline text) is named by its action and field.
        let suffix = item.isLongTitle ? ".long-title" : item.field == .subtitle ? ".subtitle" : ""
        return (field?.key ?? item.action + suffix, field?.table)
    }

    /// The item's own entry, found by its place: a key can be in two tables, and a search by key
    /// over every entry for every string and locale grew with the square of the catalog.
    static func catalogEntry(of item: TextItem, project: Project) -> CatalogEntry? {
        guard let index = item.catalogIndex, index < project.catalogEntries.count else { return nil }
        return project.catalogEntries[index]
    }

    static func target(of item: TextItem, in locale: LocaleID, project: Project) -> String? {
        if item.isCatalogEntry { return catalogEntry(of: item, project: project)?.texts[locale]?.text }
        guard let text = text(of: item, in: locale, project: project), text.resolution == .translated else { return nil }
        return text.text
    }

    /// The locale's text of the item's string, translated or not (a missing one is where its file lacks it).
    static func text(of item: TextItem, in locale: LocaleID, project: Project) -> LocalizedText? {
        if item.isCatalogEntry { return catalogEntry(of: item, project: project)?.texts[locale] }
        guard let index = item.actionIndex, index < project.actions.count else { return nil }
        let action = project.actions[index]
        let field = item.isLongTitle ? action.longTitle : item.field == .subtitle ? action.subtitle : action.title
        return field?.texts[locale]
    }

    /// Points per grapheme at 17 pt of the locale's own texts in the project, in its fonts (each text's
    /// `WidthBudget.averageAdvance`, the one the width findings count characters with, pooled by its
    /// length); where it has none yet, of the development language's texts set in the locale's fonts.
    static func averageAdvance(_ locale: LocaleID, context: RuleContext, layout: LayoutService) -> Double {
        let own = context.items.filter { $0.locale == locale && $0.text.resolution == .translated }.map(\.text.text)
        let texts = own.isEmpty ? context.items.filter(\.isDevelopmentLanguage).map(\.text.text) : own
        var width = 0.0, graphemes = 0
        for text in texts {
            let filled = PlaceholderSamples.fill(text, locale: context.data(for: locale), configuration: context.configuration)
            guard !filled.isEmpty, let measured = try? layout.engine.measure(filled, locale: locale.identifier,
                                                                            parameters: FitParameters(size: 17)) else { continue }
            let budget = WidthBudget(text: filled, naturalWidth: measured.fit.naturalWidth, lineWidth: measured.fit.naturalWidth,
                                     lines: 1, cut: false, lastLine: nil, platform: context.project.platform)
            width += budget.averageAdvance * Double(filled.count)
            graphemes += filled.count
        }
        return graphemes > 0 ? width / Double(graphemes) : 0
    }
}
