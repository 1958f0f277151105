import EllipsisCore
import EllipsisLocaleData
import EllipsisText

/// What a rule sees: one resolved project, the per-locale knowledge, the
/// configuration, and every localized text of the project flattened into
/// items that pair a translation with its development-language source.
public struct RuleContext: Sendable {
    public var project: Project
    public var localeData: any LocaleDataProvider {
        didSet { projectLocaleData = Self.data(of: project, from: localeData) }
    }
    public var configuration: Configuration
    /// Measuring for the width rules; nil switches them off.
    public var layout: LayoutService?
    /// Every text of every action (and configured catalog entry), in project order.
    public let items: [TextItem]
    /// The lexicon lists the rule being run declared; nil outside a rule (all lists).
    public private(set) var lexiconUse: LexiconUse?

    public init(project: Project, localeData: any LocaleDataProvider, configuration: Configuration = Configuration(),
                layout: LayoutService?) {
        self.project = project
        self.localeData = localeData
        self.configuration = configuration
        self.layout = layout
        self.items = TextItem.items(of: project, configuration: configuration)
        self.projectLocaleData = Self.data(of: project, from: localeData)
        self.selection = items.map(ItemSelection.init)
    }

    /// What `shownItems` selects items by, per item: every rule selects, so this is read
    /// once rather than from each item for each rule.
    private let selection: [ItemSelection]

    private struct ItemSelection: Sendable {
        var isShown: Bool
        var isUserData: Bool
        var isCatalogEntry: Bool
        var hasSurface: Bool
        var field: Field?

        init(_ item: TextItem) {
            isShown = item.isShown
            isUserData = item.isUserData
            isCatalogEntry = item.isCatalogEntry
            hasSurface = item.hasSurface
            field = item.field
        }
    }

    public func data(for locale: LocaleID) -> LocaleData? {
        if let found = projectLocaleData[locale.identifier] { return found }
        return localeData.bestData(for: locale.identifier)
    }

    /// The data of the project's locales, found once rather than for every text (`bestData`
    /// splits and joins the identifier to find the most specific entry).
    private var projectLocaleData: [String: LocaleData?]

    private static func data(of project: Project, from provider: any LocaleDataProvider) -> [String: LocaleData?] {
        var result: [String: LocaleData?] = [:]
        for locale in project.locales + [project.developmentLanguage] where result[locale.identifier] == nil {
            result[locale.identifier] = .some(provider.bestData(for: locale.identifier))
        }
        return result
    }

    /// The lexicon for a locale, holding only the lists the running rule
    /// declared; nil where the locale has none, or lacks a list the rule
    /// needs (its checks are then reduced there).
    public func lexicon(for locale: LocaleID) -> LocaleData.Lexicon? {
        guard let lexicon = data(for: locale)?.lexicon else { return nil }
        guard let lexiconUse else { return lexicon }
        if !lexiconUse.neededLists.allSatisfy({ lexicon.lists[$0] != nil }) { return nil }
        return lexicon.restricted(to: Set(lexiconUse.lists))
    }

    /// How the locale's words are stemmed (Locales/*.json `morphology`); nil: compared as written.
    public func morphology(for locale: LocaleID) -> LocaleData.Morphology? { data(for: locale)?.morphology }

    /// This context as one rule sees it: only the lexicon lists its description declares.
    public func scoped(to rule: any Rule.Type) -> RuleContext {
        var scoped = self
        scoped.lexiconUse = rule.description.lexicon
        return scoped
    }

    /// Whether a locale is written right to left: ICU's answer from its script, the
    /// one the layout and the previews take too (`Bidi.isRightToLeft(locale:)`).
    public func isRightToLeft(_ locale: LocaleID) -> Bool {
        Bidi.isRightToLeft(locale: locale.identifier)
    }

    public var developmentLanguage: LocaleID { project.developmentLanguage }

    /// The display name of the app in a locale, falling back to the development language's.
    public func appName(in locale: LocaleID) -> LocalizedText? {
        project.appNames[locale] ?? project.appNames[project.developmentLanguage]
    }

