/// The writing system of a locale, explicit or implied, so that font choice can
/// tell `zh-CN` (Simplified) from `zh-TW` (Traditional) without rewriting the
/// project's own locale names.
extension LocaleID {
    /// The script subtag given in the identifier (`Hant` in `zh-Hant-HK`), if any.
    public var explicitScript: String? {
        let subtags: [Substring] = identifier.split(separator: "-")
        let found = subtags.dropFirst().first { (subtag: Substring) -> Bool in
            subtag.count == 4 && subtag.first?.isLetter == true
        }
        return found.map(String.init)
    }

    /// The region subtag (`BR` in `pt-BR`, `419` in `es-419`), if any.
    public var region: String? {
        let subtags: [Substring] = identifier.split(separator: "-")
        let found = subtags.dropFirst().first { (subtag: Substring) -> Bool in
            (subtag.count == 2 && subtag.allSatisfy(\.isLetter)) || (subtag.count == 3 && subtag.allSatisfy(\.isNumber))
        }
        return found.map(String.init)
    }

    /// The script the locale is written in: the explicit subtag, else the likely
    /// script for languages written in more than one (CLDR likely subtags):
    /// `zh`, `zh-CN`, `zh-SG` -> `Hans`; `zh-TW`, `zh-HK`, `zh-MO` -> `Hant`;
    /// `sr` -> `Cyrl`; `uz-AF`, `pa-PK` -> `Arab`. `nil` where one script is the only usual one.
    public var script: String? {
        if let explicitScript { return explicitScript }
        switch language {
        case "zh":
            switch region {
            case "TW", "HK", "MO": return "Hant"
            default: return "Hans"
            }
        case "sr", "mn": return "Cyrl"
        case "uz": return region == "AF" ? "Arab" : "Latn"
        case "pa": return region == "PK" ? "Arab" : nil
        default: return nil
        }
    }
}
