/// Reviewed per-locale knowledge, one file per locale in `Locales/`
/// (see Locales/README.md). Every fact has its source in `sources`.
/// Rules hold logic; the words and patterns they use live here.
public struct LocaleData: Hashable, Codable, Sendable {
    /// Canonical BCP 47 identifier, e.g. `zh-Hant`, `pt-BR`.
    public var locale: String
    /// English name, for reports.
    public var name: String
    /// `ltr` or `rtl`.
    public var direction: String
    /// CLDR numbering system for digits in placeholder samples, e.g. `latn`, `arab`, `deva`.
    public var numberingSystem: String?
    public var fonts: Fonts
    public var lineBreak: LineBreak
    public var lexicon: Lexicon?
    /// How the rules find a word's other forms (Snowball, Hunspell); absent: words are compared as written.
    public var morphology: Morphology?
    /// How much wider translations into the locale run than their source, measured on real apps.
    public var expansion: LocaleExpansion?
    /// Fact name (e.g. `fonts.apple`, `lexicon.genericVerbs`) to where it comes from.
    public var sources: [String: String]

    public struct Fonts: Hashable, Codable, Sendable {
        /// Apple's families in cascade order, used when present (SF Pro, PingFang SC...).
        public var apple: [String]
        /// Open proxy families found through fontconfig, in order (Inter, Noto Sans CJK SC...).
        public var proxy: [String]
        /// Android's families (Roboto, Noto...), for shortcut surfaces.
        public var android: [String]?

        public init(apple: [String], proxy: [String], android: [String]? = nil) {
            self.apple = apple
            self.proxy = proxy
            self.android = android
        }
    }

    public struct LineBreak: Hashable, Codable, Sendable {
        /// The ICU locale for the line-break iterator, with keywords, e.g. `ja@lb=strict`.
        public var icuLocale: String
        /// `normal`, or `keep-all` to break only at spaces (Korean word-based breaking).
        public var wordBreak: String
        /// `normal`, `strict` or `loose` (CSS line-break, ICU `lb` keyword).
        public var strictness: String

        public init(icuLocale: String, wordBreak: String = "normal", strictness: String = "normal") {
            self.icuLocale = icuLocale
            self.wordBreak = wordBreak
            self.strictness = strictness
        }
    }

    /// Which stemmer and dictionary give the stems of the language's words, so that an inflected
    /// title word ("asetuksiin") meets its lexicon entry ("asetukset"). Names only: the libraries and
    /// dictionaries are Debian's (docs/morphology.md); the rules open them when a title needs them.
    public struct Morphology: Hashable, Codable, Sendable {
        /// A Snowball algorithm as libstemmer names it (`finnish`, `turkish`).
        public var snowball: String?
        /// A Hunspell dictionary's file stem in /usr/share/hunspell (`hu_HU`), asked only about words
        /// that exact comparison, Snowball and the lexicon's attached affixes leave unmatched.
        public var hunspell: String?
        /// The language does not inflect the words titles use (Chinese, Thai, Vietnamese): comparing
        /// words as written misses nothing, so no stemmer is needed.
        public var invariable: Bool?
        /// Lexicon lists compared as written, never by stem: where the language's nouns and verbs
        /// share stems (English "download" and "downloads", German "sichern" and "Sicherheit"),
        /// a stem would read a title's verb as a place. Such a list names each form titles use.
        public var exactLists: [String]?

        public init(snowball: String? = nil, hunspell: String? = nil, invariable: Bool? = nil,
                    exactLists: [String]? = nil) {
            self.snowball = snowball
            self.hunspell = hunspell
            self.invariable = invariable
            self.exactLists = exactLists
        }

        /// Whether the language needs stems and the data names a way to get them.
        public var namesStems: Bool { snowball != nil || hunspell != nil }
    }

    /// Words and patterns for the rules that need them, as named lists
    /// (`genericVerbs`, `resultPatterns`...). Which names exist, what each
    /// means and how it is checked is data as well (LexiconSchema, from
    /// Locales/schema/lexicon-lists.json); each rule names the lists it reads.
    /// Absent: those rules run reduced and say so.
    public struct Lexicon: Hashable, Codable, Sendable {
        /// List name to its entries, in file order.
        public var lists: [String: [String]]

        public init(lists: [String: [String]] = [:]) {
            self.lists = lists
        }

        /// The entries of a list; empty when this lexicon has no such list.
        public subscript(name: String) -> [String] { lists[name] ?? [] }

        /// A lexicon holding only the named lists: what a rule that declares them may read.
        public func restricted(to names: Set<String>) -> Lexicon {
            Lexicon(lists: lists.filter { names.contains($0.key) })
        }

        // The JSON shape is the plain object of lists: `"lexicon": {"genericVerbs": [...]}`.
        public init(from decoder: Decoder) throws {
            lists = try decoder.singleValueContainer().decode([String: [String]].self)
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(lists)
        }
    }

    public init(locale: String, name: String, direction: String, numberingSystem: String? = nil,
                fonts: Fonts, lineBreak: LineBreak, lexicon: Lexicon? = nil, morphology: Morphology? = nil,
                expansion: LocaleExpansion? = nil, sources: [String: String] = [:]) {
        self.expansion = expansion
        self.locale = locale
        self.name = name
        self.direction = direction
        self.numberingSystem = numberingSystem
        self.fonts = fonts
        self.lineBreak = lineBreak
        self.lexicon = lexicon
        self.morphology = morphology
        self.sources = sources
    }
}

/// Where locale data comes from: baked into the binary by default, or a
/// folder of files the user points at. Lookup falls back from `pt-BR` to `pt`.
public protocol LocaleDataProvider: Sendable {
    func data(for identifier: String) -> LocaleData?
    var identifiers: [String] { get }
}

extension LocaleDataProvider {
    /// The most specific data for a locale: the full identifier, then with
    /// subtags dropped from the end (`zh-Hant-HK`, `zh-Hant`, `zh`).
    public func bestData(for identifier: String) -> LocaleData? {
        var parts = identifier.split(separator: "-").map(String.init)
        while !parts.isEmpty {
            if let found = data(for: parts.joined(separator: "-")) { return found }
            parts.removeLast()
        }
        return nil
    }
}
