import EllipsisCore
import EllipsisLocaleData
import EllipsisLayout
import Foundation

/// The layout engine as the width rules use it: surfaces per field, devices
/// and text sizes from the configuration, placeholders filled with worst-case
/// samples, and a record of the font files used so every report can name them.
public final class LayoutService: @unchecked Sendable {
    /// One engine for a run, made with the run's locale data: its shaping cache is
    /// shared by every rule and project.
    public let engine: LayoutEngine
    private let lock = NSLock()
    private var usedFonts: Set<String> = []
    private var missingFamilies: Set<String> = []

    public init(engine: LayoutEngine) {
        self.engine = engine
    }

    /// Font files used so far, sorted.
    public var fonts: [String] { lock.withLock { usedFonts.sorted() } }
    /// Families the locale data asks for that are not installed.
    public var unavailableFamilies: [String] { lock.withLock { missingFamilies.sorted() } }

    /// Fonts used so far that are made from a metrics snapshot (`--metrics`).
    public var snapshotFonts: [String] {
        let snapshot = Set(engine.fonts.metricsFontFaces.map(\.description))
        return fonts.filter(snapshot.contains)
    }

    /// Whether measuring used proxies rather than Apple's own fonts.
    public var usesProxyFonts: Bool {
        fonts.allSatisfy { path in
            !["SF-Pro", "SFPro", "SF Arabic", "SFArabic", "SF Hebrew", "PingFang", "Hiragino", "AppleSDGothicNeo",
              "Thonburi", "Kohinoor"].contains { path.contains($0) }
        }
    }

    /// The time spent in the engine's measure so far, summed over threads: the layout part of
    /// checking, apart from the rules' own work.
    public var measuringTime: Duration { lock.withLock { measuring } }
    private var measuring: Duration = .zero

    public func measure(_ text: String, locale: String, surface: Surface) -> TextMeasurement? {
        let clock = ContinuousClock()
        let start = clock.now
        let measured = try? engine.measure(text, locale: locale, surface: surface)
        let took = clock.now - start
        guard let measurement = measured else {
            lock.withLock { measuring += took }
            return nil
        }
        lock.withLock {
            measuring += took
            usedFonts.formUnion(measurement.fonts)
            missingFamilies.formUnion(measurement.unavailableFamilies)
        }
        return measurement
    }
}

/// Which surface a text is shown on, at which devices and sizes.
struct SurfacePlan {
    var name: String
    /// One surface per (device, size), devices in configuration order, sizes smallest first.
    var surfaces: [Surface]

    /// The surfaces grouped by device, devices in plan order.
    var byDevice: [(device: String, surfaces: [Surface])] {
        var result: [(device: String, surfaces: [Surface])] = []
        for surface in surfaces {
            if let index = result.firstIndex(where: { $0.device == surface.device }) {
                result[index].surfaces.append(surface)
            } else {
                result.append((surface.device, [surface]))
            }
        }
        return result
    }

    /// Dynamic Type sizes to check, from the configuration (all by default).
    static func sizes(_ configuration: Configuration) -> [TextSize] {
        let chosen = configuration.textSizes.compactMap(TextSize.init(name:))
        return chosen.isEmpty ? TextSize.allCases : TextSize.allCases.filter(chosen.contains)
    }

    static func devices(_ configuration: Configuration) -> [String] {
        configuration.devices.isEmpty ? BuiltInSurfaces.appleDevices : configuration.devices
    }

    /// The surfaces of a quick-action text or catalog string, nil when it has none.
    static func plan(for item: TextItem, context: RuleContext) -> SurfacePlan? {
        let configuration = context.configuration
        if item.isCatalogEntry {
            guard let mapping = item.surfaceMapping else { return nil }
            if let name = mapping.surface {
                return builtIn(name, icon: true, withSubtitle: false, configuration: configuration)
            }
            guard let width = mapping.width else { return nil }
            let size = mapping.size ?? 17
            let surface = Surface(name: "custom:\(mapping.pattern)", device: "any", style: "custom", size: size,
                                  width: width, maxLines: mapping.lines ?? 1)
            return SurfacePlan(name: surface.name, surfaces: [surface])
        }
        guard let index = item.actionIndex, index < context.project.actions.count, let field = item.field else {
            return nil
        }
        let action = context.project.actions[index]
        if action.kind == .contextMenu || action.kind == .previewAction {
            return builtIn("context-menu.title", icon: action.icon != nil, withSubtitle: false, configuration: configuration)
        }
        if context.project.platform == .android {
            return builtIn(item.isLongTitle ? "shortcut.long" : "shortcut.short", icon: true, withSubtitle: false,
                           configuration: configuration, android: true)
        }
        switch field {
        case .title:
            let hasSubtitle = action.subtitle?.shown(in: item.locale, development: context.developmentLanguage)
                .map { !$0.text.isEmpty } ?? false
            return builtIn("quick-action.title", icon: action.icon != nil, withSubtitle: hasSubtitle,
                           configuration: configuration)
        case .subtitle:
            return builtIn("quick-action.subtitle", icon: action.icon != nil, withSubtitle: false,
                           configuration: configuration)
        case .icon:
            return nil
        }
    }

