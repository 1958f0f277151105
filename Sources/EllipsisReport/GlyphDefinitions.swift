/// Shares repeated glyph outlines within one SVG: each distinct outline is
/// defined once under `<defs>` and drawn with `<use>`, which keeps previews
/// (and reports holding hundreds of them) small. The id prefix is unique per
/// drawing, so several drawings can sit inline in one HTML page.
final class GlyphDefinitions {
    private let prefix: String
    private var ids: [String: Int] = [:]
    private var outlines: [String] = []

    init(prefix: String) { self.prefix = prefix }

    /// `markup` with every `<path transform="T" d="D"/>` turned into a `<use>`
    /// of a shared definition; anything else is kept as it is.
    func share(_ markup: String) -> String {
        let opening = "<path transform=\""
        var result = ""
        var rest = Substring(markup)
        while let start = rest.range(of: opening) {
            result += rest[..<start.lowerBound]
            let afterOpening = rest[start.upperBound...]
            guard let transformEnd = afterOpening.firstIndex(of: "\""),
                  afterOpening[transformEnd...].hasPrefix("\" d=\"") else {
                result += opening
                rest = afterOpening
                continue
            }
            let transform = afterOpening[..<transformEnd]
            let pathStart = afterOpening.index(transformEnd, offsetBy: 5)
            let afterPath = afterOpening[pathStart...]
            guard let pathEnd = afterPath.firstIndex(of: "\""), afterPath[pathEnd...].hasPrefix("\"/>") else {
                result += opening
                rest = afterOpening
                continue
            }
            let outline = String(afterPath[..<pathEnd])
            result += "<use xlink:href=\"#\(id(for: outline))\" transform=\"\(transform)\"/>"
            rest = afterPath[afterPath.index(pathEnd, offsetBy: 3)...]
        }
        return result + rest
    }

    /// The `<defs>` element holding every shared outline (empty when none).
    var definitions: String {
        guard !outlines.isEmpty else { return "" }
        var defs = "<defs>\n"
        for (index, outline) in outlines.enumerated() {
            defs += "<path id=\"\(prefix)\(index)\" d=\"\(outline)\"/>\n"
        }
        return defs + "</defs>\n"
    }

    private func id(for outline: String) -> String {
        if let known = ids[outline] { return "\(prefix)\(known)" }
        ids[outline] = outlines.count
        outlines.append(outline)
        return "\(prefix)\(outlines.count - 1)"
    }
}
