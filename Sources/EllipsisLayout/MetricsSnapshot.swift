import EllipsisCore
import Foundation

/// The numbers a catalog's simple-script text needs from a set of fonts, without the
/// fonts: per face, the advance of each character the texts use, the kerning of each
/// pair of characters they put side by side, and the tracking per size. Made once where
/// the fonts are (`ellipsis metrics snapshot`, on a Mac with Apple's fonts); a run
/// elsewhere (`--metrics FILE`) lays simple-script text out in fonts made from these
/// numbers (SyntheticFont), ahead of the proxies, and shapes everything else as before.
///
/// The file is text, one fact a line:
///
///     ellipsis-metrics 1
///     face 0 1000 SF Pro Text             face INDEX UNITS-PER-EM FAMILY
///     opsz 0 28                           opsz FACE SIZE (a variable face's design at that size)
///     advance 0 0041 1234                 advance FACE CODEPOINT UNITS
///     kern 0 0041 0056 -30                kern FACE FIRST SECOND UNITS [UNITS-OF-SECOND]
///     tracking 17 -0.43                   tracking SIZE POINTS (the fonts' own: `trak`)
///
/// Lines starting with `#` are comments. Code points are hexadecimal. A pair is in reading
/// order (right-to-left ones too); its units change the first character's advance, and the
/// optional second number the second's, as the font's own pair adjustment does: a line cut
/// between the two keeps what each has.
public struct MetricsSnapshot: Hashable, Sendable {
    public struct Face: Hashable, Sendable {
        public var family: String
        public var unitsPerEm: Int
        public var advances: [UInt32: Int]
        public var kerning: [Pair: Adjustment]
        /// For a variable face, the optical size (`opsz`) these numbers were taken at: a run
        /// uses each of a family's designs from its size on. Nil for a static face.
        public var opticalSize: Double? = nil
    }
    /// What a pair changes, in font units: the first character's advance and the second's.
    public struct Adjustment: Hashable, Sendable {
        public var first: Int
        public var second: Int
        public init(first: Int, second: Int = 0) {
            self.first = first
            self.second = second
        }
        public var isZero: Bool { first == 0 && second == 0 }
    }
    public struct Pair: Hashable, Sendable {
        public var left: UInt32
        public var right: UInt32
    }
    public var faces: [Face]
    /// Tracking in points by size, as the fonts apply it: measured with in place of Apple's
    /// published table by every face of a family that takes tracking (SF Pro's role).
    public var tracking: [Double: Double]
    /// Where `make` took the tracking from (the fonts' `trak` tables, or the published table),
    /// for the file's comment; not part of the file's numbers.
    public var trackingSource = ""

    public init(faces: [Face], tracking: [Double: Double] = [:]) {
        self.faces = faces
        self.tracking = tracking
    }

    static let header = "ellipsis-metrics 1"
    /// Bounds on what a file may ask for, so that a hostile one cannot exhaust memory.
    static let maximumFaces = 256
    static let maximumUnitsPerEm = 16_384

    /// The file's text, faces and lines sorted so that the same numbers give the same file.
    public func text(comment: [String] = []) -> String {
        var lines = [MetricsSnapshot.header] + comment.map { "# " + $0 }
        for (index, face) in faces.enumerated() {
            lines.append("face \(index) \(face.unitsPerEm) \(face.family)")
            if let size = face.opticalSize { lines.append("opsz \(index) \(number(size))") }
            for scalar in face.advances.keys.sorted() {
                lines.append("advance \(index) \(hex(scalar)) \(face.advances[scalar]!)")
            }
            for pair in face.kerning.keys.sorted(by: { ($0.left, $0.right) < ($1.left, $1.right) }) {
                guard let adjustment = face.kerning[pair], !adjustment.isZero else { continue }
                let second = adjustment.second == 0 ? "" : " \(adjustment.second)"
                lines.append("kern \(index) \(hex(pair.left)) \(hex(pair.right)) \(adjustment.first)\(second)")
            }
        }
        for size in tracking.keys.sorted() { lines.append("tracking \(number(size)) \(number(tracking[size]!))") }
        return lines.joined(separator: "\n") + "\n"
    }

