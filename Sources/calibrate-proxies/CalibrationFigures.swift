import EllipsisLayout
import EllipsisLocaleData
import EllipsisText
import Foundation

/// The per-script figures derived from the measured titles (see Locales/README.md, "Calibration").
extension ProxyMeasurement {
    /// Fewest characters of a class for its correction to be derived.
    static let minimumPerClass = 30
    /// Fewest titles whose every character the table has for a script's own error to be derived.
    static let minimumTitles = 5
    /// Scripts of full-width ideographs and kana, one em each by CJK type design.
    static let fullWidthScripts: Set<String> = ["Hani", "Hira", "Kana"]

    func figures() -> [ScriptCalibration] {
        let measured = measureTitles()
        let occurrences = Dictionary(grouping: measured.flatMap(\.characters), by: \.script)
        let titlesByScript = Dictionary(grouping: measured, by: \.script)
        let tableScripts = Dictionary(grouping: table.keys, by: { ScriptAnalysis.script(of: $0) })
        var result: [ScriptCalibration] = []
        var factors: [String: [Double?]] = [:]
        // Digits, punctuation and spaces are the same glyphs of SF Pro (and of Inter) in Latin, Greek
        // and Cyrillic text: their factors pool the three scripts' occurrences.
        let trusted = occurrences.filter { Self.trustedScripts.contains($0.key) }.flatMap(\.value)
        for script in occurrences.keys.sorted() where Self.trustedScripts.contains(script) {
            factors[script] = (0..<4).map { k in
                let inClass = (k == 0 ? occurrences[script]! : trusted)
                    .filter { $0.characterClass == k && $0.table != nil && $0.proxy > 0 }
                guard inClass.count >= Self.minimumPerClass else { return nil }
                return round4(inClass.reduce(0) { $0 + $1.table! } / inClass.reduce(0) { $0 + $1.proxy })
            }
        }
        let corpora = corpusNames.joined(separator: ", ")
        for script in Set(occurrences.keys).union(titlesByScript.keys).sorted() {
            let characters = occurrences[script] ?? []
            let titles = titlesByScript[script] ?? []
            let applied = factors[script] != nil
            let inTable = characters.isEmpty ? 0 : Double(characters.filter { $0.table != nil }.count) / Double(characters.count)
            let families = Dictionary(grouping: characters.filter { $0.characterClass == 0 }, by: \.family)
            let proxy = families.max { ($0.value.count, $1.key) < ($1.value.count, $0.key) }?.key ?? ""
            let complete = titles.filter { title in title.characters.allSatisfy { $0.table != nil } }
                .filter { $0.characters.reduce(0) { $0 + $1.table! } > 0 }
            let ratios = complete.map { t in t.characters.reduce(0) { $0 + $1.proxy } / t.characters.reduce(0) { $0 + $1.table! } }
            let median = ratios.isEmpty ? nil : quantile(ratios, 0.5)
            var p95: Double? = nil
            if applied {
                let errors = complete.map { t -> Double in
                    let corrected = t.characters.reduce(0.0) { sum, c in
                        sum + c.proxy * ((factors[c.script]?[c.characterClass] ?? nil) ?? 1)
                    }
                    return abs(corrected / t.characters.reduce(0) { $0 + $1.table! } - 1)
                }
                p95 = errors.isEmpty ? nil : quantile(errors, 0.95)
            } else if let median {
                p95 = quantile(ratios.map { abs($0 / median - 1) }, 0.95)
            }
            let shaped = Self.shapedScripts.contains(script)
            let kerning: Double? = shaped ? nil : quantile(titles.compactMap { t -> Double? in
                let alone = t.characters.reduce(0) { $0 + $1.proxy }
                return alone > 0 ? abs(t.shaped / alone - 1) : nil
            }, 0.95)
            let change = quantile(titles.compactMap { $0.text19 > 0 ? abs($0.display20 / $0.text19 - 1) : nil }, 0.5)
            var text: Double? = nil
            if let p95, let median, complete.count >= Self.minimumTitles {
                text = (applied ? p95 : abs(median - 1) + p95) + (kerning ?? 0)
            }
            let letterAdvances = characters.filter { $0.characterClass == 0 }.map(\.proxy)
            let fullWidth = Self.fullWidthScripts.contains(script) && !letterAdvances.isEmpty
                && letterAdvances.allSatisfy { abs($0 - 1) < 1e-9 }
            if fullWidth { text = 0.01 }
            let name = Self.names[script] ?? script
            let scriptFactors = factors[script]
            result.append(ScriptCalibration(
                script: script, name: name, proxy: proxy, applied: applied,
                correction: scriptFactors.map { ScriptCalibration.Classes(letters: $0[0], digits: $0[1], punctuation: $0[2], space: $0[3]) },
                tableCovers: applied ? ranges((tableScripts[script] ?? []) + commonInSFPro(tableScripts)) : [],
                uncertainty: ScriptCalibration.Uncertainty(text: round4(text ?? -1), display: round4((text ?? -1) + (change ?? 0))),
                measured: ScriptCalibration.Measured(
                    titles: titles.count, characters: characters.count, inTable: round4(inTable),
                    medianRatio: median.map(round4), p95Error: p95.map(round4), kerning: kerning.map(round4),
                    displayChange: change.map(round4)),
                sources: sources(script: script, applied: applied, shaped: shaped, measurable: text != nil, fullWidth: fullWidth,
                                 letters: letterAdvances.count,
                                 titles: titles.count, corpora: corpora, proxy: proxy)))
        }
        // Scripts the table cannot speak for (or on too few titles) take the largest error measured
        // for a script of their kind, simple or shaped, on at least ten titles.
        func largest(shaped: Bool) -> Double {
            result.filter { $0.uncertainty.text >= 0 && $0.measured.titles >= 10 && Self.shapedScripts.contains($0.script) == shaped }
                .map(\.uncertainty.text).max() ?? 0.1
        }
        return result.map { calibration in
            var calibration = calibration
            if calibration.uncertainty.text < 0 {
                let text = largest(shaped: Self.shapedScripts.contains(calibration.script))
                let change = calibration.measured.displayChange ?? 0
                calibration.uncertainty = ScriptCalibration.Uncertainty(text: text, display: round4(text + change))
            }
            return calibration
        }
    }

