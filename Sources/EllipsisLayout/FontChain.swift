import CHarfBuzz
import EllipsisCore
import EllipsisLocaleData
import Foundation
import Synchronization

/// An ordered fallback list of faces. Each grapheme cluster is set in the first
/// face that has glyphs for all of its characters; a cluster no face covers is
/// set in the first face and counted as missing, never silently measured.
public final class FontChain: @unchecked Sendable, Hashable, CustomStringConvertible {
    public let faces: [FontFace]
    /// Families that were asked for and not found (reported, not fatal).
    public let unavailableFamilies: [String]
    /// Faces that take Apple's SF Pro tracking when a surface asks for it.
    let tracked: [Bool]
    /// A stable key for caches.
    public let key: String
    /// One face asked for (`--font`): nothing else may be set in.
    public let isForced: Bool
    /// The locale's chain this one extends with faces found by coverage, if it does.
    public let base: FontChain?
    /// Faces no locale asked for, found by fontconfig for characters the locale's faces lack.
    public var foundByCoverage: [FontFace] { base.map { Array(faces.dropFirst($0.faces.count)) } ?? [] }

    /// The chains this one becomes at larger sizes (optical sizes; see OpticalSizes.swift).
    let optical: OpticalVariants

    /// The size-specific tracking of the first tracked face that has its own (Apple's fonts'
    /// `trak`, a metrics snapshot's), which replaces SF Pro's published table; nil when none has.
    public let ownTracking: FontTracking?

    /// Per face: whether it is an open proxy (neither Apple's font nor made from a metrics
    /// snapshot), whose widths the proxies' figures (ProxyCalibration) describe.
    let proxyFaces: [Bool]
    let hasProxyFaces: Bool
    /// Per corrected script (by its place in ProxyCalibration), per face: whether its correction applies.
    let correctableFaces = Mutex<[[Bool]?]>([])

    /// - Throws: InputError when `faces` is empty (text needs at least one face to be measured).
    public convenience init(faces: [FontFace], tracked: [Bool]? = nil, unavailableFamilies: [String] = [],
                            isForced: Bool = false) throws {
        try self.init(faces: faces, tracked: tracked, unavailableFamilies: unavailableFamilies, optical: .none,
                      isForced: isForced)
    }

    init(faces: [FontFace], tracked: [Bool]?, unavailableFamilies: [String], optical: OpticalVariants,
         isForced: Bool = false, extending base: FontChain? = nil) throws {
        guard !faces.isEmpty else { throw InputError("a font chain needs at least one font face", file: "<fonts>") }
        self.faces = faces
        self.optical = optical
        self.isForced = isForced
        self.base = base
        if let tracked, tracked.count == faces.count {
            self.tracked = tracked
        } else {
            self.tracked = faces.map { DefaultFonts.trackedFamilies.contains($0.familyName) }
        }
        self.unavailableFamilies = unavailableFamilies
        let proxies = faces.map { !$0.isSynthetic && !DefaultFonts.isAppleFamily($0.familyName) }
        self.proxyFaces = proxies
        self.hasProxyFaces = proxies.contains(true)
        let trackedFaces = self.tracked
        self.ownTracking = faces.indices.first { trackedFaces[$0] && faces[$0].tracking != nil }.flatMap { faces[$0].tracking }
        self.key = faces.map(\.identity).joined(separator: "|")
        self.coverages = faces.map { Unmanaged.passUnretained($0.coverage) }
        self.soleFace = faces.map { [$0] }
        self.soleFaceFile = faces.map { [$0.description] }
        self.colorFaces = faces.map(\.hasColorBitmaps)
        let tracked = self.tracked
        let fallback = faces.indices.first { faces[$0].covers("\u{2026}") }
        let owners = faces.indices.map { faces[$0].covers("\u{2026}") ? $0 : (fallback ?? $0) }
        self.ellipsisOwner = owners
        self.ellipsisEm = faces.indices.map { index in
            let owner = owners[index]
            guard let glyph = faces[owner].glyph(for: "\u{2026}") else { return (0, false) }
            return (Double(faces[owner].advance(of: glyph)) / Double(faces[owner].unitsPerEm), tracked[owner])
        }
    }

    /// The faces' coverage and colour flags. The coverage is read without counting a
    /// reference once per character: the faces, which the chain keeps, keep it alive.
    private let coverages: [Unmanaged<GlyphCoverage>]
    private let colorFaces: [Bool]

