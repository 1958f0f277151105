import EllipsisCore
import Foundation

/// Checks a locale data file beyond what decoding checks: canonical tag,
/// known enumerations, a source for every fact group, patterns that compile,
/// word lists without blanks or repeats. Shared by the generator, the
/// directory provider and the tests, so all three hold files to one standard.
public enum LocaleDataValidation {
    /// The fact groups every file must name a source for. Lexicon fields may
    /// share one `lexicon` source or carry their own `lexicon.<field>`.
    public static let requiredSourceKeys = ["direction", "fonts.apple", "fonts.proxy", "lineBreak"]

    public static let lexiconFields = ["resultVerbs", "genericVerbs", "vagueWords", "navigationWords",
                                       "notificationPatterns", "placeholderPatterns", "resultPatterns"]

    /// Problems found in `data`; empty when it is sound. `expectedIdentifier`
    /// is the file's base name, which must equal the `locale` it declares.
    public static func problems(in data: LocaleData, expectedIdentifier: String? = nil) -> [String] {
        var found: [String] = []
        if !isCanonicalLanguageTag(data.locale) {
            found.append("locale '\(data.locale)' is not a canonical BCP 47 tag (e.g. 'pt-BR', 'zh-Hant')")
        }
        if let expectedIdentifier, expectedIdentifier != data.locale {
            found.append("file is named '\(expectedIdentifier)' but declares locale '\(data.locale)'")
        }
        if data.name.trimmingCharacters(in: .whitespaces).isEmpty { found.append("name is empty") }
        if data.direction != "ltr" && data.direction != "rtl" {
            found.append("direction '\(data.direction)' is neither 'ltr' nor 'rtl'")
        }
        if let system = data.numberingSystem, !isNumberingSystemName(system) {
            found.append("numberingSystem '\(system)' is not a CLDR numbering system name")
        }
        found += problems(in: data.fonts)
        found += problems(in: data.lineBreak, locale: data.locale)
        if let lexicon = data.lexicon { found += problems(in: lexicon) }
        found += missingSources(in: data).map { "no source given for '\($0)'" }
        for (key, value) in data.sources where value.trimmingCharacters(in: .whitespaces).isEmpty {
            found.append("source for '\(key)' is empty")
        }
        return found
    }

    /// Fact groups present in `data` whose origin `sources` does not state.
    public static func missingSources(in data: LocaleData) -> [String] {
        var keys = requiredSourceKeys
        if data.numberingSystem != nil { keys.append("numberingSystem") }
        if data.fonts.android != nil { keys.append("fonts.android") }
        var missing = keys.filter { data.sources[$0] == nil }
        if data.lexicon != nil && data.sources["lexicon"] == nil {
            missing += lexiconFields.map { "lexicon.\($0)" }.filter { data.sources[$0] == nil }
        }
        return missing
    }

    /// BCP 47 in its canonical case and shape: `language[-Script][-REGION]`
    /// (language 2-3 lowercase letters, script titlecase, region 2 uppercase
    /// letters or 3 digits). Extensions and variants are not used by Locales/.
    public static func isCanonicalLanguageTag(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard let language = parts.first, (2...3).contains(language.count),
              language.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        var rest = parts.dropFirst()
        if let script = rest.first, script.count == 4 {
            guard script.first.map({ $0.isASCII && $0.isUppercase }) == true,
                  script.dropFirst().allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
            rest = rest.dropFirst()
        }
        if let region = rest.first {
            let letters = region.count == 2 && region.allSatisfy { $0.isASCII && $0.isUppercase }
            let digits = region.count == 3 && region.allSatisfy { $0.isASCII && $0.isNumber }
            guard letters || digits else { return false }
            rest = rest.dropFirst()
        }
        return rest.isEmpty && !deprecatedLanguages.contains(language)
    }

    /// Codes BCP 47 replaced; the canonical tag uses the new one.
    static let deprecatedLanguages: Set<String> = ["iw", "in", "ji", "no", "tl", "mo"]

