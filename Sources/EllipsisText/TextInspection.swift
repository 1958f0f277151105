/// Everything EllipsisText can say about one text in one locale, computed
/// once: what `ellipsis inspect` prints and what rules can share.
public struct TextInspection: Sendable {
    public let text: UnicodeText
    /// The locale the text is shown in (BCP 47 or ICU id), nil for none.
    public let locale: String?
    /// The Script property of each grapheme cluster (`Zyyy` for spaces,
    /// digits, punctuation, emoji); `scriptRuns` has them resolved.
    public let graphemeScripts: [String]
    /// One entry per grapheme cluster.
    public let emojiKinds: [EmojiKind]
    /// Words by ICU's word-break rules for the locale.
    public let words: [WordSegment]
    public let lineBreaks: [LineBreakOpportunity]
    public let scriptRuns: [ScriptRun]
    /// The locale's direction (left to right without a locale).
    public let localeDirection: TextDirection
    public let directionality: TextDirectionality
    public let firstStrongDirection: TextDirection?
    /// The bidi layout with the locale's paragraph direction.
    public let bidi: BidiLayout?
    public let controls: [BidiControl]
    public let invisibles: [InvisibleCharacter]
    /// Letters outside the locale's exemplars; nil without locale or exemplar data.
    public let exemplarCoverage: ExemplarCoverage?

    /// - Parameters:
    ///   - lineBreak: the locale's line-breaking options (from its data file).
    public init(_ string: String, locale: String?, lineBreak: LineBreakOptions) {
        let text = UnicodeText(string)
        self.text = text
        self.locale = locale
        graphemeScripts = ScriptAnalysis.graphemeScriptProperties(of: text)
        emojiKinds = Emoji.kinds(in: text)
        words = WordSegmenter.words(in: text, locale: lineBreak.icuLocale)
        lineBreaks = LineBreaker(lineBreak).opportunities(in: text)
        scriptRuns = ScriptAnalysis.runs(in: text)
        let direction = locale.map(Bidi.direction(ofLocale:)) ?? .leftToRight
        localeDirection = direction
        directionality = Bidi.directionality(of: text)
        firstStrongDirection = Bidi.firstStrongDirection(of: text)
        let paragraph: ParagraphDirection = direction == .rightToLeft ? .rightToLeft : .leftToRight
        bidi = Bidi.layout(of: text, paragraph: paragraph)
        controls = BidiControlAudit.audit(text, paragraph: paragraph)
        invisibles = InvisibleCharacters.find(in: text, emojiKinds: emojiKinds)
        exemplarCoverage = locale.flatMap { ExemplarSet.forLocale($0) }?.coverage(of: text)
    }
}
