import CICUShim

/// CLDR's plural rules as ICU knows them: which categories a language's
/// numbers need, so a plural string can be checked for the forms it lacks.
public enum PluralRules {
    /// Every plural category name, in CLDR order.
    public static let allCategories = ["zero", "one", "two", "few", "many", "other"]

    /// The cardinal categories the locale uses, in CLDR order (`ru`: one, few,
    /// many, other; `ja`: other), or nil when ICU cannot open the rules.
    /// An unknown language gets ICU's root rules (`other` only).
    public static func categories(locale: String) -> [String]? {
        var buffer = [CChar](repeating: 0, count: 128)
        var error: Int32 = 0
        let length = ell_plural_categories(locale, &buffer, Int32(buffer.count), &error)
        guard length >= 0, error <= 0 else { return nil }
        let text = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let found = Set(text.split(separator: " ").map(String.init))
        return allCategories.filter { found.contains($0) }
    }
}
