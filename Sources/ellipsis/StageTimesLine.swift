import Foundation
import EllipsisPipeline

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
