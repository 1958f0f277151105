import EllipsisCore
import Foundation

/// One string of one locale's table, whatever file it came from.
struct TableEntry {
    var key: String
    var keyLocation: SourceLocation
    /// The string as the project shows it, made once: every text of the project made from
    /// this entry (`LocalizedText(_:resolution:)`) shares it unless its resolution differs.
    var shown: LocalizedText
    /// Marked "Don't translate" in a String Catalog: every locale shows the source text by design.
    var doNotTranslate = false

    /// - Parameter resolution: the one the project will most likely give it (`.source` in a
    ///   catalog's source language), so that the text is not copied to change it.
    init(key: String, text: String, location: SourceLocation, keyLocation: SourceLocation, comment: String?,
         variants: [String: String], devices: [String: LocalizedText.DeviceText] = [:], state: String?,
         resolution: LocalizedText.Resolution = .translated) {
        self.key = key
        self.keyLocation = keyLocation
        shown = LocalizedText(text: text, location: location, resolution: resolution, variants: variants,
                              comment: comment, state: state, suppressedRules: Suppressions.rules(in: comment))
        if !devices.isEmpty { shown.devices = devices }
    }

    var text: String { shown.text }
    var location: SourceLocation { shown.location }
    var comment: String? { shown.comment }
    var variants: [String: String] { shown.variants }
    var devices: [String: LocalizedText.DeviceText] { shown.devices }
    var state: String? { shown.state }
}

/// The strings of one table (`InfoPlist`, `Localizable`...) in one locale.
struct LocaleTable {
    var locale: LocaleID
    var files: [String] = []
    var entries: [String: TableEntry] = [:]
    var order: [String] = []

    /// Adds an entry unless an earlier file already defined the key (the
    /// locale's own folder is read before `Base.lproj`).
    mutating func add(_ entry: TableEntry) {
        guard entries[entry.key] == nil else { return }
        entries[entry.key] = entry
        order.append(entry.key)
    }
}

/// Every locale's version of the tables of an app: table name -> locale -> strings.
struct LocalizationTables {
    private(set) var tables: [String: [LocaleID: LocaleTable]] = [:]
    /// Development language of each String Catalog, by table name.
    private(set) var catalogSourceLanguages: [String: LocaleID] = [:]
    var issues: [ReadingIssue] = []
    var files: [String] = []

    var tableNames: [String] { tables.keys.sorted() }

    func table(_ name: String, _ locale: LocaleID) -> LocaleTable? { tables[name]?[locale] }

    func locales(of name: String) -> [LocaleID] { (tables[name]?.keys).map { Array($0) } ?? [] }

    fileprivate mutating func merge(_ table: String, _ locale: LocaleID, file: String, _ entries: [TableEntry]) {
        var localeTable = tables[table]?[locale] ?? LocaleTable(locale: locale)
        if !localeTable.files.contains(file) { localeTable.files.append(file) }
        // Every locale's file names the same keys: the names of another locale's table serve
        // this one too, so that a key is held once, not once in each of a hundred locales.
        let named = tables[table]?.first { $0.key != locale }?.value.entries
        for var entry in entries {
            if let named, let index = named.index(forKey: entry.key) { entry.key = named.keys[index] }
            localeTable.add(entry)
        }
        tables[table, default: [:]][locale] = localeTable
    }

    /// Each key's last definition, in the place where the key first appears: a key given
    /// twice keeps its place and takes its later value, as on the device.
    static func lastDefinitions<Entry>(_ entries: [Entry], key: (Entry) -> String) -> [Entry] {
        var last: [String: Entry] = [:]
        for entry in entries { last[key(entry)] = entry }
        var seen: Set<String> = []
        return entries.compactMap { entry in seen.insert(key(entry)).inserted ? last[key(entry)] : nil }
    }

    /// Reads a `.strings` or `.stringsdict` file of an `.lproj` folder.
    mutating func addLprojFile(path: String, table: String, locale: LocaleID) throws {
        try addLprojFile(Self.readLprojFile(path: path), path: path, table: table, locale: locale)
    }

    /// What an `.lproj` folder's file says, read apart from the tables (files are read on
    /// every core, then added in turn).
    enum LprojFile: Sendable {
        case strings(StringsTable)
        case stringsDict(StringsDictTable)
    }

    static func readLprojFile(path: String) throws -> LprojFile {
        path.lowercased().hasSuffix(".stringsdict") ? .stringsDict(try StringsDictReader.readTable(path: path))
            : .strings(try StringsFileReader.read(path: path))
    }

    /// Adds a file read with `readLprojFile`.
    mutating func addLprojFile(_ read: LprojFile, path: String, table: String, locale: LocaleID) {
        switch read {
        case .stringsDict(let dictionary):
            files.append(path)
            issues += dictionary.issues.inLocale(locale)
            let entries = LocalizationTables.lastDefinitions(dictionary.entries, key: \.key).map { entry in
                let resolved = entry.resolved
                return TableEntry(key: entry.key, text: resolved.text, location: resolved.location,
                                  keyLocation: entry.keyLocation, comment: nil, variants: resolved.variants, state: nil)
            }
            merge(table, locale, file: path, entries)
        case .strings(let strings):
            files.append(path)
            issues += strings.issues.inLocale(locale)
            let entries = LocalizationTables.lastDefinitions(strings.entries, key: \.key).map { entry in
                TableEntry(key: entry.key, text: entry.value, location: entry.valueLocation, keyLocation: entry.keyLocation,
                           comment: entry.comment, variants: [:], state: nil)
            }
            merge(table, locale, file: path, entries)
        }
    }

