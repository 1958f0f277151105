import EllipsisCore

/// The platform whose fonts a layout imitates.
public enum FontPlatform: String, Sendable, Hashable, Codable, CaseIterable {
    /// iOS / iPadOS: Apple's families when present, else open proxies.
    case apple
    /// Android launchers: Roboto and Noto.
    case android
}

/// Built-in fallback families, used after a locale's own list (LocaleData.fonts)
/// and on their own when no locale data is available. Apple names come from
/// macOS's cascade list (I, notes/quick-actions.md "Fonts"); proxies are the
/// Debian packages named there (fonts-inter, fonts-noto-*, fonts-roboto).
enum DefaultFonts {
    /// Apple's families in cascade order; used only where installed or in `--font-dir`.
    static let apple = [
        "SF Pro", "SF Pro Text", "SF Arabic", "SF Hebrew", "Hiragino Sans", "PingFang SC",
        "Apple SD Gothic Neo", "Thonburi", "Kohinoor Devanagari", "Kohinoor Bangla", "Kohinoor Telugu",
        "Tamil Sangam MN", "Apple Color Emoji", "Apple Symbols",
    ]

    /// Open proxies by script, most specific first, then broad coverage.
    static let proxy = [
        "Inter", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Thai", "Noto Sans Devanagari",
        "Noto Sans Bengali", "Noto Sans Tamil", "Noto Sans Telugu", "Noto Sans Kannada", "Noto Sans Malayalam",
        "Noto Sans Gujarati", "Noto Sans Gurmukhi", "Noto Sans Oriya", "Noto Sans Sinhala", "Noto Sans Khmer",
        "Noto Sans Lao", "Noto Sans Myanmar", "Noto Sans Georgian", "Noto Sans Armenian", "Noto Sans Ethiopic",
        "Noto Sans CJK JP", "Noto Color Emoji", "Noto Sans Symbols", "Noto Sans Symbols 2", "Noto Sans Math",
        "Noto Sans", "DejaVu Sans",
    ]

    static let android = ["Roboto"] + proxy.filter { $0 != "Inter" }

    /// Families that carry SF Pro's role (Latin, Greek, Cyrillic): Apple's size-specific
    /// tracking applies to text set in them, and to nothing else (CJK, Arabic... have no 'trak').
    static let trackedFamilies: Set<String> = ["SF Pro", "SF Pro Text", "SF Pro Display", "Inter", "Inter Display"]

    /// Whether a family is one of Apple's own fonts (measured as they are, not as a proxy).
    static func isAppleFamily(_ family: String) -> Bool {
        family.hasPrefix("SF ") || family.hasPrefix("PingFang") || family.hasPrefix("Hiragino")
            || family.hasPrefix("Kohinoor") || apple.contains(family) || family == "Geeza Pro"
    }

    /// The families a locale puts ahead of the defaults when no LocaleData is known for it.
    static func head(for locale: String) -> (apple: [String], proxy: [String]) {
        let parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { String($0) }
        let language = parts.first?.lowercased() ?? ""
        let rest = Set(parts.dropFirst().map { $0.lowercased() })
        switch language {
        case "ja": return (["Hiragino Sans"], ["Noto Sans CJK JP"])
        case "ko": return (["Apple SD Gothic Neo"], ["Noto Sans CJK KR"])
        case "zh", "yue":
            if rest.contains("hk") || rest.contains("mo") { return (["PingFang HK"], ["Noto Sans CJK HK"]) }
            if rest.contains("hant") || rest.contains("tw") || language == "yue" {
                return (["PingFang TC"], ["Noto Sans CJK TC"])
            }
            return (["PingFang SC"], ["Noto Sans CJK SC"])
        case "ar", "fa", "ur", "ps", "ckb", "ug": return (["SF Arabic"], ["Noto Sans Arabic"])
        case "he", "iw", "yi", "ji": return (["SF Hebrew"], ["Noto Sans Hebrew"])
        case "th": return (["Thonburi"], ["Noto Sans Thai"])
        case "hi", "mr", "ne", "sa": return (["Kohinoor Devanagari"], ["Noto Sans Devanagari"])
        case "bn", "as": return (["Kohinoor Bangla"], ["Noto Sans Bengali"])
        default: return ([], [])
        }
    }
}
