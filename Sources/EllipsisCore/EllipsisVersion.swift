/// Ellipsis's version, in one place: `ellipsis --version`, the man page, the reports' tool version
/// (SARIF's driver) and the Debian package's version (scripts/build-deb.sh reads `--version`).
public enum EllipsisVersion {
    public static let current = "0.1.0"
}
