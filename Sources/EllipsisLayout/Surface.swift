import EllipsisCore

/// Dynamic Type sizes, smallest first (Apple's names: xS ... xxxL, AX1 ... AX5).
public enum TextSize: String, CaseIterable, Sendable, Codable, Hashable {
    case xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5

    public var isAccessibility: Bool { rawValue.hasPrefix("AX") }
    /// The position in `allCases`, smallest first.
    public var ordinal: Int {
        switch self {
        case .xS: 0
        case .S: 1
        case .M: 2
        case .L: 3
        case .xL: 4
        case .xxL: 5
        case .xxxL: 6
        case .AX1: 7
        case .AX2: 8
        case .AX3: 9
        case .AX4: 10
        case .AX5: 11
        }
    }

    /// Accepts Apple's names in any case, and UIKit's (`extraSmall`, `accessibilityLarge`...).
    public init?(name: String) {
        let lowered = name.lowercased()
        let aliases: [String: TextSize] = [
            "xs": .xS, "extrasmall": .xS, "s": .S, "small": .S, "m": .M, "medium": .M, "l": .L, "large": .L,
            "xl": .xL, "extralarge": .xL, "xxl": .xxL, "extraextralarge": .xxL, "xxxl": .xxxL,
            "extraextraextralarge": .xxxL, "ax1": .AX1, "accessibilitymedium": .AX1, "ax2": .AX2,
            "accessibilitylarge": .AX2, "ax3": .AX3, "accessibilityextralarge": .AX3, "ax4": .AX4,
            "accessibilityextraextralarge": .AX4, "ax5": .AX5, "accessibilityextraextraextralarge": .AX5,
        ]
        guard let size = aliases[lowered] else { return nil }
        self = size
    }
}

/// Apple's text styles used by the quick-action menu, with the Dynamic Type table.
public enum TextStyle: String, CaseIterable, Sendable, Codable, Hashable {
    case body, subheadline

    /// Size and line height in points per Dynamic Type size (A: Apple HIG, Dynamic Type sizes table for iOS).
    public func metrics(_ size: TextSize) -> (size: Double, lineHeight: Double) {
        let table: [(Double, Double)]
        switch self {
        case .body:
            table = [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
                     (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)]
        case .subheadline:
            table = [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28),
                     (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)]
        }
        return table[size.ordinal]
    }
}

/// SF Pro's tracking in points for a text size. 15, 17, 19 and 23 pt are A (Apple HIG
/// tracking table, quoted in notes/quick-actions.md); the other entries are I: recalled
/// from the same HIG table and not re-verified here. Between entries: nearest lower size.
public enum SFProTracking {
    static let table: [(size: Double, tracking: Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
        (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
        (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29),
        (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38),
        (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37), (43, 0.38),
        (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35),
        (52, 0.33), (53, 0.31), (54, 0.32), (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22),
        (66, 0.19), (68, 0.17), (70, 0.14), (72, 0.14), (76, 0.07), (80, 0), (88, 0), (96, 0),
    ]

    /// Tracking in points at `size`.
    public static func tracking(at size: Double) -> Double {
        var value = 0.0
        for entry in table where entry.size <= size + 1e-9 { value = entry.tracking }
        return size < 6 ? 0.24 : value
    }
}

/// A place where text is shown, with everything layout needs: font role, size,
/// tracking, width and line limit. Built-in surfaces come from
/// notes/quick-actions.md; users define their own with the memberwise initializer
/// or a JSON object of the same keys.
public struct Surface: Hashable, Sendable, Codable {
    /// e.g. `quick-action.title`.
    public var name: String
    /// `iphone`, `ipad`, `android`, or anything a user names.
    public var device: String
    /// The Dynamic Type size, when the surface follows Dynamic Type.
    public var textSize: TextSize?
    /// `body`, `subheadline`, or a user's own style name.
    public var style: String
    /// Text size in points.
    public var size: Double
    /// Line height in points (for drawing).
    public var lineHeight: Double
    /// Tracking in points per grapheme in the tracked (SF Pro role) face.
    public var tracking: Double
    /// Whether `tracking` is SF Pro's published value for the size, standing in for the
    /// font's own: a face with its own tracking (`trak`, a metrics snapshot) supplies it.
    public var followsFontTracking: Bool
    /// Width available to the text, in points.
    public var width: Double
    /// Most lines shown before the tail is cut with U+2026; 0 for no limit.
    public var maxLines: Int
    /// Whose fonts: Apple's (or proxies) or Android's.
    public var platform: FontPlatform
    /// Where each number comes from, with its confidence (A documented, M measured, I inferred).
    public var sources: [String: String]

    public init(name: String, device: String, textSize: TextSize? = nil, style: String, size: Double,
                lineHeight: Double? = nil, tracking: Double = 0, width: Double, maxLines: Int,
                platform: FontPlatform = .apple, sources: [String: String] = [:], followsFontTracking: Bool = false) {
        self.name = name
        self.device = device
        self.textSize = textSize
        self.style = style
        self.size = size
        self.lineHeight = lineHeight ?? (size * 1.2).rounded()
        self.tracking = tracking
        self.followsFontTracking = followsFontTracking
        self.width = width
        self.maxLines = maxLines
        self.platform = platform
        self.sources = sources
    }

    public var fitParameters: FitParameters {
        FitParameters(size: size, tracking: tracking, width: width, maxLines: maxLines,
                      followsFontTracking: followsFontTracking)
    }

    /// Checks a user-defined surface; `file` names where it came from.
    public func validate(file: String = "<surface>") throws {
        guard size.isFinite, size > 0, size <= 1000 else {
            throw InputError("surface '\(name)': size must be a positive number of points, got \(size)", file: file)
        }
        guard width.isFinite, width > 0 else {
            throw InputError("surface '\(name)': width must be a positive number of points, got \(width)", file: file)
        }
        // Only previews draw with it, but a negative or endless line height from a user file would draw nonsense.
        guard lineHeight.isFinite, lineHeight > 0 else {
            throw InputError("surface '\(name)': line height must be a positive number of points, got \(lineHeight)", file: file)
        }
        guard maxLines >= 0 else {
            throw InputError("surface '\(name)': lines must be 0 (no limit) or more, got \(maxLines)", file: file)
        }
        guard tracking.isFinite, abs(tracking) < size else {
            throw InputError("surface '\(name)': tracking \(tracking) is not plausible at \(size) pt", file: file)
        }
    }
}
