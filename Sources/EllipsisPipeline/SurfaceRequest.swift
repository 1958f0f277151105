import EllipsisCore
import EllipsisLayout

/// Where `measure` lays a text out: a surface by name (built in, or from a file of
/// the user's), or a box of its own, with any of its measures set explicitly.
public struct SurfaceRequest: Sendable, Hashable {
    /// `quick-action.title`... (BuiltInSurfaces), or a name from `surfaceFile`; nil for a box.
    public var name: String?
    /// A JSON file of surfaces of the user's (UserSurfaces).
    public var surfaceFile: String?
    /// `iphone` or `ipad`, `android` for shortcuts; nil for the surface's usual device.
    public var device: String?
    /// A Dynamic Type size name (`xS`...`AX5`); nil for L.
    public var textSize: String?
    public var icon: Bool
    public var withSubtitle: Bool
    public var size: Double?
    public var tracking: Double?
    public var width: Double?
    public var maxLines: Int?

    public init(name: String? = nil, surfaceFile: String? = nil, device: String? = nil, textSize: String? = nil,
                icon: Bool = true, withSubtitle: Bool = false, size: Double? = nil, tracking: Double? = nil,
                width: Double? = nil, maxLines: Int? = nil) {
        self.name = name
        self.surfaceFile = surfaceFile
        self.device = device
        self.textSize = textSize
        self.icon = icon
        self.withSubtitle = withSubtitle
        self.size = size
        self.tracking = tracking
        self.width = width
        self.maxLines = maxLines
    }

    /// The surface, with the explicit measures on top. Errors name the options of `measure`.
    public func resolved() throws -> Surface {
        var surface: Surface
        if let name {
            let own = try surfaceFile.map { try UserSurfaces.load($0) } ?? []
            if let found = own.first(where: { $0.name == name }) {
                surface = found
            } else {
                let sizeName = textSize ?? "L"
                guard let size = TextSize(name: sizeName) else {
                    throw UsageError("--text-size must be one of \(TextSize.allCases.map(\.rawValue).joined(separator: " ")), got '\(sizeName)'")
                }
                let device = device ?? (name.hasPrefix("shortcut.") ? "android" : "iphone")
                do {
                    surface = try BuiltInSurfaces.surface(name, device: device, textSize: size, icon: icon,
                                                          withSubtitle: withSubtitle)
                } catch let error as UsageError where !own.isEmpty {
                    throw UsageError("\(error.message); surfaces in --surface-file: \(own.map(\.name).joined(separator: ", "))")
                }
            }
        } else {
            if device != nil { throw UsageError("--device needs --surface") }
            if textSize != nil { throw UsageError("--text-size needs --surface") }
            surface = Surface(name: "custom", device: "custom", style: "body", size: 17, width: .infinity, maxLines: 0)
        }
        if let size {
            guard size > 0, size <= 1000 else { throw UsageError("--size must be a positive number of points, got \(size)") }
            surface.size = size
        }
        if let tracking {
            // Given: measured as given, whatever tracking the font has of its own.
            surface.tracking = tracking
            surface.followsFontTracking = false
        }
        if let width {
            guard width > 0 else { throw UsageError("--width must be a positive number of points, got \(width)") }
            surface.width = width
        }
        if let maxLines {
            guard maxLines >= 0 else { throw UsageError("--max-lines must be 0 (no limit) or more, got \(maxLines)") }
            surface.maxLines = maxLines
        }
        guard abs(surface.tracking) < surface.size else {
            throw UsageError("--tracking \(surface.tracking) is not plausible at \(surface.size) pt")
        }
        return surface
    }
}
