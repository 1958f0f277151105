/// What the two rules said about one title.
struct RuleOutcome: Sendable, Equatable {
    var conveysResult: Bool
    var navigationOnly: Bool

    var flagged: Bool { conveysResult || navigationOnly }

    /// One of the four columns of the confusion table.
    var column: Int { (conveysResult ? 1 : 0) + (navigationOnly ? 2 : 0) }
    static let columnNames = ["neither", "conveys-result", "navigation-only", "both"]
}

/// True and false positives and misses of one question over some titles.
struct Counts: Sendable, Equatable {
    var truePositives = 0
    var falsePositives = 0
    var falseNegatives = 0

    mutating func add(expected: Bool, flagged: Bool) {
        switch (expected, flagged) {
        case (true, true): truePositives += 1
        case (false, true): falsePositives += 1
        case (true, false): falseNegatives += 1
        case (false, false): break
        }
    }

    static func + (left: Counts, right: Counts) -> Counts {
        Counts(truePositives: left.truePositives + right.truePositives,
               falsePositives: left.falsePositives + right.falsePositives,
               falseNegatives: left.falseNegatives + right.falseNegatives)
    }

    /// nil when nothing was flagged.
    var precision: Double? {
        truePositives + falsePositives == 0 ? nil : Double(truePositives) / Double(truePositives + falsePositives)
    }

    /// nil when there was nothing to find.
    var recall: Double? {
        truePositives + falseNegatives == 0 ? nil : Double(truePositives) / Double(truePositives + falseNegatives)
    }
}

/// The score of a set of titles: the three questions, and labels against outcomes.
struct Score: Sendable, Equatable {
    /// Either rule flags a title that is vague or navigation-only: the question a person asks.
    var either = Counts()
    /// conveys-result against the `vague` label.
    var conveysResult = Counts()
    /// navigation-only against the `navigation` label.
    var navigationOnly = Counts()
    /// [label][outcome column] = titles.
    var confusion: [TitleLabel: [Int]] = Dictionary(uniqueKeysWithValues: TitleLabel.allCases.map { ($0, [0, 0, 0, 0]) })
    var titles = 0

    mutating func add(_ label: TitleLabel, _ outcome: RuleOutcome) {
        titles += 1
        either.add(expected: label != .result, flagged: outcome.flagged)
        conveysResult.add(expected: label == .vague, flagged: outcome.conveysResult)
        navigationOnly.add(expected: label == .navigation, flagged: outcome.navigationOnly)
        confusion[label, default: [0, 0, 0, 0]][outcome.column] += 1
    }

    static func + (left: Score, right: Score) -> Score {
        var sum = left
        sum.either = left.either + right.either
        sum.conveysResult = left.conveysResult + right.conveysResult
        sum.navigationOnly = left.navigationOnly + right.navigationOnly
        sum.titles = left.titles + right.titles
        for (label, row) in right.confusion {
            let mine = sum.confusion[label] ?? [0, 0, 0, 0]
            sum.confusion[label] = zip(mine, row).map { $0 + $1 }
        }
        return sum
    }
}
