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
        let breaks = lineBreaks
            ? breaker.opportunities(in: text).map { (grapheme: $0.graphemeOffset, mandatory: $0.isMandatory) } : []

        // Scalars and UTF-8 offsets per grapheme, in one pass.
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf16.count)
        var scalarStarts = [Int](repeating: 0, count: count + 1)
        var utf8Starts = [Int](repeating: 0, count: count + 1)
        var utf16Offset = 0, utf8Offset = 0, g = 0
        var mayBeRightToLeft = rightToLeft
        var soleScript = SoleScript()
        for scalar in string.unicodeScalars {
            soleScript.add(scalar)
            while g < count, text.graphemeBoundaries[g] <= utf16Offset {
                scalarStarts[g] = scalars.count
                utf8Starts[g] = utf8Offset
                g += 1
            }
            scalars.append(scalar)
            utf16Offset += scalar.utf16.count
            utf8Offset += scalar.utf8.count
            if !mayBeRightToLeft, TextAnalyzer.mayBeRightToLeft(scalar) { mayBeRightToLeft = true }
        }
        while g <= count {
            scalarStarts[g] = scalars.count
            utf8Starts[g] = utf8Offset
            g += 1
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
            // Text of one simple alphabet (and common punctuation) is one script run: the
            // same answer ScriptAnalysis gives, without asking ICU for every character.
            let scriptRuns: [(script: String, graphemes: Range<Int>)]
            if let script = soleScript.script {
                scriptRuns = [(script, 0..<count)]
            } else {
                scriptRuns = ScriptAnalysis.runs(in: text).map { ($0.script, $0.graphemes) }
            }
            for scriptRun in scriptRuns {
                var start = scriptRun.graphemes.lowerBound
                for g in scriptRun.graphemes {
                    if g + 1 == scriptRun.graphemes.upperBound || level(g + 1) != level(g) {
                        runs.append(.init(utf16: text.graphemeBoundaries[start]..<text.graphemeBoundaries[g + 1],
                                          level: level(g), script: scriptRun.script))
                        start = g + 1
                    }
                }
            }
        }
        return TextItems(string: string, utf16: text.utf16, graphemeBoundaries: text.graphemeBoundaries,
                         scalars: scalars, scalarStarts: scalarStarts,
                         utf8: Array(string.utf8), utf8Starts: utf8Starts,
                         breaks: breaks, runs: runs, paragraphRightToLeft: rightToLeft)
    }

    /// Tracks whether a text's letters all belong to one of Latin, Greek or Cyrillic,
    /// with everything else ASCII, Latin-1 punctuation, combining diacritics or general
    /// punctuation (all of script Common or Inherited).
    struct SoleScript {
        private var found: String? = nil
        private var mixed = false

        var script: String? { mixed ? nil : found }

        mutating func add(_ scalar: Unicode.Scalar) {
            guard !mixed else { return }
            let v = scalar.value
            let script: String?
            switch v {
            case 0x41...0x5A, 0x61...0x7A, 0xAA, 0xBA, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F: script = "Latn"
            case 0x00...0x7F, 0x80...0xBF, 0xD7, 0xF7, 0x300...0x36F, 0x2000...0x206F, 0x20A0...0x20CF: script = nil
            case 0x370...0x3E1, 0x3F0...0x3FF: script = "Grek"
            case 0x400...0x4FF: script = "Cyrl"
            default:
                mixed = true
                return
            }
            guard let script else { return }
            if found == nil { found = script } else if found != script { mixed = true }
        }
    }

    /// Characters that can make a level odd: right-to-left letters (Hebrew, Arabic,
    /// Syriac, Thaana, NKo..., their presentation forms and supplementary blocks) and
    /// the explicit right-to-left controls. Anything else in a left-to-right paragraph stays at level 0.
    static func mayBeRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x0590: return false
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
             0x200F, 0x202B, 0x202E, 0x2067, 0x061C:
            return true
        default: return false
        }
    }
}
