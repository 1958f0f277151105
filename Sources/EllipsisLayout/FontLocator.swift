import CFontconfig
import EllipsisCore
import Foundation

/// Where a font family lives on disk: a file and the face index inside it.
public struct FontLocation: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var index: Int
    public init(path: String, index: Int = 0) {
        self.path = path
        self.index = index
    }
    public var description: String { index == 0 ? path : "\(path)#\(index)" }

    /// Parses `FILE` or `FILE#INDEX` (the `--font` syntax).
    public static func parse(_ text: String) throws -> FontLocation {
        if let hash = text.lastIndex(of: "#"), !text[text.index(after: hash)...].isEmpty,
           text[text.index(after: hash)...].allSatisfy(\.isASCII), text[text.index(after: hash)...].allSatisfy(\.isNumber) {
            guard let index = Int(text[text.index(after: hash)...]) else {
                throw UsageError("font face index in '\(text)' is too large")
            }
            return FontLocation(path: String(text[..<hash]), index: index)
        }
        return FontLocation(path: text)
    }
}

/// Finds fonts by family name through fontconfig, the way the system would,
/// plus the folders it was made with (`--font-dir`, `fontDirectories`, e.g. a
/// Mac's Apple fonts). A run builds its own: the folders are a value of the run,
/// never added to a locator others share. Lookups are exact on the family name:
/// fontconfig's substitution would silently hand back some other font, and a
/// proxy must be named, not guessed.
public final class FontLocator: @unchecked Sendable {
    private let lock = NSLock()
    private var config: OpaquePointer?
    private var cache: [String: FontLocation?] = [:]

    private let includeSystemFonts: Bool
    /// The font folders searched besides the system's, in the order given.
    public let folders: [String]

    /// A locator of the system's fonts alone (or of none, for tests of folders).
    public init(includeSystemFonts: Bool = true) {
        self.includeSystemFonts = includeSystemFonts
        self.folders = []
    }

    /// A locator that also searches `folders` (each recursively).
    /// - Throws: InputError naming a folder that does not exist or that fontconfig cannot read.
    public init(folders: [String], includeSystemFonts: Bool = true) throws {
        self.includeSystemFonts = includeSystemFonts
        self.folders = folders
        for folder in folders { try add(folder) }
    }

