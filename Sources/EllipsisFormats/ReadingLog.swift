import EllipsisCore

/// The input errors of one load that went on past them: a malformed file is
/// recorded with its place and left out, and everything else is still read
/// (`ProjectLoader.loadKeepingGoing(paths:code:)`). Outside such a load the
/// first error is thrown, as before. The log is bound to the call that loads
/// (a task-local value), never shared by two loads.
public final class ReadingLog: @unchecked Sendable {
    public private(set) var errors: [InputError] = []

    @TaskLocal static var current: ReadingLog?

    init() {}

    /// `body`'s value; when it throws an `InputError` during a load that keeps
    /// going, the error is recorded and the result is nil.
    static func attempt<Value>(_ body: () throws -> Value) throws -> Value? {
        do {
            return try body()
        } catch let error as InputError {
            guard let log = current else { throw error }
            log.record(error)
            return nil
        }
    }

    func record(_ error: InputError) {
        if !errors.contains(error) { errors.append(error) }
    }
}
