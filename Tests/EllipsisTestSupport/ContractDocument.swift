import Foundation

/// docs/contract.md as tests read it: the rule identifiers it promises.
public enum ContractDocument {
    public static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    public static var url: URL { packageRoot.appendingPathComponent("docs/contract.md") }

    /// The identifiers listed between the document's rule-identifier markers, in order.
    public static func ruleIdentifiers() throws -> [String] {
        let text = try String(contentsOf: url, encoding: .utf8)
        guard let start = text.range(of: "<!-- rule identifiers"),
              let end = text.range(of: "<!-- end of rule identifiers -->", range: start.upperBound..<text.endIndex)
        else { return [] }
        return text[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
            guard line.hasPrefix("- `"), line.hasSuffix("`") else { return nil }
            return String(line.dropFirst(3).dropLast())
        }
    }
}
