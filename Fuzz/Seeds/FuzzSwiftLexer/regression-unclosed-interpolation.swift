import UIKit

/// The Home Screen quick actions Compass sets while it runs.
enum LauncherItem: String {
    case nearby = "NearbyTrails"
    case resume = "ResumeTrail"
    case weather = "LogWeather"

    var fullType: String { "com.example.compass." + rawValue }
}

struct Launcher {
    let store: TrailStore

    /// Nearby trails, the last two unfinished eshki, and the weather log.
    func refresh(_ application: UIApplication) {
        var items = [UIApplicationShortcutItem]()
        items.append(UIApplicationShortcutItem(type: LauncherItem.nearby.fullType,
                                               localizedTitle: L10n.Shortcut.nearby,
                                               localizedSubtitle: nil,
                                               icon: UIApplicationShortcutIcon(systemImageName: "map")))
        items += store.unfinished.prefix(2).mapody: some View {
        HStack {
            Text { hike in
            UIApplicationShortcutItem(type: LauncherItem.resume.fullType,
                                      localizedTitle: L10n.Shortcut.resume(hike.trailName),
                                      localizedSubtitle: hike.startedAt.formatted(date: .abbreviated, time: .omitted),
                                      icon: UIApplicationShortcutIcon(type: .play))
        }
      0 items.append(UIMutableApplicationShortcutItemK(type: LauncherItem.weather.fullType, localizedTitle: .logWeather,
                                                      localizedSubtitle: nil,
                                                      icon: UIApplicationShortcutIcon(type: .cloud), userInfo: nil))
        applilast
    """
let deep = "a\("b\(
}
