import EllipsisCore
import EllipsisFormats
import EllipsisLayout
import EllipsisLocaleData
import EllipsisText
import Foundation

/// Measures the proxy fonts against the published table of Apple's system font widths
/// (single characters at 12 px, SF Pro Text for Latin, Greek and Cyrillic) on the titles
/// of real apps, and derives per-script figures: a correction per character class where
/// the table is trusted, the error left everywhere. Everything is derived from the table
/// and the corpora given; nothing of the table is written but these figures.
struct ProxyMeasurement {
    /// Character to advance in em (the table's 12 px widths / 12).
    var table: [Unicode.Scalar: Double]
    /// Where the table comes from, for the files' sources (its SOURCE.md's repository and commit).
    var tableSource: String
    /// (locale, text) of every title and subtitle shown in the corpora, deduplicated.
    var titles: [(locale: String, text: String)]
    var corpusNames: [String]
    /// The engine without corrections: the proxies' own widths.
    var engine: LayoutEngine

    /// Scripts whose table entries are SF Pro Text (SOURCE.md): only these are corrected.
    static let trustedScripts: Set<String> = ["Latn", "Grek", "Cyrl"]
    /// Scripts whose letters join or carry vowel marks: the table's lone characters are
    /// not what a title's text looks like, so their figures come from base letters alone
    /// and no kerning term is added.
    static let shapedScripts: Set<String> = ["Arab", "Syrc", "Thaa", "Nkoo", "Deva", "Beng", "Guru", "Gujr", "Orya",
                                             "Taml", "Telu", "Knda", "Mlym", "Sinh", "Thai", "Laoo", "Khmr", "Mymr",
                                             "Tibt"]
    static let names: [String: String] = [
        "Latn": "Latin", "Grek": "Greek", "Cyrl": "Cyrillic", "Hebr": "Hebrew", "Arab": "Arabic", "Deva": "Devanagari",
        "Thai": "Thai", "Hani": "Han", "Hira": "Hiragana", "Kana": "Katakana", "Hang": "Hangul", "Beng": "Bengali",
        "Taml": "Tamil", "Telu": "Telugu", "Knda": "Kannada", "Mlym": "Malayalam", "Gujr": "Gujarati",
        "Guru": "Gurmukhi", "Orya": "Oriya", "Sinh": "Sinhala", "Khmr": "Khmer", "Laoo": "Lao", "Mymr": "Myanmar",
        "Geor": "Georgian", "Armn": "Armenian", "Ethi": "Ethiopic", "Tibt": "Tibetan", "Thaa": "Thaana",
        "Nkoo": "NKo", "Syrc": "Syriac", "Cher": "Cherokee", "Tfng": "Tifinagh", "Olck": "Ol Chiki",
        "Mtei": "Meetei Mayek", "Bopo": "Bopomofo", "Cans": "Canadian Aboriginal",
    ]
    static let classNames = ["letters", "digits", "punctuation", "space"]

    /// One character of a title as measured: its script (the title's for Common ones), class,
    /// the proxy's advance alone in em, the table's (nil when the table lacks it).
    struct Character {
        var script: String
        var characterClass: Int
        var proxy: Double
        var table: Double?
        var family: String
    }

    struct Title {
        var script: String
        var characters: [Character]
        /// Shaped widths in em: at 12 pt (kerning and all), and in the designs for 19 and 20 pt.
        var shaped: Double
        var text19: Double
        var display20: Double
    }

