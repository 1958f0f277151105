import Foundation

/// A locale made from the development language, before any translation exists, so that
/// cuts and right-to-left problems show early. The two are Android's (developer.android.com,
/// "Test your app with pseudolocales"): `en-XA` accents every letter, pads the text by the
/// expansion a translation is expected to bring and brackets it, so a cut loses the closing
/// bracket; `ar-XB` turns the text right to left, which reverses the order of its letters.
/// Placeholders (`%@`, `%1$s`, `{name}`) are never changed, so the text still formats.
public enum PseudoLocale: String, CaseIterable, Sendable, Codable {
    case accented = "en-XA"
    case mirrored = "ar-XB"

    public var identifier: String { rawValue }

    /// The pseudo-locale a name stands for, in any letter case and with `_` or `-`.
    public init?(name: String) {
        let canonical = name.replacingOccurrences(of: "_", with: "-").lowercased()
        guard let found = Self.allCases.first(where: { $0.rawValue.lowercased() == canonical }) else { return nil }
        self = found
    }

    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The text of `source` in this pseudo-locale; `expansion` is the ratio of width a translation
    /// of it is expected to reach (en-XA pads to it; ar-XB keeps the source's length).
    public func text(of source: String, expansion: Double) -> String {
        switch self {
        case .accented: Self.accented(source, expansion: expansion)
        case .mirrored: Self.mirrored(source)
        }
    }

    /// The development-language text a pseudo-text was made from (brackets, padding and
    /// accents or direction marks taken away again).
    public func source(of pseudo: String) -> String {
        switch self {
        case .accented: Self.unaccented(pseudo)
        case .mirrored: String(String.UnicodeScalarView(pseudo.unicodeScalars.filter { !Self.mirrorMarks.contains($0) }))
        }
    }

    // MARK: en-XA

    /// One accented letter for each ASCII letter and back: the map is one to one, so a source
    /// written in ASCII letters can be read off the pseudo-text exactly (a letter the source
    /// accents already is kept as it is, and reads back as its plain letter where it is one of these). Precomposed letters of Latin-1, Latin Extended-A and B and
    /// Latin Extended Additional, which the Latin proxy fonts draw.
    static let accents: [Character: Character] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let marked = Array("áƀçďéḟĝĥíĵķĺḿñóṕǫŕšťúṽŵẍýžÁḂÇĎÉḞĜĤÍĴĶĹḾÑÓṔǪŔŠŤÚṼŴẌÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()
    static let plainLetters: [Character: Character] = Dictionary(uniqueKeysWithValues: accents.map { ($0.value, $0.key) })

    /// Unaccented words after the text, as Android pads: a reader sees at once what is padding.
    static let filler = " one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen"
        + " sixteen seventeen eighteen nineteen twenty"

    /// How many characters of padding a text of `length` gets to reach `expansion` (none below two:
    /// a single space would be no padding a reader can see, nor one the source can be told from).
    static func paddingLength(_ length: Int, expansion: Double) -> Int {
        guard expansion > 1 else { return 0 }
        let wanted = Int((Double(length) * (expansion - 1)).rounded(.up))
        return wanted < 2 ? 0 : wanted
    }

    static func accented(_ source: String, expansion: Double) -> String {
        var result = ""
        for (segment, protected) in PseudoSegments.split(source) {
            result += protected ? segment : String(segment.map { accents[$0] ?? $0 })
        }
        var padding = paddingLength(source.count, expansion: expansion)
        var pad = ""
        while padding > 0 {
            let piece = String(filler.prefix(padding))
            pad += piece
            padding -= piece.count
        }
        return "[" + result + pad + "]"
    }

    static func unaccented(_ pseudo: String) -> String {
        var text = pseudo
        if text.hasPrefix("[") && text.hasSuffix("]") && text.count >= 2 { text = String(text.dropFirst().dropLast()) }
        // The padding is the longest end of the text that begins the filler (accented text holds no ASCII letters).
        var cut = 0
        for length in stride(from: min(text.count, filler.count), through: 2, by: -1)
        where text.hasSuffix(String(filler.prefix(length))) {
            cut = length
            break
        }
        text = String(text.dropLast(cut))
        var result = ""
        for (segment, protected) in PseudoSegments.split(text) {
            result += protected ? segment : String(segment.map { plainLetters[$0] ?? $0 })
        }
        return result
    }

    // MARK: ar-XB

    /// RIGHT-TO-LEFT MARK, RIGHT-TO-LEFT OVERRIDE, POP DIRECTIONAL FORMATTING: each word is set
    /// right to left between them, as Android's ar-XB does, so its letters appear reversed.
    static let mirrorMarks: Set<Unicode.Scalar> = ["\u{200F}", "\u{202E}", "\u{202C}"]

    static func mirrored(_ source: String) -> String {
        var result = ""
        for (segment, protected) in PseudoSegments.split(source) {
            if protected {
                // A placeholder stays as it is, outside any override, so it reads and formats as written.
                result += segment
                continue
            }
            var word = ""
            func flush() {
                if !word.isEmpty { result += "\u{200F}\u{202E}" + word + "\u{202C}\u{200F}" }
                word = ""
            }
            for character in segment {
                if character.isWhitespace {
                    flush()
                    result.append(character)
                } else {
                    word.append(character)
                }
            }
            flush()
        }
        return result
    }
}

/// A text cut into what a pseudo-locale may change and the placeholders it must not.
enum PseudoSegments {
    /// `{name}`-style placeholders (ICU MessageFormat, many web and Flutter catalogs).
    private static let bracePattern = try? NSRegularExpression(pattern: #"\{[^{}\s]*\}"#)

    /// The text in order, each piece with whether it is a placeholder.
    static func split(_ text: String) -> [(String, Bool)] {
        var ranges = Placeholder.spans(in: text).map(\.range)
        if let bracePattern {
            let whole = NSRange(text.startIndex..., in: text)
            for match in bracePattern.matches(in: text, range: whole) {
                if let range = Range(match.range, in: text), !ranges.contains(where: { $0.overlaps(range) }) {
                    ranges.append(range)
                }
            }
        }
        // `%%` is a literal percent sign: kept as it is too.
        var index = text.startIndex
        while let found = text.range(of: "%%", range: index..<text.endIndex) {
            if !ranges.contains(where: { $0.overlaps(found) }) { ranges.append(found) }
            index = found.upperBound
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var result: [(String, Bool)] = []
        var position = text.startIndex
        for range in ranges where range.lowerBound >= position {
            if position < range.lowerBound { result.append((String(text[position..<range.lowerBound]), false)) }
            result.append((String(text[range]), true))
            position = range.upperBound
        }
        if position < text.endIndex { result.append((String(text[position...]), false)) }
        return result
    }
}
