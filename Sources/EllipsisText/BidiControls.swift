import CICUShim

/// An explicit bidi formatting character found in a text.
public struct BidiControl: Sendable, Hashable {
    /// What is wrong with it, if anything.
    public enum Issue: String, Sendable, Hashable, Codable {
        /// An embedding, override or isolate never closed by PDF/PDI: it leaks
        /// into whatever is displayed after the text.
        case unterminated
        /// A PDF or PDI with nothing open to close.
        case unmatched
        /// LRO/RLO: forces glyph order regardless of the characters (spoofing, reversed words).
        case override
        /// LRM/RLM/ALM that changes no level: removable.
        case redundant
    }

    /// The standard abbreviation: `LRE`, `RLE`, `PDF`, `LRO`, `RLO`, `LRI`, `RLI`, `FSI`, `PDI`, `LRM`, `RLM`, `ALM`.
    public var abbreviation: String
    public var scalar: Unicode.Scalar
    public var utf16Offset: Int
    public var graphemeOffset: Int
    public var issues: [Issue]
}

/// Audit of explicit bidi controls (UAX #9 section 2).
public enum BidiControlAudit {
    static let abbreviations: [UInt32: String] = [
        0x202A: "LRE", 0x202B: "RLE", 0x202C: "PDF", 0x202D: "LRO", 0x202E: "RLO",
        0x2066: "LRI", 0x2067: "RLI", 0x2068: "FSI", 0x2069: "PDI",
        0x200E: "LRM", 0x200F: "RLM", 0x061C: "ALM",
    ]

    /// The abbreviation of a bidi control, nil for other characters.
    public static func abbreviation(of scalar: Unicode.Scalar) -> String? { abbreviations[scalar.value] }

    /// Marks are tested for redundancy by re-running the algorithm without
    /// each one; beyond these limits they are not tested (cost grows as n·marks).
    static let redundancyTextLimit = 4096
    static let redundancyMarkLimit = 32

    /// Every explicit bidi control of `text`, in logical order, with its issues.
    /// - Parameter paragraph: the paragraph direction the text is shown in
    ///   (take it from the locale), used to decide whether a mark is redundant.
    public static func audit(_ text: UnicodeText, paragraph: ParagraphDirection) -> [BidiControl] {
        enum Opener { case embedding, isolate }
        var controls: [BidiControl] = []
        var stack: [(kind: Opener, control: Int)] = []
        func closeAll() {
            for entry in stack { controls[entry.control].issues.append(.unterminated) }
            stack.removeAll()
        }
        for (offset, scalar) in text.scalarsWithOffsets {
            if ell_bidi_class(scalar.value) == Int32(ELL_BIDI_B) { closeAll(); continue }
            guard let abbreviation = abbreviations[scalar.value] else { continue }
            let index = controls.count
            controls.append(BidiControl(abbreviation: abbreviation, scalar: scalar, utf16Offset: offset,
                                        graphemeOffset: text.graphemeOffset(utf16: offset), issues: []))
            switch abbreviation {
            case "LRE", "RLE": stack.append((.embedding, index))
            case "LRO", "RLO":
                controls[index].issues.append(.override)
                stack.append((.embedding, index))
            case "LRI", "RLI", "FSI": stack.append((.isolate, index))
            case "PDF":
                // A PDF closes an embedding opened inside the current isolate only.
                if let last = stack.last, last.kind == .embedding { stack.removeLast() } else {
                    controls[index].issues.append(.unmatched)
                }
            case "PDI":
                if let isolate = stack.lastIndex(where: { $0.kind == .isolate }) {
                    // Embeddings still open inside the isolate are closed implicitly.
                    for entry in stack[(isolate + 1)...] { controls[entry.control].issues.append(.unterminated) }
                    stack.removeSubrange(isolate...)
                } else {
                    controls[index].issues.append(.unmatched)
                }
            default: break
            }
        }
        closeAll()
        markRedundantMarks(&controls, in: text, paragraph: paragraph)
        return controls
    }

    private static func markRedundantMarks(_ controls: inout [BidiControl], in text: UnicodeText,
                                           paragraph: ParagraphDirection) {
        let marks = controls.indices.filter { ["LRM", "RLM", "ALM"].contains(controls[$0].abbreviation) }
        guard !marks.isEmpty, marks.count <= redundancyMarkLimit, text.utf16.count <= redundancyTextLimit,
              let full = Bidi.layout(of: text, paragraph: paragraph) else { return }
        for index in marks {
            let offset = controls[index].utf16Offset
            var units = text.utf16
            units.remove(at: offset) // marks are all in the BMP
            let without = UnicodeText(String(decoding: units, as: UTF16.self))
            guard let reduced = Bidi.layout(of: without, paragraph: paragraph) else { continue }
            var others = full.levels
            others.remove(at: offset)
            if reduced.paragraphDirection == full.paragraphDirection && reduced.levels == others {
                controls[index].issues.append(.redundant)
            }
        }
    }
}
