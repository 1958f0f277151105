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
    /// The cores a reporter makes its text on; the text is the same on any number.
    public var cores = ParallelItems.cores
    /// Items (findings, groups) a core renders at a time: enough that a run is worth a thread,
    /// few enough that a batch of runs (a few per core) is a small part of a large report.
    var runSize = 256

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
        guard destination != nil else {
            pending.append(contentsOf: bytes)
            return
        }
        // A run of a report made on a core is many chunks long: it leaves in chunks too.
        var rest = bytes[...]
        while !rest.isEmpty {
            let taken = rest.prefix(max(0, Self.chunkSize - pending.count))
            pending.append(contentsOf: UnsafeBufferPointer(rebasing: taken))
            rest = rest[taken.endIndex...]
            if pending.count >= Self.chunkSize { handOn() }
        }
    }

    public func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write(bytes: $0) }
    }

    /// The text of `count` items (findings, groups) made on every core and written in their
    /// order: consecutive runs of the items are rendered each into its own text by `render`,
    /// a batch of runs at a time, so the output is the same as one core's and no more than a
    /// batch of it is held at once. `taken` gets each run's `Part` (what the run noted beside
    /// its text) in the same order, on the calling thread.
    func write<Text: ReportText, Part: Sendable>(count: Int, _ render: @Sendable (Range<Int>) -> (text: Text, part: Part),
                                                 taken: (Part) -> Void) {
        ParallelItems.inOrder(count: count, runSize: runSize, cores: cores, render) { run in
            run.text.write(to: self)
            taken(run.part)
        }
    }

    /// The same, for runs that note nothing beside their text.
    func write<Text: ReportText>(count: Int, _ render: @Sendable (Range<Int>) -> Text) {
        ParallelItems.inOrder(count: count, runSize: runSize, cores: cores, render) { $0.write(to: self) }
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

/// What a run of a report is rendered into: bytes (a JSON writer's) or a string.
protocol ReportText: Sendable {
    func write(to stream: ReportStream)
}

extension Array: ReportText where Element == UInt8 {
    func write(to stream: ReportStream) { stream.write(self) }
}

extension String: ReportText {
    func write(to stream: ReportStream) { stream.write(self) }
}
