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

/// The lines a fit shows. A title shows one or two: those are kept inline, and only a
/// text shown on more lines makes a list.
struct FitLines: Sendable {
    private(set) var count = 0
    private var first = FitLine(graphemes: 0..<0, width: 0)
    private var second = FitLine(graphemes: 0..<0, width: 0)
    private var more: [FitLine]? = nil

    mutating func append(_ line: FitLine) {
        switch count {
        case 0: first = line
        case 1: second = line
        default: more = (more ?? []) + [line]
        }
        count += 1
    }

    subscript(index: Int) -> FitLine {
        switch index {
        case 0: first
        case 1: second
        default: more![index - 2]
        }
    }

    func map<T>(_ transform: (FitLine) -> T) -> [T] { (0..<count).map { transform(self[$0]) } }
}
