import EllipsisCore
import Foundation

/// Reads `.ellipsis.json`. Unknown keys and wrong types are input errors that
/// name the file, line and column of the offending key.
public enum ConfigurationFile {
    public static let defaultName = ".ellipsis.json"

    static let knownKeys: Set<String> = ["rules", "surfaces", "placeholderSamples", "brands", "devices",
                                         "textSizes", "fontDirectories", "localeDirectories"]
    static let knownDevices: Set<String> = ["iphone", "ipad"]
    static let knownTextSizes: Set<String> = ["xS", "S", "M", "L", "xL", "xxL", "xxxL",
                                              "AX1", "AX2", "AX3", "AX4", "AX5"]

    /// - Parameter rules: the rules a `rules` entry may name (the registry's, or a linter's own).
    public static func load(path: String, rules known: [any Rule.Type] = RuleRegistry.all) throws -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError("cannot read configuration file", file: path)
        }
        return try parse(data, file: path, rules: known)
    }

    public static func parse(_ data: Data, file: String, rules known: [any Rule.Type] = RuleRegistry.all) throws -> Configuration {
        let text = String(decoding: data, as: UTF8.self)
        func fail(_ message: String, near key: String? = nil) -> InputError {
            InputError(message, at: position(of: key, in: text, file: file))
        }
        guard data.count <= 1 << 20 else { throw fail("the configuration file is larger than 1 MB") }
        if let (depth, line, column) = excessiveNesting(data) {
            throw InputError("nested deeper than \(depth) levels", at: SourceLocation(file: file, line: line, column: column))
        }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            throw fail("not valid JSON: \((error as NSError).localizedDescription)")
        }
        guard let object = root as? [String: Any] else { throw fail("the configuration must be a JSON object") }
        var configuration = Configuration()
        for key in object.keys.sorted() where !knownKeys.contains(key) {
            throw fail("unknown key '\(key)' (known: \(knownKeys.sorted().joined(separator: ", ")))", near: key)
        }
        if let rules = object["rules"] {
            guard let rules = rules as? [String: Any] else { throw fail("'rules' must be an object", near: "rules") }
            let identifiers = Set(known.map { $0.description.identifier })
            for (name, value) in rules {
                guard identifiers.contains(name) else { throw fail("unknown rule '\(name)'", near: name) }
                if let flag = value as? Bool {
                    configuration.rules[name] = flag ? .on : .off
                    continue
                }
                guard let setting = value as? String else {
                    throw fail("rule '\(name)' must be \"off\", \"on\", \"error\", \"warning\" or \"note\"", near: name)
                }
                switch setting {
                case "off": configuration.rules[name] = .off
                case "on": configuration.rules[name] = .on
                default:
                    guard let severity = Severity(rawValue: setting) else {
                        throw fail("rule '\(name)': unknown setting '\(setting)'", near: name)
                    }
                    configuration.rules[name] = .severity(severity)
                }
            }
        }
        if let surfaces = object["surfaces"] {
            guard let list = surfaces as? [Any] else { throw fail("'surfaces' must be an array", near: "surfaces") }
            for entry in list {
                guard let item = entry as? [String: Any], let pattern = item["match"] as? String else {
                    throw fail("each surface needs a \"match\" pattern", near: "surfaces")
                }
                for key in item.keys where !["match", "surface", "width", "size", "lines"].contains(key) {
                    throw fail("unknown key '\(key)' in a surface", near: key)
                }
                let mapping = Configuration.SurfaceMapping(
                    pattern: pattern, surface: item["surface"] as? String,
                    width: (item["width"] as? NSNumber)?.doubleValue, size: (item["size"] as? NSNumber)?.doubleValue,
                    lines: (item["lines"] as? NSNumber)?.intValue)
                if mapping.surface == nil && mapping.width == nil {
                    throw fail("surface '\(pattern)' needs a \"surface\" name or a \"width\"", near: pattern)
                }
                if let width = mapping.width, !(width > 0) { throw fail("surface width must be positive", near: "width") }
                if let lines = mapping.lines, lines < 1 { throw fail("surface lines must be at least 1", near: "lines") }
                configuration.surfaces.append(mapping)
            }
        }
        if let samples = object["placeholderSamples"] {
            guard let samples = samples as? [String: String] else {
                throw fail("'placeholderSamples' must map placeholders to strings", near: "placeholderSamples")
            }
            configuration.placeholderSamples = samples
        }
        configuration.brands = try strings(object, "brands", fail)
        configuration.devices = try strings(object, "devices", fail)
        for device in configuration.devices where !knownDevices.contains(device) {
            throw fail("unknown device '\(device)' (known: iphone, ipad)", near: device)
        }
        configuration.textSizes = try strings(object, "textSizes", fail)
        for size in configuration.textSizes where !knownTextSizes.contains(size) {
            throw fail("unknown text size '\(size)' (known: xS S M L xL xxL xxxL AX1-AX5)", near: size)
        }
        let base = URL(fileURLWithPath: file).deletingLastPathComponent()
        configuration.fontDirectories = try strings(object, "fontDirectories", fail).map {
            $0.hasPrefix("/") ? $0 : base.appendingPathComponent($0).path
        }
        configuration.localeDirectories = try strings(object, "localeDirectories", fail).map {
            $0.hasPrefix("/") ? $0 : base.appendingPathComponent($0).path
        }
        return configuration
    }

    private static func strings(_ object: [String: Any], _ key: String,
                                _ fail: (String, String?) -> InputError) throws -> [String] {
        guard let value = object[key] else { return [] }
        guard let list = value as? [String] else { throw fail("'\(key)' must be an array of strings", key) }
        return list
    }

    /// The first place where arrays and objects nest deeper than a
    /// configuration ever needs, so the parser never recurses without bound.
    static func excessiveNesting(_ data: Data, limit: Int = 32) -> (Int, Int, Int)? {
        var depth = 0, line = 1, column = 0
        var inString = false, escaped = false
        for byte in data {
            if byte & 0xC0 != 0x80 { column += 1 }
            if byte == UInt8(ascii: "\n") { line += 1; column = 0; continue }
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return (limit, line, column) }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return nil
    }

    /// Line and column of the first `"key"` in the text (1-based, columns in
    /// Unicode scalars), so a message points at the offending entry.
    static func position(of key: String?, in text: String, file: String) -> SourceLocation {
        guard let key else { return SourceLocation(file: file, line: 1, column: 1) }
        let needle = "\"\(key)\""
        var line = 1
        for content in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let range = content.range(of: needle) {
                let column = content.unicodeScalars.distance(from: content.startIndex, to: range.lowerBound) + 1
                return SourceLocation(file: file, line: line, column: column)
            }
            line += 1
        }
        return SourceLocation(file: file, line: 1, column: 1)
    }
}
