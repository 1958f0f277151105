import EllipsisCore
import Foundation

/// Locale data from a folder of `<identifier>.json` files in the Locales/
/// schema, e.g. a team's own reviewed words or Apple's real font names.
/// Every file is read, decoded and validated when the provider is made, so
/// a bad file is reported at once with its location. `schema` names the
/// lexicon lists a file may hold (the built-in data's, so both agree).
public struct DirectoryLocaleDataProvider: LocaleDataProvider {
    public let directory: String
    private let entries: [String: LocaleData]

    public init(directory: String, schema: LexiconSchema) throws(InputError) {
        self.directory = directory
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw InputError("cannot read locale data folder", file: directory)
        }
        var entries: [String: LocaleData] = [:]
        for name in names.sorted() where name.hasSuffix(".json") {
            let path = (directory as NSString).appendingPathComponent(name)
            guard let bytes = FileManager.default.contents(atPath: path) else {
                throw InputError("cannot read file", file: path)
            }
            let identifier = String(name.dropLast(".json".count))
            entries[identifier] = try Self.parse(data: bytes, path: path, identifier: identifier, schema: schema)
        }
        self.entries = entries
    }

    /// Decodes and validates one file's bytes; `identifier` is the locale its
    /// file name promises. The one parse step of the folder, on its own so that
    /// it can be fuzzed without files.
    public static func parse(data bytes: Data, path: String, identifier: String,
                             schema: LexiconSchema) throws(InputError) -> LocaleData {
        let (data, errors) = LocaleDataValidation.errors(in: bytes, file: path, identifier: identifier, schema: schema)
        if let first = errors.first { throw first }
        guard let data else { throw InputError("unreadable locale data", file: path, line: 1, column: 1) }
        return data
    }

    public var identifiers: [String] { entries.keys.sorted() }

    public func data(for identifier: String) -> LocaleData? {
        let canonical = LocaleAliases.canonicalCase(identifier)
        if let found = entries[canonical] { return found }
        return LocaleAliases.target(for: canonical).flatMap { entries[$0] }
    }
}

/// Providers consulted in order: the first that knows a locale answers
/// (a user's folder before the baked data).
public struct LayeredLocaleDataProvider: LocaleDataProvider {
    public let layers: [any LocaleDataProvider]

    public init(_ layers: [any LocaleDataProvider]) { self.layers = layers }

    public var identifiers: [String] { Array(Set(layers.flatMap(\.identifiers))).sorted() }

    public func data(for identifier: String) -> LocaleData? {
        for layer in layers {
            if let found = layer.data(for: identifier) { return found }
        }
        return nil
    }
}
