import EllipsisCore
import EllipsisLayout

/// Two actions of one app that look the same once cut.
public struct TruncationCollisionRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        identifier: "truncation-collision", name: "Truncation collision",
        summary: "Two actions of one app whose titles look the same once cut with an ellipsis, in some locale "
            + "and text size.",
        rationale: "When both titles end in the same visible prefix and an ellipsis, a person cannot tell the "
            + "actions apart and picks the wrong one.",
        translatorHint: "Put the words that tell these actions apart at the start of each title.",
        defaultSeverity: .warning,
        platforms: [.ios, .android],
        triggeringExamples: [
            RuleExample(locale: "de", title: "Zuletzt geöffnetes Lesezeichen aus der gemeinsamen Leseliste öffnen",
                        otherTitles: ["Zuletzt geöffnetes Lesezeichen aus der gemeinsamen Leseliste löschen"]),
            RuleExample(locale: "fr", title: "Ouvrir le dernier onglet de navigation privée fermé sur cet appareil",
                        otherTitles: ["Ouvrir le dernier onglet de navigation privée fermé sur un autre appareil"]),
        ],
        nonTriggeringExamples: [
            RuleExample(locale: "de", title: "Neuer Tab", otherTitles: ["Neuer privater Tab"]),
            RuleExample(locale: "ja", title: "新規タブ", otherTitles: ["新規プライベートタブ"]),
        ],
        judgesPseudoLocales: true)

    public func check(_ context: RuleContext) -> [Diagnostic] {
        guard let layout = context.layout else { return [] }
        var result: [Diagnostic] = []
        let titles = context.shownItems(fields: [.title], includeCatalog: false).filter { !$0.isLongTitle }
        let byLocale = Dictionary(grouping: titles, by: \.locale)
        for locale in byLocale.keys.sorted() {
            guard let items = byLocale[locale], items.count >= 2 else { continue }
            var reported: Set<String> = []
            let plans = items.map { SurfacePlan.plan(for: $0, context: context) }
            // Surfaces are compared position by position: same device and size for every action.
            let count = plans.compactMap { $0?.surfaces.count }.min() ?? 0
            for index in 0..<count {
                var seen: [String: TextItem] = [:]
                for (item, plan) in zip(items, plans) {
                    guard let surface = plan?.surfaces[index] else { continue }
                    let filled = PlaceholderSamples.fill(item.text.text, locale: context.data(for: locale),
                                                         configuration: context.configuration)
                    guard let measured = layout.measure(filled, locale: locale.identifier, surface: surface),
                          measured.fit.truncated else { continue }
                    let visible = measured.fit.visible
                    if let other = seen[visible], other.text.text != item.text.text {
                        let pair = [other.action, item.action].sorted().joined(separator: "|")
                        guard reported.insert(pair).inserted else { continue }
                        let size = surface.textSize?.rawValue ?? "default"
                        result.append(item.diagnostic(Self.identifier, .warning,
                            "cut to '\(visible)' on \(surface.device) at \(size), exactly like the action '\(other.action)' ('\(other.text.text)'): people cannot tell them apart",
                            data: ["visible": .string(visible), "other": .string(other.action),
                                   "surface": .string(surface.name), "device": .string(surface.device),
                                   "textSize": surface.textSize.map { .string($0.rawValue) } ?? .null]))
                    } else {
                        seen[visible] = item
                    }
                }
            }
        }
        return result
    }
}
