import EllipsisCode
import EllipsisCore
import Foundation

/// Resolves an iOS app the way iOS does: each Info.plist title is a lookup key
/// into the locale's InfoPlist table; a shipped locale whose table lacks the key
/// shows the key itself; a locale without the table at all falls back to the
/// development language's table (I: from CFBundle's resource lookup order).
/// Dynamic actions come from manifests, their keyed strings from the app's tables.
struct IOSProjectBuilder {
    var root: String
    var infoPlist: InfoPlist?
    /// Locales the app ships: its `.lproj` folders (Base counts as the development language).
    var lprojLocales: [LocaleID] = []
    var tables = LocalizationTables()
    var manifests: [Manifest] = []
    var files: [String] = []
    var issues: [ReadingIssue] = []
    var developmentLanguage = LocaleID("en")
    /// The app's locale names (`.lproj` folders, catalog languages) as discovery
    /// decided them (`LocaleCanonicalizer.appleLocales`), so that a manifest's `sh`
    /// is the `sh.lproj` locale when `sr-Latn.lproj` is there too.
    var localeNames: [String: LocaleID] = [:]
    /// Finds the image file for an icon name (see `DiscoveredFiles.imageFile(named:)`).
    var imageFile: (String) -> String? = { _ in nil }
    /// Actions found in the app's sources (`CodeFindings`), and what was read for them.
    var codeActions: [FoundAction] = []
    var sourceFiles: [String] = []
    var codeNotes: [String] = []

    static let infoPlistTable = "InfoPlist"

    /// A manifest's locale code, named as the app's folder or catalog language of that name.
    private func locale(_ code: String) -> LocaleID? {
        localeNames[code] ?? localeNames[code + ".lproj"] ?? LocaleCanonicalizer.locale(fromName: code)
    }

    func build() throws -> Project {
        var project = Project(platform: .ios, root: root, developmentLanguage: developmentLanguage)
        var locales = Set(lprojLocales)
        locales.insert(developmentLanguage)
        for locale in tables.locales(of: Self.infoPlistTable) { locales.insert(locale) }
        // Without an Info.plist the app's locales are those its tables are translated into.
        if infoPlist == nil {
            for name in tables.tableNames { for locale in tables.locales(of: name) { locales.insert(locale) } }
        }
        for manifest in manifests {
            for (code, _) in manifest.appName { if let l = locale(code) { locales.insert(l) } }
        }
        // A locale a manifest's action is written in ships, even with no lproj folder
        // of its own; static titles then show there too, by the usual fallback.
        let dynamic = manifestActions()
        for action in dynamic.actions { locales.formUnion(Self.textLocales(of: action)) }
        project.locales = locales.sorted()
        project.files = (files + tables.files).map(relative)
        project.readingIssues = issues + (infoPlist?.issues ?? []) + tables.issues

        var usedInfoPlistKeys = Set<String>()
        if let infoPlist {
            for item in infoPlist.shortcutItems ?? [] {
                usedInfoPlistKeys.insert(item.title.value)
                let title = resolveInfoPlistField(item.title, locales: project.locales, issues: &project.readingIssues)
                var subtitle: LocalizedField?
                if let sub = item.subtitle {
                    usedInfoPlistKeys.insert(sub.value)
                    subtitle = resolveInfoPlistField(sub, locales: project.locales, issues: &project.readingIssues)
                }
                let icon = item.icon
                project.actions.append(QuickAction(type: item.type.value, origin: .static, declaredAt: item.location,
                                                   icon: icon.map { resolved($0.icon) }, iconLocation: icon?.location,
                                                   title: title, subtitle: subtitle))
            }
            project.appNames = appNames(infoPlist, locales: project.locales)
            project.readingIssues += orphanKeys(used: usedInfoPlistKeys)
        }
        project.actions += dynamic.actions
        let code = codeProjectActions(locales: project.locales)
        project.actions += code
        project.files += Set(code.flatMap(\.sites).map(\.location.file)).sorted().map(relative)
        project.sourceFiles = sourceFiles.map(relative)
        project.codeNotes = codeNotes
        for (locale, name) in dynamic.appNames { project.appNames[locale] = name }
        project.catalogEntries = catalogEntries()
        return project
    }

