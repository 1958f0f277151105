import EllipsisCore
import Foundation

/// Reads `.ellipsis.json`. Unknown keys and wrong types are input errors that
/// name the file, line and column of the offending key.
public enum ConfigurationFile {
    public static let defaultName = ".ellipsis.json"

    static let knownKeys: Set<String> = ["rules", "surfaces", "placeholderSamples", "brands", "devices",
                                         "textSizes", "fontDirectories", "localeDirectories", "wrapperFunctions",
                                         "strict", "metrics", "show", "pseudo"]
    static let knownDevices: Set<String> = ["iphone", "ipad"]
    static let knownTextSizes: Set<String> = ["xS", "S", "M", "L", "xL", "xxL", "xxxL",
                                              "AX1", "AX2", "AX3", "AX4", "AX5"]

    /// - Parameter rules: the rules a `rules` entry may name (the registry's, or a linter's own).
    public static func load(path: String, rules known: [any Rule.Type] = RuleRegistry.all) throws -> Configuration {
        try parse(InputFile.read(path: path), file: path, rules: known)
    }

    /// Every problem of the file is reported at once (`InputErrors` when there are
    /// several, `InputError` for one), each at its key or value, with the nearest
    /// known name for a misspelt one. A JSON syntax error stops at its place.
    public static func parse(_ data: Data, file: String, rules known: [any Rule.Type] = RuleRegistry.all) throws -> Configuration {
        guard data.count <= 1 << 20 else {
            throw InputError("the configuration file is larger than 1 MB", file: file, line: 1, column: 1)
        }
        // A configuration nests three levels at most; far deeper is a mistake, not a setting.
        let root = try JSONReader.read(data: data, path: file, maximumDepth: 32)
        let members = try root.object("the configuration")
        var problems = Problems()
        for member in members where !knownKeys.contains(member.key) {
            problems.add(InputError("unknown key '\(member.key)'\(NearestName.clause(for: member.key, among: knownKeys)) "
                                    + "(known: \(knownKeys.sorted().joined(separator: ", ")))", at: member.keyLocation))
        }
        var configuration = Configuration()
        if let rules = root["rules"], let entries = problems.attempt({ try rules.object("'rules'") }) {
            let identifiers = known.map { $0.description.identifier }
            for rule in entries {
                let name = rule.key
                guard identifiers.contains(name) else {
                    problems.add(InputError("unknown rule '\(name)'\(NearestName.clause(for: name, among: identifiers))",
                                            at: rule.keyLocation))
                    continue
                }
                if let value = problems.attempt({ try setting(rule.value, rule: name) }) { configuration.rules[name] = value }
            }
        }
        if let surfaces = root["surfaces"], let entries = problems.attempt({ try surfaces.array("'surfaces'") }) {
            for entry in entries {
                var keys = Problems()
                let mapping = problems.attempt { try surfaceMapping(entry, problems: &keys) }
                for error in keys.errors { problems.add(error) }
                if let mapping { configuration.surfaces.append(mapping) }
            }
        }
        if let samples = root["placeholderSamples"],
           let entries = problems.attempt({ try samples.object("'placeholderSamples'") }) {
            for sample in entries {
                if let text = problems.attempt({ try sample.value.string("placeholder sample '\(sample.key)'") }) {
                    configuration.placeholderSamples[sample.key] = text
                }
            }
        }
        configuration.brands = problems.attempt { try strings(root, "brands") } ?? []
        configuration.devices = problems.attempt {
            try strings(root, "devices", known: knownDevices, what: "device", list: "iphone, ipad")
        } ?? []
        configuration.textSizes = problems.attempt {
            try strings(root, "textSizes", known: knownTextSizes, what: "text size", list: "xS S M L xL xxL xxxL AX1-AX5")
        } ?? []
        configuration.show = problems.attempt {
            try Set(strings(root, "show", known: Set(Configuration.shownDetails), what: "detail to show",
                            list: Configuration.shownDetails.joined(separator: ", ")))
        } ?? []
        let base = URL(fileURLWithPath: file).deletingLastPathComponent()
        configuration.fontDirectories = (problems.attempt { try strings(root, "fontDirectories") } ?? []).map {
            $0.hasPrefix("/") ? $0 : base.appendingPathComponent($0).path
        }
        configuration.localeDirectories = (problems.attempt { try strings(root, "localeDirectories") } ?? []).map {
            $0.hasPrefix("/") ? $0 : base.appendingPathComponent($0).path
        }
        configuration.metrics = (problems.attempt { try strings(root, "metrics") } ?? []).map {
            $0.hasPrefix("/") ? $0 : base.appendingPathComponent($0).path
        }
        configuration.pseudo = (problems.attempt {
            try strings(root, "pseudo", known: Set(PseudoLocale.allCases.map(\.rawValue)), what: "pseudo-locale",
                        list: PseudoLocale.names)
        } ?? []).compactMap(PseudoLocale.init(rawValue:))
        if let strict = root["strict"] {
            if let flag = strict.boolValue {
                configuration.strict = flag
            } else {
                problems.add(InputError("'strict' must be true or false, found \(strict.kindName)", at: strict.location))
            }
        }
        if let wrappers = root["wrapperFunctions"], let entries = problems.attempt({ try wrappers.array("'wrapperFunctions'") }) {
            configuration.wrapperFunctions = entries.compactMap { entry in problems.attempt { try wrapperFunction(entry) } }
        }
        try InputErrors.throwIfAny(problems.errors.sorted {
            ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
        })
        return configuration
    }

