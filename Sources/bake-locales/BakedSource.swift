import EllipsisLocaleData

/// The Swift source of EllipsisBakedLocales' table: one value per locale,
/// written as initialisers with every type spelt out, so that the compiler
/// checks them quickly and nothing is decoded at run time.
enum BakedSource {
    static func render(_ locales: [LocaleData], schema: LexiconSchema, calibrations: [ScriptCalibration] = []) -> String {
        let sorted = locales.sorted { $0.locale < $1.locale }
        var out = """
            // Generated at build time by bake-locales (the BakeLocales plugin) from Locales/*.json.
            // Not checked in: edit the JSON files, and the next build writes this again.
            import EllipsisLocaleData

            enum BakedLocaleTable {
                /// Every baked locale, sorted.
                static let identifiers: [String] = \(list(sorted.map(\.locale), indent: 4))

                /// The locale's value, made on first use; nil for an identifier that is not baked.
                static func data(for identifier: String) -> LocaleData? {
                    switch identifier {

            """
        for data in sorted {
            out += "        case \(literal(data.locale)): return \(typeName(data.locale)).data\n"
        }
        out += """
                    default: return nil
                    }
                }

                /// Locales/schema/lexicon-lists.json: the lists a lexicon may hold.
                static let lexiconSchema: LexiconSchema = LexiconSchema(
                    about: \(optional(schema.about)),
                    lists: [

            """
        for declared in schema.lists {
            out += """
                            LexiconSchema.List(
                                name: \(literal(declared.name)), kind: .\(declared.kind.rawValue), required: \(declared.required),
                                disjointFrom: \(declared.disjointFrom.map { list($0, indent: 16) } ?? "nil"),
                                meaning: \(literal(declared.meaning))),

                """
        }
        out += "        ])\n"
        out += calibrationTable(calibrations)
        out += "}\n"
        for data in sorted { out += "\n" + value(data) }
        return out
    }

