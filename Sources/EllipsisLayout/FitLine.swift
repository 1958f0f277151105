/// A line as a fit finds it: numbers only, so that fitting a text at many sizes counts
/// no reference per line. It becomes a `LaidOutLine` when a result's lines are read.
struct FitLine: Hashable, Sendable {
    var graphemes: Range<Int>
    /// Advance in points of the shown text, trailing white space excluded.
    var width: Double
    var endsWithEllipsis: Bool
    /// The face the ellipsis is set in (index into the chain's faces); -1 without one.
    var ellipsisFace: Int

    init(graphemes: Range<Int>, width: Double, endsWithEllipsis: Bool = false, ellipsisFace: Int = -1) {
        self.graphemes = graphemes
        self.width = width
        self.endsWithEllipsis = endsWithEllipsis
        self.ellipsisFace = ellipsisFace
    }

    /// The line as the public type, its text read from `source`.
    func laidOut(in source: ShapedText) -> LaidOutLine {
        LaidOutLine(source: source, graphemes: graphemes, width: width, endsWithEllipsis: endsWithEllipsis,
                    ellipsisFont: ellipsisFace >= 0 ? source.chain.faces[ellipsisFace].description : nil)
    }
}
