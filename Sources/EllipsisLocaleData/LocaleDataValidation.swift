import EllipsisCore
import Foundation

/// One thing wrong with a locale data file, and where: the key path of the
/// value it is about (`lexicon.genericVerbs`) and the list entry, if any
/// (its `occurrence`-th copy, for a repeat), so that the message can name
/// the line and column.
public struct LocaleDataProblem: Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var keyPath: [String]
    public var entry: String?
    public var occurrence: Int

    public init(_ message: String, at keyPath: [String], entry: String? = nil, occurrence: Int = 1) {
        self.message = message
        self.keyPath = keyPath
        self.entry = entry
        self.occurrence = occurrence
    }

    public var description: String { message }
}

/// Checks a locale data file beyond what decoding checks: canonical tag,
/// known enumerations, a source for every fact group, the lexicon's lists as
/// the schema declares them (patterns that compile, words without blanks or
/// repeats). Shared by the generator, the directory provider and the tests,
/// so all three hold files to one standard.
public enum LocaleDataValidation {
    /// The fact groups every file must name a source for. Lexicon lists may
    /// share one `lexicon` source or carry their own `lexicon.<list>`.
    public static let requiredSourceKeys = ["direction", "fonts.apple", "fonts.proxy", "lineBreak"]

    /// Problems found in `data`; empty when it is sound. `expectedIdentifier`
    /// is the file's base name, which must equal the `locale` it declares.
    public static func problems(in data: LocaleData, expectedIdentifier: String? = nil,
                                schema: LexiconSchema) -> [LocaleDataProblem] {
        var found: [LocaleDataProblem] = []
        if !isCanonicalLanguageTag(data.locale) {
            found.append(LocaleDataProblem("locale '\(data.locale)' is not a canonical BCP 47 tag (e.g. 'pt-BR', 'zh-Hant')",
                                           at: ["locale"]))
        }
        if let expectedIdentifier, expectedIdentifier != data.locale {
            found.append(LocaleDataProblem("file is named '\(expectedIdentifier)' but declares locale '\(data.locale)'",
                                           at: ["locale"]))
        }
        if data.name.trimmingCharacters(in: .whitespaces).isEmpty { found.append(LocaleDataProblem("name is empty", at: ["name"])) }
        if data.direction != "ltr" && data.direction != "rtl" {
            found.append(LocaleDataProblem("direction '\(data.direction)' is neither 'ltr' nor 'rtl'", at: ["direction"]))
        }
        if let system = data.numberingSystem, !isNumberingSystemName(system) {
            found.append(LocaleDataProblem("numberingSystem '\(system)' is not a CLDR numbering system name",
                                           at: ["numberingSystem"]))
        }
        found += problems(in: data.fonts)
        found += problems(in: data.lineBreak, locale: data.locale)
        if let lexicon = data.lexicon { found += problems(in: lexicon, schema: schema) }
        if let morphology = data.morphology { found += problems(in: morphology, schema: schema) }
        if let expansion = data.expansion { found += problems(in: expansion) }
        found += missingSources(in: data).map { LocaleDataProblem("no source given for '\($0)'", at: ["sources"]) }
        for (key, value) in data.sources.sorted(by: { $0.key < $1.key })
        where value.trimmingCharacters(in: .whitespaces).isEmpty {
            found.append(LocaleDataProblem("source for '\(key)' is empty", at: ["sources", key]))
        }
        return found
    }