    private func hex(_ value: UInt32) -> String { String(format: "%04X", value) }
    private func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }

    /// Reads a snapshot; anything malformed is an InputError at its line and column.
    public static func parse(_ data: Data, file: String) throws -> MetricsSnapshot {
        guard data.count <= 64 << 20 else { throw InputError("the metrics file is larger than 64 MB", file: file) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputError("the metrics file is not UTF-8 text", file: file, line: 1, column: 1)
        }
        var faces: [Face] = []
        var tracking: [Double: Double] = [:]
        var sawHeader = false
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let lineNumber = number + 1
            if line.isEmpty || line.hasPrefix("#") { continue }
            // Fields and the column (in characters) each starts at.
            var fields: [(text: Substring, column: Int)] = []
            var column = 1, start: Substring.Index? = nil, startColumn = 1
            for index in line.indices {
                if line[index] == " " {
                    if let s = start { fields.append((line[s..<index], startColumn)); start = nil }
                } else if start == nil {
                    start = index
                    startColumn = column
                }
                column += 1
            }
            if let s = start { fields.append((line[s...], startColumn)) }
            func fail(_ message: String, field: Int = 0) -> InputError {
                InputError(message, file: file, line: lineNumber, column: field < fields.count ? fields[field].column : column)
            }
            guard sawHeader else {
                guard line == header else { throw fail("expected '\(header)' on the first line") }
                sawHeader = true
                continue
            }
            func integer(_ field: Int, _ range: ClosedRange<Int>, _ what: String) throws -> Int {
                guard field < fields.count else { throw fail("missing \(what)") }
                guard let value = Int(fields[field].text), range.contains(value) else {
                    throw fail("\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound), got '\(fields[field].text)'", field: field)
                }
                return value
            }
            func codePoint(_ field: Int) throws -> UInt32 {
                guard field < fields.count else { throw fail("missing code point") }
                guard fields[field].text.count <= 6, let value = UInt32(fields[field].text, radix: 16),
                      Unicode.Scalar(value) != nil else {
                    throw fail("'\(fields[field].text)' is not a code point in hexadecimal", field: field)
                }
                return value
            }
            func decimal(_ field: Int, _ what: String) throws -> Double {
                guard field < fields.count else { throw fail("missing \(what)") }
                guard let value = Double(fields[field].text), value.isFinite, abs(value) < 1000 else {
                    throw fail("\(what) must be a number, got '\(fields[field].text)'", field: field)
                }
                return value
            }
            func face(_ field: Int) throws -> Int {
                let index = try integer(field, 0...maximumFaces, "face index")
                guard index < faces.count else { throw fail("face \(index) is used before it is declared", field: field) }
                return index
            }
            func end(_ count: Int) throws {
                if fields.count > count { throw fail("unexpected '\(fields[count].text)' at the end of the line", field: count) }
            }
            switch fields[0].text {
            case "face":
                let index = try integer(1, 0...maximumFaces, "face index")
                guard index == faces.count else { throw fail("faces are numbered in order: expected \(faces.count)", field: 1) }
                let units = try integer(2, 16...maximumUnitsPerEm, "units per em")
                guard fields.count > 3 else { throw fail("missing family name") }
                let family = String(line[line.index(line.startIndex, offsetBy: fields[3].column - 1)...])
                faces.append(Face(family: family, unitsPerEm: units, advances: [:], kerning: [:]))
            case "advance":
                let index = try face(1)
                let scalar = try codePoint(2)
                let units = try integer(3, 0...65_535, "advance")
                try end(4)
                guard faces[index].advances.updateValue(units, forKey: scalar) == nil else {
                    throw fail("a second advance for \(fields[2].text) in face \(index)", field: 2)
                }
            case "kern":
                let index = try face(1)
                let pair = Pair(left: try codePoint(2), right: try codePoint(3))
                let units = try integer(4, -32_768...32_767, "kerning")
                let second = fields.count > 5 ? try integer(5, -32_768...32_767, "kerning of the second character") : 0
                try end(6)
                guard faces[index].advances[pair.left] != nil, faces[index].advances[pair.right] != nil else {
                    throw fail("kerning between characters face \(index) has no advance for", field: 2)
                }
                faces[index].kerning[pair] = Adjustment(first: units, second: second)
            case "opsz":
                let index = try face(1)
                let opsz = try decimal(2, "optical size")
                guard opsz > 0 else { throw fail("optical size must be positive", field: 2) }
                guard faces[index].opticalSize == nil else { throw fail("a second optical size for face \(index)", field: 1) }
                try end(3)
                faces[index].opticalSize = opsz
            case "tracking":
                let size = try decimal(1, "size")
                guard size > 0 else { throw fail("size must be positive", field: 1) }
                tracking[size] = try decimal(2, "tracking")
                try end(3)
            default:
                throw fail("unknown line '\(fields[0].text)' (known: face, opsz, advance, kern, tracking)")
            }
        }
        guard sawHeader else { throw InputError("the metrics file is empty; expected '\(header)'", file: file, line: 1, column: 1) }
        return MetricsSnapshot(faces: faces, tracking: tracking)
    }

    /// Fonts made from the numbers, one per face, named after the file in reports.
    public func fontFaces(file: String) throws -> [FontFace] {
        try faces.enumerated().map { index, face in
            let scalars = face.advances.keys.sorted()
            let glyphOf = Dictionary(uniqueKeysWithValues: scalars.enumerated().map { ($0.element, $0.offset + 1) })
            let font = SyntheticFont(
                family: face.family, unitsPerEm: face.unitsPerEm, scalars: scalars, advances: scalars.map { face.advances[$0]! },
                // Pairs in reading order, as GPOS has them (right-to-left ones too).
                kerning: face.kerning.compactMap { pair, value in
                    guard let left = glyphOf[pair.left], let right = glyphOf[pair.right] else { return nil }
                    return (left, right, value.first, value.second)
                })
            let name = face.opticalSize.map { "\(face.family) at \(number($0)) pt" } ?? face.family
            let made = try FontFace(bytes: font.bytes(), description: "\(file) (metrics of \(name))",
                                    opticalSize: face.opticalSize)
            made.glyphScalars = scalars
            if DefaultFonts.trackedFamilies.contains(face.family) {
                made.tracking = FontTracking(entries: tracking.map { (size: $0.key, em: $0.value / $0.key) })
            }
            return made
        }
    }
}
