import EllipsisCore

/// How much a text must lose to fit, in the characters of its own language: the
/// width it needs, the width there is, and the locale's average advance, measured
/// on the text itself with the fonts it was set in (a CJK character is about
/// twice a Latin letter, so "9 characters" means what a translator of that
/// language would count).
struct WidthBudget: Equatable {
    /// The text on one line, in `unit`.
    var needed: Double
    /// One line's width.
    var lineWidth: Double
    var lines: Int
    /// Width per grapheme cluster of this text in its fonts.
    var averageAdvance: Double
    /// How many characters to take out so it fits (0 when it fits).
    var charactersOver: Int
    /// How many more characters would still fit on the last line (0 when cut).
    var charactersSpare: Int
    /// `pt` on iOS, `dp` on Android.
    var unit: String
    /// Whether `needed` is a line's width on several lines rather than the text on one line.
    var perLine = false

    /// - Parameters:
    ///   - text: the text as measured (placeholders filled).
    ///   - cut: whether it was cut; a text that fits has characters to spare.
    ///   - lastLine: the width of its last line where it fits.
    ///   - visible: what shows of a cut text (with its U+2026): the characters it hides count too,
    ///     since on several lines a whole word wraps away.
    ///   - neededLineWidth: on several lines, the narrowest line width at which the text fits
    ///     uncut (`WidthCertainty`), which is what "needs" then means.
    init(text: String, naturalWidth: Double, lineWidth: Double, lines: Int, cut: Bool, lastLine: Double?,
         visible: String? = nil, neededLineWidth: Double? = nil, platform: Project.Platform) {
        // Counting graphemes walks the text: once.
        let textClusters = text.count
        let clusters = max(1, textClusters)
        needed = lines > 1 ? (neededLineWidth ?? naturalWidth) : naturalWidth
        perLine = lines > 1 && neededLineWidth != nil
        self.lineWidth = lineWidth
        self.lines = max(1, lines)
        averageAdvance = naturalWidth / Double(clusters)
        unit = platform == .android ? "dp" : "pt"
        let advance = max(averageAdvance, 0.01)
        if cut {
            // Line breaks waste some room, so a cut text loses at least one character.
            let over = perLine ? (needed - lineWidth) * Double(self.lines) : naturalWidth - lineWidth * Double(self.lines)
            var hidden = 0
            if let visible {
                let shown = visible.hasSuffix("\u{2026}") ? visible.count - 1 : visible.count
                hidden = textClusters - shown
            }
            charactersOver = max(1, hidden, Int((over / advance).rounded(.up)))
            charactersSpare = 0
        } else {
            charactersOver = 0
            charactersSpare = max(0, Int(((lineWidth - (lastLine ?? naturalWidth)) / advance).rounded(.down)))
        }
    }

    /// "needs 248 pt, 190 available: about 9 characters shorter".
    var phrase: String {
        let room = lines == 1 ? "\(Self.number(lineWidth)) available" : "\(lines) lines of \(Self.number(lineWidth)) available"
        let needs = perLine ? "needs lines of \(Self.number(needed)) \(unit)" : "needs \(Self.number(needed)) \(unit)"
        if charactersOver > 0 {
            return "\(needs), \(room): about \(charactersOver) character\(charactersOver == 1 ? "" : "s") shorter"
        }
        return "about \(charactersSpare) character\(charactersSpare == 1 ? "" : "s") to spare"
    }

    /// The keys beside `width` and `available`: `unit`, `averageAdvance` and `charactersOver`
    /// (or `charactersSpare` for a text that fits).
    var data: [String: JSONValue] {
        var result: [String: JSONValue] = ["unit": .string(unit), "averageAdvance": .number(Self.rounded(averageAdvance))]
        if charactersOver > 0 { result["charactersOver"] = .integer(charactersOver) }
        else { result["charactersSpare"] = .integer(charactersSpare) }
        return result
    }

    static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }
    static func number(_ value: Double) -> String {
        let r = rounded(value)
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}
