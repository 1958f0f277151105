/// The stages of a run, in order (docs/architecture.md, "The way of the data").
public enum Stage: String, CaseIterable, Sendable {
    /// The paths, the configuration, and the folders of locale data and fonts the run reads.
    case discover
    /// The locale data, the projects and the baseline, read.
    case load
    /// What checking needs, built from those values: fonts and layout, the linter, each
    /// project's texts as the rules see them.
    case resolve
    /// The rules on each project, then the findings merged, the baseline applied, sorted.
    case check
    /// The report, and what is made of it: a format, previews, the translator report.
    case report
}

/// How long each stage of one run took, summed over the times it ran. The timings
/// travel with the run's values, so runs never share a clock; work done in pieces
/// (items checked at once, later) keeps timings of its own, added with `+`.
public struct StageTimings: Sendable, Equatable {
    private var durations: [Stage: Duration] = [:]

    public init() {}

    /// The time spent in `stage`; zero when it did not run.
    public subscript(stage: Stage) -> Duration { durations[stage] ?? .zero }

    public var total: Duration { durations.values.reduce(.zero, +) }

    /// The stages that ran, in pipeline order, with their times.
    public var stages: [(stage: Stage, duration: Duration)] {
        Stage.allCases.compactMap { stage in durations[stage].map { (stage, $0) } }
    }

    public mutating func add(_ duration: Duration, to stage: Stage) {
        durations[stage, default: .zero] += duration
    }

    /// Runs `body` and adds the time it took (even when it throws) to `stage`.
    public mutating func time<Value>(_ stage: Stage, _ body: () throws -> Value) rethrows -> Value {
        let clock = ContinuousClock()
        let start = clock.now
        defer { add(clock.now - start, to: stage) }
        return try body()
    }

    public static func + (a: StageTimings, b: StageTimings) -> StageTimings {
        var sum = a
        for (stage, duration) in b.durations { sum.add(duration, to: stage) }
        return sum
    }
}
