/// The room one string has in one locale, where translators can use it: the surface's width
/// (points at 1x, which XLIFF calls pixels), its lines, and about how many characters of
/// the locale that is.
public struct StringBudget: Sendable, Hashable {
    /// The lookup key (or the action's type for a text without one).
    public var key: String
    /// The table the key is looked up in, when there is one.
    public var table: String?
    public var locale: String
    public var developmentLanguage: String
    /// The source text and the locale's text (nil where it is not translated yet).
    public var source: String
    public var target: String?
    /// `title`, `subtitle`, `long-title` or `string` (a catalog string).
    public var field: String
    /// The surface the budget is taken from, and its device, text size and point size.
    public var surface: String
    public var device: String
    public var textSize: String?
    public var size: Double
    /// Points on each line (dp on Android's surfaces, as `unit` says), and lines.
    public var width: Double
    public var lines: Int
    /// About how many characters of the locale fit (the budget over the locale's average advance).
    public var characters: Int
    /// Where the development-language string is.
    public var location: SourceLocation
    /// Where the locale's own text is (its `<target>`, its `strings.xml` entry), when it has one:
    /// what ties the budget to the locale's file.
    public var targetLocation: SourceLocation?
    /// `pt` on Apple's surfaces, `dp` on Android's: what `width` and `size` count.
    public var unit: String

    public init(key: String, table: String?, locale: String, developmentLanguage: String, source: String,
                target: String?, field: String, surface: String, device: String, textSize: String?, size: Double,
                width: Double, lines: Int, characters: Int, location: SourceLocation,
                targetLocation: SourceLocation? = nil, unit: String = "pt") {
        self.key = key
        self.table = table
        self.locale = locale
        self.developmentLanguage = developmentLanguage
        self.source = source
        self.target = target
        self.field = field
        self.surface = surface
        self.device = device
        self.textSize = textSize
        self.size = size
        self.width = width
        self.lines = lines
        self.characters = characters
        self.location = location
        self.targetLocation = targetLocation
        self.unit = unit
    }

    /// Weblate's check of rendered width: `max-size:WIDTH:LINES`.
    public var weblateFlag: String { "max-size:\(Int(width.rounded(.down))):\(lines)" }
}