    func sources(script: String, applied: Bool, shaped: Bool, measurable: Bool, fullWidth: Bool, letters: Int,
                 titles: Int, corpora: String, proxy: String) -> [String: String] {
        let measuredOn = "Measured by calibrate-proxies on \(titles) titles and subtitles of the \(Self.names[script] ?? script) "
            + "script in the corpora \(corpora), laid out with \(proxy) (uncorrected) against \(tableSource)."
        var sources = ["measured": measuredOn]
        if applied {
            sources["correction"] = "Per class, the table's widths over \(proxy)'s for the same characters alone, summed over "
                + "every occurrence the table has (at least \(Self.minimumPerClass) per class). Applied: the table is "
                + "SF Pro Text for this script (its SOURCE.md); only characters in tableCovers are corrected."
            sources["uncertainty"] = "text: the 95th percentile over titles of |corrected width / table width - 1|, plus "
                + "the 95th percentile of \(proxy)'s kerning and shaping (|shaped / characters alone - 1|), since the table "
                + "has no kerning. display: text plus the median change of the proxy from its Text to its Display design "
                + "(19 to 20 pt): the table is Text only, so the error at Display sizes is bounded by that change."
        } else if fullWidth {
            sources["uncertainty"] = "Measured: every one of the \(letters) letters of the corpora is one em in \(proxy). "
                + "I: Apple's CJK fonts set ideographs and kana one em wide too (CJK type design; UIKit applies no "
                + "proportional widths by default); 1% is allowed for punctuation and spacing."
        } else if measurable {
            sources["uncertainty"] = "Not corrected: the table is whatever font Apple's cascade chose on that Mac for this "
                + "script, not a known system font\(shaped ? ", and its lone letters are not joined or combined as in text" : ""). "
                + "text: |median ratio - 1| plus the 95th percentile of the titles' spread around it"
                + (shaped ? " (base letters only, marks left out of both)" : ", plus the proxy's kerning and shaping")
                + ". display: text plus the proxy's median change from 19 to 20 pt."
        } else {
            sources["uncertainty"] = "I: the table has too few titles of this script whose every character it has "
                + "(fewer than \(Self.minimumTitles)), so its own error is not known; the largest error measured on at least "
                + "ten titles for a \(shaped ? "shaped" : "simple") script stands in."
        }
        return sources
    }

    /// The table's Common and Inherited characters in the blocks SF Pro itself draws (Latin,
    /// Greek, Cyrillic and their marks, general punctuation, currency, letterlike symbols):
    /// elsewhere a browser's cascade may have drawn them in another font.
    func commonInSFPro(_ byScript: [String: [Unicode.Scalar]]) -> [Unicode.Scalar] {
        let blocks: [ClosedRange<UInt32>] = [0x0000...0x058F, 0x1E00...0x1FFF, 0x2000...0x206F, 0x20A0...0x20CF,
                                             0x2100...0x214F]
        return ((byScript["Zyyy"] ?? []) + (byScript["Zinh"] ?? [])).filter { s in blocks.contains { $0.contains(s.value) } }
    }

    func round4(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

    /// The value below which `q` of the sorted values lie (nearest rank); nil for none.
    func quantile(_ values: [Double], _ q: Double) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, max(0, Int((q * Double(sorted.count)).rounded(.up)) - 1))]
    }

    /// Code points as ranges of consecutive ones: `0041-005A`.
    func ranges(_ scalars: [Unicode.Scalar]) -> [String] {
        let values = Set(scalars.map(\.value)).sorted()
        var result: [String] = []
        var start: UInt32? = nil, last: UInt32 = 0
        func close() {
            guard let start else { return }
            result.append(String(format: "%04X-%04X", start, last))
        }
        for value in values {
            if let _ = start, value == last + 1 { last = value; continue }
            close()
            start = value
            last = value
        }
        close()
        return result
    }
}
