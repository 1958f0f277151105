import UIKit

/// The quick action Harbor adds once the user has a ticket (the static ones are in Info.plist).
enum QuickActions {
    static let shareDepartureType = "com.example.harbor.share-departure"

    static func update(_ application: UIApplication, hasTicket: Bool) {
        guard hasTicket else {
            application.shortcutItems = []
            return
        }
        application.shortcutItems = [
            UIApplicationShortcutItem(type: shareDepartureType,
                                      localizedTitle: String(localized: "shortcut.share-departure"),
                                      localizedSubtitle: nil,
                                      icon: UIApplicationShortcutIcon(type: .share)),
        ]
    }
}