    /// Fact groups present in `data` whose origin `sources` does not state.
    public static func missingSources(in data: LocaleData) -> [String] {
        var keys = requiredSourceKeys
        if data.numberingSystem != nil { keys.append("numberingSystem") }
        if data.fonts.android != nil { keys.append("fonts.android") }
        if data.morphology != nil { keys.append("morphology") }
        if data.expansion != nil { keys.append("expansion") }
        var missing = keys.filter { data.sources[$0] == nil }
        if let lexicon = data.lexicon, data.sources["lexicon"] == nil {
            missing += lexicon.lists.keys.sorted().map { "lexicon.\($0)" }.filter { data.sources[$0] == nil }
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

    static func problems(in fonts: LocaleData.Fonts) -> [LocaleDataProblem] {
        var found: [LocaleDataProblem] = []
        if fonts.apple.isEmpty { found.append(LocaleDataProblem("fonts.apple is empty", at: ["fonts", "apple"])) }
        if fonts.proxy.isEmpty { found.append(LocaleDataProblem("fonts.proxy is empty", at: ["fonts", "proxy"])) }
        if let android = fonts.android, android.isEmpty {
            found.append(LocaleDataProblem("fonts.android is empty", at: ["fonts", "android"]))
        }
        for (key, families) in [("apple", fonts.apple), ("proxy", fonts.proxy), ("android", fonts.android ?? [])] {
            found += listProblems(families, at: ["fonts", key])
        }
        return found
    }

    static func problems(in lineBreak: LocaleData.LineBreak, locale: String) -> [LocaleDataProblem] {
        var found: [LocaleDataProblem] = []
        if !["normal", "keep-all"].contains(lineBreak.wordBreak) {
            found.append(LocaleDataProblem("lineBreak.wordBreak '\(lineBreak.wordBreak)' is not 'normal' or 'keep-all'",
                                           at: ["lineBreak", "wordBreak"]))
        }
        if !["normal", "strict", "loose"].contains(lineBreak.strictness) {
            found.append(LocaleDataProblem("lineBreak.strictness '\(lineBreak.strictness)' is not 'normal', 'strict' or 'loose'",
                                           at: ["lineBreak", "strictness"]))
        }
        // The ICU locale names the same language; keywords follow '@'.
        let icuBase = lineBreak.icuLocale.split(separator: "@", maxSplits: 1).first.map(String.init) ?? ""
        let icuLanguage = icuBase.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init) ?? ""
        let language = locale.split(separator: "-").first.map(String.init) ?? ""
        if icuLanguage.lowercased() != language {
            found.append(LocaleDataProblem("lineBreak.icuLocale '\(lineBreak.icuLocale)' is not for language '\(language)'",
                                           at: ["lineBreak", "icuLocale"]))
        }
        // A strictness other than normal must reach ICU as the `lb` keyword.
        if lineBreak.strictness != "normal" && !lineBreak.icuLocale.contains("lb=\(lineBreak.strictness)") {
            found.append(LocaleDataProblem(
                "lineBreak.strictness '\(lineBreak.strictness)' is not in icuLocale '\(lineBreak.icuLocale)'",
                at: ["lineBreak", "strictness"]))
        }
        return found
    }

    /// Ratios a width can have (a translation may be narrower than its source, never of no width),
    /// a high percentile at or above the median, ranges in order without overlaps.
    static func problems(in expansion: LocaleExpansion) -> [LocaleDataProblem] {
        var found: [LocaleDataProblem] = []
        func check(_ median: Double, _ p90: Double, _ titles: Int, at path: [String]) {
            if !(median > 0 && median < 10) || !(p90 > 0 && p90 < 10) {
                found.append(LocaleDataProblem("expansion ratios must be between 0 and 10", at: path))
            } else if p90 < median {
                found.append(LocaleDataProblem("expansion p90 \(p90) is below its median \(median)", at: path))
            }
            if titles < 1 { found.append(LocaleDataProblem("expansion figures need at least one title", at: path)) }
        }
        check(expansion.median, expansion.p90, expansion.titles, at: ["expansion"])
        var next = 1
        for bucket in expansion.buckets {
            check(bucket.median, bucket.p90, bucket.titles, at: ["expansion", "buckets"])
            if bucket.minLength < next || bucket.maxLength.map({ $0 < bucket.minLength }) == true {
                found.append(LocaleDataProblem("expansion buckets must be in order of length without overlaps "
                                               + "(one starts at \(bucket.minLength), expected at least \(next))",
                                               at: ["expansion", "buckets"]))
                break
            }
            next = (bucket.maxLength ?? Int.max - 1) + 1
        }
        return found
    }

    /// A stemmer and a dictionary named as the libraries name them; a language either names a way
    /// to stems or says it needs none, not both.
    static func problems(in morphology: LocaleData.Morphology, schema: LexiconSchema) -> [LocaleDataProblem] {
        var found: [LocaleDataProblem] = []
        for list in morphology.exactLists ?? [] where schema.list(named: list)?.kind != .words {
            found.append(LocaleDataProblem("morphology.exactLists: '\(list)' is not a word list of the lexicon schema",
                                           at: ["morphology", "exactLists"], entry: list))
        }
        if let lists = morphology.exactLists { found += listProblems(lists, at: ["morphology", "exactLists"]) }
        if let snowball = morphology.snowball,
           snowball.isEmpty || !snowball.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || $0 == "_" }) {
            found.append(LocaleDataProblem("morphology.snowball '\(snowball)' is not a Snowball algorithm name (e.g. 'finnish')",
                                           at: ["morphology", "snowball"]))
        }
        if let hunspell = morphology.hunspell, !isDictionaryName(hunspell) {
            found.append(LocaleDataProblem("morphology.hunspell '\(hunspell)' is not a dictionary file stem (e.g. 'hu_HU')",
                                           at: ["morphology", "hunspell"]))
        }
        if morphology.invariable == true, morphology.namesStems {
            found.append(LocaleDataProblem("morphology is invariable yet names a stemmer or dictionary", at: ["morphology"]))
        }
        if morphology.invariable != true, !morphology.namesStems {
            found.append(LocaleDataProblem("morphology names neither snowball nor hunspell (leave it out, or say invariable)",
                                           at: ["morphology"]))
        }
        return found
    }

    /// A file stem such as `hu_HU` or `ko`: letters, digits, `_` and `-`, no path.
    static func isDictionaryName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 64 && name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
        }
    }

    /// Each list as its schema entry says: present when required, not empty,
    /// entries of its kind, nothing shared with the lists it must be apart from.
    static func problems(in lexicon: LocaleData.Lexicon, schema: LexiconSchema) -> [LocaleDataProblem] {
        var found: [LocaleDataProblem] = []
        for name in lexicon.lists.keys.sorted() where schema.list(named: name) == nil {
            found.append(LocaleDataProblem("unknown lexicon list '\(name)' (known: \(schema.names.sorted().joined(separator: ", ")))",
                                           at: ["lexicon", name]))
        }
        for declared in schema.lists {
            let place = ["lexicon", declared.name]
            guard let list = lexicon.lists[declared.name] else {
                if declared.required {
                    found.append(LocaleDataProblem("lexicon.\(declared.name) is missing", at: ["lexicon"]))
                }
                continue
            }
            if list.isEmpty { found.append(LocaleDataProblem("lexicon.\(declared.name) is empty", at: place)) }
            switch declared.kind {
            case .words:
                found += listProblems(list, at: place, caseInsensitive: true)
            case .patterns:
                found += listProblems(list, at: place)
                for pattern in list where (try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive])) == nil {
                    found.append(LocaleDataProblem("lexicon.\(declared.name): pattern '\(pattern)' does not compile",
                                                   at: place, entry: pattern))
                }
            }
            // A generic verb, say, is by definition not one that states a result.
            for other in declared.disjointFrom ?? [] {
                let apart = Set(lexicon[other].map { $0.lowercased() })
                for entry in list where apart.contains(entry.lowercased()) {
                    found.append(LocaleDataProblem("'\(entry)' is in both lexicon.\(declared.name) and lexicon.\(other)",
                                                   at: place, entry: entry))
                }
            }
        }
        return found
    }

    static func listProblems(_ list: [String], at place: [String], caseInsensitive: Bool = false) -> [LocaleDataProblem] {
        var found: [LocaleDataProblem] = []
        var seen: Set<String> = []
        var copies: [String: Int] = [:]
        let group = place.joined(separator: ".")
        for item in list {
            copies[item, default: 0] += 1
            if item.isEmpty || item != item.trimmingCharacters(in: .whitespacesAndNewlines) {
                found.append(LocaleDataProblem("\(group): '\(item)' is empty or has surrounding spaces", at: place, entry: item))
            }
            let key = caseInsensitive ? item.lowercased() : item
            if !seen.insert(key).inserted {
                found.append(LocaleDataProblem("\(group): '\(item)' appears twice", at: place, entry: item,
                                               occurrence: copies[item] ?? 1))
            }
        }
        return found
    }

    /// Every problem of one file's bytes as an InputError at its place:
    /// decoding stops at the first, validation reports them all.
    public static func errors(in bytes: Data, file: String, identifier: String,
                              schema: LexiconSchema) -> (data: LocaleData?, errors: [InputError]) {
        let data: LocaleData
        do {
            data = try LocaleDataDecoding.decode(bytes, file: file, schema: schema)
        } catch {
            return (nil, [error])
        }
        let found = problems(in: data, expectedIdentifier: identifier, schema: schema)
        guard !found.isEmpty, let root = try? LocaleDataDecoding.tree(bytes, file: file) else { return (data, []) }
        let errors = found.map { problem in
            InputError(problem.message, at: LocaleDataDecoding.location(of: problem.keyPath, entry: problem.entry,
                                                                        occurrence: problem.occurrence, in: root))
        }
        return (data, errors)
    }
}
