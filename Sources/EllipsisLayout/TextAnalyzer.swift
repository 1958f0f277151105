import CHarfBuzz
import EllipsisCore
import EllipsisLocaleData
import EllipsisText

/// Cuts text for layout in a locale with EllipsisText: ICU grapheme clusters,
/// line-break opportunities with the locale's options, bidi levels with the
/// locale's paragraph direction, and script runs.
/// One per locale, shared by every text laid out there.
final class TextAnalyzer: Sendable {
    let breaker: LineBreaker
    let rightToLeft: Bool
    /// The BCP 47 language HarfBuzz is told (`zh-Hant`, `sr-Latn`...).
    let language: String
    /// HarfBuzz's handle for `language`, found once: handles are interned for the life
    /// of the process and never change, so its bits can be shared between threads.
    private let languageHandle: UInt

    /// The proxies' corrections applied to every text shaped here (nil: the fonts' own widths).
    let calibration: ProxyCalibration?

    /// HarfBuzz's handle for the language.
    var hbLanguage: OpaquePointer? { OpaquePointer(bitPattern: languageHandle) }

    init(locale: String, data: LocaleData?, calibration: ProxyCalibration? = nil) {
        self.calibration = calibration
        language = LayoutEngine.language(of: locale)
        languageHandle = UInt(bitPattern: hb_language_from_string(language, -1).map { Int(bitPattern: $0) } ?? 0)
        if let data {
            breaker = LineBreaker(LineBreakOptions(data.lineBreak))
        } else {
            let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
            // Korean labels break at spaces (Hangul word priority; notes/quick-actions.md).
            breaker = LineBreaker(LineBreakOptions(icuLocale: locale.replacingOccurrences(of: "-", with: "_"),
                                                   keepAll: language == "ko"))
        }
        rightToLeft = Bidi.isRightToLeft(locale: locale)
    }

    /// - Parameter lineBreaks: false for a text that is only shaped, never broken into lines
    ///   (a truncated line): its `breaks` stay empty. Otherwise they are found on first use.
    func items(_ string: String, lineBreaks: Bool = true) -> TextItems {
        let units = TextUnits(string)
        let utf16 = units.utf16, boundaries = units.graphemeBoundaries
        let count = boundaries.count - 1

        // Right-to-left letters or controls anywhere? Otherwise no bidi pass is needed.
        var mayBeRightToLeft = rightToLeft
        if !mayBeRightToLeft {
            // Every right-to-left character is at U+0590 or above; surrogates are checked whole.
            var i = 0
            while let value = UnicodeText.codePoint(startingAt: i, in: utf16) {
                i += value > 0xFFFF ? 2 : 1
                if value >= 0x590, TextAnalyzer.mayBeRightToLeft(value) {
                    mayBeRightToLeft = true
                    break
                }
            }
        }

        var runs: (first: TextItems.Run?, later: [TextItems.Run]) = (nil, [])
        if count > 0 {
            // Left-to-right text in a left-to-right paragraph is all level 0: no bidi pass needed.
            let paragraph: ParagraphDirection = rightToLeft ? .rightToLeft : .leftToRight
            if mayBeRightToLeft, let found = Bidi.withLevels(ofUTF16: utf16, paragraph: paragraph, {
                self.runs(of: string, units: units, levels: $0)
            }) {
                runs = found
            } else {
                runs = self.runs(of: string, units: units, levels: nil)
            }
        }
        return TextItems(string: string, units: units, breaker: lineBreaks ? breaker : nil, firstRun: runs.first,
                         laterRuns: runs.later, paragraphRightToLeft: rightToLeft)
    }

    /// The runs of a text: script runs cut where the level changes. The first on its own:
    /// most texts are one run, and need no list. `levels` per UTF-16 unit, nil when all are
    /// the paragraph's.
    private func runs(of string: String, units: TextUnits, levels: UnsafeBufferPointer<UInt8>?)
        -> (first: TextItems.Run?, later: [TextItems.Run]) {
        let boundaries = units.graphemeBoundaries
        var first: TextItems.Run? = nil
        var later: [TextItems.Run] = []
        func level(_ g: Int) -> UInt8 {
            guard let levels else { return rightToLeft ? 1 : 0 }
            let offset = boundaries[g]
            return offset < levels.count ? levels[offset] : 0
        }
        func add(script: String, graphemes: Range<Int>) {
            var start = graphemes.lowerBound
            for g in graphemes where g + 1 == graphemes.upperBound || level(g + 1) != level(g) {
                let run = TextItems.Run(utf16: boundaries[start]..<boundaries[g + 1], level: level(g), script: script)
                if first == nil { first = run } else { later.append(run) }
                start = g + 1
            }
        }
        // Text in one script (most titles) is one script run, found without building runs.
        if let script = ScriptAnalysis.soleScript(ofUTF16: units.utf16) {
            add(script: script, graphemes: 0..<(boundaries.count - 1))
        } else {
            let text = UnicodeText(string: string, utf16: units.utf16, graphemeBoundaries: boundaries)
            for run in ScriptAnalysis.runs(in: text) { add(script: run.script, graphemes: run.graphemes) }
        }
        return (first, later)
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
