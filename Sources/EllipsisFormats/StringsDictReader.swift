import EllipsisCore
import Foundation

/// One key of a `.stringsdict`: a format with `%#@variable@` references, each
/// variable a set of plural (or width, or device) forms.
public struct StringsDictEntry: Sendable {
    public struct Variable: Sendable {
        public var name: String
        /// `NSStringPluralRuleType`, `NSStringVariableWidthRuleType`, `NSStringDeviceSpecificRuleType`.
        public var ruleType: String
        /// `NSStringFormatValueTypeKey`, e.g. `ld`.
        public var valueType: String?
        /// Category (`zero one two few many other`, a width, a device) to its text, in file order.
        public var forms: [(category: String, text: LocatedString)]
        public var location: SourceLocation

        public func form(_ category: String) -> LocatedString? { forms.last { $0.category == category }?.text }
    }

    public var key: String
    public var keyLocation: SourceLocation
    public var format: LocatedString?
    public var variables: [Variable]
    /// For `NSStringVariableWidthRuleType` and device rules at the top level
    /// (no `NSStringLocalizedFormatKey`): the forms directly under the key.
    public var directForms: [(category: String, text: LocatedString)]

    /// The text shown for the `other` category (or the only form), with every
    /// variable replaced by its `other` form, and the variants per category.
    public var resolved: (text: String, location: SourceLocation, variants: [String: String]) {
        guard let format else {
            let main = directForms.last { $0.category == "other" } ?? directForms.last
            var variants: [String: String] = [:]
            for form in directForms { variants[form.category] = form.text.value }
            return (main?.text.value ?? "", main?.text.location ?? keyLocation, variants)
        }
        var text = format.value
        var variants: [String: String] = [:]
        var location = format.location
        for variable in variables {
            let other = variable.form("other") ?? variable.forms.last?.text
            let placeholder = "%#@\(variable.name)@"
            if format.value == placeholder, let other { location = other.location }
            for form in variable.forms {
                variants[form.category] = XCStringsReader.replaceSubstitution(variable.name, in: format.value,
                                                                             with: form.text.value)
            }
            text = XCStringsReader.replaceSubstitution(variable.name, in: text, with: other?.value ?? "")
        }
        return (text, location, variants)
    }
}

/// A `.stringsdict` file: its entries in file order (a key given twice appears
/// twice; the last one is the one iOS uses) and what was found while reading.
public struct StringsDictTable: Sendable {
    public var path: String
    public var entries: [StringsDictEntry]
    /// A key given twice in any dictionary of the file (`duplicateKey`), at the
    /// later definition, in file order.
    public var issues: [ReadingIssue]
}

/// `.stringsdict` reader (an XML or binary property list).
public enum StringsDictReader {
    static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    public static func read(data: Data, path: String) throws -> [StringsDictEntry] {
        try readTable(data: data, path: path).entries
    }

    /// The entries with the reading issues (duplicate keys) of the file.
    public static func readTable(data: Data, path: String) throws -> StringsDictTable {
        let root = try PropertyListReader.read(data: data, path: path)
        guard let members = root.members else {
            throw InputError("a .stringsdict must be a dictionary, found \(root.kindName)", at: root.location)
        }
        var issues = root.duplicateKeyIssues()
        let entries = try members.map { member in
            guard let rules = member.value.members else {
                throw InputError("\"\(member.key)\" must be a dictionary, found \(member.value.kindName)",
                                 at: member.value.location)
            }
            issues += member.value.duplicateKeyIssues(context: "\"\(member.key)\"")
            for rule in rules where rule.value.members != nil {
                issues += rule.value.duplicateKeyIssues(context: "\"\(member.key)\" > \"\(rule.key)\"")
            }
            var entry = StringsDictEntry(key: member.key, keyLocation: member.keyLocation, format: nil,
                                         variables: [], directForms: [])
            for rule in rules {
                if rule.key == "NSStringLocalizedFormatKey" {
                    guard let format = rule.value.stringValue else {
                        throw InputError("NSStringLocalizedFormatKey must be a string", at: rule.value.location)
                    }
                    entry.format = LocatedString(format, at: rule.value.location)
                } else if rule.key == "NSStringFormatSpecTypeKey" || rule.key == "NSStringFormatValueTypeKey" {
                    continue
                } else if let variableMembers = rule.value.members {
                    entry.variables.append(try variable(rule.key, variableMembers, at: rule.value.location))
                } else if let text = rule.value.stringValue {
                    entry.directForms.append((rule.key, LocatedString(text, at: rule.value.location)))
                } else {
                    throw InputError("\"\(rule.key)\" must be a dictionary or a string, found \(rule.value.kindName)",
                                     at: rule.value.location)
                }
            }
            if let format = entry.format {
                for name in referencedVariables(format.value) where !entry.variables.contains(where: { $0.name == name }) {
                    throw InputError("format refers to %#@\(name)@ but \"\(member.key)\" defines no variable \"\(name)\"",
                                     at: format.location)
                }
            }
            return entry
        }
        issues.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        return StringsDictTable(path: path, entries: entries, issues: issues)
    }

    public static func read(path: String) throws -> [StringsDictEntry] {
        try read(data: InputFile.read(path: path), path: path)
    }

    public static func readTable(path: String) throws -> StringsDictTable {
        try readTable(data: InputFile.read(path: path), path: path)
    }

    private static func variable(_ name: String, _ members: [PlistNode.Member],
                                 at location: SourceLocation) throws -> StringsDictEntry.Variable {
        var variable = StringsDictEntry.Variable(name: name, ruleType: "", valueType: nil, forms: [], location: location)
        for member in members {
            guard let text = member.value.stringValue else {
                throw InputError("\"\(member.key)\" in variable \"\(name)\" must be a string, found \(member.value.kindName)",
                                 at: member.value.location)
            }
            switch member.key {
            case "NSStringFormatSpecTypeKey": variable.ruleType = text
            case "NSStringFormatValueTypeKey": variable.valueType = text
            default: variable.forms.append((member.key, LocatedString(text, at: member.value.location)))
            }
        }
        if variable.ruleType == "NSStringPluralRuleType" {
            for form in variable.forms where !pluralCategories.contains(form.category) {
                throw InputError("\"\(form.category)\" is not a plural category (zero, one, two, few, many, other)",
                                 at: form.text.location)
            }
        }
        return variable
    }

    /// Names in `%#@name@` and positional `%2$#@name@` references, in order.
    static func referencedVariables(_ format: String) -> [String] {
        var names: [String] = []
        var rest = Substring(format)
        while let start = rest.range(of: "#@") {
            let before = rest[..<start.lowerBound]
            rest = rest[start.upperBound...]
            // `#@` must follow `%` or `%<digits>$`.
            let digits = before.reversed().drop { $0 == "$" }.prefix { $0.isASCII && $0.isNumber }
            let marker = before.hasSuffix("%") || (before.hasSuffix("$") && before.dropLast(1 + digits.count).hasSuffix("%"))
            guard marker, let end = rest.firstIndex(of: "@") else { continue }
            names.append(String(rest[..<end]))
            rest = rest[rest.index(after: end)...]
        }
        return names
    }
}
