/// Unreadable or malformed input. The CLI prints `description` on stderr and
/// exits with status 2; it is never a crash.
public struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    public init(_ message: String, file: String, line: Int = 0, column: Int = 0) {
        self.init(message, at: SourceLocation(file: file, line: line, column: column))
    }

    /// `file:line:column: error: message`, the form compilers and editors parse.
    public var description: String {
        let place = location.line > 0 ? "\(location.file):\(location.line):\(location.column)" : location.description
        return "\(place): error: \(message)"
    }
}

/// A mistake in how the tool was called (unknown option, bad number). Exit 2.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { "error: \(message)" }
}

/// Several input errors found at once (every problem of a configuration file),
/// each printed on its own line as `file:line:column: error: message`. Exit 2.
public struct InputErrors: Error, Equatable, Sendable, CustomStringConvertible {
    public var errors: [InputError]

    public init(_ errors: [InputError]) { self.errors = errors }

    public var description: String { errors.map(\.description).joined(separator: "\n") }

    /// Throws nothing for no errors, the error itself for one, all of them for more.
    public static func throwIfAny(_ errors: [InputError]) throws {
        if errors.count == 1 { throw errors[0] }
        if errors.count > 1 { throw InputErrors(errors) }
    }
}
