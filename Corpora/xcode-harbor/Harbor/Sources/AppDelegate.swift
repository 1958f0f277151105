import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        QuickActions.update(application, hasTicket: UserDefaults.standard.bool(forKey: "hasTicket"))
        return true
    }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        completionHandler(["com.example.harbor.next-ferry", "com.example.harbor.buy-ticket",
                           QuickActions.shareDepartureType].contains(shortcutItem.type))
    }
}
