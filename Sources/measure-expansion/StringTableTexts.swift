import EllipsisCore
import EllipsisFormats
import Foundation

/// The `.strings` tables of an app's `.lproj` folders, key by key in every locale. A project
/// leaves its InfoPlist table out of its catalog strings (it holds the quick actions and the
/// plist keys), yet its longer strings (the privacy usage descriptions) are real translations
/// of longer texts: the expansion of longer strings reads every table, this one included.
enum StringTableTexts {
    /// Per table (the folder holding the `.lproj` folders, and the file name): each key's text
    /// in each locale, with the development language's as `.source`.
    static func read(app folder: String, development: LocaleID) throws -> [[LocaleID: LocalizedText]] {
        var groups: [String: [String]] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        for case let path as String in walker where path.lowercased().hasSuffix(".lproj") {
            let parent = (path as NSString).deletingLastPathComponent
            groups[parent, default: []].append((folder as NSString).appendingPathComponent(path))
        }
        var result: [[LocaleID: LocalizedText]] = []
        for parent in groups.keys.sorted() {
            let folders = (groups[parent] ?? []).sorted()
            let named = folders.compactMap { path -> (path: String, locale: LocaleID)? in
                let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
                guard !LocaleCanonicalizer.isBase(name), let locale = LocaleCanonicalizer.locale(fromName: name) else { return nil }
                return (path, locale)
            }
            guard let source = named.first(where: { $0.locale == development }) else { continue }
            for table in try tables(in: source.path) {
                var byKey: [String: [LocaleID: LocalizedText]] = [:]
                for (path, locale) in named {
                    guard let file = try tables(in: path).first(where: { $0.lowercased() == table.lowercased() }) else { continue }
                    let read = try StringsFileReader.read(path: (path as NSString).appendingPathComponent(file))
                    for entry in read.entries where byKey[entry.key]?[locale] == nil {
                        byKey[entry.key, default: [:]][locale] = LocalizedText(
                            text: entry.value, location: entry.valueLocation,
                            resolution: locale == development ? .source : .translated)
                    }
                }
                result += byKey.keys.sorted().compactMap { byKey[$0] }
            }
        }
        return result
    }

    /// The `.strings` files of one `.lproj` folder.
    private static func tables(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.lowercased().hasSuffix(".strings") }.sorted()
    }
}
