import EllipsisCore

/// Maps the locale names projects use (Apple `.lproj` folders, xcstrings keys,
/// XLIFF `target-language`, Android `values-*` qualifiers) to canonical BCP 47
/// identifiers, keeping the original name for messages.
///
/// Decisions (also in Sources/EllipsisFormats/README.md):
/// - `_` becomes `-`; case is normalised per subtag (`zh_hans_cn` -> `zh-Hans-CN`).
/// - Region-only Chinese folders keep their region and get no script added:
///   `zh-CN` stays `zh-CN`, `zh-TW` stays `zh-TW`, because a project may ship
///   `zh-CN.lproj` next to `zh-Hans.lproj` and those are two different tables.
///   The script a font needs comes from `LocaleID.script` (implied scripts).
/// - Deprecated ISO 639 codes follow CLDR: `iw`->`he`, `in`->`id`, `ji`->`yi`,
///   `no`->`nb`, `tl`->`fil`, `mo`->`ro`, `sh`->`sr-Latn`.
/// - Apple's legacy English folder names (`English.lproj`, `Japanese.lproj`...)
///   map to their codes.
/// - `Base` is the development language's base localization: it maps to the
///   development language, with `Base` kept as the original name.
/// - Private-use subtags are kept, lower case: `be-x-old` (no CLDR or IANA
///   mapping exists for them, so none is invented).
/// - Android: `values-iw`, `values-zh-rTW`, `values-b+sr+Latn`; `values-qq`
///   (translator documentation) and non-locale qualifiers are not locales.
///   Two folders are never merged by an alias (`androidLocales(folders:codes:)`).
/// - Apple: nor are two `.lproj` folders, String Catalog languages or export
///   languages of one app (`appleLocales(names:developmentLanguage:)`).
/// - Nor are two codes of a manifest, or a code and a folder (both functions).
public enum LocaleCanonicalizer {
    /// Canonical identifier for a folder, file or key name (`pt_BR.lproj`,
    /// `zh-Hans`, `Base`, `en`). `nil` if the name is not a locale.
    /// `Base` needs the development language; without one it is taken as `en`,
    /// Xcode's default development region.
    public static func locale(fromName name: String, developmentLanguage: String? = nil) -> LocaleID? {
        var stem = name
        if stem.lowercased().hasSuffix(".lproj") { stem = String(stem.dropLast(6)) }
        if stem == "Base" {
            let development = developmentLanguage.flatMap { canonicalIdentifier($0) } ?? "en"
            return LocaleID(development, original: name)
        }
        guard let identifier = canonicalIdentifier(stem) else { return nil }
        return LocaleID(identifier, original: name)
    }

    /// True for Apple's `Base.lproj` / `Base`.
    public static func isBase(_ name: String) -> Bool {
        name == "Base" || name == "Base.lproj"
    }

    /// The canonical BCP 47 string for a locale code, or `nil` if `code` is not
    /// shaped like one (a language of 2-3 letters, then optional script, region
    /// and variants).
    public static func canonicalIdentifier(_ code: String) -> String? {
        canonicalIdentifier(code, applyingAliases: true)
    }

    /// The same, with CLDR's language aliases applied or not (`sh` stays `sh`).
    static func canonicalIdentifier(_ code: String, applyingAliases: Bool) -> String? {
        let trimmed = code.trimmingSpaces()
        if let legacy = appleLegacyNames[trimmed] { return legacy }
        var parts = trimmed.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
            .map(String.init)
        // A private-use part (`x-old` in `be-x-old`) ends the tag: one or more
        // subtags of 1-8 letters or digits, kept in lower case, never aliased.
        var privateUse: [String] = []
        if let singleton = parts.firstIndex(where: { $0.lowercased() == "x" }), singleton > 0 {
            privateUse = Array(parts[(singleton + 1)...])
            guard !privateUse.isEmpty,
                  privateUse.allSatisfy({ (1...8).contains($0.count) && isAlphanumeric($0) }) else { return nil }
            privateUse = ["x"] + privateUse.map { $0.lowercased() }
            parts.removeSubrange(singleton...)
        }
        guard let first = parts.first, isLetters(first), (2...3).contains(first.count) else { return nil }
        var language = first.lowercased()
        var script: String?
        var region: String?
        var variants: [String] = []
        for part in parts.dropFirst() {
            if part.isEmpty { return nil }
            if script == nil, region == nil, variants.isEmpty, part.count == 4, isLetters(part) {
                script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            } else if region == nil, variants.isEmpty,
                      (part.count == 2 && isLetters(part)) || (part.count == 3 && isDigits(part)) {
                region = part.uppercased()
            } else if (5...8).contains(part.count) && isAlphanumeric(part)
                        || (part.count == 4 && isDigits(part.prefix(1)) && isAlphanumeric(part)) {
                variants.append(part.lowercased())
            } else {
                return nil
            }
        }
        if applyingAliases, let replacement = deprecatedLanguages[language] {
            language = replacement.language
            if script == nil { script = replacement.script }
        }
        return ([language] + [script, region].compactMap { $0 } + variants + privateUse).joined(separator: "-")
    }

