#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `measure -`'s time goes, for the streaming benchmark (ELLIPSIS_STAGE_TIMES): reading and
/// decoding each line, the layout, writing its JSON, and handing the bytes to stdout, each summed
/// over the lines in CPU seconds of the thread (a busy machine's waits and a full pipe's do not
/// count; the clock itself costs some tenths of a microsecond a read); `startup` is the CPU time
/// of the process before the first line: loading, the session's fonts and locale data, the
/// locale's font chain. One line on stderr at the end:
/// `ellipsis: measure startup=S read=S layout=S json=S write=S lines=N`.
struct MeasureStageTimes {
    enum Stage: Int, CaseIterable {
        case read, layout, json, write
        var name: String { ["read", "layout", "json", "write"][rawValue] }
    }

    private var sums = [Double](repeating: 0, count: Stage.allCases.count)
    private var last = 0.0
    private let startup = MeasureStageTimes.seconds(CLOCK_PROCESS_CPUTIME_ID)
    var lines = 0

    private static func seconds(_ clock: clockid_t) -> Double {
        var spec = timespec()
        clock_gettime(clock, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    private static func now() -> Double { seconds(CLOCK_THREAD_CPUTIME_ID) }

    mutating func start() { last = Self.now() }

    /// The time since the last lap (or `start`) added to `stage`.
    mutating func lap(_ stage: Stage) {
        let now = Self.now()
        sums[stage.rawValue] += now - last
        last = now
    }

    var line: String {
        let fields = [("startup", startup)] + Stage.allCases.map { ($0.name, sums[$0.rawValue]) }
        return "ellipsis: measure " + fields.map { "\($0.0)=\(fixed($0.1))" }.joined(separator: " ") + " lines=\(lines)"
    }

    private func fixed(_ seconds: Double) -> String {
        let micro = Int((seconds * 1e6).rounded())
        let fraction = String(micro % 1_000_000)
        return "\(micro / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}
