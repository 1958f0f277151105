import EllipsisCore
import Foundation

/// Findings accepted when a project adopts Ellipsis: a later run hides them
/// and reports only new ones. A finding is identified by what it is about
/// (rule, locale, action, field, text, file), not by its line, so that edits
/// elsewhere in a file do not bring it back.
public struct Baseline: Sendable, Hashable {
    struct Fingerprint: Hashable, Codable, Sendable {
        var rule: String
        var locale: String?
        var action: String?
        var field: String?
        var text: String?
        var file: String?
        var message: String

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

    private struct File: Codable {
        var version: Int
        var findings: [Fingerprint]
    }

    var fingerprints: Set<Fingerprint>

    public init(_ diagnostics: [Diagnostic]) {
        fingerprints = Set(diagnostics.map(Fingerprint.init))
    }

    public var count: Int { fingerprints.count }

    public func contains(_ diagnostic: Diagnostic) -> Bool { fingerprints.contains(Fingerprint(diagnostic)) }

    public static func load(path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError("cannot read baseline file", file: path)
        }
        return try load(data: data, path: path)
    }

    public static func load(data: Data, path: String = "baseline") throws -> Baseline {
        if let (_, line, column) = ConfigurationFile.excessiveNesting(data, limit: 8) {
            throw InputError("not a baseline file: nested too deeply", at: SourceLocation(file: path, line: line, column: column))
        }
        do {
            let file = try JSONDecoder().decode(File.self, from: data)
            guard file.version == 1 else { throw InputError("unsupported baseline version \(file.version)", file: path, line: 1, column: 1) }
            var baseline = Baseline([])
            baseline.fingerprints = Set(file.findings)
            return baseline
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError("not a baseline file written by ellipsis lint --baseline", file: path, line: 1, column: 1)
        }
    }

    /// The baseline as stable JSON (sorted), for writing to a file.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let sorted = fingerprints.sorted {
            ($0.file ?? "", $0.rule, $0.locale ?? "", $0.action ?? "", $0.field ?? "", $0.message)
                < ($1.file ?? "", $1.rule, $1.locale ?? "", $1.action ?? "", $1.field ?? "", $1.message)
        }
        return try encoder.encode(File(version: 1, findings: sorted))
    }
}
