import EllipsisLayout
import EllipsisPipeline
import EllipsisRules
import Foundation

/// One line of a run's stage times in seconds, for the whole-pipeline benchmark: the stages
/// in pipeline order (`load` is the reading), the engine's measuring inside `check`
/// (summed over threads); `report` includes rendering the chosen format.
enum StageTimesLine {
    static func line(_ timings: StageTimings, layout: Duration) -> String {
        func seconds(_ duration: Duration) -> String {
            let (whole, attoseconds) = duration.components
            return String(format: "%.4f", Double(whole) + Double(attoseconds) / 1e18)
        }
        var fields = timings.stages.map { "\($0.stage == .load ? "read" : $0.stage.rawValue)=\(seconds($0.duration))" }
        fields.append("layout_cpu=\(seconds(layout))")
        return "ellipsis: stages " + fields.joined(separator: " ")
    }
}

/// Where a small project's start-up goes, one more line beside the stages (the start-up bench,
/// scripts/startup-bench.py): `before_main`, the CPU time the process spent before `main`
/// (loading and linking, the runtime's own start); `fontconfig`, its configuration and caches
/// loaded and every font listed once; `font_chains`, the locales' chains made (fontconfig's
/// part included, faces opened); `word_lists`, the lexicon lists indexed (summed over the two
/// threads that may do it); `patterns`, the lexicon patterns compiled. Seconds.
enum StartupLine {
    /// The process's CPU time when `main` began (`mark()` is its first call).
    nonisolated(unsafe) private static var beforeMain = 0.0

    static func mark() {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        beforeMain = Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    static func line(fonts: FontLibrary) -> String {
        func seconds(_ duration: Duration) -> Double {
            let (whole, attoseconds) = duration.components
            return Double(whole) + Double(attoseconds) / 1e18
        }
        let fields: [(String, Double)] = [
            ("before_main", beforeMain), ("fontconfig", seconds(fonts.locator.preparationTime)),
            ("font_chains", seconds(fonts.chainMakingTime)), ("word_lists", seconds(LocaleWarmUp.indexingTime)),
            ("patterns", seconds(LocaleWarmUp.patternCompilingTime)),
        ]
        return "ellipsis: startup " + fields.map { "\($0.0)=\(String(format: "%.4f", $0.1))" }.joined(separator: " ")
    }
}
