import CHunspell
import Glibc
import Synchronization

/// One Hunspell dictionary (`<name>.aff` + `<name>.dic`), for stems and
/// morphological analyses of single words. Safe to share between threads.
///
/// A Hunspell object is not safe for concurrent calls, and a dictionary costs
/// tens of milliseconds and megabytes to load, so there is one object per
/// dictionary and calls take turns on it (a call costs microseconds). Words
/// are converted to the dictionary's own encoding (Debian's Polish and Slovene
/// dictionaries are ISO 8859-2, Estonian ISO 8859-15) and results back to UTF-8.
public final class HunspellDictionary: Sendable {
    /// Where Debian's `hunspell-*` packages put their dictionaries.
    public static let systemDirectory = "/usr/share/hunspell"
    /// Hunspell ignores words longer than about 100 bytes; longer ones are not asked.
    public static let longestAnalyzed = 256

    /// The dictionary's file stem, such as `hu_HU`.
    public let name: String
    /// The encoding named by the dictionary's `SET` line, as Hunspell reports it.
    public let encoding: String

    private struct State: @unchecked Sendable {
        let handle: OpaquePointer
        /// UTF-8 to the dictionary's encoding and back; nil when it is UTF-8.
        let toDictionary: iconv_t?
        let fromDictionary: iconv_t?
    }
    private let state: Mutex<State>

    /// Loads `<directory>/<name>.aff` and `.dic`.
    public init(name: String, directory: String = systemDirectory) throws(MorphologyError) {
        guard Self.isPlainName(name) else { throw .invalidDictionaryName(name) }
        let affix = directory + "/" + name + ".aff", words = directory + "/" + name + ".dic"
        // Hunspell opens missing files without complaint and then knows no word.
        guard access(affix, R_OK) == 0, access(words, R_OK) == 0 else {
            throw .dictionaryNotFound(name: name, directory: directory)
        }
        guard let handle = Hunspell_create(affix, words) else {
            throw .dictionaryNotFound(name: name, directory: directory)
        }
        let encoding = Hunspell_get_dic_encoding(handle).map { String(cString: $0) } ?? "ISO8859-1"
        var toDictionary: iconv_t?, fromDictionary: iconv_t?
        if !Self.isUTF8(encoding) {
            let to = iconv_open(encoding, "UTF-8"), from = iconv_open("UTF-8", encoding)
            guard Self.isOpen(to), Self.isOpen(from) else {
                if Self.isOpen(to) { iconv_close(to) }
                if Self.isOpen(from) { iconv_close(from) }
                Hunspell_destroy(handle)
                throw .unsupportedEncoding(dictionary: name, encoding: encoding)
            }
            toDictionary = to
            fromDictionary = from
        }
        self.name = name
        self.encoding = encoding
        state = Mutex(State(handle: handle, toDictionary: toDictionary, fromDictionary: fromDictionary))
    }

    deinit {
        state.withLock { state in
            Hunspell_destroy(state.handle)
            if let to = state.toDictionary { iconv_close(to) }
            if let from = state.fromDictionary { iconv_close(from) }
        }
    }

    /// The dictionaries with both files in `directory`, by name, sorted.
    public static func installed(in directory: String = systemDirectory) -> [String] {
        guard let folder = opendir(directory) else { return [] }
        defer { closedir(folder) }
        var stems = Set<String>()
        while let entry = readdir(folder) {
            let file = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if file.hasSuffix(".aff") { stems.insert(String(file.dropLast(4))) }
        }
        return stems.filter { access(directory + "/" + $0 + ".dic", R_OK) == 0 }.sorted()
    }

    /// Whether the dictionary accepts the word as spelt.
    public func accepts(_ word: String) -> Bool {
        state.withLock { state in
            guard let encoded = Self.encode(word, state) else { return false }
            return encoded.withUnsafeBufferPointer { Hunspell_spell(state.handle, $0.baseAddress) != 0 }
        }
    }

