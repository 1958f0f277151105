import EllipsisCore

/// The surfaces Ellipsis knows, from notes/quick-actions.md (docs/architecture.md,
/// "Where to add a surface"). Confidence per number: A = Apple documents it,
/// M = measured by a third party, I = inferred.
public enum BuiltInSurfaces {
    public static let names = ["quick-action.title", "quick-action.subtitle", "shortcut.short", "shortcut.long",
                               "context-menu.title"]
    public static let appleDevices = ["iphone", "ipad"]

    /// Menu geometry per device (M: open-source replicas measured in the iOS 16-18 simulators).
    struct Menu {
        var width: Double            // default text sizes
        var accessibilityWidth: Double // AX1+
    }
    static let menus: [String: Menu] = [
        "iphone": Menu(width: 250, accessibilityWidth: 370),
        "ipad": Menu(width: 262, accessibilityWidth: 343),
    ]
    static let padding = 16.0 // leading and trailing (M)

    /// A built-in surface.
    /// - Parameters:
    ///   - icon: whether the action has an icon (it takes the trailing column at default sizes).
    ///   - withSubtitle: a title with a subtitle is held to one line (A).
    public static func surface(_ name: String, device: String = "iphone", textSize: TextSize = .L,
                               icon: Bool = true, withSubtitle: Bool = false) throws -> Surface {
        switch name {
        case "context-menu.title":
            guard menus[device.lowercased()] != nil else {
                throw UsageError("unknown device '\(device)' for \(name); expected one of \(appleDevices.joined(separator: ", "))")
            }
            return contextMenuTitle(device: device.lowercased(), textSize: textSize, icon: icon)
        case "quick-action.title", "quick-action.subtitle":
            guard let menu = menus[device.lowercased()] else {
                throw UsageError("unknown device '\(device)' for \(name); expected one of \(appleDevices.joined(separator: ", "))")
            }
            let isTitle = name == "quick-action.title"
            let style: TextStyle = isTitle ? .body : .subheadline
            let metrics = style.metrics(textSize)
            let body = TextStyle.body.metrics(textSize)
            var sources: [String: String] = [
                "style": "A: HIG, quick actions use Body for the title and Subheadline for the subtitle, regular SF Pro",
                "design": metrics.size >= 20
                    ? "A: SF Pro's Display design from 20 pt up to iOS 13, continuous from 17 to 28 pt since iOS 14 (WWDC 2020 session 10175); I: Inter Display stands in"
                    : "A: SF Pro's Text design below 20 pt (WWDC 2020 session 10175); Inter stands in",
                "size": "A: HIG Dynamic Type table (\(style.rawValue) at \(textSize.rawValue))",
                "tracking": [15.0, 17, 19, 23].contains(metrics.size)
                    ? "A: HIG SF Pro tracking table" : "I: SF Pro tracking table value recalled, not re-verified",
            ]
            let width: Double
            if textSize.isAccessibility {
                // Icons are hidden and the menu widens at AX sizes (M).
                width = menu.accessibilityWidth - 2 * padding
                sources["width"] = "M: menu \(menu.accessibilityWidth) pt at AX sizes, icons hidden, 16 pt padding each side"
            } else if icon {
                // The icon column replaces the trailing padding and grows with the text size:
                // 22 + line height + 0.1 x (body size - 17) (M); 44 pt at L.
                let iconColumn = 22 + body.lineHeight + 0.1 * (body.size - 17)
                width = menu.width - padding - iconColumn
                sources["width"] = "I: menu \(menu.width) pt (M) minus 16 pt leading padding (M) minus icon column 22 + line height + 0.1 x (body - 17) (M)"
            } else {
                width = menu.width - 2 * padding
                sources["width"] = "I: menu \(menu.width) pt (M) minus 16 pt padding each side (M)"
            }
            let lines: Int
            if isTitle {
                lines = withSubtitle ? 1 : 2
                sources["lines"] = withSubtitle ? "A: a title with a subtitle is held to one line"
                    : "A: a title alone takes one line, else two, then is cut"
            } else {
                lines = 2
                sources["lines"] = "M: not documented; menu replicas allow 2"
            }
            sources["truncation"] = "I: tail, with U+2026"
            return Surface(name: name, device: device.lowercased(), textSize: textSize, style: style.rawValue,
                           size: metrics.size, lineHeight: metrics.lineHeight,
                           tracking: SFProTracking.tracking(at: metrics.size), width: width, maxLines: lines,
                           platform: .apple, sources: sources, followsFontTracking: true)
        case "shortcut.short", "shortcut.long":
            guard device.lowercased() == "android" || device.lowercased() == "iphone" else {
                throw UsageError("unknown device '\(device)' for \(name); expected android")
            }
            // Launcher3 popup: row 216 dp, text starts 54 dp in (M); 16 dp trailing padding and
            // 14 sp Roboto, one line cut at the end (I: Launcher3 resources, not measured here).
            return Surface(name: name, device: "android", textSize: nil, style: "android.label", size: 14,
                           lineHeight: 20, tracking: 0, width: 216 - 54 - 16, maxLines: 1, platform: .android,
                           sources: [
                               "width": "M: popup row 216 dp, text 54 dp in; I: 16 dp trailing padding",
                               "size": "I: 14 sp (Launcher3 deep-shortcut text size)",
                               "lines": "I: one line, ellipsized at the end",
                               "choice": "M: the long label is shown when it fits the row, else the short one",
                           ])
        default:
            throw UsageError("unknown surface '\(name)'; known surfaces: \(names.joined(separator: ", "))")
        }
    }