    /// Items a text rule checks: shown texts (translated, source or literal) of
    /// titles and subtitles; missing ones are `missing-translation`'s business.
    /// Catalog strings take part when configuration maps them to a surface,
    /// or always with `allCatalogStrings` (checks that need no width budget).
    /// Run-time data (a user handle) is only a sample: only rules that measure
    /// ask for it with `includeUserData`.
    public func shownItems(fields: Set<Field> = [.title, .subtitle], includeCatalog: Bool = true,
                           allCatalogStrings: Bool = false, includeUserData: Bool = false) -> [TextItem] {
        shownIndices(fields: fields, includeCatalog: includeCatalog, allCatalogStrings: allCatalogStrings,
                     includeUserData: includeUserData).map { items[$0] }
    }

    /// The positions in `items` of the items `shownItems` gives.
    public func shownIndices(fields: Set<Field> = [.title, .subtitle], includeCatalog: Bool = true,
                             allCatalogStrings: Bool = false, includeUserData: Bool = false) -> [Int] {
        selection.indices.filter { index in
            let item = selection[index]
            guard item.isShown, includeUserData || !item.isUserData else { return false }
            if item.isCatalogEntry { return allCatalogStrings || (includeCatalog && item.hasSurface) }
            guard let field = item.field else { return false }
            return fields.contains(field)
        }
    }

    /// The findings of `check` on each item `shownItems` gives, in the items' order. Each item
    /// is judged on its own, so they are spread over the cores; the items are lent, not copied.
    public func findingsOfShownItems(fields: Set<Field> = [.title, .subtitle], includeCatalog: Bool = true,
                                     allCatalogStrings: Bool = false, includeUserData: Bool = false,
                                     _ check: @Sendable (borrowing TextItem) -> [Diagnostic]) -> [Diagnostic] {
        ParallelItems.flatMap(items, at: shownIndices(fields: fields, includeCatalog: includeCatalog,
                                                      allCatalogStrings: allCatalogStrings,
                                                      includeUserData: includeUserData), check)
    }
}

/// One localized text of a project, with its source text for comparison.
///
/// Small to copy: rules filter and hand on items by the hundred thousand. What the
/// texts of one field share in every locale (its action, field, surface and source
/// text) is held once for them all.
public struct TextItem: Sendable {
    /// The field (or catalog entry) a text belongs to: what its text in every locale shares.
    final class Origin: Sendable {
        let action: String
        let actionIndex: Int?
        let catalogIndex: Int?
        let field: Field?
        let isLongTitle: Bool
        let isCatalogEntry: Bool
        let surfaceMapping: Configuration.SurfaceMapping?
        /// The development language's text, when there is one.
        let source: LocalizedText?
        let kind: ActionKind?

        /// The project's locales, which an item names by its place among them.
        let locales: Locales

        init(action: String, actionIndex: Int?, catalogIndex: Int?, field: Field?, isLongTitle: Bool, isCatalogEntry: Bool,
             surfaceMapping: Configuration.SurfaceMapping?, source: LocalizedText?, kind: ActionKind?, locales: Locales) {
            self.locales = locales
            self.action = action
            self.actionIndex = actionIndex
            self.catalogIndex = catalogIndex
            self.field = field
            self.isLongTitle = isLongTitle
            self.isCatalogEntry = isCatalogEntry
            self.surfaceMapping = surfaceMapping
            self.source = source
            self.kind = kind
        }
    }

    /// The locales of one project's items, each once: an item holds its locale's place
    /// here (4 bytes) rather than the locale (32).
    final class Locales: @unchecked Sendable {
        // Added to only while the items are made, before any is handed out; read-only after.
        private(set) var all: [LocaleID] = []
        private var places: [LocaleID: UInt32] = [:]

        func place(of locale: LocaleID) -> UInt32 {
            if let place = places[locale] { return place }
            let place = UInt32(all.count)
            places[locale] = place
            all.append(locale)
            return place
        }
    }

    private let origin: Origin
    public let text: LocalizedText
    private let localePlace: UInt32
    public let isDevelopmentLanguage: Bool

    init(_ origin: Origin, locale: LocaleID, text: LocalizedText, isDevelopmentLanguage: Bool) {
        self.origin = origin
        self.text = text
        localePlace = origin.locales.place(of: locale)
        self.isDevelopmentLanguage = isDevelopmentLanguage
    }

    public var locale: LocaleID { origin.locales.all[Int(localePlace)] }

