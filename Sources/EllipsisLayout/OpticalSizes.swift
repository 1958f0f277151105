import EllipsisCore
import Synchronization

/// Optical sizes: a type design drawn differently for large sizes than for small ones.
/// Apple's system font was SF Text below 20 pt and SF Display from 20 pt, two static
/// families, up to iOS 13 (A: Apple, WWDC 2020 session 10175); since iOS 14 and macOS 11
/// it is one variable font whose design follows the point size continuously, its tracking
/// changing smoothly from 17 to 28 pt (A: the same session; HIG, macOS typography,
/// "dynamic optical sizes"). Where a proxy has a design for large sizes (Inter Display:
/// Inter 4.0's Display designs as a static family, A: its release notes), it stands in
/// from 20 pt (I: that Inter Display is to Inter what SF Pro Display is to SF Pro Text).
/// From 20 to 27 pt that is more Display than iOS 14 draws (docs/layout.md, "Optical sizes").
enum OpticalSizes {
    /// A static family and the family that replaces it from a point size on.
    struct Counterpart: Sendable {
        var family: String
        var from: Double
    }

    static let counterparts: [String: Counterpart] = [
        // Proxy: Inter 4.0 ships its Display designs as a second family (fonts-inter: InterDisplay-*.otf).
        "Inter": Counterpart(family: "Inter Display", from: 20),
        // Apple's static fonts (before iOS 14, or a Mac's copies of the download): Text below 20 pt.
        "SF Pro Text": Counterpart(family: "SF Pro Display", from: 20),
    ]
}

/// What one face of a chain becomes at a point size.
enum OpticalRule: Sendable {
    /// The same design at every size.
    case fixed
    /// A static face that another replaces from a size on.
    case counterpart(FontFace, from: Double)
    /// A variable face whose `opsz` axis is set to the size (clamped to the axis).
    case axis(ClosedRange<Double>)
    /// A variable face as a metrics snapshot has it: its designs at some optical sizes,
    /// ascending; each is used from its size on, the first below it.
    case sizes([(from: Double, face: FontFace)])
}

/// A chain's designs by point size: the chain itself where nothing changes, else one
/// chain per optical size, made once and kept.
final class OpticalVariants: @unchecked Sendable {
    let rules: [OpticalRule]
    /// The smallest size at which any face changes (infinity when none ever does).
    let threshold: Double
    /// Whether a face follows the size continuously (a variable `opsz` axis).
    private let continuous: Bool
    /// The sizes from which counterparts apply, ascending.
    private let steps: [Double]
    private let made = Mutex<[Double: FontChain]>([:])

    init(rules: [OpticalRule]) {
        self.rules = rules
        var steps: Set<Double> = []
        var continuous = false
        for rule in rules {
            switch rule {
            case .fixed: break
            case .counterpart(_, let from): steps.insert(from)
            case .axis: continuous = true
            case .sizes(let list): steps.formUnion(list.map(\.from))
            }
        }
        self.steps = steps.sorted()
        self.continuous = continuous
        self.threshold = continuous ? -Double.infinity : (self.steps.first ?? .infinity)
    }

    static let none = OpticalVariants(rules: [])

    /// The chain to lay text out in at `size`: `base` itself below the threshold.
    func chain(_ base: FontChain, atSize size: Double) -> FontChain {
        // Counterparts apply from their size on, so every size between two steps shares a chain.
        let key = continuous ? size : (steps.last { $0 <= size } ?? -1)
        if key < 0 && !continuous { return base }
        if let known = made.withLock({ $0[key] }) { return known }
        let faces = base.faces.indices.map { index -> FontFace in
            let face = base.faces[index]
            switch rules.indices.contains(index) ? rules[index] : .fixed {
            case .fixed: return face
            case .counterpart(let other, let from): return size >= from ? other : face
            case .axis:
                return (try? FontFace(path: face.path, index: face.index, opticalSize: size)) ?? face
            case .sizes(let list): return list.last { $0.from <= size }?.face ?? face
            }
        }
        guard let variant = try? FontChain(faces: faces, tracked: base.tracked,
                                           unavailableFamilies: base.unavailableFamilies) else { return base }
        return made.withLock { table in
            if let raced = table[key] { return raced }
            table[key] = variant
            return variant
        }
    }
}

extension ShapedText {
    /// This text in `chain`, a variant of its own chain for another optical size: the same
    /// analysis, faces chosen and shaped anew. When every grapheme would be set in the
    /// very face it is set in here (a text with no character in a face that changes with
    /// the size), the shaping is the same and this text is returned.
    public func reshaped(in chain: FontChain) -> ShapedText {
        guard chain !== self.chain, chain.faces.count == self.chain.faces.count else { return self }
        let count = items.graphemeCount
        let same = [Int](unsafeUninitializedCapacity: max(count, 1)) { buffer, initialized in
            let faces = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
            var missing: [String] = []
            ShapedText.chooseFaces(items: items, chain: chain, faceOf: faces, missing: &missing)
            ShapedText.keepNeutralsInTheirNeighboursFace(items: items, chain: chain, faceOf: faces, forced: [])
            initialized = count
        }
        let unchanged = withFaceIndices { mine in
            (0..<count).allSatisfy { chain.faces[same[$0]] === self.chain.faces[mine[$0]] }
        }
        return unchanged ? self : ShapedText(items: items, chain: chain, analyzer: analyzer)
    }
}
