import EllipsisCore
import EllipsisLayout
import EllipsisReport
import Foundation

/// Which previews to draw: device, Dynamic Type sizes, Home Screen sides.
public struct PreviewOptions: Sendable, Hashable {
    /// `iphone` or `ipad` (BuiltInSurfaces.appleDevices).
    public var device: String
    public var textSizes: [TextSize]
    public var sides: [HomeScreenSide]

    public init(device: String = "iphone", textSizes: [TextSize] = [.L], sides: [HomeScreenSide] = HomeScreenSide.allCases) {
        self.device = device
        self.textSizes = textSizes
        self.sides = sides
    }
}

/// The menu of one locale laid out with EllipsisLayout (the surfaces, fonts and
/// line fitting `lint` uses) and drawn by EllipsisReport.
public enum MenuPreviews {
    public struct Drawing: Sendable, Hashable {
        public var caption: String
        public var fileName: String
        public var svg: String
    }

    static let padding = 16.0

    /// - Parameters:
    ///   - engine: the engine lint measured with: same fonts, and its shaping cache is reused.
    ///   - fonts: collects the font files the text was set in.
    ///   - fill: the text as people see it: placeholders replaced by their samples.
    public static func draw(project: Project, locale: LocaleID, engine: LayoutEngine, rightToLeft: Bool,
                     options: PreviewOptions, diagnostics: [Diagnostic], fonts: inout Set<String>,
                     fill: (String) -> String = { $0 }) throws -> [Drawing] {
        var used: Set<String> = []
        defer { fonts.formUnion(used) }
        if project.platform == .android {
            return try drawAndroid(project: project, locale: locale, engine: engine, rightToLeft: rightToLeft,
                                   options: options, diagnostics: diagnostics, fonts: &used, fill: fill)
        }
        var drawings: [Drawing] = []
        for textSize in options.textSizes {
            let geometry = try geometry(device: options.device, textSize: textSize)
            var laidOut: [MenuPreviewBuilder.TextRequest: PreviewText] = [:]
            for side in options.sides {
                let preview = try MenuPreviewBuilder.build(
                    project: project, locale: locale, rightToLeft: rightToLeft, device: options.device,
                    textSize: textSize.rawValue, side: side, geometry: geometry, diagnostics: diagnostics,
                    layOut: { request in
                        if let known = laidOut[request] { return known }
                        let text = try layOut(request, engine: engine, device: options.device, textSize: textSize,
                                              fonts: &used, fill: fill)
                        laidOut[request] = text
                        return text
                    })
                let deviceName = options.device == "ipad" ? "iPad" : "iPhone"
                drawings.append(Drawing(caption: "\(deviceName), text size \(textSize.rawValue), app on the \(side.rawValue)",
                                        fileName: preview.fileName, svg: MenuPreviewSVG.render(preview)))
            }
        }
        return drawings
    }

    /// Launcher3's shortcut popup: a 216 dp row, the icon in the first 54 dp on
    /// the leading side, one line of 14 sp Roboto (BuiltInSurfaces' shortcut surfaces).
    static func drawAndroid(project: Project, locale: LocaleID, engine: LayoutEngine, rightToLeft: Bool,
                            options: PreviewOptions, diagnostics: [Diagnostic], fonts: inout Set<String>,
                            fill: (String) -> String) throws -> [Drawing] {
        let surface = try BuiltInSurfaces.surface("shortcut.short", device: "android")
        let iconColumn = 54.0
        let geometry = MenuGeometry(menuWidth: surface.width + iconColumn + padding, leadingPadding: padding,
                                    iconColumn: iconColumn, iconSize: 22, verticalPadding: 14, cornerRadius: 16)
        var drawings: [Drawing] = []
        var laidOut: [MenuPreviewBuilder.TextRequest: PreviewText] = [:]
        for side in options.sides {
            let preview = try MenuPreviewBuilder.build(
                project: project, locale: locale, rightToLeft: rightToLeft, device: "android", textSize: "",
                side: side, geometry: geometry, diagnostics: diagnostics, proxyFonts: false,
                layOut: { request in
                    if let known = laidOut[request] { return known }
                    let name = request.longLabel ? "shortcut.long" : "shortcut.short"
                    let text = try layOut(request, engine: engine, surface: BuiltInSurfaces.surface(name, device: "android"),
                                          fonts: &fonts, fill: fill)
                    laidOut[request] = text
                    return text
                })
            drawings.append(Drawing(caption: "Android launcher, app on the \(side.rawValue)", fileName: preview.fileName,
                                    svg: MenuPreviewSVG.render(preview)))
        }
        return drawings
    }

