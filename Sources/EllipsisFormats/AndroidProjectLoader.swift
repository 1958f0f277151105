import EllipsisCode
import EllipsisCore
import Foundation

/// Builds a `Project` from Android resources: every `res` folder under the
/// path (Gradle modules each have one; Android merges them), static shortcuts
/// from `res/xml/*.xml` files whose root is `<shortcuts>`, and strings from
/// `res/values[-<locale>]/*.xml`. Labels resolve as Android resolves them: the
/// locale's folder, else the default `values/` folder. `values-qq` and folders
/// with non-locale qualifiers (`values-night`, `values-v21`, `values-de-land`)
/// are not locales. The app name is the manifest's `android:label`, else
/// `@string/app_name`.
public enum AndroidProjectLoader {
    /// The language of the default `values/` folder when `tools:locale` does not say.
    public static let defaultDevelopmentLanguage = "en"

    public static func load(path: String) throws -> Project {
        try load(path: path, manifests: [])
    }

    /// The same, with dynamic shortcuts described by `*.quickactions.json`
    /// manifests (docs/contract.md). On Android a manifest `title` is the short label
    /// and a `subtitle`, if any, the long label. A text given as a key
    /// (`"title": "app_shortcuts_search"` or `"@string/app_shortcuts_search"`)
    /// is a string resource resolved like a static label; inline texts map
    /// locale codes to text, and locales without one show the development text.
    public static func load(path: String, manifests: [String]) throws -> Project {
        try load(path: path, manifests: manifests, code: nil)
    }

    /// With the shortcuts the app's Kotlin and Java sources build (`CodeFindings`).
    static func load(path: String, manifests: [String], code: CodeInventory?) throws -> Project {
        let resFolders = try AndroidResourceFolders.find(under: path)
        if resFolders.isEmpty {
            throw InputError("no Android 'res' folder with values or xml resources here", file: path)
        }
        var builder = AndroidProjectBuilder(root: path)
        for manifest in manifests {
            if let read = try ReadingLog.attempt({ try ManifestReader.read(path: manifest) }) { builder.manifests.append(read) }
            builder.files.append(manifest)
        }
        // Locales are decided over every module's folders and every manifest code at
        // once, so that two an alias would merge (`values-sh`, `values-b+sr+Latn`; a
        // manifest's `sh` and `sr-Latn`) stay apart.
        builder.folderLocales = LocaleCanonicalizer.androidLocales(folders: resFolders.flatMap { res in
            ((try? FileManager.default.contentsOfDirectory(atPath: res)) ?? [])
                .filter(AndroidProjectBuilder.hasOnlyLocaleQualifiers)
        }, codes: builder.manifests.flatMap(\.localeCodes))
        for res in resFolders { try builder.add(resFolder: res) }
        if let code {
            builder.codeActions = code.actions
            builder.sourceFiles = code.files
            builder.codeNotes = code.notes.map(\.description)
        }
        return try builder.project()
    }
}

/// Finds `res` folders without following symbolic links (no loops) and
/// without descending into build products.
enum AndroidResourceFolders {
    static let skipped: Set<String> = ["build", ".git", ".gradle", ".idea", "node_modules", "intermediates",
                                       "generated", "Pods", "DerivedData"]
    static let maximumDepth = 24
    static let maximumFolders = 50_000

    static func find(under path: String) throws -> [String] {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw InputError("no such file or folder", file: path)
        }
        guard isFolder.boolValue else {
            // A file inside res/values*/ or res/xml/: its res folder.
            let parent = (path as NSString).deletingLastPathComponent
            let res = (parent as NSString).deletingLastPathComponent
            guard (res as NSString).lastPathComponent == "res" else {
                throw InputError("not inside an Android 'res' folder", file: path)
            }
            return [res]
        }
        if isResFolder(path) { return [path] }
        var found: [String] = []
        var pending: [(String, Int)] = [(path, 0)]
        var visited = 0
        while let (folder, depth) = pending.popLast() {
            visited += 1
            if visited > maximumFolders || depth > maximumDepth { continue }
            guard let names = try? manager.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted().reversed() where !skipped.contains(name) && !name.hasPrefix(".") {
                let child = (folder as NSString).appendingPathComponent(name)
                guard let type = (try? manager.attributesOfItem(atPath: child))?[.type] as? FileAttributeType,
                      type == .typeDirectory else { continue }
                if name == "res", isResFolder(child) {
                    found.append(child)
                } else {
                    pending.append((child, depth + 1))
                }
            }
        }
        return found.sorted()
    }

    /// A folder with `values*` or `xml` subfolders.
    static func isResFolder(_ path: String) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return false }
        return names.contains { $0 == "values" || $0.hasPrefix("values-") || $0 == "xml" }
    }
}

