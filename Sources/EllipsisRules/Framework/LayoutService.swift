import EllipsisCore
import EllipsisLocaleData
import EllipsisLayout
import Foundation
import Synchronization

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
    /// Nanoseconds spent measuring, summed over threads.
    private let measuring = Atomic<Int>(0)

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

    /// The time spent measuring so far, summed over threads: the layout part of checking, apart
    /// from the rules' own work (each `measure`; a prepared text's sizes on one device, or a
    /// verdict's search for the width it needs, as a whole: `MeasuredText.measuring`).
    public var measuringTime: Duration { .nanoseconds(measuring.load(ordering: .relaxed)) }

    /// The engine's work, timed (by the clock `ContinuousClock` reads, in nanoseconds, without
    /// its conversions to and from `Duration`: a text is timed a few dozen times).
    fileprivate func timed<Value>(_ body: () throws -> Value) rethrows -> Value {
        let start = Self.nanoseconds()
        defer { measuring.add(Self.nanoseconds() - start, ordering: .relaxed) }
        return try body()
    }

    private static func nanoseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1_000_000_000 + now.tv_nsec
    }

    /// The fonts a measurement was made with, for the report.
    fileprivate func record(_ fonts: [String], unavailable: [String]) {
        lock.withLock {
            usedFonts.formUnion(fonts)
            missingFamilies.formUnion(unavailable)
        }
    }

    public func measure(_ text: String, locale: String, surface: Surface) -> TextMeasurement? {
        guard let measurement = timed({ try? engine.measure(text, locale: locale, surface: surface) }) else { return nil }
        record(measurement.fonts, unavailable: measurement.unavailableFamilies)
        return measurement
    }

    /// A text to measure on many surfaces, shaped once for each platform it is measured for.
    public func prepare(_ text: String, locale: String) -> MeasuredText {
        MeasuredText(text: text, locale: locale, service: self)
    }

    /// A text shaped once by the service's engine, measured on any surface: the results of
    /// `LayoutService.measure`, with the fonts recorded once per design rather than per size.
    /// Used by one thread at a time. Its calls are not timed one by one (a title is fitted
    /// dozens of times, and reading the clock twice a time costs a few percent of a run): a
    /// caller times its measuring as a whole with `measuring`.
    public final class MeasuredText {
        public let text: String
        public let locale: String
        private let service: LayoutService
        /// The text prepared for each platform asked for so far (nil: its fonts cannot be had).
        @exclusivity(unchecked) private var prepared: [(platform: FontPlatform, text: PreparedText?)] = []
        /// The shapings whose fonts are recorded already.
        @exclusivity(unchecked) private var recorded: [ObjectIdentifier] = []

        fileprivate init(text: String, locale: String, service: LayoutService) {
            self.text = text
            self.locale = locale
            self.service = service
        }

        private func prepared(for platform: FontPlatform) -> PreparedText? {
            for entry in prepared where entry.platform == platform { return entry.text }
            let made = try? service.engine.prepare(text, locale: locale, platform: platform)
            prepared.append((platform, made))
            return made
        }

        /// `body`, timed as measuring (`LayoutService.measuringTime`).
        public func measuring<Value>(_ body: () throws -> Value) rethrows -> Value { try service.timed(body) }

        /// As `LayoutService.measure` on `surface`.
        public func measure(_ surface: Surface) -> TextMeasurement? {
            guard let prepared = prepared(for: surface.platform) else { return nil }
            let measurement = prepared.measure(surface.fitParameters)
            let shaped = ObjectIdentifier(prepared.shaped(atSize: surface.size))
            if !recorded.contains(shaped) {
                recorded.append(shaped)
                service.record(measurement.fonts, unavailable: measurement.unavailableFamilies)
            }
            return measurement
        }

        /// Whether the text fits `parameters` uncut on `platform` (false when it cannot be
        /// measured); the fonts are not recorded.
        public func fits(_ parameters: FitParameters, platform: FontPlatform) -> Bool {
            prepared(for: platform)?.fits(parameters) ?? false
        }

        /// `measure(surface)?.fit.fits` for the surface of `parameters` and `platform`: the fit
        /// alone, the fonts recorded as `measure` records them; nil when it cannot be measured.
        public func fitsRecording(_ parameters: FitParameters, platform: FontPlatform) -> Bool? {
            guard let prepared = prepared(for: platform) else { return nil }
            let shaped = prepared.shaped(atSize: parameters.size)
            if !recorded.contains(ObjectIdentifier(shaped)) {
                recorded.append(ObjectIdentifier(shaped))
                service.record(shaped.fontFiles, unavailable: shaped.chain.unavailableFamilies)
            }
            return prepared.fits(parameters)
        }

        /// The proxies' error in a width measured on `surface` (`LayoutEngine.uncertainty`).
        public func uncertainty(on surface: Surface) -> (fraction: Double, scripts: [String]) {
            prepared(for: surface.platform)?.uncertainty(surface.fitParameters) ?? (0, [])
        }
    }
}

/// Which surface a text is shown on, at which devices and sizes.
struct SurfacePlan {
    let name: String
    /// One surface per (device, size), devices in configuration order, sizes smallest first.
    let surfaces: [Surface]
    /// The surfaces grouped by device, devices in plan order: made with the plan, which
    /// built-in plans are once per run, not for every text measured on them.
    let byDevice: [DeviceSurfaces]

    init(name: String, surfaces: [Surface]) {
        self.name = name
        self.surfaces = surfaces
        var devices: [(device: String, surfaces: [Surface])] = []
        for surface in surfaces {
            if let index = devices.firstIndex(where: { $0.device == surface.device }) {
                devices[index].surfaces.append(surface)
            } else {
                devices.append((surface.device, [surface]))
            }
        }
        self.byDevice = devices.map { DeviceSurfaces(device: $0.device, surfaces: $0.surfaces) }
    }

    /// One device's surfaces, in plan order, with what measuring needs of them apart: the
    /// width rules try many sizes of every text, and a copy of a surface counts references
    /// on its strings, which every thread shares.
    struct DeviceSurfaces {
        let device: String
        let surfaces: [Surface]
        /// The surface at the default text size (L), or the first.
        let defaultIndex: Int
        /// The surfaces of larger text sizes than the default one, in plan order.
        let larger: [Int]
        /// Each surface's fit and whose fonts.
        let fitting: [(parameters: FitParameters, platform: FontPlatform)]

        init(device: String, surfaces: [Surface]) {
            self.device = device
            self.surfaces = surfaces
            let defaultIndex = surfaces.firstIndex { $0.textSize == .L } ?? 0
            self.defaultIndex = defaultIndex
            let defaultOrdinal = surfaces.isEmpty ? TextSize.L.ordinal : (surfaces[defaultIndex].textSize ?? .L).ordinal
            self.larger = surfaces.indices.filter { (surfaces[$0].textSize ?? .L).ordinal > defaultOrdinal }
            self.fitting = surfaces.map { ($0.fitParameters, $0.platform) }
        }
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
