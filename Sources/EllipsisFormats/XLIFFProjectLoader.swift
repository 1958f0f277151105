import EllipsisCore
import Foundation

/// Builds a `Project` from Xcode localization exports: one `.xliff`, one
/// `.xcloc` bundle (`contents.json`, `Localized Contents/<lang>.xliff`), or a
/// folder holding several of them (Xcode's export folder, one per locale),
/// merged into one project.
///
/// Without the Info.plist, the Info.plist table's units become quick actions
/// when they say so: a symbolic key (`UIApplicationShortcutItemTitle.Search`,
/// `...Subtitle.Search`), or a note naming the plist key path
/// (`UIApplicationShortcutItems[0].UIApplicationShortcutItemTitle`), in which
/// case units with the same index form one action, named by the type the export
/// carries (`UIApplicationShortcutItems[N].UIApplicationShortcutItemType`), else
/// by its source title. `CFBundleDisplayName` (else `CFBundleName`) gives the
/// app name. Every other unit is a catalog entry.
public enum XLIFFProjectLoader {
    /// How deep below the given folder exports are looked for.
    static let maximumSearchDepth = 3

    /// `otherNames`: locale codes of the app's manifests, named with the
    /// export's languages so that an alias merges none of them.
    public static func load(path: String, otherNames: [String] = []) throws -> Project {
        let paths = try documentPaths(at: path)
        // Each export is read on its own, on every core (one per locale in Xcode's export folder);
        // what each gave is then taken in order, as reading them in turn would.
        XMLTreeReader.readyForThreads
        let reads = ParallelItems.map(paths, minimumPerThread: 1) { path in
            Result { (try XLIFFReader.read(path: path.xliff), try path.contents.flatMap(targetLocale(inContents:))) }
        }
        // A malformed export is left out (a load that keeps going records it); the others still merge.
        let read = try reads.compactMap { result in try ReadingLog.attempt { try result.get() } }
        if read.isEmpty, !paths.isEmpty, let last = ReadingLog.current?.errors.last { throw last }
        let documents = read.map(\.0), contentsLocales = read.map(\.1)
        return try project(from: documents, fallbackTargets: contentsLocales, root: path, otherNames: otherNames)
    }