    /// The title of a peek or context-menu action (`UIAction`, `UIPreviewAction`, SwiftUI
    /// `.contextMenu` rows). In-app context menus and the Home Screen's quick-action menu
    /// are one UIKit component (`UIContextMenuInteraction`'s menu), so the quick-action
    /// geometry and type are taken for them; that is inferred, not measured in app menus.
    static func contextMenuTitle(device: String, textSize: TextSize, icon: Bool) -> Surface {
        let menu = menus[device] ?? menus["iphone"]!
        let metrics = TextStyle.body.metrics(textSize)
        var sources: [String: String] = [
            "style": "I: the menu of UIContextMenuInteraction, as on the Home Screen, whose titles use Body, regular SF Pro (A for quick actions)",
            "size": "A: HIG Dynamic Type table (body at \(textSize.rawValue))",
            "tracking": [15.0, 17, 19, 23].contains(metrics.size)
                ? "A: HIG SF Pro tracking table" : "I: SF Pro tracking table value recalled, not re-verified",
            "lines": "I: two lines, then cut at the tail, as a quick-action title without a subtitle (A); UIKit documents no limit for menu titles",
            "truncation": "I: tail, with U+2026",
            "image": "I: a menu element's image stands at the trailing edge, beside the title, as in the Home Screen menu",
        ]
        let width: Double
        if textSize.isAccessibility {
            width = menu.accessibilityWidth - 2 * padding
            sources["width"] = "I: the quick-action menu's \(menu.accessibilityWidth) pt at AX sizes (M), images hidden, 16 pt padding each side"
        } else if icon {
            let iconColumn = 22 + metrics.lineHeight + 0.1 * (metrics.size - 17)
            width = menu.width - padding - iconColumn
            sources["width"] = "I: the quick-action menu's \(menu.width) pt (M) minus 16 pt leading padding (M) minus the image column 22 + line height + 0.1 x (body - 17) (M)"
        } else {
            width = menu.width - 2 * padding
            sources["width"] = "I: the quick-action menu's \(menu.width) pt (M) minus 16 pt padding each side (M)"
        }
        return Surface(name: "context-menu.title", device: device, textSize: textSize, style: TextStyle.body.rawValue,
                       size: metrics.size, lineHeight: metrics.lineHeight, tracking: SFProTracking.tracking(at: metrics.size),
                       width: width, maxLines: 2, platform: .apple, sources: sources)
    }

    /// Every (device, text size) pair of an Apple surface: 2 devices x 12 sizes = 24.
    public static func allSizes(_ name: String, icon: Bool = true, withSubtitle: Bool = false) throws -> [Surface] {
        var result: [Surface] = []
        for device in appleDevices {
            for size in TextSize.allCases {
                result.append(try surface(name, device: device, textSize: size, icon: icon, withSubtitle: withSubtitle))
            }
        }
        return result
    }
}
