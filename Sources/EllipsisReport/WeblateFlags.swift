import Foundation

/// Weblate's flags as a file carries them (`weblate-flags="c-format, max-size:190:1"`):
/// comma-separated, a value after a colon, quoted values may hold commas. Enough of its
/// syntax to find and replace one flag and keep the others as they are.
enum WeblateFlags {
    /// The flags of a decoded attribute value, each trimmed, in order.
    static func entries(_ text: String) -> [String] {
        var entries: [String] = []
        var current = ""
        var quote: Character?
        var escaped = false
        for character in text {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "," {
                entries.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        entries.append(current)
        return entries.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    static func name(_ entry: String) -> String {
        String(entry.prefix { $0 != ":" }).trimmingCharacters(in: .whitespaces)
    }

    /// The `max-size` flag among `text`'s, if any.
    static func maxSize(in text: String) -> String? {
        entries(text).first { name($0) == "max-size" }
    }

    /// `text` with its `max-size` flags replaced by `flag` (added last).
    static func replacingMaxSize(in text: String, with flag: String) -> String {
        (entries(text).filter { name($0) != "max-size" } + [flag]).joined(separator: ", ")
    }
}
