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
        if let project = try mergedOneAtATime(paths, root: path, otherNames: otherNames) { return project }
        let reads = readOnEveryCore(paths[...])
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
    struct ActionSlot {
        var group: String
        var field: Field
    }

    static func actionSlot(_ unit: XLIFFUnit) -> ActionSlot? {
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
    static func shortcutItemIndex(in text: String) -> Int? {
        guard let open = text.range(of: "UIApplicationShortcutItems["),
              let close = text[open.upperBound...].firstIndex(of: "]") else { return nil }
        let index = text[open.upperBound..<close]
        guard !index.isEmpty, index.allSatisfy(\.isASCII), index.allSatisfy(\.isNumber) else { return nil }
        return Int(index)
    }

    /// The item index of a unit that carries a shortcut's `UIApplicationShortcutItemType`
    /// (`UIApplicationShortcutItems[0].UIApplicationShortcutItemType` as its id or in its note).
    static func typeIndex(_ unit: XLIFFUnit) -> Int? {
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
        // Source and target languages are named over every export at once: `sh` and
        // `sr-Latn` exports are two locales, as their `.lproj` folders would be, and
        // so are a source `iw` and a target `he` (the source keeps its own tag).
        var written = otherNames
        for (index, document) in documents.enumerated() {
            written += writtenLanguages(of: document, fallbackTarget: index < fallbackTargets.count ? fallbackTargets[index] : nil)
        }
        let localeNames = LocaleCanonicalizer.appleLocales(names: written)
        func named(_ locale: LocaleID) -> LocaleID { localeNames[locale.original] ?? locale }
        var merge = XLIFFExportMerge(development: named(first.sourceLanguage), exports: documents.count)
        for (index, document) in documents.enumerated() {
            try merge.add(document, index: index, fallbackTarget: index < fallbackTargets.count ? fallbackTargets[index] : nil,
                          named: named)
        }
        return merge.project(root: root)
    }

    /// Each export read on its own, on every core (one per locale in Xcode's export folder),
    /// what each gave in the exports' order, to be taken as reading them in turn would.
    static func readOnEveryCore(_ paths: ArraySlice<(xliff: String, contents: String?)>)
        -> [Result<(XLIFFDocument, LocaleID?), any Error>] {
        XMLTreeReader.readyForThreads
        return ParallelItems.map(Array(paths), minimumPerThread: 1) { path in
            Result { (try XLIFFReader.read(path: path.xliff), try path.contents.flatMap(targetLocale(inContents:))) }
        }
    }

    /// The languages an export names, as written.
    static func writtenLanguages(of document: XLIFFDocument, fallbackTarget: LocaleID?) -> [String] {
        document.files.map(\.sourceLanguage.original) + document.files.compactMap { ($0.targetLanguage ?? fallbackTarget)?.original }
    }

    /// The exports at `paths` read and merged one at a time, their languages named over
    /// the exports read so far: a folder of a hundred exports is read holding one. nil
    /// when that naming is not the one over all of them (a later export's `sr-Latn` renames
    /// an earlier `sh`), when merging failed, or when none could be read: `project(from:)`
    /// then merges them all at once and says what is wrong, as it always has.
    static func mergedOneAtATime(_ paths: [(xliff: String, contents: String?)], root: String,
                                 otherNames: [String]) throws -> Project? {
        var written = otherNames
        var merge: XLIFFExportMerge?
        // Each language named, by the locale as read (identifier and name written), with the name given it.
        var namings: [String: (read: LocaleID, named: LocaleID)] = [:]
        var index = 0
        // Read a few at a time, one on each core, and merged in turn: memory holds a few exports, not all.
        let batches = stride(from: 0, to: paths.count, by: ParallelItems.cores).map {
            paths[$0..<min($0 + ParallelItems.cores, paths.count)]
        }
        for batch in batches {
            for read in readOnEveryCore(batch) {
                guard let (document, fallbackTarget) = try ReadingLog.attempt({ try read.get() }) else { continue }
                written += writtenLanguages(of: document, fallbackTarget: fallbackTarget)
                let localeNames = LocaleCanonicalizer.appleLocales(names: written)
                func named(_ locale: LocaleID) -> LocaleID {
                    let given = localeNames[locale.original] ?? locale
                    namings[locale.identifier + "\u{0}" + locale.original] = (locale, given)
                    return given
                }
                if merge == nil {
                    guard let first = document.files.first else { return nil }
                    merge = XLIFFExportMerge(development: named(first.sourceLanguage), exports: paths.count)
                }
                do {
                    try merge?.add(document, index: index, fallbackTarget: fallbackTarget, named: named)
                } catch {
                    return nil
                }
                index += 1
            }
        }
        guard let merge else { return nil }
        let localeNames = LocaleCanonicalizer.appleLocales(names: written)
        for (read, given) in namings.values {
            let final = localeNames[read.original] ?? read
            guard final.identifier == given.identifier, final.original == given.original else { return nil }
        }
        return merge.project(root: root)
    }

    /// What each action is called. With an Info.plist, an action is named by its
    /// `UIApplicationShortcutItemType`; an export has no plist, so an item found
    /// by its index (`UIApplicationShortcutItems[N]`) takes the type when the
    /// export carries it, else its title's source text, and keeps the index only
    /// when that name is empty or already taken. Symbolic keys
    /// (`UIApplicationShortcutItemTitle.Search`) keep their symbol (`Search`).
    static func actionNames(groups: [String], types: [Int: String],
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
    static func merge(into texts: inout LocalizedTexts,
                              leaves: inout [LocaleID: [(leaf: CatalogLeaf, text: LocalizedText)]],
                              locale: LocaleID, variation: VariationPath?, text: LocalizedText) {
        func plainLeaf(_ text: LocalizedText) -> (leaf: CatalogLeaf, text: LocalizedText) {
            (CatalogLeaf(path: nil, text: LocatedString(text.text, at: text.location), state: text.state), text)
        }
        if leaves[locale] == nil {
            // A locale's one plain unit is its text; a list of units is made only when a second comes.
            if let plain = texts[locale] {
                leaves[locale] = [plainLeaf(plain)]
            } else if variation == nil {
                texts[locale] = text
                return
            }
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