    /// Reads a String Catalog: every localization becomes that locale's table.
    /// In the source language a key without a string unit is its own text.
    mutating func addCatalog(path: String, table: String) throws {
        try addCatalog(XCStringsReader.read(path: path), path: path, table: table)
    }

    /// The same for a catalog already read. `locales` names its languages
    /// (`LocaleCanonicalizer.appleLocales`, decided over the whole app's folders
    /// and catalogs); without it they are decided over this catalog alone, so
    /// that `sh` and `sr-Latn` in one catalog stay two locales either way.
    mutating func addCatalog(_ catalog: StringCatalog, path: String, table: String,
                             locales names: [String: LocaleID]? = nil) throws {
        var catalog = catalog
        try addCatalog(consuming: &catalog, path: path, table: table, locales: names)
    }

    /// The same, emptying `catalog` as its strings go into the tables, so that the
    /// strings of a large catalog are not held twice.
    mutating func addCatalog(consuming catalog: inout StringCatalog, path: String, table: String,
                             locales names: [String: LocaleID]? = nil) throws {
        let names = names ?? LocaleCanonicalizer.appleLocales(names: Self.localeNames(of: catalog))
        guard let source = names[catalog.sourceLanguage.value]
                ?? LocaleCanonicalizer.locale(fromName: catalog.sourceLanguage.value) else {
            throw InputError("\"\(catalog.sourceLanguage.value)\" is not a locale code", at: catalog.sourceLanguage.location)
        }
        // Every code is known a locale before anything is added: nothing of a catalog with a
        // mistake is kept, the tables change only once it is read whole. Each localization's
        // locale is noted by number (the source language is 0; codes naming one locale share it).
        var numberOfCode: [String: Int32] = [:]
        var numberOfLocale: [LocaleID: Int32] = [source: 0]
        var locales: [LocaleID] = [source]
        var localeNumbers: [Int32] = []
        for entry in catalog.entries {
            for position in entry.localizations.indices {
                let code = entry.localizations[position].code
                if let number = numberOfCode[code] {
                    localeNumbers.append(number)
                    continue
                }
                guard let locale = names[code] ?? LocaleCanonicalizer.locale(fromName: code) else {
                    throw InputError("\"\(code)\" is not a locale code", at: entry.localizations[position].localization.location)
                }
                let number = numberOfLocale[locale] ?? Int32(locales.count)
                if number == locales.count {
                    numberOfLocale[locale] = number
                    locales.append(locale)
                }
                numberOfCode[code] = number
                localeNumbers.append(number)
            }
        }
        // Each locale's table is filled apart from the others (on every core, a share of the
        // locales each), taking the entries in file order: the same tables however many cores.
        // The tables are taken out of `tables` while they fill, so that none is copied.
        var existed = [Bool](repeating: false, count: locales.count)
        var localeTables = locales.indices.map { number in
            if let earlier = tables[table]?.removeValue(forKey: locales[number]) {
                existed[number] = true
                return earlier
            }
            return LocaleTable(locale: locales[number])
        }
        // The locales the catalog has strings in: each of their tables lists the file.
        // The source language's always, under the catalog's own name for it.
        var touched = [Bool](repeating: false, count: locales.count)
        touched[0] = true
        var doNotTranslate: [TableEntry?] = []
        var firstLocalization = 0
        // A run of entries at a time, whose localizations are let go once in the tables,
        // so that the strings of a large catalog are not held twice.
        let runSize = 2048
        for runStart in stride(from: 0, to: catalog.entries.count, by: runSize) {
            let run = runStart..<min(catalog.entries.count, runStart + runSize)
            var starts: [Int] = []
            starts.reserveCapacity(run.count + 1)
            for index in run {
                starts.append(firstLocalization)
                firstLocalization += catalog.entries[index].localizations.count
            }
            starts.append(firstLocalization)
            catalog.entries.withUnsafeBufferPointer { entries in
                localeNumbers.withUnsafeBufferPointer { numbers in
                    localeTables.withUnsafeMutableBufferPointer { localeTables in
                        touched.withUnsafeMutableBufferPointer { touched in
                            let filling = CatalogFilling(entries: entries, numbers: numbers, starts: starts, run: run,
                                                         tables: localeTables, touched: touched)
                            let localeCount = locales.count
                            let shares = min(ParallelItems.cores, localeCount)
                            let shareSize = (localeCount + shares - 1) / shares
                            // A share of the locales on each core; only the share with the source
                            // language (the first) notes "Don't translate", so the notes keep file order.
                            doNotTranslate += ParallelItems.chunked(count: shares, minimumPerThread: 1) { sharesRange in
                                var noted: [TableEntry?] = []
                                for share in sharesRange {
                                    let range = min(localeCount, share * shareSize)..<min(localeCount, (share + 1) * shareSize)
                                    filling.fill(locales: range, doNotTranslate: &noted)
                                }
                                return noted
                            }
                        }
                    }
                }
            }
            // Its strings are in the tables now.
            for index in run { catalog.entries[index].localizations = [] }
        }
        // A string marked "Don't translate" shows its source text everywhere, by design
        // (a locale whose table has the key already keeps its own).
        for sourceEntry in doNotTranslate {
            guard var shared = sourceEntry else { continue }
            shared.doNotTranslate = true
            for number in locales.indices where touched[number] { localeTables[number].add(shared) }
        }
        files.append(path)
        catalogSourceLanguages[table] = source
        issues += catalog.issues
        for number in locales.indices where existed[number] || touched[number] {
            if touched[number], !localeTables[number].files.contains(path) { localeTables[number].files.append(path) }
            tables[table, default: [:]][locales[number]] = localeTables[number]
        }
    }