    /// What a built-in plan depends on: the surface, its variant, and the configuration's devices and sizes.
    struct BuiltInKey: Hashable {
        var name: String
        var icon: Bool
        var withSubtitle: Bool
        var android: Bool
        var devices: [String]
        var sizes: [String]
    }

    /// Built-in plans made so far: a surface and its sources are the same for every text shown on it,
    /// so they are made once per key rather than once per text (a pure function's cache).
    private static let builtInCache = BuiltInPlanCache()

    static func builtIn(_ name: String, icon: Bool, withSubtitle: Bool, configuration: Configuration,
                        android: Bool = false) -> SurfacePlan? {
        let key = BuiltInKey(name: name, icon: icon, withSubtitle: withSubtitle, android: android,
                             devices: configuration.devices, sizes: configuration.textSizes)
        return builtInCache.plan(for: key) {
            makeBuiltIn(name, icon: icon, withSubtitle: withSubtitle, configuration: configuration, android: android)
        }
    }

    static func makeBuiltIn(_ name: String, icon: Bool, withSubtitle: Bool, configuration: Configuration,
                            android: Bool) -> SurfacePlan? {
        if android || name.hasPrefix("shortcut.") {
            guard let surface = try? BuiltInSurfaces.surface(name, device: "android") else { return nil }
            return SurfacePlan(name: name, surfaces: [surface])
        }
        var surfaces: [Surface] = []
        for device in devices(configuration) {
            for size in sizes(configuration) {
                if let surface = try? BuiltInSurfaces.surface(name, device: device, textSize: size, icon: icon,
                                                             withSubtitle: withSubtitle) {
                    surfaces.append(surface)
                }
            }
        }
        return surfaces.isEmpty ? nil : SurfacePlan(name: name, surfaces: surfaces)
    }
}

/// Built-in surface plans by what they are made from, shared by the threads that check.
final class BuiltInPlanCache: @unchecked Sendable {
    private let lock = NSLock()
    private var plans: [SurfacePlan.BuiltInKey: SurfacePlan?] = [:]

    func plan(for key: SurfacePlan.BuiltInKey, make: () -> SurfacePlan?) -> SurfacePlan? {
        if let found = lock.withLock({ plans[key] }) { return found }
        let made = make()
        lock.withLock { plans[key] = made }
        return made
    }
}

/// Worst-case values for placeholders: wide enough to show a realistic
/// overflow, digits in the locale's numbering system.
public enum PlaceholderSamples {
    static let defaults: [String: String] = ["object": "Wwwwwwww", "string": "Wwwwwwww", "integer": "888",
                                             "float": "88.8", "char": "W", "variable": "888"]

    /// The text with every placeholder replaced by its sample.
    /// - Parameter isolated: each sample between FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE,
    ///   as a formatted string should put a value into right-to-left text (for drawings: the sample
    ///   keeps its own direction and does not reorder its neighbours).
    public static func fill(_ text: String, locale: LocaleData?, configuration: Configuration,
                            isolated: Bool = false) -> String {
        let spans = Placeholder.spans(in: text)
        guard !spans.isEmpty else { return text }
        var result = text
        for span in spans.reversed() {
            let sample = configuration.placeholderSamples[span.text]
                ?? configuration.placeholderSamples[canonical(span.kind)]
                ?? localized(defaults[span.kind] ?? "Wwwwwwww", numbering: locale?.numberingSystem)
            result.replaceSubrange(span.range, with: isolated ? "\u{2068}\(sample)\u{2069}" : sample)
        }
        // `%%` is a literal percent sign once formatted.
        return result.replacingOccurrences(of: "%%", with: "%")
    }

    /// The configuration names samples by conversion: `%@`, `%d`, `%f`, `%s`.
    static func canonical(_ kind: String) -> String {
        switch kind {
        case "object": "%@"
        case "integer", "variable": "%d"
        case "float": "%f"
        case "string": "%s"
        default: "%@"
        }
    }

    /// ASCII digits rewritten in a CLDR numbering system's digits.
    static func localized(_ sample: String, numbering: String?) -> String {
        let zeros: [String: UInt32] = ["arab": 0x0660, "arabext": 0x06F0, "deva": 0x0966, "beng": 0x09E6,
                                       "guru": 0x0A66, "gujr": 0x0AE6, "orya": 0x0B66, "tamldec": 0x0BE6,
                                       "telu": 0x0C66, "knda": 0x0CE6, "mlym": 0x0D66, "thai": 0x0E50,
                                       "mymr": 0x1040, "khmr": 0x17E0, "laoo": 0x0ED0, "tibt": 0x0F20]
        guard let numbering, let zero = zeros[numbering] else { return sample }
        return String(String.UnicodeScalarView(sample.unicodeScalars.map { scalar in
            if let digit = scalar.properties.numericType == .decimal ? scalar.properties.numericValue : nil,
               scalar.isASCII, let shifted = Unicode.Scalar(zero + UInt32(digit)) {
                return shifted
            }
            return scalar
        }))
    }
}
