import CICUShim

/// Unicode character names from ICU.
public enum CharacterNames {
    /// The Unicode name of a code point (`ZERO WIDTH JOINER`), ICU's extended
    /// name for controls and unassigned code points (`<control-0009>`), else `U+XXXX`.
    public static func name(of scalar: Unicode.Scalar) -> String {
        var buffer = [CChar](repeating: 0, count: 128)
        let length = buffer.withUnsafeMutableBufferPointer { ell_char_name(scalar.value, $0.baseAddress, Int32($0.count)) }
        guard length > 0 else { return codePoint(scalar) }
        return String(decoding: buffer[0..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `U+200D`.
    public static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
