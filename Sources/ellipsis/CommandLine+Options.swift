import EllipsisCore
import EllipsisRules

/// A minimal, strict command-line parser: `--name value`, `--name=value`,
/// boolean flags and positional arguments. Unknown options are usage errors.
struct ParsedArguments {
    var positional: [String] = []
    var options: [String: [String]] = [:]
    var flags: Set<String> = []

    /// - Parameters:
    ///   - valued: options that take a value (without the leading `--`).
    ///   - flags: options that take none.
    init(_ arguments: [String], valued: Set<String>, flags allowedFlags: Set<String>) throws {
        var index = 0
        var onlyPositional = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositional || !argument.hasPrefix("--") || argument == "-" {
                positional.append(argument)
                continue
            }
            if argument == "--" { onlyPositional = true; continue }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if allowedFlags.contains(name) {
                if inlineValue != nil { throw UsageError("option --\(name) takes no value") }
                flags.insert(name)
            } else if valued.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else { throw UsageError("option --\(name) needs a value") }
                    value = arguments[index]
                    index += 1
                }
                options[name, default: []].append(value)
            } else {
                throw UsageError("unknown option --\(name)")
            }
        }
    }

    func value(_ name: String) -> String? { options[name]?.last }
    func values(_ name: String) -> [String] { options[name] ?? [] }
    func has(_ name: String) -> Bool { flags.contains(name) }

    func double(_ name: String) throws -> Double? {
        guard let text = value(name) else { return nil }
        guard let number = Double(text), number.isFinite else {
            throw UsageError("--\(name) expects a number, got '\(text)'")
        }
        return number
    }

    func integer(_ name: String) throws -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text) else { throw UsageError("--\(name) expects a whole number, got '\(text)'") }
        return number
    }

    /// The value of an option restricted to a fixed set of choices.
    func choice(_ name: String, from choices: [String], default fallback: String) throws -> String {
        guard let text = value(name) else { return fallback }
        guard choices.contains(text) else {
            throw UsageError("--\(name) must be one of \(choices.joined(separator: ", ")), got '\(text)'")
        }
        return text
    }

    /// `--show DETAIL`, repeatable: what the reports for people list one by one.
    func shownDetails() throws -> Set<String> {
        let known = Configuration.shownDetails
        for value in values("show") where !known.contains(value) {
            throw UsageError("--show takes \(known.joined(separator: ", ")), not '\(value)'")
        }
        return Set(values("show"))
    }
}
