import EllipsisCore
import EllipsisText
import Foundation

/// The Unicode facts the rules need, in one place so that every rule asks
/// the same question the same way.
enum TextFacts {
    /// Words of a text by ICU's word boundaries, with each placeholder
    /// (`%@`, `%1$d`) kept whole as a word of its own.
    static func words(_ text: String, locale: String = "") -> [String] {
        var result: [String] = []
        var rest = text.startIndex
        func segment(_ piece: Substring) {
            guard !piece.isEmpty else { return }
            result += WordSegmenter.words(in: UnicodeText(String(piece)), locale: locale).map(\.text)
        }
        for span in Placeholder.spans(in: text) {
            segment(text[rest..<span.range.lowerBound])
            result.append(span.text)
            rest = span.range.upperBound
        }
        segment(text[rest...])
        return result
    }

    /// Whether a grapheme starts with a combining mark (a vowel sign standing alone after a split).
    static func isCombining(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        switch first.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// The text as lexicons compare it: marks folded (see `foldedForMatching`),
    /// case-folded by the locale's rules, trimmed, with surrounding quotes and
    /// trailing punctuation removed and spaces collapsed.
    static func normalizedForLexicon(_ text: String, locale: String = "") -> String {
        let folded = lowercased(foldedForMatching(text, locale: locale, droppingGreekAccents: true), locale: locale)
        // One pass over the scalars: ’ read as ', final ς as σ (uppercase Greek lowercases to
        // medial σ everywhere), edge punctuation and spaces trimmed, inner spaces collapsed.
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(folded.unicodeScalars.count)
        for scalar in folded.unicodeScalars {
            switch scalar {
            case "’": scalars.append("'")
            case "ς": scalars.append("σ")
            default: scalars.append(scalar)
            }
        }
        var start = 0, end = scalars.count
        while start < end, lexiconEdges.contains(scalars[start]) { start += 1 }
        while end > start, lexiconEdges.contains(scalars[end - 1]) { end -= 1 }
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in scalars[start..<end] {
            if lexiconSpaces.contains(scalar) {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.append(" ")
                pendingSpace = false
            }
            result.append(scalar)
        }
        return String(result)
    }

    private static let lexiconSpaces = CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "\u{00A0}\u{202F}"))
    private static let lexiconEdges = lexiconSpaces.union(CharacterSet(charactersIn: ".!?…:;。！？：；؟۔।\"'“”„«»「」『』‹›"))

    /// The text with the spelling variants lexicons do not list removed, as
    /// Locales/README.md asks of a consumer: NFC; Arabic harakat and Hebrew
    /// points and cantillation dropped (optional in running text, so a
    /// vocalised title must match the plain entry); Romanian cedilla ş ţ read
    /// as comma-below ș ț (the same letters, long mis-encoded); on request
    /// Greek accents dropped (all-caps Greek omits them; patterns keep them,
    /// so only whole-word comparison asks). Case is left alone so that
    /// case-insensitive patterns can run on the result.
    static func foldedForMatching(_ text: String, locale: String = "", droppingGreekAccents: Bool = false) -> String {
        if isFoldedAlready(text) { return text }
        let romanian = primaryLanguage(locale) == "ro"
        var scalars = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
            if isOptionalVowelMark(scalar) { continue }
            let last = scalars.last
            if droppingGreekAccents, isGreekAccent(scalar), let last, isGreek(last) { continue }
            // ş ţ decompose to s t + cedilla; comma below recomposes to ș ț.
            if romanian, scalar.value == 0x0327, let last, "sStT".unicodeScalars.contains(last) {
                scalars.append("\u{0326}")
                continue
            }
            scalars.append(scalar)
        }
        return String(scalars).precomposedStringWithCanonicalMapping
    }

    /// Whether folding would give the text back unchanged: every scalar is in a block whose
    /// characters decompose and compose to themselves, without a combining mark (Arabic and
    /// Hebrew letters without their points, Latin to U+02FF, Cyrillic, Thai, kana, Han, Hangul
    /// syllables, ZWNJ and ZWJ), with no ş ţ (which Romanian folds) and nothing Greek.
    static func isFoldedAlready(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x015E, 0x015F, 0x0162, 0x0163, 0x3099...0x309C: false
            case 0...0x02FF, 0x0400...0x0482, 0x048A...0x04FF, 0x05D0...0x05EA, 0x05F0...0x05F4, 0x0620...0x064A,
                 0x0660...0x0669, 0x0671...0x06D5, 0x06F0...0x06FF, 0x0E01...0x0E30, 0x0E32, 0x0E33, 0x0E3F...0x0E46,
                 0x0E4F...0x0E5B, 0x200C, 0x200D, 0x2010...0x2027, 0x3000...0x303F, 0x3041...0x3096, 0x309D...0x30FF,
                 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF5E:
                true
            default:
                false
            }
        }
    }

    /// Lowercase by the locale's rules: Turkish and Azerbaijani map I to ı and İ to i.
    static func lowercased(_ text: String, locale: String) -> String {
        switch primaryLanguage(locale) {
        case "tr", "az": text.lowercased(with: Locale(identifier: "tr"))
        default: text.lowercased()
        }
    }

    static func primaryLanguage(_ locale: String) -> String {
        String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }

    /// Arabic harakat (fathatan … sukun, superscript alef) and Hebrew points
    /// and cantillation (the nonspacing marks of U+0591–U+05C7; maqaf, paseq
    /// and sof pasuq are punctuation and stay).
    private static func isOptionalVowelMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x064B...0x0652, 0x0670: true
        case 0x0591...0x05C7: scalar.properties.generalCategory == .nonspacingMark
        default: false
        }
    }

    /// Combining acute (tonos) and diaeresis (dialytika) after NFD.
    private static func isGreekAccent(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x0301 || scalar.value == 0x0308
    }

    private static func isGreek(_ scalar: Unicode.Scalar) -> Bool {
        (0x0370...0x03FF).contains(scalar.value) || (0x1F00...0x1FFF).contains(scalar.value)
    }


    /// How many letters a person reads (L* categories) the text has, for script and exemplar questions.
    static func letterCount(_ text: String) -> Int {
        var count = 0
        for scalar in text.unicodeScalars where isLetter(scalar) { count += 1 }
        return count
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII letters are the 52 of A-Z and a-z; the property lookup is for the rest.
        if scalar.isASCII { return (scalar.value | 0x20) >= 0x61 && (scalar.value | 0x20) <= 0x7A }
        return switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
        default: false
        }
    }
}

