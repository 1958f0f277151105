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

    /// Words and patterns for the semantic rules. Absent: those rules run reduced
    /// and say so. Patterns are ICU/NSRegularExpression syntax, case-insensitive.
    public struct Lexicon: Hashable, Codable, Sendable {
        /// Verbs that state a result when followed by an object ("Search", "Create").
        public var resultVerbs: [String]
        /// Verbs that say nothing alone ("Open", "Go", "Continue").
        public var genericVerbs: [String]
        /// Filler titles ("Misc", "Other", "Click here").
        public var vagueWords: [String]
        /// Places in an app ("Settings", "Profile"): a title of only these is navigation.
        public var navigationWords: [String]
        /// Phrases that announce news ("You have", "new messages").
        public var notificationPatterns: [String]
        /// Placeholder titles ("Shortcut 1", "Untitled").
        public var placeholderPatterns: [String]
        /// Whole-title patterns known to state a result ("New …", "Directions Home").
        public var resultPatterns: [String]

        public init(resultVerbs: [String] = [], genericVerbs: [String] = [], vagueWords: [String] = [],
                    navigationWords: [String] = [], notificationPatterns: [String] = [],
                    placeholderPatterns: [String] = [], resultPatterns: [String] = []) {
            self.resultVerbs = resultVerbs
            self.genericVerbs = genericVerbs
            self.vagueWords = vagueWords
            self.navigationWords = navigationWords
            self.notificationPatterns = notificationPatterns
            self.placeholderPatterns = placeholderPatterns
            self.resultPatterns = resultPatterns
        }
    }

    public init(locale: String, name: String, direction: String, numberingSystem: String? = nil,
                fonts: Fonts, lineBreak: LineBreak, lexicon: Lexicon? = nil, sources: [String: String] = [:]) {
        self.locale = locale
        self.name = name
        self.direction = direction
        self.numberingSystem = numberingSystem
        self.fonts = fonts
        self.lineBreak = lineBreak
        self.lexicon = lexicon
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