    /// Whether face `index` has glyphs for the cluster (default-ignorables need none).
    func covers(_ index: Int, _ scalars: some Sequence<Unicode.Scalar>) -> Bool {
        let coverage = coverages[index]
        for scalar in scalars {
            if coverage._withUnsafeGuaranteedRef({ $0.contains(scalar.value) }) { continue }
            if FontChain.isDefaultIgnorable(scalar) || FontChain.isNewline(scalar) { continue }
            return false
        }
        return true
    }

    /// Whether face 0, where most text is set, has a glyph for one character.
    @inline(__always)
    func firstFaceCovers(_ value: UInt32) -> Bool { coverages[0]._withUnsafeGuaranteedRef { $0.contains(value) } }

    /// For a character face 0 lacks: the first later face with a glyph for it, face 0 for
    /// one that needs none, or nil when no face has it (`covers` for a cluster of that
    /// character alone).
    func laterFace(covering value: UInt32) -> Int? {
        coverages.withUnsafeBufferPointer { refs in
            var found: Int? = nil
            for i in 1..<refs.count where refs[i]._withUnsafeGuaranteedRef({ $0.contains(value) }) {
                found = i
                break
            }
            // A character that needs no glyph stays in face 0 (checked last: letters are most).
            if let scalar = Unicode.Scalar(value), FontChain.isDefaultIgnorable(scalar) || FontChain.isNewline(scalar) {
                return 0
            }
            return found
        }
    }

    /// The first face from `first` on that covers a cluster that does not ask for emoji
    /// presentation, and whether one does (face 0 and uncovered when none).
    func textFaceIndex(for scalars: some Sequence<Unicode.Scalar>, from first: Int) -> (index: Int, covered: Bool) {
        for i in first..<coverages.count where covers(i, scalars) { return (i, true) }
        return (0, false)
    }

    /// Whether a scalar value could make its cluster prefer emoji presentation (a cheap,
    /// conservative test: `prefersEmojiPresentation` decides).
    static func mayAskForEmoji(_ v: UInt32) -> Bool {
        v == 0x20E3 || v == 0xFE0F || (v >= 0x231A && (v < 0x2C00 || v >= 0x1F000))
    }

    /// Per face: a list of just that face, and of its file (what a text set in one face uses).
    let soleFace: [[FontFace]]
    let soleFaceFile: [[String]]

    /// Per face: the face the ellipsis is set in after text in that face.
    let ellipsisOwner: [Int]

    /// Per face: the advance in em of U+2026 in that face (or in the first face that has
    /// it), and whether it takes tracking.
    let ellipsisEm: [(em: Double, tracked: Bool)]

    public var description: String { faces.map(\.description).joined(separator: ", ") }

    /// The chain text is laid out in at `size` points: this one, or the one with each face's
    /// design for that size where a face has one (Inter Display for Inter from 20 pt, a
    /// variable face's `opsz` set to the size). Below the first such size, this chain.
    @inline(__always)
    public func variant(atSize size: Double) -> FontChain {
        size < optical.threshold ? self : optical.chain(self, atSize: size)
    }

    /// Whether the chain changes design with the size at all.
    public var hasOpticalSizes: Bool { optical.threshold != .infinity }

    /// The index of the face for one grapheme cluster, and whether it really covers it.
    /// Emoji-presentation clusters look in colour faces first, as Apple's cascade does.
    func faceIndex(for scalars: some Sequence<Unicode.Scalar>) -> (index: Int, covered: Bool) {
        let wantsEmoji = FontChain.prefersEmojiPresentation(scalars)
        if wantsEmoji {
            for i in 0..<coverages.count where colorFaces[i] && covers(i, scalars) { return (i, true) }
        }
        for i in 0..<coverages.count where covers(i, scalars) { return (i, true) }
        return (0, false)
    }

    /// Emoji presentation: a cluster with VS16, a keycap, a ZWJ/tag sequence or a
    /// character whose default presentation is emoji, and no text selector (VS15).
    static func prefersEmojiPresentation(_ scalars: some Sequence<Unicode.Scalar>) -> Bool {
        var emoji = false
        for scalar in scalars {
            switch scalar.value {
            case 0xFE0E: return false
            case 0xFE0F, 0x20E3: emoji = true
            case 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF: emoji = true
            default:
                // Nothing below U+231A (WATCH) has Emoji_Presentation: skip the property lookup.
                // ... nor anything from U+2C00 to U+1EFFF (CJK, Hangul, ...).
                let v = scalar.value
                if v >= 0x231A, v < 0x2C00 || v >= 0x1F000, scalar.properties.isEmojiPresentation { emoji = true }
            }
        }
        return emoji
    }

