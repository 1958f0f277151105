/// The languages whose sources Ellipsis reads for actions set in code.
public enum SourceLanguage: String, Sendable, CaseIterable {
    case swift
    case objectiveC = "objective-c"
    case kotlin
    case java

    /// The language of a file by its extension (`.m`, `.mm` and `.h` are Objective-C).
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "swift": self = .swift
        case "m", "mm", "h": self = .objectiveC
        case "kt": self = .kotlin
        case "java": self = .java
        default: return nil
        }
    }

    /// Whether the language builds iOS apps (else Android).
    public var isApple: Bool { self == .swift || self == .objectiveC }

    /// Lexes `bytes` in this language.
    public func tokenize(_ bytes: [UInt8]) throws -> SourceTokens {
        switch self {
        case .swift: try SwiftLexer.tokenize(bytes)
        case .objectiveC: try ObjectiveCLexer.tokenize(bytes)
        case .kotlin: try KotlinLexer.tokenize(bytes)
        case .java: try JavaLexer.tokenize(bytes)
        }
    }
}