/// Collects resources from `res` folders and resolves them into a project.
struct AndroidProjectBuilder {
    let root: String
    /// Per locale (nil: default `values/`), string name to string.
    var tables: [LocaleID?: [String: AndroidString]] = [:]
    var shortcuts: [(shortcut: AndroidShortcut, res: String)] = []
    var manifestLabel: (value: String, location: SourceLocation)?
    var developmentLanguage: String?
    var files: [String] = []
    var issues: [ReadingIssue] = []
    var resFolders: [String] = []
    var manifests: [Manifest] = []
    /// The locale of each `values-*` folder name and manifest locale code
    /// (`LocaleCanonicalizer.androidLocales(folders:codes:)`).
    var folderLocales: [String: LocaleID] = [:]
    /// Shortcuts found in the app's Kotlin and Java sources, and what was read for them.
    var codeActions: [FoundAction] = []
    var sourceFiles: [String] = []
    var codeNotes: [String] = []

    /// A manifest's locale code as the project names it.
    func manifestLocale(_ code: String) -> LocaleID? {
        folderLocales[code] ?? LocaleCanonicalizer.locale(fromName: code)
    }

    init(root: String) { self.root = root }

    mutating func add(resFolder res: String) throws {
        resFolders.append(res)
        let manager = FileManager.default
        let names = (try? manager.contentsOfDirectory(atPath: res))?.sorted() ?? []
        for name in names {
            let folder = (res as NSString).appendingPathComponent(name)
            if name == "xml" {
                for file in xmlFiles(in: folder) { _ = try ReadingLog.attempt { try addShortcuts(file, res: res) } }
                continue
            }
            guard name == "values" || name.hasPrefix("values-") else { continue }
            let locale: LocaleID?
            switch LocaleCanonicalizer.androidValues(folder: name) {
            case .defaultResources: locale = nil
            case .locale(let id):
                guard Self.hasOnlyLocaleQualifiers(name) else { continue }
                locale = folderLocales[name] ?? id
            case .documentation, .notLocalized: continue
            }
            for file in xmlFiles(in: folder) { _ = try ReadingLog.attempt { try addStrings(file, locale: locale) } }
        }
        // The manifest of the module owning this res folder (src/main/AndroidManifest.xml).
        let manifest = ((res as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent("AndroidManifest.xml")
        if manifestLabel == nil, manager.fileExists(atPath: manifest) { _ = try ReadingLog.attempt { try addManifest(manifest) } }
    }

    /// `values-zh-rTW`, `values-b+sr+Latn`, `values-iw`: a locale and nothing else.
    static func hasOnlyLocaleQualifiers(_ name: String) -> Bool {
        guard name.hasPrefix("values-") else { return false }
        let qualifiers = name.split(separator: "-").dropFirst()
        guard let first = qualifiers.first else { return true }
        if first.hasPrefix("b+") { return qualifiers.count == 1 }
        if qualifiers.count == 1 { return true }
        let second = qualifiers[qualifiers.index(after: qualifiers.startIndex)]
        return qualifiers.count == 2 && second.count == 3 && second.hasPrefix("r")
    }

    private func xmlFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted() ?? []
        return names.filter { $0.lowercased().hasSuffix(".xml") }.map { (folder as NSString).appendingPathComponent($0) }
    }

    private mutating func addShortcuts(_ file: String, res: String) throws {
        let tree = try XMLTreeReader.read(path: file)
        guard tree.root.localName == "shortcuts" else { return }
        // A file with a mistake is left out whole (a load that keeps going records it), never in part.
        var found = shortcuts
        for shortcut in try AndroidShortcutsReader.shortcuts(in: tree) where shortcut.enabled {
            if found.contains(where: { $0.shortcut.id == shortcut.id }) {
                throw InputError("the shortcut id '\(shortcut.id)' is declared twice", at: shortcut.location)
            }
            found.append((shortcut, res))
        }
        files.append(file)
        shortcuts = found
    }

    private mutating func addStrings(_ file: String, locale: LocaleID?) throws {
        let data = try XMLInputFile.read(path: file)
        let tree = try XMLTreeReader.read(data: data, path: file)
        // Only resource files; other XML in values/ (rare) is not ours.
        guard tree.root.localName == "resources" else { return }
        let (strings, fileIssues) = try AndroidStringsReader.read(data: data, path: file)
        guard !strings.isEmpty else { return }
        files.append(file)
        issues += fileIssues.inLocale(locale)
        if locale == nil, developmentLanguage == nil,
           let declared = tree.root.attribute("tools:locale")?.value,
           let identifier = LocaleCanonicalizer.canonicalIdentifier(declared) {
            developmentLanguage = identifier
        }
        var table = tables[locale] ?? [:]
        for string in strings where table[string.name] == nil {
            // The first module found wins, as the app module overrides libraries.
            table[string.name] = string
        }
        tables[locale] = table
    }

    private mutating func addManifest(_ file: String) throws {
        let tree = try XMLTreeReader.read(path: file)
        guard tree.root.localName == "manifest",
              let label = tree.root.element(named: "application")?.attribute("android:label") else { return }
        files.append(file)
        manifestLabel = (label.value, label.valueLocation)
    }

    // MARK: Resolution

    var development: LocaleID {
        LocaleID(developmentLanguage ?? AndroidProjectLoader.defaultDevelopmentLanguage, original: "values")
    }

    /// Every locale with a values folder, development language included, and
    /// every locale a manifest writes a text in (an action's inline title or
    /// subtitle, the app name): as on iOS, such a locale ships, and the other
    /// labels show there by the usual fallback to `values/`.
    var locales: [LocaleID] {
        var set: Set<LocaleID> = [development]
        for case let locale? in tables.keys { set.insert(locale) }
        for manifest in manifests {
            var pairs = manifest.appName
            for action in manifest.actions {
                for text in [action.title, action.subtitle] {
                    if case .inline(let inline)? = text { pairs += inline }
                }
            }
            for (code, _) in pairs {
                if let locale = manifestLocale(code) { set.insert(locale) }
            }
        }
        return set.sorted()
    }

    /// The text shown for `name` in `locale`: its own table, else the default
    /// one; `@string/` references followed (at most 16 hops).
    func resolve(_ name: String, in locale: LocaleID) -> LocalizedText? {
        var current = name
        var resolution: LocalizedText.Resolution?
        for _ in 0..<16 {
            let own = locale == development ? nil : tables[locale]?[current]
            guard let string = own ?? tables[nil]?[current] ?? tables[development]?[current] else { return nil }
            if resolution == nil {
                resolution = own != nil ? .translated : (locale == development ? .source : .missingShowsDevelopment)
            }
            if let next = string.reference {
                current = next
                continue
            }
            return LocalizedText(text: string.value, location: string.location, resolution: resolution ?? .translated,
                                 variants: string.quantities, comment: string.comment,
                                 suppressedRules: Suppressions.rules(in: string.comment))
        }
        return nil
    }

    /// A label as written in shortcuts.xml: `@string/name` or literal text.
    func field(_ label: String, at location: SourceLocation) throws -> LocalizedField {
        guard label.hasPrefix("@") else {
            let text = LocalizedText(text: label, location: location, resolution: .literal)
            return LocalizedField(key: nil, keyLocation: location,
                                  texts: Dictionary(uniqueKeysWithValues: locales.map { ($0, text) }))
        }
        guard label.hasPrefix("@string/") else {
            throw InputError("the label '\(label)' is not a string resource", at: location)
        }
        let name = String(label.dropFirst("@string/".count))
        guard resolve(name, in: development) != nil else {
            throw InputError("'\(label)' is not defined in the default values folder of any res folder read; "
                             + "if another module holds the strings, load the project's root folder so that "
                             + "every module's resources are merged", at: location)
        }
        var texts: [LocaleID: LocalizedText] = [:]
        for locale in locales {
            if let text = resolve(name, in: locale) { texts[locale] = text }
        }
        return LocalizedField(key: name, keyLocation: location, texts: texts)
    }

    /// A manifest text: a string resource name, or inline text per locale.
    func field(_ text: Manifest.Text) throws -> LocalizedField {
        switch text {
        case .userData(let sample):
            return LocalizedField(keyLocation: sample.location,
                                  texts: [development: LocalizedText(text: sample.value, location: sample.location,
                                                                     resolution: .userData)])
        case .key(let key):
            let name = key.value.hasPrefix("@string/") ? key.value : "@string/\(key.value)"
            return try field(name, at: key.location)
        case .inline(let pairs):
            return LocalizedField(key: nil, keyLocation: pairs.first?.text.location, texts: inlineTexts(pairs))
        }
    }

    /// Inline texts per locale code; project locales without one show the
    /// development language's text.
    func inlineTexts(_ pairs: [(code: String, text: LocatedString)]) -> [LocaleID: LocalizedText] {
        var texts: [LocaleID: LocalizedText] = [:]
        for (code, text) in pairs {
            guard let locale = manifestLocale(code) else { continue }
            texts[locale] = LocalizedText(text: text.value, location: text.location,
                                          resolution: locale == development ? .source : .translated)
        }
        if let fallback = texts[development] {
            for locale in locales where texts[locale] == nil {
                var shown = fallback
                shown.resolution = .missingShowsDevelopment
                texts[locale] = shown
            }
        }
        return texts
    }

    func icon(_ value: String) -> Icon {
        let parts = value.split(separator: "/", maxSplits: 1)
        guard parts.count == 2, value.hasPrefix("@") else { return .file(name: value, resolvedPath: nil) }
        let kind = parts[0].dropFirst()
        let name = String(parts[1])
        for res in resFolders {
            let folders = ((try? FileManager.default.contentsOfDirectory(atPath: res)) ?? []).sorted()
            for folder in folders where folder == kind || folder.hasPrefix("\(kind)-") {
                let path = (res as NSString).appendingPathComponent(folder)
                let files = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
                if let file = files.first(where: { ($0 as NSString).deletingPathExtension == name }) {
                    return .file(name: value, resolvedPath: (path as NSString).appendingPathComponent(file))
                }
            }
        }
        return .file(name: value, resolvedPath: nil)
    }

    func project() throws -> Project {
        var actions: [QuickAction] = []
        for (shortcut, _) in shortcuts {
            let title = try field(shortcut.shortLabel, at: shortcut.shortLabelLocation)
            var long: LocalizedField?
            if let label = shortcut.longLabel, let location = shortcut.longLabelLocation {
                long = try field(label, at: location)
            }
            actions.append(QuickAction(type: shortcut.id, origin: .static, declaredAt: shortcut.location,
                                       icon: shortcut.icon.map(icon), iconLocation: shortcut.iconLocation,
                                       title: title, longTitle: long, kind: .androidShortcut, source: .androidXML))
        }
        for manifest in manifests {
            for action in manifest.actions {
                if actions.contains(where: { $0.type == action.type.value }) {
                    throw InputError("the shortcut id '\(action.type.value)' is declared twice", at: action.type.location)
                }
                let title = try field(action.title)
                let long = try action.subtitle.map(field)
                actions.append(QuickAction(type: action.type.value, origin: .dynamic, declaredAt: action.location,
                                           icon: action.icon?.icon, iconLocation: action.icon?.location,
                                           title: title, longTitle: long, kind: .androidShortcut, source: .manifest))
            }
        }
        var appNames: [LocaleID: LocalizedText] = [:]
        let appNameKey: String? = manifestLabel.map { label in
            label.value.hasPrefix("@string/") ? String(label.value.dropFirst("@string/".count)) : ""
        } ?? (tables[nil]?["app_name"] != nil ? "app_name" : nil)
        if let label = manifestLabel, !label.value.hasPrefix("@") {
            let text = LocalizedText(text: label.value, location: label.location, resolution: .literal)
            for locale in locales { appNames[locale] = text }
        } else if let key = appNameKey, !key.isEmpty {
            for locale in locales {
                if let text = resolve(key, in: locale) { appNames[locale] = text }
            }
        }
        // Every translatable string is a catalog entry (labels of dynamic shortcuts live there).
        var catalog: [CatalogEntry] = []
        let names = (tables[nil] ?? [:]).values.filter(\.translatable).map(\.name).sorted()
        for name in names {
            var texts: [LocaleID: LocalizedText] = [:]
            for locale in locales {
                if let text = resolve(name, in: locale) { texts[locale] = text }
            }
            catalog.append(CatalogEntry(table: "strings", key: name, texts: texts))
        }
        if appNames.isEmpty, let names = manifests.first(where: { !$0.appName.isEmpty })?.appName {
            appNames = inlineTexts(names)
        }
        var notes = codeNotes
        let code = codeProjectActions(existingTypes: Set(actions.map(\.type)), notes: &notes)
        actions += code
        let codeFiles = Set(code.flatMap(\.sites).map(\.location.file)).sorted()
        var project = Project(platform: .android, root: root, developmentLanguage: development, locales: locales,
                              appNames: appNames, actions: actions, catalogEntries: catalog, files: files + codeFiles,
                              readingIssues: issues)
        project.sourceFiles = sourceFiles.map { CodeActionGrouping.relative($0, root: root) }
        project.codeNotes = notes
        return project
    }
}
