import Dispatch
import Foundation

/// Per-item work spread over the machine's cores, results in the items' order, so a rule's
/// findings do not depend on how many threads made them. For work where each item is
/// judged on its own (the layout engine and `LayoutService` are safe across threads).
enum ParallelItems {
    /// Below this many items a thread costs more than it saves.
    static let minimumForThreads = 64

    static func map<Item: Sendable, Result: Sendable>(_ items: [Item], _ transform: @Sendable (Item) -> Result?) -> [Result] {
        let threads = min(ProcessInfo.processInfo.activeProcessorCount, items.count / minimumForThreads)
        guard threads > 1 else { return items.compactMap(transform) }
        // Small chunks taken in turn keep the cores even when some texts cost more than others.
        let chunkCount = threads * 16
        let chunkSize = (items.count + chunkCount - 1) / chunkCount
        var chunks = [[Result]](repeating: [], count: chunkCount)
        chunks.withUnsafeMutableBufferPointer { slots in
            let slots = SendableSlots(base: slots.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                let start = chunk * chunkSize, end = min(start + chunkSize, items.count)
                guard start < end else { return }
                slots.base[chunk] = items[start..<end].compactMap(transform)
            }
        }
        return chunks.flatMap { $0 }
    }
}

/// The chunks' results, each written by one thread only.
private struct SendableSlots<Element>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Element>
}
