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

    func items(_ string: String) -> TextItems {
        let text = UnicodeText(string)
        let count = text.graphemeCount
        let breaks = breaker.opportunities(in: text).map { (grapheme: $0.graphemeOffset, mandatory: $0.isMandatory) }
        var runs: [TextItems.Run] = []
        if count > 0 {
            let levels = Bidi.layout(of: text, paragraph: rightToLeft ? .rightToLeft : .leftToRight)?.levels
            let scripts = ScriptAnalysis.graphemeScripts(of: text)
            func level(_ g: Int) -> UInt8 {
                guard let levels else { return rightToLeft ? 1 : 0 }
                let offset = text.graphemeBoundaries[g]
                return offset < levels.count ? levels[offset] : 0
            }
            var start = 0
            for g in 0..<count {
                let isLast = g + 1 == count
                if isLast || level(g + 1) != level(g) || scripts[g + 1] != scripts[g] {
                    runs.append(.init(utf16: text.graphemeBoundaries[start]..<text.graphemeBoundaries[g + 1],
                                      level: level(g), script: scripts[g]))
                    start = g + 1
                }
            }
        }
        return TextItems(string: string, utf16: text.utf16, graphemeBoundaries: text.graphemeBoundaries,
                         breaks: breaks, runs: runs, paragraphRightToLeft: rightToLeft)
    }
}
