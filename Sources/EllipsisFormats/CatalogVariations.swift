import EllipsisCore

/// Where one text of a varied String Catalog string sits, as Xcode names it in
/// its XLIFF exports (`key|==|plural.one`, `key|==|device.iphone`,
/// `key|==|device.ipad.plural.other`, `key|==|substitutions.count.plural.one`).
/// A device key (`other` too) is never a plural category: `device.other` is
/// what every device the string does not name shows.
public struct VariationPath: Hashable, Sendable, CustomStringConvertible {
    public var device: String?
    public var plural: String?
    /// The substitution (`%#@count@`) whose form this is.
    public var substitution: String?

    public init(device: String? = nil, plural: String? = nil, substitution: String? = nil) {
        self.device = device
        self.plural = plural
        self.substitution = substitution
    }

    /// Reads `plural.one`, `device.iphone.plural.one`, `substitutions.count.plural.one`
    /// (also Xcode's older `substitution.count.one` and `count.plural.one`); nil for anything else.
    public init?(_ path: String) {
        var parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var result = VariationPath()
        if parts.first == "substitutions" || parts.first == "substitution" {
            guard parts.count >= 3 else { return nil }
            result.substitution = parts[1]
            parts.removeFirst(2)
            if parts.count == 1 { parts.insert("plural", at: 0) }
        } else if parts.count == 3, parts[1] == "plural", parts[0] != "device" {
            result.substitution = parts[0]
            parts.removeFirst()
        }
        while parts.count >= 2 {
            switch parts[0] {
            case "device" where result.device == nil && result.plural == nil: result.device = parts[1]
            case "plural" where result.plural == nil: result.plural = parts[1]
            default: return nil
            }
            parts.removeFirst(2)
        }
        guard parts.isEmpty, result.device != nil || result.plural != nil else { return nil }
        self = result
    }

    public var description: String {
        var parts: [String] = []
        if let substitution { parts += ["substitutions", substitution] }
        if let device { parts += ["device", device] }
        if let plural { parts += ["plural", plural] }
        return parts.joined(separator: ".")
    }
}

/// One text of a String Catalog localization: the plain unit (path nil) or a variation.
public struct CatalogLeaf: Sendable {
    public var path: VariationPath?
    public var text: LocatedString
    public var state: String?

    public init(path: VariationPath?, text: LocatedString, state: String?) {
        self.path = path
        self.text = text
        self.state = state
    }
}

/// A localization's texts as a person sees them: the text every device shows
/// unless named, its plural forms, each named device's own, with substitutions
/// put in. Shared by String Catalogs and Xcode's XLIFF exports of them.
public struct CatalogVariants: Sendable {
    public var text: LocatedString
    public var variants: [String: String]
    public var devices: [String: LocalizedText.DeviceText]

    /// A plain string unit: its text, with no forms and no devices.
    init(plain text: LocatedString) {
        self.text = text
        variants = [:]
        devices = [:]
    }

    /// nil when no leaf holds a text of the string itself (only substitution forms).
    public init?(_ leaves: [CatalogLeaf]) {
        let own = leaves.filter { $0.path?.substitution == nil }
        var substitutions: [(name: String, forms: [String: String])] = []
        for leaf in leaves {
            guard let name = leaf.path?.substitution else { continue }
            let category = leaf.path?.plural ?? "other"
            if let index = substitutions.firstIndex(where: { $0.name == name }) {
                substitutions[index].forms[category] = leaf.text.value
            } else {
                substitutions.append((name, [category: leaf.text.value]))
            }
        }
        // Texts per device (nil: not varied by device), in file order.
        var groups: [(device: String?, leaves: [CatalogLeaf])] = []
        for leaf in own {
            let device = leaf.path?.device
            if let index = groups.firstIndex(where: { $0.device == device }) {
                groups[index].leaves.append(leaf)
            } else {
                groups.append((device, [leaf]))
            }
        }
        func resolved(_ leaves: [CatalogLeaf]) -> (LocatedString, [String: String])? {
            var plurals: [String: String] = [:]
            for leaf in leaves { if let category = leaf.path?.plural { plurals[category] = leaf.text.value } }
            guard var main = leaves.last(where: { $0.path?.plural == nil })?.text
                    ?? leaves.last(where: { $0.path?.plural == "other" })?.text
                    ?? leaves.first?.text else { return nil }
            main.value = Self.substituted(main.value, substitutions, choosing: nil)
            // Most texts have no plural forms: an empty table is not made again (that would allocate).
            if !plurals.isEmpty { plurals = plurals.mapValues { Self.substituted($0, substitutions, choosing: nil) } }
            // A plural that lives in a substitution: each of its forms is a plural form of the whole text.
            if plurals.isEmpty, let raw = leaves.last(where: { $0.path?.plural == nil })?.text.value {
                for substitution in substitutions where Self.mentions(raw, substitution.name) {
                    for category in substitution.forms.keys where plurals[category] == nil {
                        plurals[category] = Self.substituted(raw, substitutions,
                                                             choosing: (substitution.name, category))
                    }
                }
            }
            return (main, plurals)
        }
        let base = groups.first { $0.device == nil } ?? groups.first { $0.device == "other" }
            ?? groups.first { $0.device == "iphone" } ?? groups.first
        guard let base, let (text, variants) = resolved(base.leaves) else { return nil }
        self.text = text
        self.variants = variants
        self.devices = [:]
        for group in groups {
            guard let device = group.device, device != "other", let (own, forms) = resolved(group.leaves) else { continue }
            devices[device] = LocalizedText.DeviceText(text: own.value, location: own.location, variants: forms)
        }
    }

    /// The state to report: the first that is not `translated`, else the first.
    public static func state(of leaves: [CatalogLeaf]) -> String? {
        leaves.first { $0.state != nil && $0.state != "translated" }?.state ?? leaves.first { $0.state != nil }?.state
    }

    static func mentions(_ format: String, _ name: String) -> Bool {
        format.contains("#@\(name)@")
    }

    /// `format` with each substitution's `other` form put in (or `choosing`'s category for one of them).
    static func substituted(_ format: String, _ substitutions: [(name: String, forms: [String: String])],
                            choosing: (name: String, category: String)?) -> String {
        var result = format
        for substitution in substitutions where mentions(result, substitution.name) {
            let category = choosing?.name == substitution.name ? choosing!.category : "other"
            guard let form = substitution.forms[category] ?? substitution.forms["other"]
                    ?? substitution.forms.values.sorted().first else { continue }
            result = XCStringsReader.replaceSubstitution(substitution.name, in: result, with: form)
        }
        return result
    }
}
