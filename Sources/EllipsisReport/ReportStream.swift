import EllipsisCore

/// A report's text on its way out. Reporters write it piece by piece; with a
/// destination, the pieces leave in chunks of `chunkSize` bytes as they come, so a
/// report of any size is never held whole (a SARIF report of 300,000 translations
/// is hundreds of megabytes). Without one, the text is collected (`text`).
///
/// A reporter cannot fail; a destination can (a full disk). Its first error stops
/// the writing, and `finish()` throws it.
public final class ReportStream {
    /// Bytes gathered before they are handed on.
    public static let chunkSize = 1 << 16

    private var pending: [UInt8] = []
    private let destination: ((UnsafeRawBufferPointer) throws -> Void)?
    private var failure: (any Error)?
    /// The last byte written, so that what follows can tell whether a line was ended.
    public private(set) var lastByte: UInt8?

    /// Collects the whole text.
    public init() {
        destination = nil
    }

    /// Hands the text on to `destination` in chunks, in order.
    public init(to destination: @escaping (UnsafeRawBufferPointer) throws -> Void) {
        self.destination = destination
        pending.reserveCapacity(Self.chunkSize + 1024)
    }

    public func write(_ text: String) {
        var text = text
        text.withUTF8 { write(bytes: $0) }
    }

    public func write(bytes: UnsafeBufferPointer<UInt8>) {
        guard let last = bytes.last else { return }
        lastByte = last
        pending.append(contentsOf: bytes)
        if destination != nil, pending.count >= Self.chunkSize { handOn() }
    }

    /// Everything written so far goes to the destination; then its error, if it had one, is thrown.
    public func finish() throws {
        if destination != nil { handOn() }
        if let failure { throw failure }
    }

    /// The text written, when there is no destination.
    public var text: String { String(decoding: pending, as: UTF8.self) }

    private func handOn() {
        defer { pending.removeAll(keepingCapacity: true) }
        guard failure == nil, !pending.isEmpty, let destination else { return }
        do {
            try pending.withUnsafeBytes { try destination($0) }
        } catch {
            failure = error
        }
    }
}

extension JSONWriter {
    /// Moves the bytes written so far to `stream`; the writer goes on where it was
    /// (inside the same objects and arrays).
    mutating func drain(into stream: ReportStream) {
        drain { stream.write(bytes: $0) }
    }
}
