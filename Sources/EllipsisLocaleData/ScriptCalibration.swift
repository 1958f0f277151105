import EllipsisCore
import Foundation

/// How far a proxy font's widths are from Apple's for one script, measured by
/// `calibrate-proxies` against a published table of Apple's system font widths
/// (Locales/calibration/<Script>.json; Locales/README.md says how). The engine
/// multiplies the proxy's advances by `correction` where the table is trusted for the
/// script and has the character, and every verdict carries `uncertainty`.
public struct ScriptCalibration: Hashable, Codable, Sendable {
    /// ISO 15924 code, equal to the file name: `Latn`, `Hebr`.
    public var script: String
    /// English name, for reports ("the proxies' error for Hebrew").
    public var name: String
    /// The proxy family measured (what the engine sets the script in on Linux).
    public var proxy: String
    /// Whether the table is trusted for this script, so that `correction` is applied.
    public var applied: Bool
    /// Factor per character class applied to the proxy's advances (Apple's width over the proxy's).
    public var correction: Classes?
    /// Code point ranges (`0041-005A`) the table has for this script's text: only these are corrected.
    public var tableCovers: [String]
    /// Relative error left in a width, as a fraction of it, at SF Pro's Text and Display sizes.
    public var uncertainty: Uncertainty
    /// What the measurement saw, for people reading the file.
    public var measured: Measured
    /// Fact name (`correction`, `uncertainty`, `measured`) to where it comes from.
    public var sources: [String: String]

    public struct Classes: Hashable, Codable, Sendable {
        public var letters: Double?
        public var digits: Double?
        public var punctuation: Double?
        public var space: Double?

        public init(letters: Double? = nil, digits: Double? = nil, punctuation: Double? = nil, space: Double? = nil) {
            self.letters = letters
            self.digits = digits
            self.punctuation = punctuation
            self.space = space
        }

        public var all: [(name: String, value: Double?)] {
            [("letters", letters), ("digits", digits), ("punctuation", punctuation), ("space", space)]
        }
    }

    public struct Uncertainty: Hashable, Codable, Sendable {
        /// Below 20 pt (SF Pro Text), where the table was measured.
        public var text: Double
        /// From 20 pt (SF Pro Display), which the table does not cover.
        public var display: Double

        public init(text: Double, display: Double) {
            self.text = text
            self.display = display
        }
    }

    public struct Measured: Hashable, Codable, Sendable {
        /// Corpus titles of the script that were measured.
        public var titles: Int
        /// Their characters, and the share of them the table has.
        public var characters: Int
        public var inTable: Double
        /// The median, over titles, of the proxy's width (characters alone) over the table's.
        public var medianRatio: Double?
        /// The 95th percentile of |corrected / table - 1| over titles.
        public var p95Error: Double?
        /// The 95th percentile of |shaped / characters alone - 1|: the proxy's kerning and shaping.
        public var kerning: Double?
        /// The median of |Display design / Text design - 1| of the proxy over the same titles.
        public var displayChange: Double?

        public init(titles: Int, characters: Int, inTable: Double, medianRatio: Double? = nil, p95Error: Double? = nil,
                    kerning: Double? = nil, displayChange: Double? = nil) {
            self.titles = titles
            self.characters = characters
            self.inTable = inTable
            self.medianRatio = medianRatio
            self.p95Error = p95Error
            self.kerning = kerning
            self.displayChange = displayChange
        }
    }

    public init(script: String, name: String, proxy: String, applied: Bool, correction: Classes?, tableCovers: [String],
                uncertainty: Uncertainty, measured: Measured, sources: [String: String]) {
        self.script = script
        self.name = name
        self.proxy = proxy
        self.applied = applied
        self.correction = correction
        self.tableCovers = tableCovers
        self.uncertainty = uncertainty
        self.measured = measured
        self.sources = sources
    }

    /// `tableCovers` as closed ranges of code points (nil entries are invalid, see validation).
    public var coveredRanges: [ClosedRange<UInt32>] { tableCovers.compactMap(ScriptCalibration.range) }

