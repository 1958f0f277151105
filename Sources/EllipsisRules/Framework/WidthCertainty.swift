import EllipsisCore
import EllipsisLayout

/// How sure a width verdict is: how far the text is from its limit (the width it needs
/// against the width it has) and how far the fonts it was measured in may be from
/// Apple's (the proxies' per-script error, Locales/calibration/). A verdict is certain
/// when the distance is larger than the error; otherwise it is within the error, and
/// the width rules report it as a note unless the configuration is strict.
struct WidthCertainty: Hashable, Sendable {
    /// Points over the limit: positive when the text is cut by that much, negative for room left.
    var margin: Double
    /// Points the proxies may be off by at that width (0 for Apple's fonts or a metrics snapshot).
    var uncertainty: Double
    /// The scripts whose proxies the error comes from, largest share first.
    var scripts: [String]
    /// `pt` on Apple's surfaces, `dp` on Android's.
    var unit = "pt"

    var isCertain: Bool { abs(margin) > uncertainty }

    /// Assesses a text measured on a surface.
    static func assess(_ text: LayoutService.MeasuredText, surface: Surface,
                       measurement: TextMeasurement) -> WidthCertainty {
        let (needed, error) = text.measuring {
            (neededWidth(text, surface: surface, measurement: measurement), text.uncertainty(on: surface))
        }
        return WidthCertainty(margin: needed - surface.width, uncertainty: error.fraction * needed, scripts: error.scripts,
                              unit: surface.platform == .android ? "dp" : "pt")
    }

    /// The narrowest line width at which the text fits the surface's lines uncut: its width
    /// on one line for a one-line surface, else found by halving (the fit only ever needs
    /// fewer lines as the width grows).
    static func neededWidth(_ text: LayoutService.MeasuredText, surface: Surface,
                            measurement: TextMeasurement) -> Double {
        let natural = measurement.fit.naturalWidth
        guard surface.maxLines != 1 else { return natural }
        func fits(_ width: Double) -> Bool {
            var parameters = surface.fitParameters
            parameters.width = width
            return text.fits(parameters, platform: surface.platform)
        }
        var low = 0.0, high = max(natural, surface.width) + 1
        guard fits(high) else { return natural }
        for _ in 0..<24 where high - low > 0.01 {
            let middle = (low + high) / 2
            if fits(middle) { high = middle } else { low = middle }
        }
        return high
    }

    /// "cut by 41 pt: certain", "2 pt over: within the proxies' error for Hebrew (±5 pt)",
    /// "3 pt to spare: certain".
    var phrase: String {
        let distance = margin > 0 ? "cut by \(points(margin)) \(unit)" : "\(points(-margin)) \(unit) to spare"
        guard !isCertain else { return "\(distance): certain" }
        let over = margin > 0 ? "\(points(margin)) \(unit) over" : distance
        let whose = scripts.isEmpty ? "" : " for \(scripts.prefix(2).joined(separator: " and "))"
        return "\(over): within the proxies' error\(whose) (±\(points(uncertainty)) \(unit))"
    }

    /// The fields a width finding's `data` gains: `margin`, `uncertainty`, `certainty`.
    var data: [String: JSONValue] {
        ["margin": .number(rounded(margin)), "uncertainty": .number(rounded(uncertainty)),
         "certainty": .string(isCertain ? "certain" : "within-error")]
    }

    private func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }
    private func points(_ value: Double) -> String {
        let r = rounded(value)
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}
