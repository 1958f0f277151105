import CHarfBuzz
import Synchronization

/// HarfBuzz buffers kept for reuse: a buffer keeps its allocations between texts,
/// so shaping a short title allocates nothing. One user per buffer at a time.
final class ShapingBuffers: Sendable {
    static let shared = ShapingBuffers()

    private struct Buffer: @unchecked Sendable { let pointer: OpaquePointer }
    private let idle = Mutex<[Buffer]>([])
    private let kept = 16

    func checkOut() -> OpaquePointer? {
        if let buffer = idle.withLock({ $0.popLast() }) { return buffer.pointer }
        return hb_buffer_create()
    }

    func checkIn(_ pointer: OpaquePointer) {
        hb_buffer_clear_contents(pointer)
        let keptIt = idle.withLock { list -> Bool in
            guard list.count < kept else { return false }
            list.append(Buffer(pointer: pointer))
            return true
        }
        if !keptIt { hb_buffer_destroy(pointer) }
    }
}
