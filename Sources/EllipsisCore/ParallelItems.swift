import Dispatch
import Foundation

/// Per-item work spread over the machine's cores, results in the items' order, so a rule's
/// findings (or a folder's files, read) do not depend on how many threads made them. For
/// work where each item is judged on its own (the layout engine and `LayoutService` are
/// safe across threads; readers share nothing).
public enum ParallelItems {
    /// Below this many items a thread costs more than it saves (short texts; a file is worth one).
    public static let minimumForThreads = 64

    /// The cores this process may run on: those its affinity allows (`taskset -c 0` is one),
    /// at most those Foundation counts as active.
    public static let cores: Int = {
        let active = max(1, ProcessInfo.processInfo.activeProcessorCount)
        guard let allowed = allowedProcessors() else { return active }
        return max(1, min(active, allowed))
    }()

    /// The processors the affinity mask allows, from `Cpus_allowed` in `/proc/self/status`
    /// (hexadecimal words, comma-separated); nil where there is no such file.
    static func allowedProcessors(status: String? = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) -> Int? {
        guard let status else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("Cpus_allowed:") {
            let mask = line.dropFirst("Cpus_allowed:".count)
            var count = 0
            for character in mask {
                guard let digit = character.hexDigitValue else { continue }
                count += digit.nonzeroBitCount
            }
            return count > 0 ? count : nil
        }
        return nil
    }

    /// `items.compactMap(transform)`, on every core.
    /// - Parameter minimumPerThread: items below which one more thread is not worth starting.
    public static func map<Item: Sendable, Result: Sendable>(_ items: [Item], minimumPerThread: Int = minimumForThreads,
                                                             _ transform: @Sendable (Item) -> Result?) -> [Result] {
        chunked(count: items.count, minimumPerThread: minimumPerThread) { range in items[range].compactMap(transform) }
    }

    /// The results of `transform` on `items[index]` for each of `indices`, in that order. Items
    /// are lent to `transform` from the array, not copied out of it: a copy of a `TextItem`
    /// counts a reference on each of its strings and tables, which threads then contend for.
    public static func flatMap<Item: Sendable, Result: Sendable>(_ items: [Item], at indices: [Int], cores: Int = cores,
                                                          _ transform: @Sendable (borrowing Item) -> [Result]) -> [Result] {
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

    /// `items.sorted(by:)`, in the same order, the sorting shared by the cores: runs of the
    /// items are sorted each on a core, then merged taking the earlier run's item on a tie.
    /// Swift's sort is stable, and so is this, so the order is the same however many runs.
    public static func sorted<Item: Sendable>(_ items: [Item], cores: Int = cores,
                                       by areInIncreasingOrder: @Sendable (Item, Item) -> Bool) -> [Item] {
        let threads = min(cores, items.count / minimumForThreads)
        guard threads > 1 else { return items.sorted(by: areInIncreasingOrder) }
        let runSize = (items.count + threads - 1) / threads
        var runs = [[Item]](repeating: [], count: threads)
        runs.withUnsafeMutableBufferPointer { slots in
            let slots = SendableSlots(base: slots.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: threads) { run in
                let start = min(run * runSize, items.count), end = min(start + runSize, items.count)
                slots.base[run] = items[start..<end].sorted(by: areInIncreasingOrder)
            }
        }
        while runs.count > 1 {
            var merged: [[Item]] = []
            for pair in stride(from: 0, to: runs.count, by: 2) {
                merged.append(pair + 1 < runs.count ? merge(runs[pair], runs[pair + 1], by: areInIncreasingOrder) : runs[pair])
            }
            runs = merged
        }
        return runs[0]
    }

    /// Two sorted runs as one, the first run's item first where neither is before the other.
    private static func merge<Item>(_ first: [Item], _ second: [Item], by areInIncreasingOrder: (Item, Item) -> Bool) -> [Item] {
        var result: [Item] = []
        result.reserveCapacity(first.count + second.count)
        var i = 0, j = 0
        while i < first.count && j < second.count {
            if areInIncreasingOrder(second[j], first[i]) {
                result.append(second[j])
                j += 1
            } else {
                result.append(first[i])
                i += 1
            }
        }
        result += first[i...]
        result += second[j...]
        return result
    }

    /// `body` on consecutive ranges of `0..<count`, on every core, the ranges' results joined in order.
    public static func chunked<Result: Sendable>(count: Int, cores: Int = cores, minimumPerThread: Int = minimumForThreads,
                                                 _ body: @Sendable (Range<Int>) -> [Result]) -> [Result] {
        let threads = min(cores, count / max(1, minimumPerThread))
        guard threads > 1 else { return body(0..<count) }
        // Small chunks taken in turn keep the cores even when some texts cost more than others.
        let chunkCount = min(count, threads * 16)
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

extension ParallelItems {
    /// `body` on consecutive runs of `0..<count`, `runSize` items each, made on every core and
    /// handed to `consume` one by one in their order, on the calling thread. The runs are made
    /// a batch at a time (a few per core), so at most a batch's results are held at once: a
    /// report's text leaves in order while the cores make what follows. On one core each run
    /// is made and handed on in turn. An error `consume` throws ends the work there: no run
    /// past the batch it came in is made, and the error is thrown on.
    public static func inOrder<Result: Sendable>(count: Int, runSize: Int, cores: Int = cores, runsPerCore: Int = 4,
                                                 _ body: @Sendable (Range<Int>) -> Result,
                                                 consume: (Result) throws -> Void) rethrows {
        let runSize = max(1, runSize)
        let runs = (count + runSize - 1) / runSize
        @Sendable func range(_ run: Int) -> Range<Int> { (run * runSize)..<min(count, (run + 1) * runSize) }
        guard cores > 1, runs > 1 else {
            for run in 0..<runs { try consume(body(range(run))) }
            return
        }
        // Bounded however many cores there are, so that the batch's results stay small.
        let batch = min(64, cores * max(1, runsPerCore))
        var results = [Result?](repeating: nil, count: batch)
        var first = 0
        while first < runs {
            let size = min(batch, runs - first)
            let start = first
            results.withUnsafeMutableBufferPointer { slots in
                let slots = SendableSlots(base: slots.baseAddress!)
                DispatchQueue.concurrentPerform(iterations: size) { index in
                    slots.base[index] = body(range(start + index))
                }
            }
            for index in 0..<size {
                let result = results[index]!
                results[index] = nil
                try consume(result)
            }
            first += size
        }
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
