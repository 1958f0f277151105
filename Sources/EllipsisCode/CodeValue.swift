import EllipsisCore

/// What an expression means at build time, as far as a reader of the
/// sources can tell.
indirect enum CodeValue: Sendable {
    /// A localized text (a key or an Android resource).
    case text(FoundText)
    /// A plain string known when the app is built.
    case string(String, SourceLocation)
    /// One of several, chosen at run time (ternary, `??`, a switch's returns).
    case alternatives([CodeValue])
    case icon(FoundIcon)
    /// `nil`, `null`.
    case nothing
    /// A value of the app's run-time data; `pattern` keeps literal parts with `%@`.
    case runTime(pattern: String, SourceLocation?)
    /// A parameter of the function the expression is in: its callers tell its value.
    case parameter(String)

    /// Every non-alternative value, flattened.
    var flattened: [CodeValue] {
        if case .alternatives(let values) = self { return values.flatMap(\.flattened) }
        return [self]
    }

    /// A single plain string, when that is all the value can be.
    var constantString: String? {
        let values = flattened.filter { if case .nothing = $0 { return false }; return true }
        guard values.count == 1, case .string(let text, _) = values[0] else { return nil }
        return text
    }

    var isNothing: Bool {
        if case .nothing = self { return true }
        return false
    }

    var hasParameter: Bool {
        flattened.contains { if case .parameter = $0 { return true }; return false }
    }
}
