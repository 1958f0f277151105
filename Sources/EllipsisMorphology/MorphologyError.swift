/// Why a stemmer or a dictionary could not be opened.
public enum MorphologyError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Snowball has no algorithm of this name (see `SnowballStemmer.algorithms`).
    case unknownAlgorithm(String)
    /// A dictionary name must be a plain file stem such as `hu_HU`: no path, no dots.
    case invalidDictionaryName(String)
    /// `<name>.aff` or `<name>.dic` is missing from the directory.
    case dictionaryNotFound(name: String, directory: String)
    /// The dictionary's `SET` encoding is one iconv cannot convert from UTF-8.
    case unsupportedEncoding(dictionary: String, encoding: String)

    public var description: String {
        switch self {
        case .unknownAlgorithm(let name):
            "Snowball has no stemmer named '\(name)'"
        case .invalidDictionaryName(let name):
            "'\(name)' is not a Hunspell dictionary name (expected a file stem such as hu_HU)"
        case .dictionaryNotFound(let name, let directory):
            "no Hunspell dictionary '\(name)' in \(directory) (needs \(name).aff and \(name).dic)"
        case .unsupportedEncoding(let dictionary, let encoding):
            "Hunspell dictionary '\(dictionary)' is encoded in \(encoding), which cannot be converted"
        }
    }
}
