import EllipsisCore

/// Which side of the Home Screen the app icon is on. The menu opens from the
/// icon, and the icon column of its rows sits on that side (notes, rule 8).
public enum HomeScreenSide: String, Sendable, CaseIterable, Codable {
    case left, right
}

/// The measures of the quick-action menu for one device and text size.
/// Filled from EllipsisLayout's surfaces; kept as plain numbers here so
/// drawing does not depend on how they were found.
public struct MenuGeometry: Sendable, Hashable {
    public var menuWidth: Double
    public var leadingPadding: Double
    /// The column holding the icon, between the text and the menu's edge; 0 when icons are hidden.
    public var iconColumn: Double
    public var iconSize: Double
    public var verticalPadding: Double
    public var cornerRadius: Double

    public init(menuWidth: Double, leadingPadding: Double = 16, iconColumn: Double = 44, iconSize: Double = 21,
                verticalPadding: Double = 11, cornerRadius: Double = 13) {
        self.menuWidth = menuWidth
        self.leadingPadding = leadingPadding
        self.iconColumn = iconColumn
        self.iconSize = iconSize
        self.verticalPadding = verticalPadding
        self.cornerRadius = cornerRadius
    }

    /// The width text may take: the menu less its padding and icon column
    /// (with an icon column the trailing padding lies inside it).
    public var textWidth: Double {
        iconColumn > 0 ? menuWidth - leadingPadding - iconColumn : menuWidth - 2 * leadingPadding
    }
}

/// One visible line of laid-out text.
public struct PreviewLine: Sendable, Hashable {
    /// SVG elements drawing the line's glyphs (outlines, colour emoji
    /// bitmaps) in points, origin at the line's left end on the baseline,
    /// y pointing down; they inherit the fill. Empty when no outlines are
    /// available (the line is then drawn as SVG text).
    public var glyphs: String
    /// Advance width of the line as shown, ellipsis included.
    public var width: Double
    /// The text of the line as shown (with U+2026 where cut).
    public var text: String

    public init(glyphs: String, width: Double, text: String) {
        self.glyphs = glyphs
        self.width = width
        self.text = text
    }
}

/// A title or subtitle as laid out for the menu.
public struct PreviewText: Sendable, Hashable {
    public var lines: [PreviewLine]
    public var fontSize: Double
    public var lineHeight: Double
    /// Whether the text was cut (its last visible line ends in an ellipsis).
    public var truncated: Bool
    /// How many points of the text did not fit: the natural one-line width
    /// less what is shown. 0 when everything shows.
    public var hiddenWidth: Double
    /// The full text, for the drawing's accessible description.
    public var fullText: String

    public init(lines: [PreviewLine], fontSize: Double, lineHeight: Double, truncated: Bool = false,
                hiddenWidth: Double = 0, fullText: String) {
        self.lines = lines
        self.fontSize = fontSize
        self.lineHeight = lineHeight
        self.truncated = truncated
        self.hiddenWidth = hiddenWidth
        self.fullText = fullText
    }
}

/// One row of the menu: one quick action.
public struct PreviewRow: Sendable, Hashable {
    public var action: String
    public var title: PreviewText
    public var subtitle: PreviewText?
    public var icon: Icon?
    /// The most severe finding about this action in this locale, if any.
    public var worst: Severity?

    public init(action: String, title: PreviewText, subtitle: PreviewText? = nil, icon: Icon? = nil, worst: Severity? = nil) {
        self.action = action
        self.title = title
        self.subtitle = subtitle
        self.icon = icon
        self.worst = worst
    }
}

/// Everything needed to draw the quick-action menu of one locale.
public struct MenuPreview: Sendable, Hashable {
    public var locale: String
    public var rightToLeft: Bool
    public var device: String
    public var textSize: String
    public var side: HomeScreenSide
    /// Where the icon column is. On iOS it follows the app's side of the Home
    /// Screen; Android's launcher puts it on the leading side of the text.
    public var iconSide: HomeScreenSide
    public var geometry: MenuGeometry
    public var rows: [PreviewRow]
    /// Whether widths come from stand-in fonts (then the drawing says so).
    public var proxyFonts: Bool

    public init(locale: String, rightToLeft: Bool, device: String, textSize: String, side: HomeScreenSide,
                geometry: MenuGeometry, rows: [PreviewRow], proxyFonts: Bool = true, iconSide: HomeScreenSide? = nil) {
        self.locale = locale
        self.rightToLeft = rightToLeft
        self.device = device
        self.textSize = textSize
        self.side = side
        self.iconSide = iconSide ?? side
        self.geometry = geometry
        self.rows = rows
        self.proxyFonts = proxyFonts
    }

    /// A file name for this drawing: `de-iphone-L-left.svg` (`de-android-left.svg` without a text size).
    public var fileName: String {
        let parts = [locale, device, textSize, side.rawValue].filter { !$0.isEmpty }.map { part in
            String(part.unicodeScalars.map { scalar -> Character in
                let safe = (scalar.value < 0x80) && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                                                     || scalar == "-" || scalar == "_")
                return safe ? Character(scalar) : "_"
            })
        }
        return parts.joined(separator: "-") + ".svg"
    }
}