    /// The action's type or the catalog entry's key.
    public var action: String { origin.action }
    /// Position of the action in the project (nil for catalog entries).
    public var actionIndex: Int? { origin.actionIndex }
    /// Position of the catalog entry in the project (nil for actions): a key can be in two tables.
    public var catalogIndex: Int? { origin.catalogIndex }
    /// `title`/`subtitle` for quick actions; nil for catalog entries.
    public var field: Field? { origin.field }
    /// Android's long label (a second title shown when it fits).
    public var isLongTitle: Bool { origin.isLongTitle }
    public var isCatalogEntry: Bool { origin.isCatalogEntry }
    /// The configured surface of a catalog string, matched against its own table once per
    /// entry (nil for quick actions, whose surfaces are built in, and for unmapped strings).
    public var surfaceMapping: Configuration.SurfaceMapping? { origin.surfaceMapping }
    /// Whether configuration gives this catalog string a surface (quick actions always have one).
    public var hasSurface: Bool { !isCatalogEntry || surfaceMapping != nil }
    /// The development-language text of the same field, when this is a translation.
    public var source: LocalizedText? { isDevelopmentLanguage ? nil : origin.source }
    /// What the action is (nil for catalog entries).
    public var kind: ActionKind? { origin.kind }

    /// Whether a person sees this text as a translation or source (not a fallback).
    public var isShown: Bool {
        switch text.resolution {
        case .translated, .source, .literal, .userData: true
        case .missingShowsKey, .missingShowsDevelopment: false
        }
    }

    /// Run-time data shown with a sample.
    public var isUserData: Bool { text.resolution == .userData }

    /// A finding about this text, carrying every contract field.
    public func diagnostic(_ rule: String, _ severity: Severity, _ message: String,
                           data: [String: JSONValue] = [:]) -> Diagnostic {
        var data = data
        // Android's long label is a second title; say which one a finding is about.
        if isLongTitle { data["label"] = "long" }
        // The catalog's own word on the text (`needs_review`, `stale`...), for a reviewer to weigh the finding.
        if let state = text.state, data["state"] == nil { data["state"] = .string(state) }
        return Diagnostic(rule: rule, severity: severity, message: message, locale: locale.identifier,
                          action: action, field: field, location: text.location, text: text.text, data: data)
    }

    static func items(of project: Project, configuration: Configuration) -> [TextItem] {
        var result: [TextItem] = []
        // As many as there are texts: the list of a large catalog is made at its size, once.
        var count = project.catalogEntries.reduce(0) { $0 + $1.texts.count }
        for action in project.actions {
            count += action.title.texts.count + (action.subtitle?.texts.count ?? 0) + (action.longTitle?.texts.count ?? 0)
        }
        result.reserveCapacity(count)
        let development = project.developmentLanguage
        let locales = Locales()
        // Texts in the order of their locales.
        func add(_ texts: LocalizedTexts, action: String, index: Int?, kind: Field?, long: Bool, catalog: Int? = nil,
                 mapping: Configuration.SurfaceMapping? = nil, actionKind: ActionKind? = nil) {
            let origin = Origin(action: action, actionIndex: index, catalogIndex: catalog, field: kind, isLongTitle: long,
                                isCatalogEntry: catalog != nil, surfaceMapping: mapping, source: texts[development],
                                kind: actionKind, locales: locales)
            for (locale, text) in texts {
                result.append(TextItem(origin, locale: locale, text: text, isDevelopmentLanguage: locale == development))
            }
        }
        func add(_ field: LocalizedField, action: String, index: Int?, kind: Field?, long: Bool, actionKind: ActionKind?) {
            add(LocalizedTexts(field.texts), action: action, index: index, kind: kind, long: long, actionKind: actionKind)
        }
        for (index, action) in project.actions.enumerated() {
            add(action.title, action: action.type, index: index, kind: .title, long: false, actionKind: action.kind)
            if let subtitle = action.subtitle {
                add(subtitle, action: action.type, index: index, kind: .subtitle, long: false, actionKind: action.kind)
            }
            if let long = action.longTitle {
                add(long, action: action.type, index: index, kind: .title, long: true, actionKind: action.kind)
            }
        }
        // A catalog string that an action already shows is checked as that action's text, once.
        let shownByActions = Set(result.map(\.text.location))
        for (entryIndex, entry) in project.catalogEntries.enumerated() {
            if !shownByActions.isEmpty, entry.texts.values.contains(where: { shownByActions.contains($0.location) }) {
                continue
            }
            add(entry.texts, action: entry.key, index: nil, kind: nil, long: false, catalog: entryIndex,
                mapping: configuration.surface(forTable: entry.table, key: entry.key))
        }
        return result
    }
}
