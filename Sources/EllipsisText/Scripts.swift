import CICUShim

/// A maximal stretch of text in one script.
public struct ScriptRun: Sendable, Hashable {
    /// ISO 15924 code: `Latn`, `Arab`, `Hani`, `Hira`... `Zyyy` (Common) only
    /// when the whole text has no script of its own (digits, punctuation, emoji).
    public var script: String
    public var utf16: Range<Int>
    public var graphemes: Range<Int>
}

/// Scripts of text by ICU's Script property, with Common characters (spaces,
/// punctuation, digits, emoji) and Inherited ones (combining marks) given the
/// script of their neighbours, as a shaper needs them.
public enum ScriptAnalysis {
    /// The resolved script code of each code point, with its UTF-16 offset.
    static func resolvedScripts(of text: UnicodeText) -> [(offset: Int, script: Int32)] {
        let scalars = text.scalarsWithOffsets
        var resolved = scalars.map { (offset: $0.offset, script: ell_script($0.scalar.value)) }
        let common = Int32(ELL_SCRIPT_COMMON), inherited = Int32(ELL_SCRIPT_INHERITED)
        let unknown = Int32(ELL_SCRIPT_UNKNOWN)
        func isWeak(_ script: Int32) -> Bool { script == common || script == inherited || script == unknown }
        // Forward: Inherited always, and Common when its Script_Extensions allow (or say nothing),
        // take the script before them.
        var previous: Int32? = nil
        var pendingStart: Int? = nil
        for index in resolved.indices {
            let script = resolved[index].script
            if !isWeak(script) {
                // Weak characters at the start (or not allowed to follow `previous`) take this script.
                if let start = pendingStart {
                    for weak in start..<index where isWeak(resolved[weak].script) { resolved[weak].script = script }
                    pendingStart = nil
                }
                previous = script
                continue
            }
            let value = scalars[index].scalar.value
            if let previous, script == inherited || ell_script_extensions_contain(value, previous)
                || !hasSpecificExtensions(value) {
                resolved[index].script = previous
            } else if pendingStart == nil {
                pendingStart = index
            }
        }
        // Trailing weak characters with no strong script after them: the one before, else Common.
        if let start = pendingStart {
            for weak in start..<resolved.count where isWeak(resolved[weak].script) {
                resolved[weak].script = previous ?? common
            }
        }
        for index in resolved.indices where resolved[index].script == inherited || resolved[index].script == unknown {
            resolved[index].script = common
        }
        return resolved
    }

    /// Whether a Common character's Script_Extensions name particular scripts
    /// (e.g. the Arabic comma, the Japanese long vowel mark) rather than all.
    private static func hasSpecificExtensions(_ c: UInt32) -> Bool {
        !ell_script_extensions_contain(c, Int32(ELL_SCRIPT_COMMON))
            && !ell_script_extensions_contain(c, Int32(ELL_SCRIPT_INHERITED))
    }

    /// ISO 15924 codes by ICU script number, made once: a string made from a C string
    /// per run would cost an allocation each time.
    private static let codes: [String] = (0..<256).map { String(cString: ell_script_code(Int32($0))) }

    /// The ISO 15924 code of an ICU script number (`Zzzz` when it has none).
    static func code(_ script: Int32) -> String {
        script >= 0 && Int(script) < codes.count ? codes[Int(script)] : String(cString: ell_script_code(script))
    }

    /// The one script of the text when its code points name at most one script besides
    /// Common, Inherited and Unknown: then every code point resolves to it (Common for a
    /// text of none) and `runs(in:)` is that one run. Nil when scripts mix. One ICU lookup
    /// per code point beyond ASCII, and no array: most titles are in one script.
    public static func soleScript(of text: UnicodeText) -> String? {
        text.utf16.withUnsafeBufferPointer { soleScript(ofUTF16: $0) }
    }

    /// `soleScript(of:)` of UTF-16 held elsewhere.
    package static func soleScript(ofUTF16 units: UnsafeBufferPointer<UInt16>) -> String? {
        let common = Int32(ELL_SCRIPT_COMMON), inherited = Int32(ELL_SCRIPT_INHERITED)
        let unknown = Int32(ELL_SCRIPT_UNKNOWN), latin = Int32(ELL_SCRIPT_LATIN)
        var found: Int32? = nil
        var i = 0
        while let value = UnicodeText.codePoint(startingAt: i, in: units) {
            i += value > 0xFFFF ? 2 : 1
            let script: Int32
            if value < 0x250 {
                // ASCII, Latin-1 and Latin Extended-A/B: letters are Latin, the rest Common
                // (the Script property; `testSoleScriptIsTheOneRun` checks every one).
                switch value {
                case 0x41...0x5A, 0x61...0x7A, 0xAA, 0xBA, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F: script = latin
                default: continue
                }
            } else {
                script = ell_script(value)
                if script == common || script == inherited || script == unknown { continue }
            }
            if let found, found != script { return nil }
            found = script
        }
        return code(found ?? common)
    }

    /// Script runs in logical order. A run never splits a grapheme cluster:
    /// a cluster belongs to the script of its first code point.
    public static func runs(in text: UnicodeText) -> [ScriptRun] {
        let scripts = graphemeScriptCodes(of: text)
        var runs: [ScriptRun] = []
        var start = 0
        for index in 0..<scripts.count where index + 1 == scripts.count || scripts[index + 1] != scripts[index] {
            let utf16 = text.graphemeBoundaries[start]..<text.graphemeBoundaries[index + 1]
            runs.append(ScriptRun(script: code(scripts[index]), utf16: utf16,
                                  graphemes: start..<(index + 1)))
            start = index + 1
        }
        return runs
    }

    /// The ISO 15924 script code of each grapheme cluster, resolved as in `runs(in:)`.
    public static func graphemeScripts(of text: UnicodeText) -> [String] {
        graphemeScriptCodes(of: text).map(code)
    }

    private static func graphemeScriptCodes(of text: UnicodeText) -> [Int32] {
        let resolved = resolvedScripts(of: text)
        var result: [Int32] = []
        result.reserveCapacity(text.graphemeCount)
        var cursor = 0
        for grapheme in 0..<text.graphemeCount {
            let start = text.graphemeBoundaries[grapheme]
            while cursor < resolved.count, resolved[cursor].offset < start { cursor += 1 }
            result.append(cursor < resolved.count ? resolved[cursor].script : Int32(ELL_SCRIPT_COMMON))
        }
        return result
    }

    /// The Script property of each grapheme cluster's first code point, not
    /// resolved: `Zyyy` for spaces, digits, punctuation and emoji; a cluster
    /// that starts with a combining mark takes the script before it.
    public static func graphemeScriptProperties(of text: UnicodeText) -> [String] {
        var previous = Int32(ELL_SCRIPT_COMMON)
        return (0..<text.graphemeCount).map { index in
            guard let first = scalar(startingAt: text.graphemeBoundaries[index], in: text.utf16) else { return "Zyyy" }
            var script = ell_script(first)
            if script == Int32(ELL_SCRIPT_INHERITED) { script = previous }
            previous = script
            return code(script)
        }
    }

    /// The script of one code point by ICU's Script property (no resolution).
    public static func script(of scalar: Unicode.Scalar) -> String {
        code(ell_script(scalar.value))
    }
}