extension TextFacts {
    /// `text.trimmingCharacters(in: .whitespacesAndNewlines)`, without Foundation's copy through
    /// UTF-16 when neither end is white space (nearly every title).
    static func trimmedWhitespaceAndNewlines(_ text: String) -> String {
        EdgeSet.whitespacesAndNewlines.hasNoMemberAtEdges(text) ? text : text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `text.trimmingCharacters(in: .whitespaces)`, without the copy when no end is a space.
    static func trimmedWhitespace(_ text: String) -> String {
        EdgeSet.whitespaces.hasNoMemberAtEdges(text) ? text : text.trimmingCharacters(in: .whitespaces)
    }

    /// Whether the text's UTF-8 holds `byte`, searched where the bytes lie.
    static func utf8Contains(_ text: String, _ byte: UInt8) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.isEmpty && memchr(bytes.baseAddress!, Int32(byte), bytes.count) != nil
        } ?? text.utf8.contains(byte)
    }

    /// A character set as trimming sees it: whether a text's first or last character is in it.
    struct EdgeSet: Sendable {
        let set: CharacterSet
        /// Membership of the ASCII characters, read once from the set itself.
        let ascii: [Bool]

        init(_ set: CharacterSet) {
            self.set = set
            self.ascii = (0..<128).map { set.contains(Unicode.Scalar(UInt8($0))) }
        }

        static let whitespacesAndNewlines = EdgeSet(.whitespacesAndNewlines)
        static let whitespaces = EdgeSet(.whitespaces)

        func contains(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII ? ascii[Int(scalar.value)] : set.contains(scalar)
        }

        /// Whether trimming would leave the text as it is: neither end is in the set. Trimming
        /// works on UTF-16 units, and every member of these sets is one unit: a scalar is a
        /// member exactly when its unit is.
        func hasNoMemberAtEdges(_ text: String) -> Bool {
            let scalars = text.unicodeScalars
            guard let first = scalars.first, let last = scalars.last else { return true }
            return !contains(first) && !contains(last)
        }
    }

    /// The fraction of a text's letters outside the locale's exemplar
    /// characters (brand names and placeholders removed), or nil when the
    /// exemplar set is unknown.
    static func fractionOutsideExemplars(_ text: String, brands: [String], locale: LocaleID) -> Double? {
        guard let set = ExemplarSet.forLocale(locale.identifier) else { return nil }
        var remaining = Placeholder.stripped(text)
        for brand in brands where !brand.isEmpty {
            remaining = remaining.replacingOccurrences(of: brand, with: " ", options: .caseInsensitive)
        }
        let coverage = set.coverage(of: UnicodeText(remaining))
        guard coverage.letterCount > 0 else { return nil }
        return coverage.missFraction
    }
}
