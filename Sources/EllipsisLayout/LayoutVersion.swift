import CHarfBuzz

/// Versions of the layout machinery, for reports.
public enum LayoutVersion {
    public static var harfBuzz: String { String(cString: hb_version_string()) }
}