    static func isNumberingSystemName(_ name: String) -> Bool {
        (3...8).contains(name.count) && name.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
    }

    static func problems(in fonts: LocaleData.Fonts) -> [String] {
        var found: [String] = []
        if fonts.apple.isEmpty { found.append("fonts.apple is empty") }
        if fonts.proxy.isEmpty { found.append("fonts.proxy is empty") }
        if let android = fonts.android, android.isEmpty { found.append("fonts.android is empty") }
        for (group, families) in [("fonts.apple", fonts.apple), ("fonts.proxy", fonts.proxy),
                                  ("fonts.android", fonts.android ?? [])] {
            found += listProblems(families, group: group)
        }
        return found
    }

    static func problems(in lineBreak: LocaleData.LineBreak, locale: String) -> [String] {
        var found: [String] = []
        if !["normal", "keep-all"].contains(lineBreak.wordBreak) {
            found.append("lineBreak.wordBreak '\(lineBreak.wordBreak)' is not 'normal' or 'keep-all'")
        }
        if !["normal", "strict", "loose"].contains(lineBreak.strictness) {
            found.append("lineBreak.strictness '\(lineBreak.strictness)' is not 'normal', 'strict' or 'loose'")
        }
        // The ICU locale names the same language; keywords follow '@'.
        let icuBase = lineBreak.icuLocale.split(separator: "@", maxSplits: 1).first.map(String.init) ?? ""
        let icuLanguage = icuBase.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init) ?? ""
        let language = locale.split(separator: "-").first.map(String.init) ?? ""
        if icuLanguage.lowercased() != language {
            found.append("lineBreak.icuLocale '\(lineBreak.icuLocale)' is not for language '\(language)'")
        }
        // A strictness other than normal must reach ICU as the `lb` keyword.
        if lineBreak.strictness != "normal" && !lineBreak.icuLocale.contains("lb=\(lineBreak.strictness)") {
            found.append("lineBreak.strictness '\(lineBreak.strictness)' is not in icuLocale '\(lineBreak.icuLocale)'")
        }
        return found
    }

    static func problems(in lexicon: LocaleData.Lexicon) -> [String] {
        var found: [String] = []
        let words = [("resultVerbs", lexicon.resultVerbs), ("genericVerbs", lexicon.genericVerbs),
                     ("vagueWords", lexicon.vagueWords), ("navigationWords", lexicon.navigationWords)]
        for (field, list) in words {
            if list.isEmpty { found.append("lexicon.\(field) is empty") }
            found += listProblems(list, group: "lexicon.\(field)", caseInsensitive: true)
        }
        let patterns = [("notificationPatterns", lexicon.notificationPatterns),
                        ("placeholderPatterns", lexicon.placeholderPatterns),
                        ("resultPatterns", lexicon.resultPatterns)]
        for (field, list) in patterns {
            if list.isEmpty { found.append("lexicon.\(field) is empty") }
            found += listProblems(list, group: "lexicon.\(field)")
            for pattern in list {
                do {
                    _ = try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
                } catch {
                    found.append("lexicon.\(field): pattern '\(pattern)' does not compile")
                }
            }
        }
        // A generic verb is by definition not one that states a result.
        let result = Set(lexicon.resultVerbs.map { $0.lowercased() })
        for verb in lexicon.genericVerbs where result.contains(verb.lowercased()) {
            found.append("'\(verb)' is both a result verb and a generic verb")
        }
        return found
    }

    static func listProblems(_ list: [String], group: String, caseInsensitive: Bool = false) -> [String] {
        var found: [String] = []
        var seen: Set<String> = []
        for item in list {
            if item.isEmpty || item != item.trimmingCharacters(in: .whitespacesAndNewlines) {
                found.append("\(group): '\(item)' is empty or has surrounding spaces")
            }
            let key = caseInsensitive ? item.lowercased() : item
            if !seen.insert(key).inserted { found.append("\(group): '\(item)' appears twice") }
        }
        return found
    }
}
