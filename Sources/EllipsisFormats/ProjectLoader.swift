import EllipsisCode
import EllipsisCore
import Foundation

/// Turns command-line paths into resolved projects (docs/contract.md, "Command line":
/// PATH is a project folder, an Info.plist, a `.strings` file or `.lproj`
/// folder, a `.xcstrings`, an `.xliff`/`.xcloc`, an Android `res` folder, or a
/// manifest). A new format is recognized here and in FileDiscovery
/// (docs/architecture.md, "Where to add a format").
public enum ProjectLoader {
    /// `code`: options of the analysis of the app's own sources (wrapper functions it cannot find).
    /// Throws the first malformed file's error; `loadKeepingGoing` reads past it.
    public static func load(paths: [String], code: CodeAnalysisOptions = CodeAnalysisOptions()) throws -> [Project] {
        let loaded = try loadKeepingGoing(paths: paths, code: code)
        if let first = loaded.errors.first { throw first }
        return loaded.projects
    }

    /// Every project at `paths`, with the error of each file that could not be read: a
    /// malformed file is left out (a table, a manifest, an Info.plist and its app) and the
    /// rest is read. Throws only a `UsageError` (a path of a kind Ellipsis does not read).
    public static func loadKeepingGoing(paths: [String], code: CodeAnalysisOptions = CodeAnalysisOptions())
        throws -> (projects: [Project], errors: [InputError]) {
        let log = ReadingLog()
        let projects = try ReadingLog.$current.withValue(log) { try loadEach(paths: paths, code: code) }
        return (projects, log.errors)
    }

    private static func loadEach(paths: [String], code: CodeAnalysisOptions) throws -> [Project] {
        // Manifests named beside an Info.plist or an Android `res` folder belong to that app,
        // as they would if its folder were named: they join the nearest one (the one whose
        // folder holds them; else, as discovery does, the first Info.plist), not a project
        // of their own.
        let owners = paths.filter(isAppArgument)
        var attached: [String: [String]] = [:]
        var standalone: Set<String> = []
        for path in paths where isManifestFile(path) {
            if let owner = owner(ofManifest: path, among: owners) {
                attached[owner, default: []].append(path)
            } else {
                standalone.insert(path)
            }
        }
        var projects: [Project] = []
        for path in paths {
            if isManifestFile(path) {
                if standalone.contains(path) { projects += try ReadingLog.attempt { try load(path: path, code: code) } ?? [] }
                continue
            }
            if let manifests = attached[path] {
                let project = try ReadingLog.attempt {
                    AndroidResources.isResourceFolder(path)
                        ? try AndroidResources.load(path: path, manifests: manifests)
                        : try loadInfoPlist(path, manifests: manifests, code: code)
                }
                if let project { projects.append(project) }
            } else {
                projects += try ReadingLog.attempt { try load(path: path, code: code) } ?? []
            }
        }
        return projects
    }

