import Foundation

/// Every string of Compass goes through here, so that no string forgets its table.
func CompassLocalized(key: String, table: String, value: String? = nil, comment: String) -> String {
    NSLocalizedString(key, tableName: table, bundle: .main, value: value ?? "", comment: comment)
}

extension String {
    enum Trails {
        static let saveOffline = CompassLocalized(key: "trails.save-offline", table: "Trails",
                                                  comment: "Context menu of a trail: keeps its map on the device")
        static let shareRoute = CompassLocalized(key: "trails.share-route", table: "Trails",
                                                 comment: "Context menu of a trail: sends the route to someone")
        static let difficulty = CompassLocalized(key: "trails.difficulty", table: "Trails",
                                                 comment: "Context menu of a trail: submenu to rate how hard it was")
        static let easy = CompassLocalized(key: "trails.easy", table: "Trails", comment: "Difficulty: easy")
        static let hard = CompassLocalized(key: "trails.hard", table: "Trails", comment: "Difficulty: hard")
        static let deleteTitle = CompassLocalized(key: "trails.delete-title", table: "Trails", comment: "Alert title")
        static let delete = CompassLocalized(key: "trails.delete", table: "Trails", comment: "Alert button")
    }

    static let logWeather = CompassLocalized(key: "shortcut.log-weather", table: "Trails", value: "Log the Weather",
                                             comment: "Home Screen quick action: notes the weather at the current spot")
}
