/// Replacements in a text given as scalars, applied front to back in one pass.
enum TextEdits {
    /// `edits` must not overlap; an insertion is an empty range.
    static func apply(_ edits: [(range: Range<Int>, replacement: String)], to scalars: [Unicode.Scalar]) -> String {
        let sorted = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
        }.map(\.element)
        var result = String.UnicodeScalarView()
        var position = 0
        for edit in sorted where edit.range.lowerBound >= position {
            result.append(contentsOf: scalars[position..<edit.range.lowerBound])
            result.append(contentsOf: edit.replacement.unicodeScalars)
            position = edit.range.upperBound
        }
        result.append(contentsOf: scalars[position...])
        return String(result)
    }
}
