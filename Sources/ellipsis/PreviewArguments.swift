import EllipsisCore
import EllipsisLayout
import EllipsisPipeline
import EllipsisReport

extension PreviewOptions {
    /// `--device`, `--text-size` (repeatable) and `--side` of `preview` and `report`.
    init(_ parsed: ParsedArguments, defaultSizes: [TextSize] = [.L], defaultSide: String = "both") throws {
        let device = try parsed.choice("device", from: BuiltInSurfaces.appleDevices, default: "iphone")
        var textSizes = try parsed.values("text-size").map { name in
            guard let size = TextSize(name: name) else {
                throw UsageError("--text-size must be one of \(TextSize.allCases.map(\.rawValue).joined(separator: " ")), got '\(name)'")
            }
            return size
        }
        if textSizes.isEmpty { textSizes = defaultSizes }
        let side = try parsed.choice("side", from: ["both", "left", "right"], default: defaultSide)
        self.init(device: device, textSizes: textSizes,
                  sides: side == "both" ? HomeScreenSide.allCases : [side == "left" ? .left : .right])
    }
}
