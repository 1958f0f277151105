// Generated for Compass by a SwiftGen-style template: do not edit by hand.
// swiftlint:disable all
import Foundation

internal enum L10n {
  internal enum Shortcut {
    /// Nearby Trails
    internal static let nearby = L10n.tr("Localizable", "shortcut.nearby", fallback: "Nearby Trails")
    /// Resume %@
    internal static func resume(_ p1: Any) -> String {
      return L10n.tr("Localizable", "shortcut.resume", String(describing: p1), fallback: "Resume %@")
    }
  }
  internal enum Peek {
    /// Open Map
    internal static let openMap = L10n.tr("Peek", "peek.open-map", fallback: "Open Map")
    /// Add to Plan
    internal static let addToPlan = L10n.tr("Peek", "peek.add-to-plan", fallback: "Add to Plan")
  }
}

extension L10n {
  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
    let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
    return String(format: format, locale: Locale.current, arguments: args)
  }
}

private final class BundleToken {
  static let bundle = Bundle(for: BundleToken.self)
}
