import EllipsisCore
import EllipsisText

/// Cuts text for layout in a locale with EllipsisText: ICU grapheme clusters,
/// line-break opportunities with the locale's options, bidi levels with the
/// locale's paragraph direction, and script runs.
struct TextAnalyzer: Sendable, Hashable {
    var breaker: LineBreaker
    var rightToLeft: Bool

    init(locale: String, data: LocaleData?) {
        if let data {
            breaker = LineBreaker(LineBreakOptions(data.lineBreak))
            rightToLeft = data.direction == "rtl"
        } else {
            let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
            // Korean labels break at spaces (Hangul word priority; notes/quick-actions.md).
            breaker = LineBreaker(LineBreakOptions(icuLocale: locale.replacingOccurrences(of: "-", with: "_"),
                                                   keepAll: language == "ko"))
            rightToLeft = Bidi.direction(ofLocale: locale) == .rightToLeft
        }
    }

    /// - Parameter lineBreaks: false for a text that is only shaped, never broken into lines
    ///   (a truncated line): its `breaks` stay empty.
    func items(_ string: String, lineBreaks: Bool = true) -> TextItems {
        let text = UnicodeText(string)
        let count = text.graphemeCount
        let breaks = lineBreaks ? breaker.opportunities(in: text) : []

        // Each grapheme's UTF-8 offset, in one pass over the UTF-16 units.
        var utf8Starts: [Int] = []
        utf8Starts.reserveCapacity(count + 1)
        var mayBeRightToLeft = rightToLeft
        text.utf16.withUnsafeBufferPointer { units in
            var utf8Offset = 0, g = 0
            let boundaries = text.graphemeBoundaries
            var i = 0
            while i < units.count {
                while g < count, boundaries[g] <= i {
                    utf8Starts.append(utf8Offset)
                    g += 1
                }
                let unit = units[i]
                if unit < 0x80 {
                    utf8Offset += 1
                    i += 1
                    continue
                }
                let value: UInt32
                if UTF16.isLeadSurrogate(unit), i + 1 < units.count, UTF16.isTrailSurrogate(units[i + 1]) {
                    value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[i + 1]) - 0xDC00)
                    utf8Offset += 4
                    i += 2
                } else {
                    value = UInt32(unit)
                    utf8Offset += unit < 0x800 ? 2 : 3
                    i += 1
                }
                if !mayBeRightToLeft, TextAnalyzer.mayBeRightToLeft(value) { mayBeRightToLeft = true }
            }
            while g <= count {
                utf8Starts.append(utf8Offset)
                g += 1
            }
        }

        var runs: [TextItems.Run] = []
        if count > 0 {
            // Left-to-right text in a left-to-right paragraph is all level 0: no bidi pass needed.
            let levels = mayBeRightToLeft ? Bidi.layout(of: text, paragraph: rightToLeft ? .rightToLeft : .leftToRight)?.levels : nil
            func level(_ g: Int) -> UInt8 {
                guard let levels else { return rightToLeft ? 1 : 0 }
                let offset = text.graphemeBoundaries[g]
                return offset < levels.count ? levels[offset] : 0
            }
            // Text in one script (most titles) is one script run, found without building runs.
            func appendRuns(script: String, graphemes: Range<Int>) {
                var start = graphemes.lowerBound
                for g in graphemes where g + 1 == graphemes.upperBound || level(g + 1) != level(g) {
                    runs.append(.init(utf16: text.graphemeBoundaries[start]..<text.graphemeBoundaries[g + 1],
                                      level: level(g), script: script))
                    start = g + 1
                }
            }
            if let script = ScriptAnalysis.soleScript(of: text) {
                appendRuns(script: script, graphemes: 0..<count)
            } else {
                for run in ScriptAnalysis.runs(in: text) { appendRuns(script: run.script, graphemes: run.graphemes) }
            }
        }
        return TextItems(string: string, utf16: text.utf16, graphemeBoundaries: text.graphemeBoundaries,
                         utf8Starts: utf8Starts,
                         breaks: breaks, runs: runs, paragraphRightToLeft: rightToLeft)
    }

    /// Characters that can make a level odd: right-to-left letters (Hebrew, Arabic,
    /// Syriac, Thaana, NKo..., their presentation forms and supplementary blocks) and
    /// the explicit right-to-left controls. Anything else in a left-to-right paragraph stays at level 0.
    static func mayBeRightToLeft(_ value: UInt32) -> Bool {
        switch value {
        case 0..<0x0590: return false
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
             0x200F, 0x202B, 0x202E, 0x2067, 0x061C:
            return true
        default: return false
        }
    }
}
