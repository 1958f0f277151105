import Foundation

/// Spelling a run of Han, kana or Thai out of whole lexicon entries.
enum UnspacedSpelling {
    static let longestRun = 64

    /// The fewest entries that spell `text` exactly, in order; nil when none do.
    static func fewestPieces(_ text: String, pieces: [String: TitleReading.Role]) -> [String]? {
        let characters = Array(text)
        guard !characters.isEmpty, characters.count <= longestRun else { return nil }
        let candidates = pieces.keys.map { ($0, Array($0)) }.filter { !$0.1.isEmpty && $0.1.count <= characters.count }
        // fewest[i]: the fewest pieces spelling characters[0..<i], and the last of them.
        var fewest = [(count: Int, last: String)?](repeating: nil, count: characters.count + 1)
        fewest[0] = (0, "")
        for end in 1...characters.count {
            for (piece, letters) in candidates where letters.count <= end {
                let begin = end - letters.count
                guard let before = fewest[begin], characters[begin..<end].elementsEqual(letters) else { continue }
                if let current = fewest[end], current.count <= before.count + 1 { continue }
                fewest[end] = (before.count + 1, piece)
            }
        }
        guard fewest[characters.count] != nil else { return nil }
        var spelt: [String] = []
        var end = characters.count
        while end > 0, let step = fewest[end] {
            spelt.insert(step.last, at: 0)
            end -= step.last.count
        }
        return spelt
    }
}
