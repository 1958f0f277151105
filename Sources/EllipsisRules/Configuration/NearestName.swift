/// The known name a misspelt one most likely meant ("truncate" -> "truncation"),
/// by edit distance, for "did you mean" in configuration errors.
enum NearestName {
    /// The closest of `known` to `name`, or nil when none is close enough to be a slip
    /// (more edits than about 40% of the longer name, and at least 2, never 0 letters kept).
    static func suggestion(for name: String, among known: some Sequence<String>) -> String? {
        let lowered = Array(name.lowercased())
        var best: (distance: Int, name: String)?
        for candidate in known {
            let other = Array(candidate.lowercased())
            let distance = editDistance(lowered, other)
            let allowed = max(2, Int((Double(max(lowered.count, other.count)) * 0.4).rounded(.down)))
            guard distance <= allowed, distance < max(lowered.count, other.count) else { continue }
            if best.map({ (distance, candidate) < ($0.distance, $0.name) }) ?? true { best = (distance, candidate) }
        }
        return best?.name
    }

    /// " (did you mean 'x'?)" or "".
    static func clause(for name: String, among known: some Sequence<String>) -> String {
        suggestion(for: name, among: known).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance: insertions, deletions and substitutions of one character.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