    func relative(_ path: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `project` (an Xcode export's) with the manifests' dynamic actions added,
    /// their keyed texts looked up in the project's own catalog entries. The
    /// export is to have named its languages with the manifests' codes
    /// (`XLIFFProjectLoader.load(path:otherNames:)`); naming its locales as
    /// written with the codes again decides each code as the export did.
    static func adding(manifests: [Manifest], paths: [String], to project: Project) -> Project {
        var builder = IOSProjectBuilder(root: project.root)
        builder.developmentLanguage = project.developmentLanguage
        builder.tables.addCatalogEntries(project.catalogEntries, root: project.root)
        builder.manifests = manifests
        builder.localeNames = LocaleCanonicalizer.appleLocales(
            names: project.locales.map(\.original) + manifests.flatMap(\.localeCodes))
        var result = project
        let extra = builder.manifestActions()
        result.actions += extra.actions
        for (locale, name) in extra.appNames where result.appNames[locale] == nil { result.appNames[locale] = name }
        result.files += paths.map(builder.relative)
        var locales = Set(result.locales)
        for action in extra.actions { locales.formUnion(textLocales(of: action)) }
        for locale in extra.appNames.keys { locales.insert(locale) }
        result.locales = locales.sorted()
        return result
    }

    /// The locales an action has a title or subtitle text in.
    static func textLocales(of action: QuickAction) -> Set<LocaleID> {
        Set(action.title.texts.keys).union(action.subtitle?.texts.keys ?? [:].keys)
    }

    /// The manifests' actions and app names.
    private func manifestActions() -> (actions: [QuickAction], appNames: [LocaleID: LocalizedText]) {
        var actions: [QuickAction] = []
        var names: [LocaleID: LocalizedText] = [:]
        for manifest in manifests {
            for (code, text) in manifest.appName {
                guard let locale = locale(code) else { continue }
                names[locale] = LocalizedText(text: text.value, location: text.location,
                                              resolution: locale == developmentLanguage ? .source : .translated)
            }
            for action in manifest.actions {
                var usedKeys = Set<String>()
                let title = resolveManifestText(action.title, table: action.table, used: &usedKeys)
                let subtitle = action.subtitle.map { resolveManifestText($0, table: action.table, used: &usedKeys) }
                actions.append(QuickAction(type: action.type.value, origin: .dynamic, declaredAt: action.location,
                                           icon: action.icon.map { resolved($0.icon) }, iconLocation: action.icon?.location,
                                           title: title, subtitle: subtitle))
            }
        }
        return (actions, names)
    }

    /// An icon file with the image found for it in the project, if any.
    private func resolved(_ icon: Icon) -> Icon {
        guard case .file(let name, nil) = icon else { return icon }
        return .file(name: name, resolvedPath: imageFile(name))
    }

    // MARK: - Static actions

    /// The text of an Info.plist value in every shipped locale.
    private func resolveInfoPlistField(_ value: LocatedString, locales: [LocaleID],
                                       issues: inout [ReadingIssue]) -> LocalizedField {
        var field = LocalizedField(key: value.value, keyLocation: value.location, table: Self.infoPlistTable)
        let developmentTable = tables.table(Self.infoPlistTable, developmentLanguage)
        for locale in locales {
            let isDevelopment = locale == developmentLanguage
            if let table = tables.table(Self.infoPlistTable, locale) {
                if let entry = table.entries[value.value] {
                    field.texts[locale] = LocalizedText(entry, resolution: isDevelopment ? .source : .translated)
                    continue
                }
                if let near = table.order.first(where: { $0.lowercased() == value.value.lowercased() }),
                   let entry = table.entries[near] {
                    issues.append(ReadingIssue(
                        kind: .keyCaseMismatch,
                        message: "\"\(near)\" differs only in letter case from the Info.plist key \"\(value.value)\"; the lookup is case-sensitive, so it is never used",
                        location: entry.keyLocation, locale: locale))
                }
                field.texts[locale] = LocalizedText(text: value.value, location: value.location,
                                                    resolution: isDevelopment ? .literal : .missingShowsKey)
            } else if !isDevelopment, let developmentTable, let entry = developmentTable.entries[value.value] {
                field.texts[locale] = LocalizedText(entry, resolution: .missingShowsDevelopment)
            } else {
                field.texts[locale] = LocalizedText(text: value.value, location: value.location,
                                                    resolution: isDevelopment ? .literal : .missingShowsKey)
            }
        }
        return field
    }

    /// CFBundleDisplayName (else CFBundleName) per locale: the InfoPlist table's,
    /// else the Info.plist's own value.
    private func appNames(_ plist: InfoPlist, locales: [LocaleID]) -> [LocaleID: LocalizedText] {
        var names: [LocaleID: LocalizedText] = [:]
        let plistName = plist.displayName ?? plist.bundleName
        for locale in locales {
            let isDevelopment = locale == developmentLanguage
            if let table = tables.table(Self.infoPlistTable, locale),
               let entry = table.entries["CFBundleDisplayName"] ?? table.entries["CFBundleName"] {
                names[locale] = LocalizedText(entry, resolution: isDevelopment ? .source : .translated)
            } else if let plistName {
                names[locale] = LocalizedText(text: plistName.value, location: plistName.location,
                                              resolution: isDevelopment ? .source : .missingShowsDevelopment)
            }
        }
        return names
    }

    /// InfoPlist keys that neither an action nor Info.plist itself uses
    /// (Info.plist keys look like `NSCameraUsageDescription`).
    private func orphanKeys(used: Set<String>) -> [ReadingIssue] {
        var reported = Set<String>()
        var result: [ReadingIssue] = []
        // A key differing from a used one only in case is reported as a case mismatch instead.
        let usedLowercased = Set(used.map { $0.lowercased() })
        let locales = tables.locales(of: Self.infoPlistTable).sorted()
        let ordered = locales.contains(developmentLanguage) ? [developmentLanguage] + locales.filter { $0 != developmentLanguage } : locales
        for locale in ordered {
            guard let table = tables.table(Self.infoPlistTable, locale) else { continue }
            for key in table.order where !usedLowercased.contains(key.lowercased()) && !Self.looksLikeInfoPlistKey(key) {
                guard reported.insert(key).inserted, let entry = table.entries[key] else { continue }
                result.append(ReadingIssue(
                    kind: .orphanKey,
                    message: "InfoPlist key \"\(key)\" is used by no quick action and is not an Info.plist key",
                    location: entry.keyLocation, locale: locale))
            }
        }
        return result
    }

    static func looksLikeInfoPlistKey(_ key: String) -> Bool {
        let prefixes = ["NS", "CF", "UI", "LS", "IN", "UN", "WK", "GK", "MK", "CK", "CL", "AV", "BG", "NFC", "ITS", "UTE", "UT"]
        guard key.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) }) else { return false }
        return prefixes.contains { key.hasPrefix($0) && key.count > $0.count + 2 }
    }

    // MARK: - Dynamic actions

    private func resolveManifestText(_ text: Manifest.Text, table: String, used: inout Set<String>) -> LocalizedField {
        switch text {
        case .userData(let sample):
            return LocalizedField(keyLocation: sample.location,
                                  texts: [developmentLanguage: LocalizedText(text: sample.value, location: sample.location,
                                                                             resolution: .userData)])
        case .inline(let pairs):
            var field = LocalizedField()
            for (code, value) in pairs {
                guard let locale = locale(code) else { continue }
                field.texts[locale] = LocalizedText(text: value.value, location: value.location,
                                                    resolution: locale == developmentLanguage ? .source : .translated)
            }
            return field
        case .key(let key):
            used.insert(key.value)
            var field = LocalizedField(key: key.value, keyLocation: key.location, table: table)
            let source = tables.catalogSourceLanguages[table] ?? developmentLanguage
            let developmentTable = tables.table(table, source)
            for locale in tables.locales(of: table).sorted() + [developmentLanguage] where field.texts[locale] == nil {
                let isDevelopment = locale == source || locale == developmentLanguage
                if let localeTable = tables.table(table, locale) {
                    if let entry = localeTable.entries[key.value] {
                        field.texts[locale] = LocalizedText(entry, resolution: isDevelopment ? .source : .translated)
                    } else {
                        field.texts[locale] = LocalizedText(text: key.value, location: key.location,
                                                            resolution: .missingShowsKey)
                    }
                } else if let entry = developmentTable?.entries[key.value] {
                    field.texts[locale] = LocalizedText(entry, resolution: .missingShowsDevelopment)
                } else {
                    field.texts[locale] = LocalizedText(text: key.value, location: key.location, resolution: .missingShowsKey)
                }
            }
            return field
        }
    }

    // MARK: - Catalog entries

    /// Every string of the app's tables other than InfoPlist, for width-budget checks.
    private func catalogEntries() -> [CatalogEntry] {
        var result: [CatalogEntry] = []
        // With an Info.plist, its table holds quick actions and plist keys, not catalog strings.
        for name in tables.tableNames where name != Self.infoPlistTable || infoPlist == nil {
            let source = tables.catalogSourceLanguages[name] ?? developmentLanguage
            var keys: [String] = []
            var seen = Set<String>()
            let locales = tables.locales(of: name).sorted()
            for locale in [source] + locales {
                for key in tables.table(name, locale)?.order ?? [] where seen.insert(key).inserted { keys.append(key) }
            }
            // Each key's texts are gathered on their own, on every core, in the keys' order.
            let localeTables = locales.map { tables.table(name, $0) }
            let ordered = keys
            result += ParallelItems.chunked(count: ordered.count) { range in
                range.map { index in
                    let key = ordered[index]
                    var texts = LocalizedTexts()
                    texts.reserveCapacity(locales.count)
                    for (locale, table) in zip(locales, localeTables) {
                        guard let entry = table?.entries[key] else { continue }
                        texts[locale] = LocalizedText(entry, resolution: locale == source ? .source : .translated)
                    }
                    return CatalogEntry(table: name, key: key, texts: texts)
                }
            }
        }
        return result
    }
}