    /// One entry into a locale's table, unless an earlier file defined its key.
    private mutating func add(_ entry: TableEntry, table: String, locale: LocaleID) {
        tables[table, default: [:]][locale, default: LocaleTable(locale: locale)].add(entry)
    }
}

/// One run of a catalog's entries going into the tables of some of its locales. Each
/// locale's table is written by one thread only; the entries are only read.
private struct CatalogFilling: @unchecked Sendable {
    let entries: UnsafeBufferPointer<CatalogString>
    /// Each localization's locale number, all entries' localizations one after another.
    let numbers: UnsafeBufferPointer<Int32>
    /// Where each entry of the run starts in `numbers`, and where the run ends.
    let starts: [Int]
    let run: Range<Int>
    let tables: UnsafeMutableBufferPointer<LocaleTable>
    let touched: UnsafeMutableBufferPointer<Bool>

    /// The run's entries into the tables of `locales`. With the source language (number 0),
    /// a key without a source text is its own, and each "Don't translate" key's source
    /// entry is noted in `doNotTranslate`, in file order.
    func fill(locales: Range<Int>, doNotTranslate: inout [TableEntry?]) {
        let hasSource = locales.contains(0)
        for (offset, index) in run.enumerated() {
            let entry = entries[index]
            var sawSource = false
            var sourceEntry: TableEntry?
            let first = starts[offset]
            for position in entry.localizations.indices {
                let number = Int(numbers[first + position])
                guard locales.contains(number) else { continue }
                let localization = entry.localizations[position].localization
                guard let resolved = localization.resolved else { continue }
                if number == 0 { sawSource = true }
                // "Don't translate": only the source language's text is shown, in every locale (afterwards).
                guard entry.shouldTranslate || number == 0 else { continue }
                let tableEntry = TableEntry(
                    key: entry.key, text: resolved.text.value, location: resolved.text.location,
                    keyLocation: entry.keyLocation, comment: entry.comment, variants: resolved.variants,
                    devices: resolved.devices, state: localization.effectiveState,
                    resolution: number == 0 ? .source : .translated)
                tables[number].add(tableEntry)
                touched[number] = true
                if number == 0 { sourceEntry = tableEntry }
            }
            guard hasSource else { continue }
            if !sawSource {
                let tableEntry = TableEntry(key: entry.key, text: entry.key, location: entry.keyLocation,
                                            keyLocation: entry.keyLocation, comment: entry.comment, variants: [:],
                                            state: nil, resolution: .source)
                tables[0].add(tableEntry)
                sourceEntry = tableEntry
            }
            if !entry.shouldTranslate { doNotTranslate.append(sourceEntry) }
        }
    }
}

extension LocalizationTables {
    /// Every language a String Catalog names: its source language and each localization's.
    static func localeNames(of catalog: StringCatalog) -> [String] {
        var names: Set<String> = [catalog.sourceLanguage.value]
        for entry in catalog.entries { names.formUnion(entry.localizations.map(\.code)) }
        return names.sorted()
    }

    /// Tables rebuilt from a project's catalog entries (an Xcode export's
    /// strings), so manifest keys resolve against them.
    mutating func addCatalogEntries(_ entries: [CatalogEntry], root: String) {
        var perTable: [String: [LocaleID: [TableEntry]]] = [:]
        for entry in entries {
            for (locale, text) in entry.texts {
                perTable[entry.table, default: [:]][locale, default: []].append(TableEntry(
                    key: entry.key, text: text.text, location: text.location, keyLocation: text.location,
                    comment: text.comment, variants: text.variants, devices: text.devices, state: text.state))
            }
        }
        for (table, locales) in perTable {
            for (locale, tableEntries) in locales { merge(table, locale, file: root, tableEntries) }
        }
    }
}

extension LocalizedText {
    /// The entry's text with the resolution the project gives it (a string marked
    /// "Don't translate" is the source's everywhere); the entry's own when it is the same.
    init(_ entry: TableEntry, resolution: Resolution) {
        self = entry.shown
        let resolution = entry.doNotTranslate ? .source : resolution
        if self.resolution != resolution { self.resolution = resolution }
    }
}
