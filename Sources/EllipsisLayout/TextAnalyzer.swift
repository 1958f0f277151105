/// Cuts text for layout in a locale. (Interim: Swift grapheme clusters and
/// breaks after spaces, until EllipsisText's analysis is wired in.)
struct TextAnalyzer: Sendable, Hashable {
    var locale: String
    var rightToLeft: Bool

    func items(_ string: String) -> TextItems {
        let utf16 = Array(string.utf16)
        var boundaries = [0]
        var offset = 0
        var breaks: [(grapheme: Int, mandatory: Bool)] = []
        var previousSpace = false
        for (i, character) in string.enumerated() {
            if previousSpace, !character.isWhitespace { breaks.append((i, false)) }
            previousSpace = character.isWhitespace
            offset += character.utf16.count
            boundaries.append(offset)
        }
        breaks.append((boundaries.count - 1, true))
        return TextItems(string: string, utf16: utf16, graphemeBoundaries: boundaries, breaks: breaks,
                         runs: [.init(utf16: 0..<utf16.count, level: rightToLeft ? 1 : 0, script: "Zyyy")],
                         paragraphRightToLeft: rightToLeft)
    }
}
