/// Path helpers shared by reporters. Pure string work: reporters never touch
/// the file system.
enum ReportPaths {
    /// `file` relative to `root` when it lies inside it; otherwise unchanged.
    static func relative(_ file: String, to root: String) -> String {
        var base = root
        while base.count > 1, base.hasSuffix("/") { base.removeLast() }
        if base.isEmpty || base == "." {
            return file.hasPrefix("./") ? String(file.dropFirst(2)) : file
        }
        if file.hasPrefix(base + "/") { return String(file.dropFirst(base.count + 1)) }
        return file
    }

    /// A relative URI reference for a path: every byte outside RFC 3986's
    /// unreserved set and `/` is percent-encoded (UTF-8).
    static func uriReference(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}

/// A 64-bit FNV-1a hash, printed as 16 hex digits. Used for fingerprints that
/// must be identical on every run and every machine (Swift's `Hasher` is seeded
/// per process, so it cannot be used).
enum StableHash {
    static func fnv1a64(_ parts: [String]) -> String { hex(value(parts)) }

    /// The hash itself: one number where a set of them is kept (a report's distinct groups).
    static func value(_ parts: [String]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (index, part) in parts.enumerated() {
            // A separator byte that cannot occur in UTF-8 keeps ("ab","c") apart from ("a","bc").
            if index > 0 { hash = (hash ^ 0xFF) &* 0x0000_0100_0000_01B3 }
            for byte in part.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }
        return hash
    }

    /// A hash as printed: 16 hex digits.
    static func hex(_ hash: UInt64) -> String {
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
