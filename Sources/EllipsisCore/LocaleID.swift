/// A locale as Ellipsis names it: a canonical BCP 47 identifier (`pt-BR`,
/// `zh-Hans`, `he`), plus the name the project used (`pt_BR.lproj`,
/// `values-iw`, `Base`) so messages can speak the project's language.
public struct LocaleID: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    /// Canonical BCP 47 identifier.
    public var identifier: String
    /// The folder, file or key name this locale was found under.
    public var original: String

    public init(_ identifier: String, original: String? = nil) {
        self.identifier = identifier
        self.original = original ?? identifier
    }

    /// The primary language subtag: `zh` for `zh-Hant-HK`.
    public var language: String {
        String(identifier.split(separator: "-").first ?? Substring(identifier)).lowercased()
    }

    public var description: String { identifier }

    public static func < (a: LocaleID, b: LocaleID) -> Bool { a.identifier < b.identifier }

    // Identity is the canonical identifier alone: `pt_BR` and `pt-BR` are one locale.
    public static func == (a: LocaleID, b: LocaleID) -> Bool { a.identifier == b.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