    /// The XLIFF files under `path`, each with the `contents.json` of its `.xcloc`, if any.
    static func documentPaths(at path: String) throws -> [(xliff: String, contents: String?)] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw InputError("no such file or folder", file: path)
        }
        if !isFolder.boolValue { return [(path, nil)] }
        if path.lowercased().hasSuffix(".xcloc") || path.lowercased().hasSuffix(".xcloc/") {
            return try xclocContents(path)
        }
        // An export folder (`Atlas Localizations/`) may sit a few levels down;
        // symbolic links are not followed, so a loop cannot trap the walk.
        var found: [(String, String?)] = []
        var pending: [(folder: String, depth: Int)] = [(path, 0)]
        while let (folder, depth) = pending.popLast() {
            for name in try contents(of: folder).reversed() where !name.hasPrefix(".") {
                let child = (folder as NSString).appendingPathComponent(name)
                let type = (try? FileManager.default.attributesOfItem(atPath: child))?[.type] as? FileAttributeType
                if name.lowercased().hasSuffix(".xcloc"), type == .typeDirectory {
                    found += try xclocContents(child)
                } else if name.lowercased().hasSuffix(".xliff"), type == .typeRegular {
                    found.append((child, nil))
                } else if type == .typeDirectory, depth < maximumSearchDepth {
                    pending.append((child, depth + 1))
                }
            }
        }
        found.sort { $0.0 < $1.0 }
        if found.isEmpty {
            throw InputError("no .xliff file or .xcloc bundle in this folder", file: path)
        }
        return found
    }

    private static func contents(of folder: String) throws -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            throw InputError("cannot list the folder: \(error.localizedDescription)", file: folder)
        }
    }

    private static func xclocContents(_ bundle: String) throws -> [(String, String?)] {
        let localized = (bundle as NSString).appendingPathComponent("Localized Contents")
        let contentsJSON = (bundle as NSString).appendingPathComponent("contents.json")
        let json: String? = FileManager.default.fileExists(atPath: contentsJSON) ? contentsJSON : nil
        guard FileManager.default.fileExists(atPath: localized) else {
            throw InputError("an .xcloc bundle without a 'Localized Contents' folder", file: bundle)
        }
        let xliffs = try contents(of: localized).filter { $0.lowercased().hasSuffix(".xliff") }
        if xliffs.isEmpty {
            throw InputError("no .xliff file in 'Localized Contents'", file: localized)
        }
        return xliffs.map { ((localized as NSString).appendingPathComponent($0), json) }
    }

    /// `targetLocale` of an `.xcloc`'s `contents.json`; other members are Xcode's business.
    static func targetLocale(inContents path: String) throws -> LocaleID? {
        let root = try JSONReader.read(path: path)
        _ = try root.object("contents.json")
        guard let target = root["targetLocale"] else { return nil }
        return LocaleCanonicalizer.locale(fromName: try target.string("\"targetLocale\""))
    }

    // MARK: Building the project

    /// Where an Info.plist unit belongs in a quick action.
    private struct ActionSlot {
        var group: String
        var field: Field
    }

    private static func actionSlot(_ unit: XLIFFUnit) -> ActionSlot? {
        for (prefix, field) in [("UIApplicationShortcutItemTitle", Field.title),
                                ("UIApplicationShortcutItemSubtitle", .subtitle)] {
            if unit.key.hasPrefix(prefix) {
                let name = unit.key.dropFirst(prefix.count).drop { $0 == "." || $0 == "_" || $0 == "-" }
                return ActionSlot(group: name.isEmpty ? unit.key : String(name), field: field)
            }
        }
        // The key path, as the unit's id (a catalog keyed by key paths) or in its note.
        for text in [unit.key, unit.note].compactMap({ $0 }) {
            for (marker, field) in [("UIApplicationShortcutItemTitle", Field.title),
                                    ("UIApplicationShortcutItemSubtitle", .subtitle)] where text.contains(marker) {
                if let index = shortcutItemIndex(in: text) {
                    return ActionSlot(group: "UIApplicationShortcutItems[\(index)]", field: field)
                }
                return ActionSlot(group: unit.key, field: field)
            }
        }
        return nil
    }

    /// `N` of the first `UIApplicationShortcutItems[N]` in a unit's id or note.
    private static func shortcutItemIndex(in text: String) -> Int? {
        guard let open = text.range(of: "UIApplicationShortcutItems["),
              let close = text[open.upperBound...].firstIndex(of: "]") else { return nil }
        let index = text[open.upperBound..<close]
        guard !index.isEmpty, index.allSatisfy(\.isASCII), index.allSatisfy(\.isNumber) else { return nil }
        return Int(index)
    }

    /// The item index of a unit that carries a shortcut's `UIApplicationShortcutItemType`
    /// (`UIApplicationShortcutItems[0].UIApplicationShortcutItemType` as its id or in its note).
    private static func typeIndex(_ unit: XLIFFUnit) -> Int? {
        for text in [unit.key, unit.note].compactMap({ $0 }) where text.contains("UIApplicationShortcutItemType") {
            if let index = shortcutItemIndex(in: text) { return index }
        }
        return nil
    }

    static func project(from documents: [XLIFFDocument], fallbackTargets: [LocaleID?], root: String,
                        otherNames: [String] = []) throws -> Project {
        guard let first = documents.first?.files.first else {
            throw InputError("the XLIFF export has no <file>", file: documents.first?.path ?? root)
        }
        var issues: [ReadingIssue] = []

        // Per (table, key): per locale text; per Info.plist action group: fields.
        struct Entry {
            var table: String
            var key: String
            var isInfoPlist: Bool
            var slot: ActionSlot?
            var declaredAt: SourceLocation
            /// The document whose source text is kept (every export repeats it).
            var sourceDocument: Int
            var texts: [LocaleID: LocalizedText] = [:]
            /// Each locale's units of a varied string, in file order.
            var leaves: [LocaleID: [(leaf: CatalogLeaf, text: LocalizedText)]] = [:]
        }
        var entries: [String: Entry] = [:]
        var order: [String] = []
        /// `UIApplicationShortcutItemType` per item index, where the export carries it.
        var types: [Int: String] = [:]
        // Source and target languages are named over every export at once: `sh` and
        // `sr-Latn` exports are two locales, as their `.lproj` folders would be, and
        // so are a source `iw` and a target `he` (the source keeps its own tag).
        var written = otherNames
        for (index, document) in documents.enumerated() {
            let fallback = index < fallbackTargets.count ? fallbackTargets[index] : nil
            written += document.files.map(\.sourceLanguage.original)
            written += document.files.compactMap { ($0.targetLanguage ?? fallback)?.original }
        }
        let localeNames = LocaleCanonicalizer.appleLocales(names: written)
        func named(_ locale: LocaleID) -> LocaleID { localeNames[locale.original] ?? locale }
        let development = named(first.sourceLanguage)
        var locales: Set<LocaleID> = [development]

        for (index, document) in documents.enumerated() {
            for file in document.files {
                if named(file.sourceLanguage) != development {
                    throw InputError("source language '\(file.sourceLanguage.original)' differs from '\(development.original)' of the other files",
                                     at: file.location)
                }
                let fallback = index < fallbackTargets.count ? fallbackTargets[index] : nil
                let target = (file.targetLanguage ?? fallback).map(named)
                if let target { locales.insert(target) }
                var seen: Set<String> = []
                // Worked out from the file's path: once per file, not for each unit.
                let table = file.table, isInfoPlistTable = file.isInfoPlistTable
                // A shortcut's type is an identifier, not text: it names the action only.
                var units = file.units
                if isInfoPlistTable {
                    units = units.filter { unit in
                        guard actionSlot(unit) == nil, let index = typeIndex(unit) else { return true }
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
                    if entries[id] == nil { order.append(id) }
                    // Taken out while it changes, put back after: a copy left in the table would make
                    // every change copy the entry's per-locale tables, once per unit of every locale.
                    var entry = entries.removeValue(forKey: id) ?? Entry(table: table, key: unit.key,
                                                     isInfoPlist: isInfoPlistTable,
                                                     slot: isInfoPlistTable ? actionSlot(unit) : nil,
                                                     declaredAt: unit.sourceLocation, sourceDocument: index)
                    defer { entries[id] = entry }
                    let suppressed = SuppressionComment.rules(in: unit.note)
                    if entry.sourceDocument == index {
                        merge(into: &entry.texts, leaves: &entry.leaves, locale: development, variation: unit.variation,
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
                    merge(into: &entry.texts, leaves: &entry.leaves, locale: target, variation: unit.variation, text: resolved)
                }
            }
        }

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
                appNames = entry.texts
            } else if entry.isInfoPlist, entry.key == "CFBundleName", appNames.isEmpty {
                appNames = entry.texts
            }
            if let slot = entry.slot {
                let field = LocalizedField(key: entry.key, keyLocation: entry.declaredAt, texts: entry.texts,
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
        let names = actionNames(groups: actionOrder.filter { titles[$0] != nil }, types: types,
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
                       files: documents.map(\.path), readingIssues: issues)
    }

    /// What each action is called. With an Info.plist, an action is named by its
    /// `UIApplicationShortcutItemType`; an export has no plist, so an item found
    /// by its index (`UIApplicationShortcutItems[N]`) takes the type when the
    /// export carries it, else its title's source text, and keeps the index only
    /// when that name is empty or already taken. Symbolic keys
    /// (`UIApplicationShortcutItemTitle.Search`) keep their symbol (`Search`).
    private static func actionNames(groups: [String], types: [Int: String],
                                    sourceTitles: [String: String]) -> [String: String] {
        let prefix = "UIApplicationShortcutItems["
        func index(_ group: String) -> Int? {
            guard group.hasPrefix(prefix), group.hasSuffix("]") else { return nil }
            return Int(group.dropFirst(prefix.count).dropLast())
        }
        var used = Set(groups.filter { index($0) == nil })
        var names: [String: String] = [:]
        for group in groups {
            guard let item = index(group) else {
                names[group] = group
                continue
            }
            let candidates = [types[item], sourceTitles[group]?.trimmingSpaces()].compactMap { $0 }
            let name = candidates.first { !$0.isEmpty && !used.contains($0) } ?? group
            used.insert(name)
            names[group] = name
        }
        return names
    }

    /// Adds a text for a locale; variation units (`plural.one`, `device.ipad`,
    /// `substitutions.count.plural.one`) are read together as a String Catalog's
    /// variations are, and the text shown is what every unnamed device shows.
    private static func merge(into texts: inout [LocaleID: LocalizedText],
                              leaves: inout [LocaleID: [(leaf: CatalogLeaf, text: LocalizedText)]],
                              locale: LocaleID, variation: VariationPath?, text: LocalizedText) {
        guard variation != nil || leaves[locale] != nil else {
            texts[locale] = text
            leaves[locale] = [(CatalogLeaf(path: nil, text: LocatedString(text.text, at: text.location),
                                           state: text.state), text)]
            return
        }
        leaves[locale, default: []].append((CatalogLeaf(path: variation, text: LocatedString(text.text, at: text.location),
                                                        state: text.state), text))
        let units = leaves[locale] ?? []
        guard let resolved = CatalogVariants(units.map(\.leaf)) else { return }
        var result = units.first { $0.text.location == resolved.text.location }?.text ?? units[0].text
        result.text = resolved.text.value
        result.location = resolved.text.location
        result.variants = resolved.variants
        result.devices = resolved.devices
        result.state = CatalogVariants.state(of: units.map(\.leaf))
        texts[locale] = result
    }
}
