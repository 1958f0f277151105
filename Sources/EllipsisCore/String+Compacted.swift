extension String {
    /// The same text in storage of its own size: a string built by appending keeps the
    /// room it grew into, which a large run's hundred thousand messages, keys and texts
    /// would hold on to.
    public var compacted: String {
        let count = utf8.count
        // Up to 15 bytes a string holds its text in itself.
        guard count > 15 else { return self }
        var text = self
        return text.withUTF8 { utf8 in
            String(unsafeUninitializedCapacity: count) { buffer in
                _ = buffer.initialize(from: utf8)
                return count
            }
        }
    }
}