    /// The problems found so far, in the order of the file.
    struct Problems {
        private(set) var errors: [InputError] = []

        mutating func add(_ error: InputError) { errors.append(error) }

        /// `body`'s value, or nil with its error recorded.
        mutating func attempt<Value>(_ body: () throws -> Value) -> Value? {
            do {
                return try body()
            } catch let error as InputError {
                errors.append(error)
            } catch let several as InputErrors {
                errors += several.errors
            } catch {
                errors.append(InputError("\(error)", file: "<configuration>"))
            }
            return nil
        }
    }

    /// `{"name": "L", "key": 0, "table": "table", "value": 2, "defaultTable": "Strings"}`.
    private static func wrapperFunction(_ entry: JSONNode) throws -> Configuration.WrapperFunction {
        let known = ["defaultTable", "key", "name", "table", "value"]
        for member in try entry.object("each wrapper function") where !known.contains(member.key) {
            throw InputError("unknown key '\(member.key)' in a wrapper function\(NearestName.clause(for: member.key, among: known)) "
                             + "(known: \(known.joined(separator: ", ")))", at: member.keyLocation)
        }
        guard let nameNode = entry["name"] else {
            throw InputError("each wrapper function needs a \"name\"", at: entry.location)
        }
        let name = try nameNode.string("\"name\"")
        guard !name.isEmpty else { throw InputError("a wrapper function's \"name\" is empty", at: nameNode.location) }
        /// An argument by position (0, 1, ...), by label, or `"self"`, the receiver of a method.
        func argument(_ key: String) throws -> Configuration.WrapperFunction.Argument? {
            guard let node = entry[key] else { return nil }
            if let position = node.intValue, position >= 0 { return .position(position) }
            guard let label = node.stringValue, !label.isEmpty else {
                throw InputError("wrapper '\(name)': \(key) must be an argument position (0, 1, ...) or a label",
                                 at: node.location)
            }
            return label == "self" ? .receiver : .label(label)
        }
        guard let key = try argument("key") else {
            throw InputError("wrapper '\(name)' needs a \"key\": the position or label of the key argument",
                             at: entry.location)
        }
        return Configuration.WrapperFunction(name: name, key: key, table: try argument("table"),
                                             value: try argument("value"),
                                             defaultTable: try entry["defaultTable"]?.string("\"defaultTable\""))
    }

    /// `"off"`, `"on"`, a severity, or true/false.
    private static func setting(_ value: JSONNode, rule name: String) throws -> Configuration.RuleSetting {
        if let flag = value.boolValue { return flag ? .on : .off }
        guard let setting = value.stringValue else {
            throw InputError("rule '\(name)' must be \"off\", \"on\", \"error\", \"warning\" or \"note\", "
                             + "found \(value.kindName)", at: value.location)
        }
        switch setting {
        case "off": return .off
        case "on": return .on
        default:
            guard let severity = Severity(rawValue: setting) else {
                throw InputError("rule '\(name)': unknown setting '\(setting)'", at: value.location)
            }
            return .severity(severity)
        }
    }

    private static func surfaceMapping(_ entry: JSONNode, problems: inout Problems) throws -> Configuration.SurfaceMapping {
        let members = try entry.object("each surface")
        let known = ["match", "surface", "width", "size", "lines"]
        for member in members where !known.contains(member.key) {
            problems.add(InputError("unknown key '\(member.key)' in a surface\(NearestName.clause(for: member.key, among: known))",
                                    at: member.keyLocation))
        }
        guard let match = entry["match"] else { throw InputError("each surface needs a \"match\" pattern", at: entry.location) }
        let mapping = Configuration.SurfaceMapping(
            pattern: try match.string("\"match\""), surface: try entry["surface"]?.string("\"surface\""),
            width: try entry["width"]?.number("\"width\""), size: try entry["size"]?.number("\"size\""),
            lines: try entry["lines"]?.integer("\"lines\""))
        if mapping.surface == nil && mapping.width == nil {
            throw InputError("surface '\(mapping.pattern)' needs a \"surface\" name or a \"width\"", at: entry.location)
        }
        if let width = entry["width"], !((mapping.width ?? 0) > 0) {
            throw InputError("surface width must be positive", at: width.location)
        }
        if let lines = entry["lines"], (mapping.lines ?? 0) < 1 {
            throw InputError("surface lines must be at least 1", at: lines.location)
        }
        return mapping
    }

    /// An array of strings, each one of `known` when given.
    private static func strings(_ root: JSONNode, _ key: String, known: Set<String>? = nil, what: String = "",
                                list: String = "") throws -> [String] {
        guard let node = root[key] else { return [] }
        let values = try node.strings("'\(key)'")
        if let known, let index = values.firstIndex(where: { !known.contains($0) }) {
            throw InputError("unknown \(what) '\(values[index])'\(NearestName.clause(for: values[index], among: known)) "
                             + "(known: \(list))", at: node.elements![index].location)
        }
        return values
    }
}
