import EllipsisCore

/// The units of Xcode exports merged into one project, an export at a time
/// (`XLIFFProjectLoader.project(from:...)`): per (table, key) the text of each
/// locale; the Info.plist table's units grouped into quick actions.
struct XLIFFExportMerge {
    /// Per (table, key): per locale text; per Info.plist action group: fields.
    private struct Entry {
        var table: String
        var key: String
        var isInfoPlist: Bool
        var slot: XLIFFProjectLoader.ActionSlot?
        var declaredAt: SourceLocation
        /// The document whose source text is kept (every export repeats it).
        var sourceDocument: Int
        var texts = LocalizedTexts()
        /// Each locale's units of a varied string, in file order (none for a locale of one plain unit).
        var leaves: [LocaleID: [(leaf: CatalogLeaf, text: LocalizedText)]] = [:]
    }

    /// The source language of the first file: every file's must be the same.
    let development: LocaleID
    /// How many exports there are, for the room each key's texts take (one more, the source's).
    private let exports: Int
    private var entries: [String: Entry] = [:]
    private var order: [String] = []
    /// `UIApplicationShortcutItemType` per item index, where the export carries it.
    private var types: [Int: String] = [:]
    private var issues: [ReadingIssue] = []
    private var locales: Set<LocaleID>
    private var paths: [String] = []

    init(development: LocaleID, exports: Int) {
        self.development = development
        self.exports = exports
        locales = [development]
    }

    /// Adds the units of export `index`, whose languages `named` names.
    mutating func add(_ document: XLIFFDocument, index: Int, fallbackTarget: LocaleID?,
                      named: (LocaleID) -> LocaleID) throws {
        paths.append(document.path)
        for file in document.files {
            if named(file.sourceLanguage) != development {
                throw InputError("source language '\(file.sourceLanguage.original)' differs from '\(development.original)' of the other files",
                                 at: file.location)
            }
            let target = (file.targetLanguage ?? fallbackTarget).map(named)
            if let target { locales.insert(target) }
            var seen: Set<String> = []
            // Worked out from the file's path: once per file, not for each unit.
            let table = file.table, isInfoPlistTable = file.isInfoPlistTable
            // A shortcut's type is an identifier, not text: it names the action only.
            var units = file.units
            if isInfoPlistTable {
                units = units.filter { unit in
                    guard XLIFFProjectLoader.actionSlot(unit) == nil, let index = XLIFFProjectLoader.typeIndex(unit) else {
                        return true
                    }
                    let type = unit.source.trimmingSpaces()
                    if types[index] == nil, !type.isEmpty { types[index] = type }
                    return false
                }
            }
            // `translate="no"` units (Xcode's "Don't translate") are shown as written: nothing to check.
            for unit in units where unit.translatable {
                if !seen.insert(unit.id).inserted {
                    issues.append(ReadingIssue(kind: .duplicateKey,
                                               message: "the unit '\(unit.id)' appears twice in '\(file.original)'",
                                               location: unit.location, locale: target))
                }
                let id = "\(table)\u{0}\(unit.key)"
                // Taken out while it changes, so that its texts are changed in place, not copied.
                var entry: Entry
                if let existing = entries.removeValue(forKey: id) {
                    entry = existing
                } else {
                    order.append(id)
                    entry = Entry(table: table, key: unit.key, isInfoPlist: isInfoPlistTable,
                                  slot: isInfoPlistTable ? XLIFFProjectLoader.actionSlot(unit) : nil,
                                  declaredAt: unit.sourceLocation, sourceDocument: index)
                    // Each export's target and the source: one more than the exports, or the
                    // list doubles its room for the last one.
                    entry.texts.reserveCapacity(exports + 1)
                }
                defer { entries[id] = entry }
                let suppressed = Suppressions.rules(in: unit.note)
                if entry.sourceDocument == index {
                    XLIFFProjectLoader.merge(into: &entry.texts, leaves: &entry.leaves, locale: development,
                                             variation: unit.variation,
                                             text: LocalizedText(text: unit.source, location: unit.sourceLocation,
                                                                 resolution: .source, comment: unit.note, state: nil,
                                                                 suppressedRules: suppressed))
                }
                guard let target, target != development else { continue }
                let resolved: LocalizedText
                if let text = unit.target, let location = unit.targetLocation, !text.isEmpty {
                    resolved = LocalizedText(text: text, location: location, resolution: .translated,
                                             comment: unit.note, state: unit.state, suppressedRules: suppressed)
                } else {
                    // No translation: the built app's table lacks the key, and iOS shows the key.
                    resolved = LocalizedText(text: unit.key, location: unit.targetLocation ?? unit.location,
                                             resolution: .missingShowsKey, comment: unit.note,
                                             state: unit.state, suppressedRules: suppressed)
                }
                XLIFFProjectLoader.merge(into: &entry.texts, leaves: &entry.leaves, locale: target,
                                         variation: unit.variation, text: resolved)
            }
        }
    }

    /// The project of the exports added.
    func project(root: String) -> Project {
        var appNames: [LocaleID: LocalizedText] = [:]
        var actions: [QuickAction] = []
        var actionOrder: [String] = []
        var titles: [String: (key: String, field: LocalizedField, declaredAt: SourceLocation)] = [:]
        var subtitles: [String: LocalizedField] = [:]
        var catalog: [CatalogEntry] = []
        for id in order {
            guard let entry = entries[id] else { continue }
            // CFBundleDisplayName wins over CFBundleName, as on the Home Screen.
            if entry.isInfoPlist, entry.key == "CFBundleDisplayName" {
                appNames = entry.texts.dictionary
            } else if entry.isInfoPlist, entry.key == "CFBundleName", appNames.isEmpty {
                appNames = entry.texts.dictionary
            }
            if let slot = entry.slot {
                let field = LocalizedField(key: entry.key, keyLocation: entry.declaredAt, texts: entry.texts.dictionary,
                                           table: entry.table)
                if !actionOrder.contains(slot.group) { actionOrder.append(slot.group) }
                switch slot.field {
                case .subtitle: subtitles[slot.group] = field
                default: titles[slot.group] = (entry.key, field, entry.declaredAt)
                }
            } else {
                catalog.append(CatalogEntry(table: entry.table, key: entry.key, texts: entry.texts))
            }
        }
        let names = XLIFFProjectLoader.actionNames(groups: actionOrder.filter { titles[$0] != nil }, types: types,
                                                   sourceTitles: titles.mapValues { $0.field.texts[development]?.text ?? "" })
        for group in actionOrder {
            guard let title = titles[group] else {
                // A subtitle without a title cannot be shown; keep its strings as catalog entries.
                if let subtitle = subtitles[group] {
                    catalog.append(CatalogEntry(table: "InfoPlist", key: subtitle.key ?? group, texts: subtitle.texts))
                }
                continue
            }
            actions.append(QuickAction(type: names[group] ?? group, origin: .static, declaredAt: title.declaredAt,
                                       title: title.field, subtitle: subtitles[group]))
        }
        return Project(platform: .ios, root: root, developmentLanguage: development, locales: locales.sorted(),
                       appNames: appNames, actions: actions, catalogEntries: catalog,
                       files: paths, readingIssues: issues)
    }
}
