@testable import EllipsisCode
import EllipsisCore
import XCTest

/// Sources written inline for tests, analysed as one app.
func analyze(_ files: [String: String], wrappers: [LocalizationForm] = []) -> CodeInventory {
    let sources = files.keys.sorted().map { CodeSource(path: $0, bytes: Array(files[$0]!.utf8)) }
    return CodeAnalysis.analyze(sources, options: CodeAnalysisOptions(wrappers: wrappers))
}

extension FoundText {
    /// A short form for assertions: `key:Table/name`, `res:name`, `literal:text`, `data:pattern`.
    var summary: String {
        switch self {
        case .key(let key, let table, _, _, let formatted): "key:\(table ?? "-")/\(key)\(formatted ? "%" : "")"
        case .resource(let name, _, let formatted): "res:\(name)\(formatted ? "%" : "")"
        case .literal(let text, _): "literal:\(text)"
        case .userData(let pattern, _): "data:\(pattern)"
        }
    }
}

extension FoundAction {
    /// `kind line type title` for assertions.
    var summary: String {
        var parts = ["\(kind.rawValue)@\(site.line)", type ?? "-", title.summary]
        if let subtitle { parts.append("sub=" + subtitle.summary) }
        if let longTitle { parts.append("long=" + longTitle.summary) }
        if let icon { parts.append("icon=\(icon)") }
        if multiplicity != .one { parts.append(multiplicity.description) }
        if isPinnedOnly { parts.append("pinned") }
        return parts.joined(separator: " ")
    }
}
