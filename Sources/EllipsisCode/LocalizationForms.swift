/// How a call makes a localized string: which argument is the key, which
/// the table and which the development text. Built in for the platforms'
/// own functions; found by their body for the app's wrappers; named in
/// `.ellipsis.json` for what the analysis cannot see.
public struct LocalizationForm: Sendable, Hashable {
    public enum Slot: Sendable, Hashable {
        /// The unlabelled argument at this position (0-based).
        case position(Int)
        /// The argument with this label (Swift `tableName:`; Kotlin named argument).
        case label(String)
        /// The value the function is called on: `"key".localized`.
        case receiver
    }

    /// The called name (`NSLocalizedString`, `localizedString`, `tr`).
    public var name: String
    /// The label the first argument must have (`String(localized:)`), if any.
    public var firstLabel: String?
    public var key: [Slot]
    public var table: [Slot]
    public var value: [Slot]
    /// The table when the function always uses one.
    public var fixedTable: String?
    /// Whether further arguments fill the string's placeholders.
    public var formatArguments: Bool
    /// For Android: the key is a string resource (`R.string.name`).
    public var isResource: Bool

    public init(name: String, firstLabel: String? = nil, key: [Slot], table: [Slot] = [], value: [Slot] = [],
                fixedTable: String? = nil, formatArguments: Bool = false, isResource: Bool = false) {
        self.name = name
        self.firstLabel = firstLabel
        self.key = key
        self.table = table
        self.value = value
        self.fixedTable = fixedTable
        self.formatArguments = formatArguments
        self.isResource = isResource
    }
}

/// The forms known for one run: the platforms' and the app's.
struct LocalizationForms: Sendable {
    private(set) var byName: [String: [LocalizationForm]] = [:]

    static let swift: [LocalizationForm] = [
        LocalizationForm(name: "NSLocalizedString", key: [.position(0)], table: [.label("tableName")], value: [.label("value")]),
        LocalizationForm(name: "String", firstLabel: "localized", key: [.label("localized")], table: [.label("table")],
                         value: [.label("defaultValue")]),
        LocalizationForm(name: "LocalizedStringResource", key: [.position(0)], table: [.label("table")],
                         value: [.label("defaultValue")]),
        LocalizationForm(name: "localizedString", firstLabel: "forKey", key: [.label("forKey")], table: [.label("table")],
                         value: [.label("value")]),
        LocalizationForm(name: "LocalizedStringKey", key: [.position(0)], fixedTable: "Localizable"),
    ]

    static let objectiveC: [LocalizationForm] = [
        LocalizationForm(name: "NSLocalizedString", key: [.position(0)]),
        LocalizationForm(name: "NSLocalizedStringFromTable", key: [.position(0)], table: [.position(1)]),
        LocalizationForm(name: "NSLocalizedStringFromTableInBundle", key: [.position(0)], table: [.position(1)]),
        LocalizationForm(name: "NSLocalizedStringWithDefaultValue", key: [.position(0)], table: [.position(1)],
                         value: [.position(3)]),
        // `[bundle localizedStringForKey:value:table:]`, read as a call with labels.
        LocalizationForm(name: "localizedStringForKey", key: [.label("localizedStringForKey")], table: [.label("table")],
                         value: [.label("value")]),
    ]

    static let android: [LocalizationForm] = [
        LocalizationForm(name: "getString", key: [.position(0)], formatArguments: true, isResource: true),
        LocalizationForm(name: "getText", key: [.position(0)], isResource: true),
        LocalizationForm(name: "stringResource", key: [.position(0)], formatArguments: true, isResource: true),
    ]

    init(language family: SourceLanguage, extra: [LocalizationForm]) {
        let builtIn: [LocalizationForm]
        switch family {
        case .swift: builtIn = Self.swift
        case .objectiveC: builtIn = Self.objectiveC
        case .kotlin, .java: builtIn = Self.android
        }
        for form in builtIn + extra { add(form) }
    }

    mutating func add(_ form: LocalizationForm) {
        if byName[form.name]?.contains(form) == true { return }
        byName[form.name, default: []].append(form)
    }

    /// The form a call named `name` with these arguments is, if any.
    func form(named name: String, arguments: [Argument]) -> LocalizationForm? {
        guard let forms = byName[name] else { return nil }
        return forms.first { form in
            guard let first = form.firstLabel else { return true }
            return arguments.first?.label == first
        }
    }

    /// A receiver form (`"key".localized`) named `name`.
    func receiverForm(named name: String) -> LocalizationForm? {
        byName[name]?.first { $0.key == [.receiver] }
    }

    var isEmpty: Bool { byName.isEmpty }
}