    private static func isManifestFile(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".quickactions.json") && !isFolder(path)
    }

    /// An Info.plist file or an Android `res` folder: an argument that names one app.
    private static func isAppArgument(_ path: String) -> Bool {
        let lower = (path as NSString).lastPathComponent.lowercased()
        if isFolder(path) { return AndroidResources.isResourceFolder(path) }
        return lower.hasSuffix(".plist") && !lower.hasSuffix(".stringsdict")
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The app argument a manifest argument joins: the one whose folder (an Android
    /// module's, or the Info.plist's) holds it most closely, else the first Info.plist.
    private static func owner(ofManifest manifest: String, among owners: [String]) -> String? {
        let absolute = { (path: String) in URL(fileURLWithPath: path).standardizedFileURL.path }
        let manifestPath = absolute(manifest)
        func folder(_ owner: String) -> String {
            AndroidResources.isResourceFolder(owner)
                ? absolute(AndroidResources.moduleFolder(ofResourceFolder: owner))
                : absolute((owner as NSString).deletingLastPathComponent.isEmpty ? "." : (owner as NSString).deletingLastPathComponent)
        }
        let holding = owners.filter { isInside(manifestPath, folder($0)) }
        if let nearest = holding.max(by: { folder($0).count < folder($1).count }) { return nearest }
        return owners.first { !AndroidResources.isResourceFolder($0) }
    }

    public static func load(path: String, code: CodeAnalysisOptions = CodeAnalysisOptions()) throws -> [Project] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError("no such file or folder", file: path)
        }
        let name = (path as NSString).lastPathComponent
        let lower = name.lowercased()
        if isDirectory.boolValue {
            if lower.hasSuffix(".lproj") { return [try loadLproj(path)] }
            if lower.hasSuffix(".xcloc") { return [try XLIFFProjectLoader.load(path: path)] }
            if AndroidResources.isResourceFolder(path) { return [try AndroidResources.load(path: path)] }
            return try discover(path, code: code)
        }
        if lower.hasSuffix(".plist") && !lower.hasSuffix(".stringsdict") {
            return [try loadInfoPlist(path, code: code)]
        }
        if lower.hasSuffix(".quickactions.json") { return [try loadManifest(path)] }
        if lower.hasSuffix(".xliff") { return [try XLIFFProjectLoader.load(path: path)] }
        if lower.hasSuffix(".strings") || lower.hasSuffix(".stringsdict") || lower.hasSuffix(".xcstrings") {
            return [try loadTableFile(path)]
        }
        throw UsageError("don't know how to read '\(path)': expected a folder, Info.plist, .strings, .stringsdict, .xcstrings, .lproj, .xliff, .xcloc or *.quickactions.json")
    }

    // MARK: - Folders

    static func discover(_ root: String, code options: CodeAnalysisOptions = CodeAnalysisOptions()) throws -> [Project] {
        var found = try FileDiscovery.walk(root)
        let code = CodeFindings.read(found.sourceFiles, options: options)
        var projects: [Project] = []
        var builders: [(folder: String, builder: IOSProjectBuilder)] = []
        var scopes: [(String) -> Bool] = []
        let plistFolders = found.infoPlists.map { ($0 as NSString).deletingLastPathComponent }
        for path in found.infoPlists {
            guard let plist = try ReadingLog.attempt({ try InfoPlistReader.read(path: path) }),
                  plist.shortcutItems != nil else { continue }
            let folder = (path as NSString).deletingLastPathComponent
            let others = plistFolders.filter { $0 != folder && isInside($0, folder) }
            let belongs = { (file: String) in isInside(file, folder) && !others.contains { isInside(file, $0) } }
            var builder = IOSProjectBuilder(root: root, infoPlist: plist)
            builder.imageFile = found.imageFile(named:)
            builder.files = [path]
            builder.developmentLanguage = try ReadingLog.attempt {
                try developmentLanguage(plist, catalogs: found.catalogs.filter(belongs), reads: found.catalogReads)
            } ?? LocaleID("en")
            builders.append((folder, builder))
            scopes.append(belongs)
        }
        // Manifests of an Android module go to the Android project; the others stay iOS.
        let androidManifests = androidManifests(found, iosFolders: builders.map(\.folder))
        found.manifests.removeAll { androidManifests.contains($0) }
        if !builders.isEmpty {
            for manifestPath in found.manifests {
                guard let manifest = try ReadingLog.attempt({ try ManifestReader.read(path: manifestPath) }) else { continue }
                let owner = builders.indices.filter { isInside(manifestPath, builders[$0].folder) }
                    .max { builders[$0].folder.count < builders[$1].folder.count } ?? 0
                builders[owner].builder.manifests.append(manifest)
                builders[owner].builder.files.append(manifestPath)
            }
            // Tables come after the manifests: their codes are named with the folders.
            for index in builders.indices {
                try addTables(to: &builders[index].builder, found: found, infoPlistScope: scopes[index])
            }
            // Actions set in code join the app whose folder holds their file, else the first one.
            for action in code.apple.actions {
                let owner = builders.indices.filter { isInside(action.site.file, builders[$0].folder) }
                    .max { builders[$0].folder.count < builders[$1].folder.count } ?? 0
                builders[owner].builder.codeActions.append(action)
            }
            for index in builders.indices { builders[index].builder.add(code, platform: .ios) }
        } else if !found.xliffExports.isEmpty {
            // An Xcode export stands for the app when its sources are not here: the
            // exports of one folder merge into one project, manifests join the first.
            var folders: [String] = []
            for export in found.xliffExports {
                let parent = (export as NSString).deletingLastPathComponent
                if !folders.contains(parent) { folders.append(parent) }
            }
            let read = try found.manifests.compactMap { path in
                try ReadingLog.attempt { (path, try ManifestReader.read(path: path)) }
            }
            let manifestPaths = read.map(\.0), manifests = read.map(\.1)
            for (index, folder) in folders.enumerated() {
                guard index == 0, !manifests.isEmpty || !code.apple.actions.isEmpty else {
                    if let project = try ReadingLog.attempt({ try XLIFFProjectLoader.load(path: folder) }) {
                        projects.append(project)
                    }
                    continue
                }
                guard let project = try ReadingLog.attempt({
                    try XLIFFProjectLoader.load(path: folder, otherNames: manifests.flatMap(\.localeCodes))
                }) else { continue }
                let withManifests = manifests.isEmpty ? project
                    : IOSProjectBuilder.adding(manifests: manifests, paths: manifestPaths, to: project)
                projects.append(IOSProjectBuilder.adding(code: code, to: withManifests))
            }
        } else if !found.manifests.isEmpty || !found.lprojFiles.isEmpty || !found.catalogs.isEmpty
                    || !code.apple.actions.isEmpty {
            // No Info.plist with quick actions: dynamic actions and catalogs only.
            do {
                var builder = IOSProjectBuilder(root: root)
                builder.imageFile = found.imageFile(named:)
                let read = try found.manifests.compactMap { path in
                    try ReadingLog.attempt { (path, try ManifestReader.read(path: path)) }
                }
                let manifestPaths = read.map(\.0), manifests = read.map(\.1)
                builder.manifests = manifests
                builder.files = manifestPaths
                let declared = manifests.compactMap(\.developmentLanguage).first
                if let declared {
                    builder.developmentLanguage = try ReadingLog.attempt { try canonical(declared) } ?? LocaleID("en")
                } else if let catalog = found.catalogs.first {
                    builder.developmentLanguage = try ReadingLog.attempt {
                        try catalogSourceLanguage(catalog, reads: found.catalogReads)
                    } ?? LocaleID("en")
                }
                try addTables(to: &builder, found: found, infoPlistScope: { _ in true })
                builder.codeActions = code.apple.actions
                builder.add(code, platform: .ios)
                builders.append((root, builder))
            }
        }
        for (_, builder) in builders {
            var builder = builder
            builder.issues += found.caseIssues.filter { issue in builder.tables.files.contains(issue.location.file)
                || builder.files.contains(issue.location.file) }
            if let project = try ReadingLog.attempt({ try builder.build() }) { projects.append(project) }
        }
        if !found.androidResourceFolders.isEmpty {
            var android = code.android
            android.notes += code.notes.filter { SourceLanguage(path: $0.file)?.isApple == false }
            if let project = try ReadingLog.attempt({
                try AndroidResources.load(path: root, manifests: androidManifests, code: android)
            }) { projects.append(project) }
        }
        // A folder whose every file was malformed has said so already.
        if projects.isEmpty, ReadingLog.current?.errors.isEmpty != false {
            throw InputError("found no quick actions, manifests, string tables or exports in this folder", file: root)
        }
        return projects
    }

    /// The manifests that describe the Android app's dynamic shortcuts. A manifest
    /// joins the nearest folder holding it among the iOS apps' Info.plist folders
    /// and the Android modules (`app` for `app/src/main/res`); iOS wins a tie, as
    /// it did before Android modules were considered. A manifest inside neither
    /// is Android's only when nothing iOS (Info.plist with quick actions, `.lproj`
    /// tables, String Catalogs, exports) is in the folder at all.
    private static func androidManifests(_ found: DiscoveredFiles, iosFolders: [String]) -> [String] {
        guard !found.androidResourceFolders.isEmpty else { return [] }
        let modules = found.androidResourceFolders.map(AndroidResources.moduleFolder(ofResourceFolder:))
        let onlyAndroid = iosFolders.isEmpty && found.lprojFiles.isEmpty && found.catalogs.isEmpty
            && found.xliffExports.isEmpty
        func nearest(_ path: String, _ folders: [String]) -> Int? {
            folders.filter { isInside(path, $0) }.map(\.count).max()
        }
        return found.manifests.filter { manifest in
            switch (nearest(manifest, iosFolders), nearest(manifest, modules)) {
            case (let ios?, let android?): return android > ios
            case (nil, _?): return true
            case (_?, nil): return false
            case (nil, nil): return onlyAndroid
            }
        }
    }

    /// Reads the tables of the app: its `.lproj` folders' strings and its String
    /// Catalogs. InfoPlist tables count only inside `infoPlistScope` (the
    /// Info.plist's own folder, without nested bundles that have their own).
    private static func addTables(to builder: inout IOSProjectBuilder, found: DiscoveredFiles,
                                  infoPlistScope: (String) -> Bool) throws {
        let development = builder.developmentLanguage
        // Locale folders first, Base.lproj last, so a locale's own strings win over Base.
        // Within a folder a .stringsdict comes before the .strings of the same table,
        // since iOS prefers its entry for a key both define.
        let files = found.lprojFiles.sorted { a, b in
            let aBase = LocaleCanonicalizer.isBase(a.folderName), bBase = LocaleCanonicalizer.isBase(b.folderName)
            if aBase != bBase { return !aBase }
            let aFolder = (a.path as NSString).deletingLastPathComponent, bFolder = (b.path as NSString).deletingLastPathComponent
            if aFolder != bFolder { return aFolder < bFolder }
            if a.table != b.table { return a.table < b.table }
            return a.path.lowercased().hasSuffix(".stringsdict") && !b.path.lowercased().hasSuffix(".stringsdict")
        }
        var catalogs: [(path: String, table: String, catalog: StringCatalog)] = []
        for path in found.catalogs {
            let table = catalogTableName(path)
            if table == IOSProjectBuilder.infoPlistTable, !infoPlistScope(path) { continue }
            guard let catalog = try ReadingLog.attempt({ try found.catalogReads.take(path) }) else { continue }
            catalogs.append((path, table, catalog))
        }
        // Locale names are decided over every folder, catalog language and manifest
        // code at once, so that two an alias would merge (`sh.lproj`, `sr-Latn.lproj`;
        // a manifest's `sh` and `sr-Latn`) stay apart.
        let names = LocaleCanonicalizer.appleLocales(
            names: found.lprojFolders.map(\.name) + catalogs.flatMap { LocalizationTables.localeNames(of: $0.catalog) }
                + builder.manifests.flatMap(\.localeCodes),
            developmentLanguage: development.identifier)
        var locales = Set<LocaleID>()
        for folder in found.lprojFolders where infoPlistScope(folder.path) {
            if let locale = names[folder.name] { locales.insert(locale) }
        }
        let taken = files.compactMap { file -> (file: DiscoveredFiles.LprojFile, locale: LocaleID)? in
            guard let locale = names[file.folderName] else { return nil }
            if file.table == IOSProjectBuilder.infoPlistTable, !infoPlistScope(file.path) { return nil }
            return (file, locale)
        }
        // Each file is read on its own, on every core, a few at a time; the tables take them in
        // turn, in this order, so a file's parsed entries are let go once in the tables rather
        // than all held until the last file is read.
        XMLTreeReader.readyForThreads
        let paths = taken.map(\.file.path)
        // The first file that cannot be read ends the reading: no file after its batch is read.
        var next = 0
        try ParallelItems.inOrder(count: paths.count, runSize: 1, runsPerCore: 2, { run in
            Result { try LocalizationTables.readLprojFile(path: paths[run.lowerBound]) }
        }, consume: { read in
            let (file, locale) = taken[next]
            next += 1
            _ = try ReadingLog.attempt {
                builder.tables.addLprojFile(try read.get(), path: file.path, table: file.table, locale: locale)
            }
        })
        for index in catalogs.indices {
            _ = try ReadingLog.attempt {
                try builder.tables.addCatalog(consuming: &catalogs[index].catalog, path: catalogs[index].path,
                                              table: catalogs[index].table, locales: names)
            }
        }
        builder.lprojLocales = locales.sorted()
        builder.localeNames = names
    }

    static func catalogTableName(_ path: String) -> String {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return stem.lowercased() == "infoplist" ? IOSProjectBuilder.infoPlistTable : stem
    }

    private static func isInside(_ path: String, _ folder: String) -> Bool {
        path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// CFBundleDevelopmentRegion, else the InfoPlist catalog's source language, else `en`.
    /// `$(DEVELOPMENT_LANGUAGE)` is Xcode's default and means the project's
    /// development region, which is `en` unless a catalog says otherwise.
    private static func developmentLanguage(_ plist: InfoPlist, catalogs: [String], reads: CatalogReads) throws -> LocaleID {
        if let region = plist.developmentRegion, !region.isBuildSettingPlaceholder {
            return try canonical(region)
        }
        if let catalog = catalogs.first(where: { catalogTableName($0) == IOSProjectBuilder.infoPlistTable }) ?? catalogs.first {
            return try catalogSourceLanguage(catalog, reads: reads)
        }
        return LocaleID("en", original: plist.developmentRegion?.value ?? "en")
    }

    private static func catalogSourceLanguage(_ path: String, reads: CatalogReads) throws -> LocaleID {
        try canonical(reads.read(path).sourceLanguage)
    }

    private static func canonical(_ value: LocatedString) throws -> LocaleID {
        guard let locale = LocaleCanonicalizer.locale(fromName: value.value) else {
            throw InputError("\"\(value.value)\" is not a locale code", at: value.location)
        }
        return locale
    }

    // MARK: - Single files

    /// An Info.plist with the localization tables beside it.
    static func loadInfoPlist(_ path: String, manifests: [String] = [],
                              code options: CodeAnalysisOptions = CodeAnalysisOptions()) throws -> Project {
        let folder = (path as NSString).deletingLastPathComponent
        let plist = try InfoPlistReader.read(path: path)
        let found = try FileDiscovery.walk(folder.isEmpty ? "." : folder)
        let code = CodeFindings.read(found.sourceFiles, options: options)
        var builder = IOSProjectBuilder(root: folder, infoPlist: plist)
        builder.imageFile = found.imageFile(named:)
        builder.codeActions = code.apple.actions
        builder.add(code, platform: .ios)
        builder.files = [path] + manifests
        builder.manifests = try manifests.compactMap { path in try ReadingLog.attempt { try ManifestReader.read(path: path) } }
        builder.developmentLanguage = try ReadingLog.attempt {
            try developmentLanguage(plist, catalogs: found.catalogs, reads: found.catalogReads)
        }
            ?? LocaleID("en")
        try addTables(to: &builder, found: found, infoPlistScope: { _ in true })
        builder.issues += found.caseIssues
        return try builder.build()
    }

    /// A manifest, with the tables in its folder for keyed texts.
    static func loadManifest(_ path: String) throws -> Project {
        let folder = (path as NSString).deletingLastPathComponent
        let manifest = try ManifestReader.read(path: path)
        var found = try FileDiscovery.walk(folder.isEmpty ? "." : folder)
        found.manifests = []
        var builder = IOSProjectBuilder(root: folder)
        builder.imageFile = found.imageFile(named:)
        builder.manifests = [manifest]
        builder.files = [path]
        if let declared = manifest.developmentLanguage { builder.developmentLanguage = try canonical(declared) }
        try addTables(to: &builder, found: found, infoPlistScope: { _ in true })
        builder.lprojLocales = []
        return try builder.build()
    }

    /// One `.lproj` folder: its tables as catalog entries of that locale.
    static func loadLproj(_ path: String) throws -> Project {
        let name = (path as NSString).lastPathComponent
        guard let locale = LocaleCanonicalizer.locale(fromName: name) else {
            throw InputError("'\(name)' does not name a locale", file: path)
        }
        var builder = IOSProjectBuilder(root: path)
        builder.developmentLanguage = locale
        builder.lprojLocales = [locale]
        var found = DiscoveredFiles()
        let files = (try? FileManager.default.contentsOfDirectory(atPath: path).sorted()) ?? []
        for file in files {
            let lower = file.lowercased()
            guard lower.hasSuffix(".strings") || lower.hasSuffix(".stringsdict") else { continue }
            let table = (file as NSString).deletingPathExtension
            found.lprojFiles.append(.init(path: (path as NSString).appendingPathComponent(file), table: table,
                                          folderName: name, parent: (path as NSString).deletingLastPathComponent))
        }
        for file in found.lprojFiles {
            try builder.tables.addLprojFile(path: file.path, table: file.table, locale: locale)
        }
        return try builder.build()
    }

    /// One `.strings`, `.stringsdict` or `.xcstrings` file. A `.strings` file
    /// inside an `.lproj` folder takes that folder's locale, else `en`.
    static func loadTableFile(_ path: String) throws -> Project {
        let folderName = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        var builder = IOSProjectBuilder(root: (path as NSString).deletingLastPathComponent)
        if path.lowercased().hasSuffix(".xcstrings") {
            let table = catalogTableName(path)
            try builder.tables.addCatalog(path: path, table: table)
            builder.developmentLanguage = builder.tables.catalogSourceLanguages[table] ?? LocaleID("en")
        } else {
            let locale = folderName.lowercased().hasSuffix(".lproj")
                ? (LocaleCanonicalizer.locale(fromName: folderName) ?? LocaleID("en")) : LocaleID("en")
            builder.developmentLanguage = locale
            builder.lprojLocales = [locale]
            try builder.tables.addLprojFile(path: path, table: ((path as NSString).lastPathComponent as NSString).deletingPathExtension,
                                            locale: locale)
        }
        return try builder.build()
    }
}
