import Foundation

// The quick actions' titles live in Resources (a manifest and its string tables).
print(Bundle.module.localizedString(forKey: "search.title", value: nil, table: "Localizable"))
