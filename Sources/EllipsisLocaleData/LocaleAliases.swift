/// Other names for the locales in Locales/: Apple's and Android's legacy
/// codes, and CLDR parent locales (supplemental parentLocales) that a
/// regional file stands in for. Looked up after an exact match fails and
/// before subtags are dropped, so that `es-MX` finds `es-419`, not `es`.
public enum LocaleAliases {
    static let table: [String: String] = {
        var table: [String: String] = [
            // Legacy language codes still found in folder names (values-iw, values-in).
            "iw": "he", "in": "id", "no": "nb",
            // CLDR's language alias: Serbo-Croatian in Latin script is Serbian Latin
            // (a project may keep `sh` apart from `sr-Latn`; its words are the same).
            "sh": "sr-Latn",
            // Apple's `pt.lproj` and CLDR's `pt` are Brazilian Portuguese.
            "pt": "pt-BR",
            // Chinese: script from region (CLDR likely subtags); Macau's parent is Hong Kong.
            "zh": "zh-Hans", "zh-CN": "zh-Hans", "zh-SG": "zh-Hans", "zh-MY": "zh-Hans",
            "zh-TW": "zh-Hant", "zh-Hant-HK": "zh-HK", "zh-MO": "zh-HK", "zh-Hant-MO": "zh-HK",
        ]
        // CLDR: these Spanish locales have es-419 as parent.
        for region in ["AR", "BO", "BR", "BZ", "CL", "CO", "CR", "CU", "DO", "EC", "GT", "HN", "MX",
                       "NI", "PA", "PE", "PR", "PY", "SV", "US", "UY", "VE"] {
            table["es-\(region)"] = "es-419"
        }
        // CLDR: these Portuguese locales have pt-PT as parent.
        for region in ["AO", "CH", "CV", "GQ", "GW", "LU", "MO", "MZ", "ST", "TL"] {
            table["pt-\(region)"] = "pt-PT"
        }
        // CLDR: en-001 (international English, British spelling) and its
        // children; en-GB is the nearest file. en-NZ shares en-AU's words.
        for region in ["001", "150", "IE", "IN", "SG", "ZA", "HK", "MY", "PK", "NG", "KE"] {
            table["en-\(region)"] = "en-GB"
        }
        table["en-NZ"] = "en-AU"
        return table
    }()

    /// The file a locale's data comes from when it has none of its own, or nil.
    public static func target(for identifier: String) -> String? {
        table[canonicalCase(identifier)]
    }

    /// `zh_hant_tw` -> `zh-Hant-TW`: separators and letter case as BCP 47
    /// writes them (language lowercase, script titlecase, region uppercase).
    public static func canonicalCase(_ identifier: String) -> String {
        let parts = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" })
        return parts.enumerated().map { index, part -> String in
            if index == 0 { return part.lowercased() }
            if part.count == 4 && part.allSatisfy(\.isLetter) { return part.prefix(1).uppercased() + part.dropFirst().lowercased() }
            if part.count == 2 || (part.count == 3 && part.allSatisfy(\.isNumber)) { return part.uppercased() }
            return part.lowercased()
        }.joined(separator: "-")
    }
}
