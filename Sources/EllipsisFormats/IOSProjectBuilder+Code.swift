import EllipsisCode
import EllipsisCore

/// Actions set in code, resolved as iOS resolves them: a key in the named
/// table of each shipped locale (`Localizable` when none is named); where a
/// locale lacks it, the code's default value (`value:`, `defaultValue:`) if
/// it gives one, else the key itself.
extension IOSProjectBuilder {
    /// What was read for actions set in code: the files and the notes of one platform.
    mutating func add(_ code: CodeFindings, platform: Project.Platform) {
        let inventory = platform == .ios ? code.apple : code.android
        sourceFiles = inventory.files
        codeNotes = (inventory.notes + code.notes.filter { (SourceLanguage(path: $0.file)?.isApple ?? false) == (platform == .ios) })
            .map(\.description)
    }

    /// `project` (an Xcode export's) with the actions its sources set, keys looked up in its catalog entries.
    static func adding(code: CodeFindings, to project: Project) -> Project {
        var builder = IOSProjectBuilder(root: project.root)
        builder.developmentLanguage = project.developmentLanguage
        builder.tables.addCatalogEntries(project.catalogEntries, root: project.root)
        builder.codeActions = code.apple.actions
        builder.add(code, platform: .ios)
        var result = project
        let actions = builder.codeProjectActions(locales: project.locales)
        result.actions += actions
        result.files += Set(actions.flatMap(\.sites).map(\.location.file)).sorted().map(builder.relative)
        result.sourceFiles = builder.sourceFiles.map(builder.relative)
        result.codeNotes = builder.codeNotes
        return result
    }

    func codeProjectActions(locales: [LocaleID]) -> [QuickAction] {
        let manifestTypes = Set(manifests.flatMap { $0.actions.map(\.type.value) })
        return CodeActionGrouping.groups(codeActions, excludingTypes: manifestTypes).map { group in
            let first = group[0]
            return QuickAction(type: CodeActionGrouping.name(first, root: root), origin: .dynamic, declaredAt: first.site,
                               icon: first.icon.map(icon), iconLocation: first.icon == nil ? nil : first.site,
                               title: field(first.title, locales: locales),
                               subtitle: first.subtitle.map { field($0, locales: locales) },
                               kind: first.kind, source: .code, declaredType: .some(first.type),
                               sites: CodeActionGrouping.sites(group))
        }
    }

    private func icon(_ found: FoundIcon) -> Icon {
        switch found {
        case .system(let name): .system(name)
        case .symbol(let name): .symbol(name)
        case .image(let name), .resource(let name): .file(name: name, resolvedPath: imageFile(name))
        }
    }

    func field(_ text: FoundText, locales: [LocaleID]) -> LocalizedField {
        switch text {
        case .key(let key, let table, let defaultValue, let location, _):
            return resolveCodeKey(key, table: table ?? "Localizable", defaultValue: defaultValue, location: location,
                                  locales: locales)
        case .resource(let text, let location, _), .literal(let text, let location):
            return LocalizedField(keyLocation: location,
                                  texts: [developmentLanguage: LocalizedText(text: text, location: location, resolution: .literal)],
                                  isNotLocalized: true)
        case .userData(let pattern, let location):
            return LocalizedField(keyLocation: location,
                                  texts: [developmentLanguage: LocalizedText(text: pattern, location: location, resolution: .userData)])
        }
    }

    private func resolveCodeKey(_ key: String, table: String, defaultValue: String?, location: SourceLocation,
                                locales: [LocaleID]) -> LocalizedField {
        var field = LocalizedField(key: key, keyLocation: location, table: table)
        let source = tables.catalogSourceLanguages[table] ?? developmentLanguage
        let developmentTable = tables.table(table, source) ?? tables.table(table, developmentLanguage)
        let fallback = defaultValue.flatMap { $0.isEmpty ? nil : $0 }
        for locale in locales {
            let isDevelopment = locale == developmentLanguage || locale == source
            if let localeTable = tables.table(table, locale) {
                if let entry = localeTable.entries[key] {
                    field.texts[locale] = LocalizedText(entry, resolution: isDevelopment ? .source : .translated)
                } else if let fallback {
                    field.texts[locale] = LocalizedText(text: fallback, location: location,
                                                        resolution: isDevelopment ? .source : .missingShowsDevelopment)
                } else {
                    field.texts[locale] = LocalizedText(text: key, location: location, resolution: .missingShowsKey)
                }
            } else if let entry = developmentTable?.entries[key] {
                field.texts[locale] = LocalizedText(entry, resolution: isDevelopment ? .source : .missingShowsDevelopment)
            } else if let fallback {
                field.texts[locale] = LocalizedText(text: fallback, location: location,
                                                    resolution: isDevelopment ? .source : .missingShowsDevelopment)
            } else {
                field.texts[locale] = LocalizedText(text: key, location: location, resolution: .missingShowsKey)
            }
        }
        return field
    }
}