    /// Reads the table (a JSON object of one character to its width at 12 px).
    static func readTable(_ path: String) throws -> [Unicode.Scalar: Double] {
        guard let data = FileManager.default.contents(atPath: path) else { throw InputError("cannot read the table", file: path) }
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw InputError("the table is not a JSON object of characters to widths", file: path)
        }
        var table: [Unicode.Scalar: Double] = [:]
        for (key, value) in object {
            guard key.unicodeScalars.count == 1, let scalar = key.unicodeScalars.first,
                  let width = (value as? NSNumber)?.doubleValue else { continue }
            table[scalar] = width / 12
        }
        return table
    }

    /// The repository and commit a SOURCE.md beside the table names.
    static func describeSource(of tablePath: String) -> String {
        let folder = (tablePath as NSString).deletingLastPathComponent
        let source = (try? String(contentsOfFile: (folder as NSString).appendingPathComponent("SOURCE.md"), encoding: .utf8)) ?? ""
        func field(_ name: String) -> String? {
            source.split(separator: "\n").first { $0.contains("**\(name):**") }.map {
                $0.components(separatedBy: "**\(name):**").last!.trimmingCharacters(in: .whitespaces)
                    .replacingOccurrences(of: "`", with: "")
            }
        }
        let repository = field("Repository") ?? "an unnamed repository"
        let commit = field("Commit").map { String($0.prefix(40)) } ?? "an unknown commit"
        return "Apple's system font widths of single characters at 12 px as a Mac browser drew them (\(repository), commit \(commit))"
    }

    /// Every title and subtitle a corpus shows, per locale, as its projects read.
    static func readTitles(corpora: [String]) throws -> [(locale: String, text: String)] {
        var seen: Set<String> = []
        var result: [(String, String)] = []
        for corpus in corpora {
            for project in try ProjectLoader.load(paths: [corpus]) {
                for action in project.actions {
                    for field in [action.title, action.subtitle, action.longTitle].compactMap({ $0 }) {
                        for (locale, text) in field.texts where text.resolution == .translated || text.resolution == .source {
                            let value = text.text.trimmingCharacters(in: .whitespacesAndNewlines)
                            guard !value.isEmpty, !value.contains("%"), seen.insert("\(locale.identifier)\t\(value)").inserted
                            else { continue }
                            result.append((locale.identifier, value))
                        }
                    }
                }
            }
        }
        return result.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    }

    /// Lays each title out with the uncorrected proxies and pairs its characters with the table.
    func measureTitles() -> [Title] {
        titles.compactMap { locale, text in
            guard let chain = try? engine.chain(locale: locale) else { return nil }
            let shaped = engine.shape(text, locale: locale, chain: chain)
            // A title with characters no proxy has says nothing about the proxies' widths.
            guard shaped.missingGraphemes.isEmpty else { return nil }
            let unicode = UnicodeText(text)
            let scripts = ScriptAnalysis.graphemeScripts(of: unicode)
            var letterScripts: [String: Int] = [:]
            for script in scripts where !["Zyyy", "Zinh", "Zzzz"].contains(script) { letterScripts[script, default: 0] += 1 }
            guard let dominant = letterScripts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key else { return nil }
            var characters: [Character] = []
            for g in 0..<shaped.graphemeCount {
                let cluster = shaped.grapheme(g)
                guard let first = cluster.unicodeScalars.first, !FontFaceInfo.isInvisible(first) else { continue }
                let face = shaped.face(ofGrapheme: g)
                let script = g < scripts.count && !["Zyyy", "Zinh", "Zzzz"].contains(scripts[g]) ? scripts[g] : dominant
                var proxy = 0.0, table: Double? = 0
                for scalar in cluster.unicodeScalars {
                    // Marks sit on their base: they add nothing to its width in either font.
                    if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark {
                        continue
                    }
                    proxy += face.nominalAdvance(of: scalar) ?? 0
                    if let known = self.table[scalar], let sum = table { table = sum + known } else { table = nil }
                }
                characters.append(Character(script: script, characterClass: ProxyCalibration.characterClass(first), proxy: proxy,
                                            table: table, family: face.familyName))
            }
            func em(_ size: Double) -> Double {
                ((try? engine.measure(text, locale: locale, parameters: FitParameters(size: size)))?.fit.naturalWidth ?? 0) / size
            }
            return Title(script: dominant, characters: characters, shaped: em(12), text19: em(19), display20: em(20))
        }
    }
}

/// Small facts about characters the measurement needs, as the engine sees them.
enum FontFaceInfo {
    /// Controls and format characters (joiners, marks of direction): no width of their own.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format: return true
        default: return false
        }
    }
}
