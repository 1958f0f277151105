import Dispatch
import Foundation

/// Per-item work spread over the machine's cores, results in the items' order, so a rule's
/// findings do not depend on how many threads made them. For work where each item is
/// judged on its own (the layout engine and `LayoutService` are safe across threads).
enum ParallelItems {
    /// Below this many items a thread costs more than it saves.
    static let minimumForThreads = 64

    /// The cores this process may run on (`taskset` and cgroup limits included).
    static let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)

    static func map<Item: Sendable, Result: Sendable>(_ items: [Item], _ transform: @Sendable (Item) -> Result?) -> [Result] {
        chunked(count: items.count) { range in items[range].compactMap(transform) }
    }

    /// The results of `transform` on `items[index]` for each of `indices`, in that order. Items
    /// are lent to `transform` from the array, not copied out of it: a copy of a `TextItem`
    /// counts a reference on each of its strings and tables, which threads then contend for.
    static func flatMap<Item: Sendable, Result: Sendable>(_ items: [Item], at indices: [Int], cores: Int = cores,
                                                          _ transform: @Sendable (Item) -> [Result]) -> [Result] {
        items.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return [] }
            let items = SendableItems(base: base)
            return chunked(count: indices.count, cores: cores) { range in
                var result: [Result] = []
                // A pointer's subscript lends the item where it lies.
                for position in range { result += transform(items.base[indices[position]]) }
                return result
            }
        }
    }

    /// `body` on consecutive ranges of `0..<count`, on every core, the ranges' results joined in order.
    static func chunked<Result: Sendable>(count: Int, cores: Int = cores,
                                          _ body: @Sendable (Range<Int>) -> [Result]) -> [Result] {
        let threads = min(cores, count / minimumForThreads)
        guard threads > 1 else { return body(0..<count) }
        // Small chunks taken in turn keep the cores even when some texts cost more than others.
        let chunkCount = threads * 16
        let chunkSize = (count + chunkCount - 1) / chunkCount
        var chunks = [[Result]](repeating: [], count: chunkCount)
        chunks.withUnsafeMutableBufferPointer { slots in
            let slots = SendableSlots(base: slots.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                let start = chunk * chunkSize, end = min(start + chunkSize, count)
                guard start < end else { return }
                slots.base[chunk] = body(start..<end)
            }
        }
        var result: [Result] = []
        result.reserveCapacity(chunks.reduce(0) { $0 + $1.count })
        for chunk in chunks { result += chunk }
        return result
    }
}

/// The chunks' results, each written by one thread only.
private struct SendableSlots<Element>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Element>
}

/// Items read by every thread, written by none while they run.
private struct SendableItems<Element>: @unchecked Sendable {
    let base: UnsafePointer<Element>
}