    /// `zh-Hant` -> `BakedLocale_zh_Hant`: canonical tags are letters, digits and hyphens.
    static func typeName(_ identifier: String) -> String {
        "BakedLocale_" + String(identifier.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// One locale as a type holding its value. The value is built by a
    /// function the optimizer leaves alone: optimizing a few thousand string
    /// literals took some 30 s of a release build (2 s without), and each
    /// runs once.
    static func value(_ data: LocaleData) -> String {
        var out = """
            private enum \(typeName(data.locale)) {
                static let data: LocaleData = make()

                @_optimize(none)
                private static func make() -> LocaleData {
                    LocaleData(
                        locale: \(literal(data.locale)), name: \(literal(data.name)), direction: \(literal(data.direction)),
                        numberingSystem: \(optional(data.numberingSystem)),
                        fonts: LocaleData.Fonts(
                            apple: \(list(data.fonts.apple, indent: 16)),
                            proxy: \(list(data.fonts.proxy, indent: 16)),
                            android: \(data.fonts.android.map { list($0, indent: 16) } ?? "nil")),
                        lineBreak: LocaleData.LineBreak(
                            icuLocale: \(literal(data.lineBreak.icuLocale)), wordBreak: \(literal(data.lineBreak.wordBreak)),
                            strictness: \(literal(data.lineBreak.strictness))),

            """
        if let lexicon = data.lexicon {
            out += "            lexicon: LocaleData.Lexicon(lists: [\n"
            for name in lexicon.lists.keys.sorted() {
                out += "                \(literal(name)): \(list(lexicon[name], indent: 16)) as [String],\n"
            }
            out += "            ] as [String: [String]]),\n"
        } else {
            out += "            lexicon: nil,\n"
        }
        if let morphology = data.morphology {
            out += "            morphology: LocaleData.Morphology(snowball: \(optional(morphology.snowball)), "
                + "hunspell: \(optional(morphology.hunspell)), invariable: \(morphology.invariable.map { "\($0)" } ?? "nil"), "
                + "exactLists: \(morphology.exactLists.map { list($0, indent: 16) } ?? "nil")),\n"
        }
        if let expansion = data.expansion {
            let buckets = expansion.buckets.map {
                "LocaleExpansion.Bucket(minLength: \($0.minLength), maxLength: \($0.maxLength.map { "\($0)" } ?? "nil"), "
                    + "titles: \($0.titles), median: \($0.median), p90: \($0.p90))"
            }
            out += "            expansion: LocaleExpansion(titles: \(expansion.titles), median: \(expansion.median), "
                + "p90: \(expansion.p90), buckets: [\(buckets.joined(separator: ", "))]),\n"
        }
        out += "            sources: [\n"
        for key in data.sources.keys.sorted() {
            out += "                \(literal(key)): \(literal(data.sources[key] ?? "")),\n"
        }
        out += "            ] as [String: String])\n    }\n}\n"
        return out
    }

    /// Locales/calibration/*.json, sorted by script.
    static func calibrationTable(_ calibrations: [ScriptCalibration]) -> String {
        func number(_ value: Double?) -> String { value.map { "\($0)" } ?? "nil" }
        var out = "\n    /// Locales/calibration/*.json: the proxies' widths against Apple's, per script.\n"
        out += "    static let calibrations: [ScriptCalibration] = [\n"
        for c in calibrations.sorted(by: { $0.script < $1.script }) {
            let correction = c.correction.map {
                "ScriptCalibration.Classes(letters: \(number($0.letters)), digits: \(number($0.digits)), "
                    + "punctuation: \(number($0.punctuation)), space: \(number($0.space)))"
            } ?? "nil"
            let m = c.measured
            out += """
                        ScriptCalibration(
                            script: \(literal(c.script)), name: \(literal(c.name)), proxy: \(literal(c.proxy)), applied: \(c.applied),
                            correction: \(correction),
                            tableCovers: \(list(c.tableCovers, indent: 12)),
                            uncertainty: ScriptCalibration.Uncertainty(text: \(c.uncertainty.text), display: \(c.uncertainty.display)),
                            measured: ScriptCalibration.Measured(
                                titles: \(m.titles), characters: \(m.characters), inTable: \(m.inTable),
                                medianRatio: \(number(m.medianRatio)), p95Error: \(number(m.p95Error)),
                                kerning: \(number(m.kerning)), displayChange: \(number(m.displayChange))),
                            sources: \(c.sources.isEmpty ? "[:]" : "[" + c.sources.keys.sorted().map { "\(literal($0)): \(literal(c.sources[$0]!))" }.joined(separator: ", ") + "]")),

                """
        }
        return out + "    ]\n"
    }

    static func optional(_ text: String?) -> String { text.map(literal) ?? "nil" }

    /// An array literal wrapped to lines of about 110 columns at `indent`.
    static func list(_ items: [String], indent: Int) -> String {
        guard !items.isEmpty else { return "[]" }
        let pad = String(repeating: " ", count: indent + 4)
        var lines: [String] = []
        var line = ""
        for item in items.map(literal) {
            if !line.isEmpty && pad.count + line.count + item.count + 2 > 110 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + item + ","
        }
        lines.append(line)
        if lines.count == 1 { return "[" + String(lines[0].dropLast()) + "]" }
        return "[\n" + lines.map { pad + $0 }.joined(separator: "\n") + "\n" + String(repeating: " ", count: indent) + "]"
    }

    /// A Swift string literal holding exactly the text's scalars: quotes and
    /// backslashes escaped, and whatever a reader could not see (controls,
    /// format characters such as U+200D, spaces other than U+0020, a mark
    /// with nothing before it to sit on) as `\u{…}`.
    static func literal(_ text: String) -> String {
        var out = "\""
        var afterVisible = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            default:
                if isShownAsIs(scalar, afterVisible: afterVisible) {
                    out.unicodeScalars.append(scalar)
                    afterVisible = true
                    continue
                }
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
            afterVisible = false
        }
        return out + "\""
    }

    static func isShownAsIs(_ scalar: Unicode.Scalar, afterVisible: Bool) -> Bool {
        if scalar.isASCII { return (0x20...0x7E).contains(scalar.value) }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .surrogate, .privateUse,
             .unassigned:
            return false
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return afterVisible
        default:
            return true
        }
    }
}