    /// The word's stems, as Hunspell's affix rules find them ("ustawień" ->
    /// "ustawienie"); empty when the dictionary does not know the word.
    public func stems(_ word: String) -> [String] {
        list(word, Hunspell_stem)
    }

    /// The stems (`st:`) of the word's analyses, one per distinct reading, in
    /// Hunspell's order; `stems(_:)` when no analysis names one. Hungarian
    /// "megnyitása" gives both "megnyitás" and "nyit". Much cheaper than
    /// `stems(_:)` with a dictionary rich in morphology: Hunspell's own
    /// stemming of Hungarian derived words costs up to milliseconds a word,
    /// its analysis tens of microseconds.
    public func lemmas(_ word: String) -> [String] {
        var found: [String] = []
        for stem in analyses(word).compactMap(\.stem) where !found.contains(stem) { found.append(stem) }
        return found.isEmpty ? stems(word) : found
    }

    /// The word's morphological analyses, one per reading; empty when the
    /// dictionary does not know the word. A dictionary without morphology
    /// fields still names the root (`st:`) and the affix flags (`fl:`).
    public func analyses(_ word: String) -> [MorphologicalAnalysis] {
        list(word, Hunspell_analyze).map(MorphologicalAnalysis.init(parsing:))
    }

    private typealias ListCall = (OpaquePointer?, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?,
                                  UnsafePointer<CChar>?) -> Int32

    private func list(_ word: String, _ call: ListCall) -> [String] {
        state.withLock { state -> [String] in
            guard let encoded = Self.encode(word, state) else { return [] }
            var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
            let count = encoded.withUnsafeBufferPointer { call(state.handle, &list, $0.baseAddress) }
            defer { if list != nil { Hunspell_free_list(state.handle, &list, count) } }
            guard count > 0, let list else { return [] }
            var results: [String] = []
            for index in 0..<Int(count) {
                guard let item = list[index], let text = Self.decode(item, state) else { continue }
                if !results.contains(text) { results.append(text) }
            }
            return results
        }
    }

    /// The word as a NUL-terminated string in the dictionary's encoding; nil
    /// when it is too long or has a letter the encoding lacks.
    private static func encode(_ word: String, _ state: State) -> [CChar]? {
        guard !word.isEmpty, word.utf8.count <= longestAnalyzed, !word.utf8.contains(0) else { return nil }
        var input = Array(word.utf8CString)
        guard let converter = state.toDictionary else { return input }
        return convert(&input, byteCount: input.count - 1, converter)
    }

    private static func decode(_ text: UnsafePointer<CChar>, _ state: State) -> String? {
        let length = strlen(text)
        var bytes = Array(UnsafeBufferPointer(start: text, count: length + 1))
        if let converter = state.fromDictionary {
            guard let converted = convert(&bytes, byteCount: length, converter) else { return nil }
            bytes = converted
        }
        return String(validating: bytes.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `byteCount` bytes of `input` through iconv, NUL-terminated; nil on any
    /// character the target lacks.
    private static func convert(_ input: inout [CChar], byteCount: Int, _ converter: iconv_t) -> [CChar]? {
        iconv(converter, nil, nil, nil, nil) // back to the initial shift state
        var output = [CChar](repeating: 0, count: byteCount * 4 + 4)
        let outputCapacity = output.count - 1
        let written: Int? = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                var sourcePointer = source.baseAddress, sourceLeft = byteCount
                var targetPointer = target.baseAddress, targetLeft = outputCapacity
                let status = iconv(converter, &sourcePointer, &sourceLeft, &targetPointer, &targetLeft)
                return status == -1 || sourceLeft != 0 ? nil : outputCapacity - targetLeft
            }
        }
        guard let written else { return nil }
        output[written] = 0
        return Array(output[...written])
    }

    private static func isOpen(_ converter: iconv_t?) -> Bool {
        guard let converter else { return false }
        return Int(bitPattern: converter) != -1
    }

    private static func isUTF8(_ encoding: String) -> Bool {
        let folded = encoding.uppercased().filter { $0 != "-" && $0 != "_" }
        return folded == "UTF8"
    }

    private static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 64 && name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
        }
    }
}