    /// What an Android `values-*` folder name means.
    public enum AndroidValues: Equatable, Sendable {
        /// `values` with no locale qualifier: the default resources.
        case defaultResources
        /// A locale qualifier (other qualifiers such as `night` may follow).
        case locale(LocaleID)
        /// `values-qq`: translator documentation, not a locale.
        case documentation
        /// Qualifiers without a locale (`values-night`, `values-v21`).
        case notLocalized
    }

    /// Classifies an Android resource folder name such as `values-zh-rTW`,
    /// `values-b+sr+Latn` or `values-iw`.
    public static func androidValues(folder name: String) -> AndroidValues {
        androidValues(folder: name, applyingAliases: true)
    }

    static func androidValues(folder name: String, applyingAliases: Bool) -> AndroidValues {
        guard name == "values" || name.hasPrefix("values-") else { return .notLocalized }
        let qualifiers = name.split(separator: "-").dropFirst().map(String.init)
        guard let first = qualifiers.first else { return .defaultResources }
        if first == "qq" { return .documentation }
        if first.hasPrefix("b+") {
            let subtags = first.split(separator: "+", omittingEmptySubsequences: false).dropFirst().joined(separator: "-")
            guard let identifier = canonicalIdentifier(subtags, applyingAliases: applyingAliases) else {
                return .notLocalized
            }
            return .locale(LocaleID(identifier, original: name))
        }
        // Android language qualifiers are ISO 639 codes in lower case; anything else
        // (mcc310, night, land, v21, sw600dp) is not a locale qualifier.
        guard (2...3).contains(first.count), isLetters(first), first == first.lowercased() else {
            return .notLocalized
        }
        var code = first
        if qualifiers.count > 1 {
            let second = qualifiers[1]
            if second.count == 3, second.hasPrefix("r") {
                code += "-" + second.dropFirst()
            }
        }
        guard let identifier = canonicalIdentifier(code, applyingAliases: applyingAliases) else { return .notLocalized }
        return .locale(LocaleID(identifier, original: name))
    }

    /// The locales of a whole set of Android `values-*` folders (those of every
    /// `res` folder of an app), keyed by folder name; folders that are not
    /// locales are absent.
    ///
    /// Android matches qualifiers as written, so two folders whose tags differ
    /// are two configurations with their own strings, even when CLDR makes one
    /// tag an alias of the other (`values-sh` and `values-b+sr+Latn`, `values-iw`
    /// and `values-he`). Such folders are never merged: the folder whose own tag
    /// is the canonical one keeps it (`sr-Latn`, `he`), the other keeps its own
    /// tag as written (`sh`, `iw`). An old code alone still takes its CLDR
    /// replacement (`values-iw` is `he`). The same tag written two ways
    /// (`values-zh-rTW`, `values-b+zh+TW`) is one configuration and one locale.
    public static func androidLocales(folders names: [String]) -> [String: LocaleID] {
        androidLocales(folders: names, codes: [])
    }

