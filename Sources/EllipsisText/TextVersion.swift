import CICUShim

/// Versions of the Unicode machinery Ellipsis runs on, for reports.
public enum TextVersion {
    public static var icu: String { String(cString: ell_icu_version()) }
    public static var unicode: String { String(cString: ell_unicode_version()) }
}