    /// Menu measures from the built-in surfaces: the text width without an icon
    /// gives the menu width, the width with one gives the icon column.
    static func geometry(device: String, textSize: TextSize) throws -> MenuGeometry {
        let bare = try BuiltInSurfaces.surface("quick-action.title", device: device, textSize: textSize, icon: false)
        let menuWidth = bare.width + 2 * padding
        if textSize.isAccessibility { return MenuGeometry(menuWidth: menuWidth, leadingPadding: padding, iconColumn: 0) }
        let withIcon = try BuiltInSurfaces.surface("quick-action.title", device: device, textSize: textSize, icon: true)
        let iconColumn = menuWidth - padding - withIcon.width
        // The symbol grows with the column (21 pt at the default 44 pt column).
        return MenuGeometry(menuWidth: menuWidth, leadingPadding: padding, iconColumn: iconColumn,
                            iconSize: 21 * iconColumn / 44)
    }

    static func layOut(_ request: MenuPreviewBuilder.TextRequest, engine: LayoutEngine, device: String,
                       textSize: TextSize, fonts: inout Set<String>, fill: (String) -> String) throws -> PreviewText {
        let surfaceName = request.field == .subtitle ? "quick-action.subtitle" : "quick-action.title"
        let surface = try BuiltInSurfaces.surface(surfaceName, device: device, textSize: textSize, icon: request.hasIcon,
                                                  withSubtitle: request.withSubtitle)
        return try layOut(request, engine: engine, surface: surface, fonts: &fonts, fill: fill)
    }

    static func layOut(_ raw: MenuPreviewBuilder.TextRequest, engine: LayoutEngine, surface: Surface,
                       fonts: inout Set<String>, fill: (String) -> String) throws -> PreviewText {
        // Drawn as people see it: `%@` is a value at run time, never the two characters.
        var request = raw
        request.text = fill(raw.text)
        // The design the surface's size is drawn in (Inter Display from 20 pt), as measured.
        let chain = try engine.chain(locale: request.locale, platform: surface.platform).variant(atSize: surface.size)
        let shaped = engine.shape(request.text, locale: request.locale, chain: chain)
        let measurement = try engine.measure(request.text, locale: request.locale, surface: surface)
        fonts.formUnion(measurement.fonts)
        let lines = SVGRenderer.lineDrawings(shaped, measurement: measurement, surface: surface)
            .map { PreviewLine(glyphs: $0.markup, width: $0.width, text: $0.text) }
        let fit = measurement.fit
        var hidden = 0.0
        if fit.truncated, let last = fit.lines.last, last.graphemes.upperBound < shaped.graphemeCount {
            // The width of what was dropped, set on one line in the same fonts.
            let dropped = (last.graphemes.upperBound..<shaped.graphemeCount).map { shaped.grapheme($0) }.joined()
            hidden = try engine.measure(dropped, locale: request.locale,
                                        parameters: FitParameters(size: surface.size, tracking: measurement.tracking),
                                        platform: surface.platform).fit.naturalWidth
        } else if fit.overflows {
            hidden = max(0, (fit.lines.map(\.width).max() ?? 0) - surface.width)
        }
        return PreviewText(lines: lines, fontSize: surface.size, lineHeight: surface.lineHeight,
                           truncated: fit.truncated || fit.overflows, hiddenWidth: hidden, fullText: request.text)
    }
}