    /// Characters that render as nothing (Unicode Default_Ignorable_Code_Point and
    /// controls): a face need not have a glyph for them.
    static func isDefaultIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180B...0x180F, 0x200B...0x200F,
             0x202A...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF0...0xFFF8,
             0x1BCA0...0x1BCA3, 0x1D173...0x1D17A, 0xE0000...0xE0FFF:
            return true
        default:
            return scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        }
    }

    static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    public static func == (a: FontChain, b: FontChain) -> Bool { a.key == b.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

/// Opens each font file once and builds fallback chains for locales, from the
/// fonts its locator finds. One library serves one run (or one engine).
public final class FontLibrary: @unchecked Sendable {
    public let locator: FontLocator
    private let lock = NSLock()
    private var faces: [FontLocation: FontFace] = [:]
    private var chains: [String: FontChain] = [:]
    /// Fonts made from metrics snapshots: set ahead of every Apple chain's faces of their family.
    private let metricsFaces: [FontFace]

    /// - Parameters:
    ///   - locator: the run's fonts: the system's and its folders.
    ///   - metrics: faces made from metrics snapshots (`MetricsSnapshot.fontFaces(file:)`, from
    ///     `--metrics FILE`): simple-script text is measured with their numbers.
    public init(locator: FontLocator = FontLocator(), metrics: [FontFace] = []) {
        self.locator = locator
        self.metricsFaces = metrics
        // Drawn (previews) with the outlines of an installed face that has nearly all their characters:
        // the family itself when it is installed, else the first proxy that has them.
        for face in metrics {
            let wanted = face.glyphScalars.filter { $0 != 0x20 && $0 != 0x2026 }.compactMap(Unicode.Scalar.init)
            for family in [face.familyName] + DefaultFonts.proxy {
                guard let location = locator.locate(family: family), let candidate = try? self.face(at: location) else { continue }
                if wanted.filter(candidate.covers).count * 10 >= wanted.count * 9 {
                    face.outlineStandIn = candidate
                    break
                }
            }
        }
    }

    private var chainTime = Duration.zero
    /// Time spent making locales' font chains: families located (fontconfig started on the way)
    /// and faces opened, summed over threads (the start-up bench prints it).
    public var chainMakingTime: Duration {
        lock.lock()
        defer { lock.unlock() }
        return chainTime
    }

    /// The face at a location, opened once and shared.
    public func face(at location: FontLocation) throws -> FontFace {
        lock.lock()
        defer { lock.unlock() }
        if let face = faces[location] { return face }
        let face = try FontFace(path: location.path, index: location.index)
        faces[location] = face
        return face
    }

    /// A chain of exactly one face (`--font`): nothing falls back, missing glyphs are counted.
    public func chain(forcing location: FontLocation) throws -> FontChain {
        let face = try face(at: location)
        return try FontChain(faces: [face], tracked: [true], unavailableFamilies: [],
                             optical: OpticalVariants(rules: [face.opticalSizeAxis.map { .axis($0) } ?? .fixed]),
                             isForced: true)
    }

    /// `chain` followed by the faces at `locations` (found by coverage), made once per pair.
    /// Its optical sizes are the chain's: the faces found keep their one design.
    public func chain(extending chain: FontChain, with locations: [FontLocation]) throws -> FontChain {
        let cacheKey = "extends|\(chain.key)|" + locations.map(\.description).joined(separator: "|")
        lock.lock()
        if let known = chains[cacheKey] { lock.unlock(); return known }
        lock.unlock()
        let added = try locations.map { try face(at: $0) }
        let extended = try FontChain(faces: chain.faces + added,
                                     tracked: chain.tracked + added.map { DefaultFonts.trackedFamilies.contains($0.familyName) },
                                     unavailableFamilies: chain.unavailableFamilies,
                                     optical: OpticalVariants(rules: chain.optical.rules), extending: chain)
        // Two threads can make the same chain at once: the first one kept is the one every text
        // uses, so texts shaped in it share one chain and one set of optical variants.
        lock.lock()
        defer { lock.unlock() }
        if let raced = chains[cacheKey] { return raced }
        chains[cacheKey] = extended
        return extended
    }

    /// The chain for a locale on a platform: the locale's Apple families that are
    /// installed, then its proxies, then the built-in defaults; duplicates removed.
    /// `provider` supplies LocaleData.fonts; without it a built-in head by language is used.
    public func chain(locale: String, platform: FontPlatform = .apple,
                      provider: (any LocaleDataProvider)? = nil) throws -> FontChain {
        // The provider's type, by identity: its name would be demangled for every chain.
        let cacheKey = "\(platform.rawValue)|\(locale)|\(provider.map { UInt(bitPattern: ObjectIdentifier(type(of: $0))) } ?? 0)"
        lock.lock()
        if let chain = chains[cacheKey] { lock.unlock(); return chain }
        lock.unlock()
        let start = ContinuousClock.now
        defer {
            lock.lock()
            chainTime += ContinuousClock.now - start
            lock.unlock()
        }

        var families: [String] = []
        var required: Set<String> = []
        let data = provider?.bestData(for: locale)
        switch platform {
        case .apple:
            // Data found for a broader locale (zh for zh-Hant) does not know the right CJK face.
            if let data, data.locale.caseInsensitiveCompare(locale) != .orderedSame {
                let head = DefaultFonts.head(for: locale)
                families += head.apple + head.proxy
            }
            if let data {
                families += data.fonts.apple + data.fonts.proxy
                required.formUnion(data.fonts.proxy)
            } else {
                let head = DefaultFonts.head(for: locale)
                families += head.apple + head.proxy
                required.formUnion(head.proxy)
            }
            families += DefaultFonts.apple + DefaultFonts.proxy
            required.insert("Inter")
        case .android:
            if let data, data.locale.caseInsensitiveCompare(locale) != .orderedSame {
                families += DefaultFonts.head(for: locale).proxy
            }
            if let android = data?.fonts.android {
                families += android
                required.formUnion(android)
            } else if let data {
                families += data.fonts.proxy.filter { $0 != "Inter" }
            } else {
                families += DefaultFonts.head(for: locale).proxy
            }
            families += DefaultFonts.android
            required.insert("Roboto")
        }
        var seen = Set<FontLocation>()
        var resolved: [FontFace] = []
        // A snapshot's faces come first, in the order of the families asked for: simple-script
        // text is measured with its numbers, whatever they lack falls through to real fonts.
        let snapshot = metricsFaces
        if platform == .apple, !snapshot.isEmpty {
            for family in families {
                // A Display family that another face turns into, and a variable face's designs
                // above its smallest optical size, come in by their optical rule.
                for face in snapshot where face.familyName == family && !resolved.contains(where: { $0 === face })
                    && !snapshot.contains(where: { OpticalSizes.counterparts[$0.familyName]?.family == family })
                    && !snapshot.contains(where: { $0.familyName == family && $0.opticalSize ?? -1 < face.opticalSize ?? -1 }) {
                    resolved.append(face)
                }
            }
        }
        var unavailable: [String] = []
        for family in families {
            guard let location = locator.locate(family: family) else {
                if required.contains(family), !unavailable.contains(family) { unavailable.append(family) }
                continue
            }
            guard seen.insert(location).inserted, let face = try? face(at: location) else { continue }
            resolved.append(face)
        }
        guard !resolved.isEmpty else {
            throw InputError("no usable font found for locale '\(locale)' (looked for \(families.prefix(3).joined(separator: ", ")), ...); install fonts-inter and fonts-noto-core or pass --font",
                             file: "<fonts>")
        }
        let chain = try FontChain(faces: resolved, tracked: nil, unavailableFamilies: unavailable,
                                  optical: OpticalVariants(rules: resolved.map(opticalRule(for:))))
        // Two threads can make a locale's chain at once: the first one kept is the one every
        // caller gets. Chains found by coverage extend one chain object and texts are cached by
        // it, so a second object of the same faces would be shaped apart from its extensions.
        lock.lock()
        defer { lock.unlock() }
        if let raced = chains[cacheKey] { return raced }
        chains[cacheKey] = chain
        return chain
    }

    /// What a face of a locale's chain becomes at larger sizes: its `opsz` axis when it is
    /// variable (a snapshot's designs at the sizes it has, for one made from a snapshot),
    /// else its Display counterpart when one is installed.
    func opticalRule(for face: FontFace) -> OpticalRule {
        if let axis = face.opticalSizeAxis { return .axis(axis) }
        if face.isSynthetic, face.opticalSize != nil {
            let designs = metricsFaces.filter { $0.familyName == face.familyName && $0.opticalSize != nil }
            return .sizes(designs.sorted { $0.opticalSize! < $1.opticalSize! }.map { ($0.opticalSize!, $0) })
        }
        if face.isSynthetic {
            let display = OpticalSizes.counterparts[face.familyName].flatMap { counterpart in
                metricsFaces.first { $0.familyName == counterpart.family }.map { ($0, counterpart.from) }
            }
            return display.map { .counterpart($0.0, from: $0.1) } ?? .fixed
        }
        guard let counterpart = OpticalSizes.counterparts[face.familyName],
              let location = locator.locate(family: counterpart.family),
              let other = try? self.face(at: location) else { return .fixed }
        return .counterpart(other, from: counterpart.from)
    }

    /// The faces made from metrics snapshots, in the order given.
    public var metricsFontFaces: [FontFace] { metricsFaces }
}
