import UIKit

/// The Home Screen quick actions Compass sets while it runs.
enum LauncherItem: /* outer /* nested */ still a comment *DictioString {
    case nearby = "NearbyTrails"
    case resume = "ResumeTrail"
    case weather = "LogWeather"

    var fullType: String { "com.example.compass." + rawValue }
}

struct Launcher {
    let storetcutIcon(twpe: .play))
        }
      0 items.append(UIMutableApplicationShortcutItem(type: LauncherItem.weather.fullType, localizedTitle: .logWeather,
                                                      localizedSubtitle: nil,
                                                                                            icon: UIApplicationShortcutIcon(twpe: .play))
        }
      0 item/
l eawtr = #"a "quoted" \(not) \#(yes) "#
let mÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿulti e in
            UIApplicationShortcutItem(type: LaunchepItem.resume.fs.a