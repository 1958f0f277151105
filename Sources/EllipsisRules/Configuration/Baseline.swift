import EllipsisCore
import Foundation

/// Findings accepted when a project adopts Ellipsis: a later run hides them
/// and reports only new ones. A finding is identified by what it is about
/// (rule, locale, action, field, text, file), not by its line, so that edits
/// elsewhere in a file do not bring it back.
public struct Baseline: Sendable, Hashable {
    struct Fingerprint: Hashable, Sendable {
        var rule: String
        var locale: String?
        var action: String?
        var field: String?
        var text: String?
        var file: String?
        var message: String

        init(rule: String, locale: String?, action: String?, field: String?, text: String?, file: String?,
             message: String) {
            self.rule = rule
            self.locale = locale
            self.action = action
            self.field = field
            self.text = text
            self.file = file
            self.message = message
        }

        init(_ diagnostic: Diagnostic) {
            rule = diagnostic.rule
            locale = diagnostic.locale
            action = diagnostic.action
            field = diagnostic.field?.rawValue
            text = diagnostic.text
            file = diagnostic.location?.file
            message = diagnostic.message
        }
    }

    var fingerprints: Set<Fingerprint>

    public init(_ diagnostics: [Diagnostic]) {
        fingerprints = Set(diagnostics.map(Fingerprint.init))
    }

    public var count: Int { fingerprints.count }

    public func contains(_ diagnostic: Diagnostic) -> Bool { fingerprints.contains(Fingerprint(diagnostic)) }

    public static func load(path: String) throws -> Baseline {
        try load(data: InputFile.read(path: path), path: path)
    }

    /// Reads a file that `encoded()` wrote. Members Ellipsis does not know are
    /// ignored (a later version may add some); a wrong type is an error at its value.
    public static func load(data: Data, path: String = "baseline") throws -> Baseline {
        let root = try JSONReader.read(data: data, path: path, maximumDepth: 8)
        _ = try root.object("a baseline file")
        guard let versionNode = root["version"], let findingsNode = root["findings"] else {
            throw InputError("not a baseline file written by ellipsis lint --baseline (it needs \"version\" and "
                             + "\"findings\")", at: root.location)
        }
        let version = try versionNode.integer("\"version\"")
        guard version == 1 else { throw InputError("unsupported baseline version \(version)", at: versionNode.location) }
        var baseline = Baseline([])
        for finding in try findingsNode.array("\"findings\"") {
            _ = try finding.object("a finding")
            func text(_ key: String) throws -> String? {
                guard let node = finding[key], !node.isNull else { return nil }
                return try node.string("\"\(key)\"")
            }
            guard let rule = try text("rule"), let message = try text("message") else {
                throw InputError("a finding needs \"rule\" and \"message\"", at: finding.location)
            }
            baseline.fingerprints.insert(Fingerprint(rule: rule, locale: try text("locale"), action: try text("action"),
                                                     field: try text("field"), text: try text("text"),
                                                     file: try text("file"), message: message))
        }
        return baseline
    }

    /// The baseline as stable JSON (findings sorted, keys sorted, absent ones left out), for writing to a file.
    public func encoded() -> Data {
        let sorted = fingerprints.sorted {
            ($0.file ?? "", $0.rule, $0.locale ?? "", $0.action ?? "", $0.field ?? "", $0.message)
                < ($1.file ?? "", $1.rule, $1.locale ?? "", $1.action ?? "", $1.field ?? "", $1.message)
        }
        let findings: [OrderedJSON] = sorted.map { finding in
            let members: [(String, String?)] = [("action", finding.action), ("field", finding.field), ("file", finding.file),
                                                ("locale", finding.locale), ("message", finding.message),
                                                ("rule", finding.rule), ("text", finding.text)]
            return .object(members.compactMap { key, value in value.map { (key, .string($0)) } })
        }
        let document: OrderedJSON = .object([("findings", .array(findings)), ("version", .integer(1))])
        return Data(document.serialized(.prettySpacedColons).utf8)
    }
}