    private func add(_ path: String) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw InputError("font folder does not exist or is not a folder", file: path)
        }
        lock.lock()
        defer { lock.unlock() }
        guard let config = loadedConfig() else { throw InputError("fontconfig could not be initialised", file: path) }
        guard FcConfigAppFontAddDir(config, path) != 0 else {
            throw InputError("fontconfig could not read the font folder", file: path)
        }
    }

    /// The regular upright face of `family`, or nil when no installed font has that family name.
    public func locate(family: String) -> FontLocation? {
        lock.lock()
        defer { lock.unlock() }
        if let known = cache[family] { return known }
        let found = search(family: family)
        cache[family] = found
        return found
    }

    private var coverageCache: [[UInt32]: FontLocation?] = [:]
    private var coverageQueryCount = 0
    /// How many times fontconfig was asked for a face by coverage (each set of characters once).
    public var coverageQueries: Int {
        lock.lock()
        defer { lock.unlock() }
        return coverageQueryCount
    }

    /// The regular face of any installed family (or of the locator's folders) that
    /// has glyphs for every one of `scalars`, as fontconfig ranks fonts for them
    /// (`FcFontSort` on a pattern holding their character set); nil when none has.
    /// Asked only for characters a locale's chain lacks, and remembered per set.
    public func locate(covering scalars: [UInt32]) -> FontLocation? {
        guard !scalars.isEmpty else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let known = coverageCache[scalars] { return known }
        coverageQueryCount += 1
        let found = search(covering: scalars)
        coverageCache[scalars] = found
        return found
    }

    private func search(covering scalars: [UInt32]) -> FontLocation? {
        guard let config = loadedConfig(), let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard let wanted = FcCharSetCreate() else { return nil }
        defer { FcCharSetDestroy(wanted) }
        for scalar in scalars { _ = FcCharSetAddChar(wanted, scalar) }
        _ = FcPatternAddCharSet(pattern, "charset", wanted)
        _ = FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let sorted = FcFontSort(config, pattern, 0, nil, &result) else { return nil }
        defer { FcFontSetDestroy(sorted) }
        for i in 0..<Int(sorted.pointee.nfont) {
            guard let font = sorted.pointee.fonts[i] else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, "charset", 0, &charset) == FcResultMatch, let charset,
                  scalars.allSatisfy({ FcCharSetHasChar(charset, $0) != 0 }) else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, "file", 0, &file) == FcResultMatch, let file else { continue }
            var index: Int32 = 0
            _ = FcPatternGetInteger(font, "index", 0, &index)
            // A named instance of a variable font: its default instance is the face.
            return FontLocation(path: String(cString: file), index: Int(index & 0xFFFF))
        }
        return nil
    }

    /// The cache folder of a locator without system fonts (removed with the locator).
    private var privateCacheFolder: String?

    deinit {
        // The configuration is this locator's own (FcInitLoadConfigAndFonts makes a new one too).
        if let config { FcConfigDestroy(config) }
        if let privateCacheFolder { try? FileManager.default.removeItem(atPath: privateCacheFolder) }
    }

    private func loadedConfig() -> OpaquePointer? {
        if config == nil {
            let start = ContinuousClock.now
            config = includeSystemFonts ? FontLocator.systemConfig() : configWithPrivateCache()
            fontconfigTime += ContinuousClock.now - start
        }
        return config
    }

    private var fontconfigTime = Duration.zero
    /// Time spent in fontconfig's start: its configuration and caches loaded, every font listed
    /// once (the start-up bench prints it).
    public var preparationTime: Duration {
        lock.lock()
        defer { lock.unlock() }
        return fontconfigTime
    }

    /// The system's configuration and fonts as fontconfig's own start makes them
    /// (`FcInitLoadConfigAndFonts`), less one step of it: that start also parses every file of
    /// fontconfig's template folder (conf.avail) only to describe them to `fc-conflist`, rules it
    /// never applies, about a third of its time. The files read, the cache folders and the fonts
    /// are the same; where anything is unusual (no configuration, no cache folder, fonts not
    /// built) fontconfig's own start runs instead.
    static func systemConfig() -> OpaquePointer? {
        guard let config = FcConfigCreate() else { return FcInitLoadConfigAndFonts() }
        var hasCacheFolder = false
        if FcConfigParseAndLoad(config, nil, 1) != 0, let folders = FcConfigGetCacheDirs(config) {
            hasCacheFolder = FcStrListNext(folders) != nil
            FcStrListDone(folders)
        }
        guard hasCacheFolder, FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            return FcInitLoadConfigAndFonts()
        }
        return config
    }

    /// For tests: a locator whose fontconfig starts as the library itself starts it.
    init(libraryStart: Void) {
        self.includeSystemFonts = true
        self.folders = []
        self.config = FcInitLoadConfigAndFonts()
    }

    /// An empty configuration with a cache folder of its own: without any cache folder
    /// fontconfig prints "No writable cache directories" for every folder it scans.
    private func configWithPrivateCache() -> OpaquePointer? {
        guard let config = FcConfigCreate() else { return nil }
        let folder = (NSTemporaryDirectory() as NSString)
            .appendingPathComponent("ellipsis-fontconfig-\(getpid())-\(UInt(bitPattern: ObjectIdentifier(self).hashValue))")
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil
        else { return config }
        privateCacheFolder = folder
        let escaped = folder.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        let xml = "<?xml version=\"1.0\"?><fontconfig><cachedir>\(escaped)</cachedir></fontconfig>"
        _ = FcConfigParseAndLoadFromMemory(config, xml, 1)
        return config
    }

    /// Every font of the configuration listed once (`FcFontList` with no pattern), and its
    /// fonts by family name: a chain asks for some forty families, and one listing costs what
    /// a listing per family did. Made on the first lookup, after the folders are added.
    private final class FamilyTable {
        let list: UnsafeMutablePointer<FcFontSet>
        /// Fonts by a family name of theirs in ASCII, without spaces and in lowercase: the
        /// names fontconfig's listing compares equal (FcStrCmpIgnoreBlanksAndCase).
        var byKey: [[UInt8]: [Int]] = [:]
        /// Family names with other characters, without spaces, compared as fontconfig compares them.
        var others: [(name: [FcChar8], font: Int)] = []

        init(_ list: UnsafeMutablePointer<FcFontSet>) {
            self.list = list
            for i in 0..<Int(list.pointee.nfont) {
                guard let font = list.pointee.fonts[i] else { continue }
                var n: Int32 = 0
                var value: UnsafeMutablePointer<FcChar8>?
                while FcPatternGetString(font, "family", n, &value) == FcResultMatch, let value {
                    n += 1
                    let bytes = Array(UnsafeBufferPointer(start: value, count: strlen(UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))))
                    if let key = FamilyTable.key(bytes) {
                        if byKey[key]?.last != i { byKey[key, default: []].append(i) }
                    } else {
                        others.append((bytes.filter { $0 != 0x20 } + [0], i))
                    }
                }
            }
        }

        deinit { FcFontSetDestroy(list) }

        /// An ASCII name without spaces and in lowercase, as fontconfig folds it; nil for other names.
        static func key(_ name: [UInt8]) -> [UInt8]? {
            guard name.allSatisfy({ $0 < 0x80 }) else { return nil }
            return name.filter { $0 != 0x20 }.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
        }

        /// The fonts (indices into `list`, in its order) that have `family` among their names.
        func fonts(named family: String) -> [Int] {
            guard let key = FamilyTable.key(Array(family.utf8)) else { return [] }
            var found = byKey[key] ?? []
            if !others.isEmpty {
                let wanted = Array(family.utf8).filter { $0 != 0x20 } + [0]
                for other in others where !found.contains(other.font) {
                    let same = other.name.withUnsafeBufferPointer { name in
                        wanted.withUnsafeBufferPointer { FcStrCmpIgnoreCase(name.baseAddress, $0.baseAddress) == 0 }
                    }
                    if same { found.append(other.font) }
                }
                found.sort()
            }
            return found
        }
    }
    private var familyTable: FamilyTable?

    private static let listedObjects = ["family", "file", "index", "weight", "slant", "width", "style", "variable"]

    private func fontList(_ config: OpaquePointer, pattern: OpaquePointer) -> UnsafeMutablePointer<FcFontSet>? {
        guard let objects = FcObjectSetCreate() else { return nil }
        defer { FcObjectSetDestroy(objects) }
        for name in FontLocator.listedObjects { _ = FcObjectSetAdd(objects, name) }
        return FcFontList(config, pattern, objects)
    }

    private func search(family: String) -> FontLocation? {
        guard let config = loadedConfig() else { return nil }
        if familyTable == nil, let pattern = FcPatternCreate() {
            defer { FcPatternDestroy(pattern) }
            let start = ContinuousClock.now
            familyTable = fontList(config, pattern: pattern).map(FamilyTable.init)
            fontconfigTime += ContinuousClock.now - start
        }
        // A name in other characters than ASCII: asked of fontconfig itself.
        guard let table = familyTable, family.utf8.allSatisfy({ $0 < 0x80 }) else {
            return searchListing(family: family, config: config)
        }
        return best(of: table.fonts(named: family).compactMap { table.list.pointee.fonts[$0] })
    }

    /// The face as a listing of the one family finds it (`FcFontList` with the family as pattern).
    private func searchListing(family: String, config: OpaquePointer) -> FontLocation? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = FcPatternAddString(pattern, "family", family)
        guard let list = fontList(config, pattern: pattern) else { return nil }
        defer { FcFontSetDestroy(list) }
        return best(of: (0..<Int(list.pointee.nfont)).compactMap { list.pointee.fonts[$0] })
    }

    /// For tests: the face a listing of that family alone finds, as lookups once did.
    func locateByListing(family: String) -> FontLocation? {
        lock.lock()
        defer { lock.unlock() }
        return loadedConfig().flatMap { searchListing(family: family, config: $0) }
    }

    /// For tests: every family name the listed fonts carry.
    func listedFamilyNames() -> [String] {
        _ = locate(family: "Inter")
        lock.lock()
        defer { lock.unlock() }
        guard let table = familyTable else { return [] }
        var names: Set<String> = []
        for i in 0..<Int(table.list.pointee.nfont) {
            guard let font = table.list.pointee.fonts[i] else { continue }
            var n: Int32 = 0
            var value: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(font, "family", n, &value) == FcResultMatch, let value {
                names.insert(String(cString: value))
                n += 1
            }
        }
        return names.sorted()
    }

    /// The regular upright face among fonts of one family.
    private func best(of fonts: [OpaquePointer]) -> FontLocation? {
        var best: (score: Int, styleRank: Int, location: FontLocation)?
        for font in fonts {
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, "file", 0, &file) == FcResultMatch, let file else { continue }
            var index: Int32 = 0
            _ = FcPatternGetInteger(font, "index", 0, &index)
            var weight: Int32 = 80, slant: Int32 = 0, width: Int32 = 100
            _ = FcPatternGetInteger(font, "weight", 0, &weight)
            _ = FcPatternGetInteger(font, "slant", 0, &slant)
            _ = FcPatternGetInteger(font, "width", 0, &width)
            var variable: FcBool = 0
            _ = FcPatternGetBool(font, "variable", 0, &variable)
            // Named instances of a variable font carry index >> 16 != 0; take the default instance.
            if index >> 16 != 0 { continue }
            // Regular (fontconfig weight 80), upright, normal width, static before variable.
            let score = abs(Int(weight) - 80) * 4 + (slant == 0 ? 0 : 1000) + abs(Int(width) - 100) * 2
                + (variable != 0 ? 1 : 0)
            // Some families give Regular and Bold the same weight (Noto Nastaliq Urdu: 80 for
            // both); the style name then tells the regular face.
            let styleRank = FontLocator.isRegularStyleName(font) ? 0 : 1
            let location = FontLocation(path: String(cString: file), index: Int(index))
            if let current = best, (current.score, current.styleRank) < (score, styleRank)
                || ((current.score, current.styleRank) == (score, styleRank)
                    && current.location.description <= location.description) {
                continue
            }
            best = (score, styleRank, location)
        }
        return best?.location
    }

    /// Whether any of a font's style names (one per language) says regular.
    private static func isRegularStyleName(_ font: OpaquePointer) -> Bool {
        var n: Int32 = 0
        var style: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(font, "style", n, &style) == FcResultMatch, let style {
            switch String(cString: style).lowercased() {
            case "regular", "book", "normal", "roman", "plain": return true
            default: n += 1
            }
        }
        return false
    }
}