    static func range(_ text: String) -> ClosedRange<UInt32>? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ (4...6).contains($0.count) }),
              let low = UInt32(parts[0], radix: 16), let high = UInt32(parts.last!, radix: 16),
              low <= high, high <= 0x10FFFF else { return nil }
        return low...high
    }

    /// Where calibration files live, relative to a Locales folder.
    public static let folder = "calibration"

    static let knownKeys: [String: Set<String>] = [
        "": ["script", "name", "proxy", "applied", "correction", "tableCovers", "uncertainty", "measured", "sources"],
        "correction": ["letters", "digits", "punctuation", "space"],
        "uncertainty": ["text", "display"],
        "measured": ["titles", "characters", "inTable", "medianRatio", "p95Error", "kerning", "displayChange"],
    ]

    /// Reads one calibration file strictly, then checks its values; every problem is an
    /// InputError at its file, line and column.
    public static func decode(_ bytes: Data, file: String, script expected: String) throws(InputError) -> ScriptCalibration {
        let value = try LocaleDataDecoding.decodeStrictly(ScriptCalibration.self, from: bytes, file: file,
                                                          knownKeys: knownKeys)
        if let problem = value.problems(expectedScript: expected).first {
            let position = LocaleDataDecoding.position(of: problem.path, entry: problem.entry, in: bytes)
            throw InputError(problem.message, file: file, line: position.line, column: position.column)
        }
        return value
    }

    /// A problem and the key path (and list entry) where it is.
    public struct Problem: Hashable, Sendable {
        public var path: [String]
        public var entry: String?
        public var message: String
    }

    public func problems(expectedScript: String) -> [Problem] {
        var problems: [Problem] = []
        func problem(_ path: [String], _ message: String, entry: String? = nil) {
            problems.append(Problem(path: path, entry: entry, message: message))
        }
        let isCode = script.count == 4 && script.first!.isUppercase && script.dropFirst().allSatisfy(\.isLowercase)
            && script.allSatisfy(\.isASCII)
        if !isCode { problem(["script"], "script '\(script)' is not an ISO 15924 code such as Latn") }
        if script != expectedScript { problem(["script"], "script '\(script)' does not match the file name '\(expectedScript)'") }
        if name.isEmpty { problem(["name"], "name is empty") }
        if proxy.isEmpty { problem(["proxy"], "proxy is empty") }
        if applied && correction == nil { problem(["applied"], "an applied calibration needs a correction") }
        for (name, value) in correction?.all ?? [] {
            guard let value else { continue }
            if !(value.isFinite && value >= 0.5 && value <= 2) {
                problem(["correction", name], "correction.\(name) \(value) is not a factor between 0.5 and 2")
            }
        }
        var previous: UInt32? = nil
        for text in tableCovers {
            guard let range = ScriptCalibration.range(text) else {
                problem(["tableCovers"], "'\(text)' is not a code point range such as 0041-005A", entry: text)
                continue
            }
            if let previous, range.lowerBound <= previous {
                problem(["tableCovers"], "'\(text)' overlaps or comes before the range before it", entry: text)
            }
            previous = range.upperBound
        }
        for (key, value) in [("text", uncertainty.text), ("display", uncertainty.display)] {
            if !(value.isFinite && value >= 0 && value < 1) {
                problem(["uncertainty", key], "uncertainty.\(key) \(value) is not a fraction between 0 and 1")
            }
        }
        if measured.titles < 0 || measured.characters < 0 { problem(["measured"], "measured counts cannot be negative") }
        if !(measured.inTable >= 0 && measured.inTable <= 1) {
            problem(["measured", "inTable"], "measured.inTable \(measured.inTable) is not a share between 0 and 1")
        }
        for fact in ["uncertainty", "measured"] + (correction == nil ? [] : ["correction"]) where sources[fact]?.isEmpty ?? true {
            problem(["sources"], "sources.\(fact) is missing: say where the figure comes from")
        }
        return problems
    }
}