    /// The same over the folders and the locale codes of the app's manifests
    /// (`sh`, `sr-Latn`: `Manifest.localeCodes`), keyed by folder name or code;
    /// a code names the same locale as a folder with that tag (`sh` and
    /// `values-sh`), and two codes or a code and a folder an alias would merge
    /// stay apart. Folder names start with `values`, codes never do.
    public static func androidLocales(folders names: [String], codes: [String]) -> [String: LocaleID] {
        var named: [(name: String, locale: LocaleID, written: String)] = []
        for name in Set(names) {
            guard case .locale(let locale) = androidValues(folder: name),
                  case .locale(let written) = androidValues(folder: name, applyingAliases: false) else { continue }
            named.append((name, locale, written.identifier))
        }
        for code in Set(codes) {
            guard let identifier = canonicalIdentifier(code),
                  let written = canonicalIdentifier(code, applyingAliases: false) else { continue }
            named.append((code, LocaleID(identifier, original: code), written))
        }
        return keptApart(named)
    }

    /// The locales of a whole set of Apple locale names, keyed by name: the
    /// `.lproj` folders of an app (`sh.lproj`), the languages of its String
    /// Catalogs (`sh`), the codes of its manifests, and the source and target
    /// languages of its Xcode exports. Names that are not locales are absent.
    ///
    /// The rule of `androidLocales(folders:)`: each `.lproj` folder is its own
    /// table, so two names that differ as written are never merged by an alias
    /// (`sh.lproj` and `sr-Latn.lproj`, `iw.lproj` and `he.lproj`, `in.lproj`
    /// and `id.lproj`), or one folder's strings would silently replace the
    /// other's. The name written canonically keeps the canonical identifier, the
    /// other keeps its own tag; alone, an old code takes its replacement (`iw`
    /// is `he`). One tag written two ways (`sr_Latn`, `sr-Latn`; a folder and a
    /// catalog language of the same name) is one locale. `Base` is the
    /// development language and never competes.
    public static func appleLocales(names: [String], developmentLanguage: String? = nil) -> [String: LocaleID] {
        var result: [String: LocaleID] = [:]
        var named: [(name: String, locale: LocaleID, written: String)] = []
        for name in Set(names) {
            guard let locale = locale(fromName: name, developmentLanguage: developmentLanguage) else { continue }
            var stem = name
            if stem.lowercased().hasSuffix(".lproj") { stem = String(stem.dropLast(6)) }
            if isBase(stem) {
                result[name] = locale
                continue
            }
            named.append((name, locale, canonicalIdentifier(stem, applyingAliases: false) ?? locale.identifier))
        }
        return result.merging(keptApart(named)) { base, _ in base }
    }

    /// Names whose canonical identifier is shared by names written differently
    /// keep their own written tag, unless that tag is the canonical one.
    private static func keptApart(_ named: [(name: String, locale: LocaleID, written: String)]) -> [String: LocaleID] {
        var writtenByIdentifier: [String: Set<String>] = [:]
        for entry in named { writtenByIdentifier[entry.locale.identifier, default: []].insert(entry.written) }
        var result: [String: LocaleID] = [:]
        for (name, locale, written) in named {
            let collides = (writtenByIdentifier[locale.identifier]?.count ?? 0) > 1
            result[name] = collides && written != locale.identifier ? LocaleID(written, original: name) : locale
        }
        return result
    }

    // MARK: - Tables

    /// CLDR language aliases for codes projects still use.
    static let deprecatedLanguages: [String: (language: String, script: String?)] = [
        "iw": ("he", nil), "in": ("id", nil), "ji": ("yi", nil), "no": ("nb", nil),
        "tl": ("fil", nil), "mo": ("ro", nil), "sh": ("sr", "Latn"),
    ]

    /// Folder names of old Mac OS X projects (`English.lproj`).
    static let appleLegacyNames: [String: String] = [
        "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es",
        "Italian": "it", "Dutch": "nl",
    ]

    // MARK: - Character classes (ASCII only: locale subtags are ASCII)

    private static func isLetters<S: StringProtocol>(_ s: S) -> Bool {
        !s.isEmpty && s.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
    }

    private static func isDigits<S: StringProtocol>(_ s: S) -> Bool {
        !s.isEmpty && s.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
    }

    private static func isAlphanumeric<S: StringProtocol>(_ s: S) -> Bool {
        !s.isEmpty && s.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        }
    }
}

extension String {
    /// The string without leading and trailing ASCII white space.
    func trimmingSpaces() -> String {
        let blank: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r"]
        let scalars = Array(unicodeScalars)
        guard let start = scalars.firstIndex(where: { !blank.contains($0) }),
              let end = scalars.lastIndex(where: { !blank.contains($0) }) else { return "" }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[start...end])
        return String(result)
    }
}
