import Foundation

/// The targets Package.swift declares, read from its text: each target's kind,
/// name, folder, exclusions and the targets it depends on. The manifest is
/// Swift, but its target list is a plain shape (`.target(name: "X",
/// dependencies: ["Y"], ...)`), which a small scanner reads without running
/// SwiftPM.
struct PackageManifest {
    struct Target: Equatable {
        enum Kind: String {
            case target, executableTarget, testTarget, systemLibrary, plugin
        }
        var kind: Kind
        var name: String
        var dependencies: [String]
        /// The folder, relative to the package root.
        var path: String
        var exclude: [String]

        /// The name Swift code imports it by (`title-eval` is `title_eval`).
        var moduleName: String {
            String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        }
    }

    var targets: [Target]

    func target(named name: String) -> Target? { targets.first { $0.name == name } }

    init(text: String) throws {
        let tokens = try ManifestTokenizer.tokens(of: text)
        var targets: [Target] = []
        var index = 0
        while index + 2 < tokens.count {
            // `.kind(` starts a declaration; `.target(name:)` inside a dependency list is skipped below.
            if tokens[index] == .symbol("."), case .word(let word) = tokens[index + 1],
               let kind = Target.Kind(rawValue: word), tokens[index + 2] == .symbol("(") {
                let (arguments, end) = try Self.arguments(tokens, openingAt: index + 2)
                if let target = try Self.target(kind: kind, arguments) { targets.append(target) }
                index = end
                continue
            }
            index += 1
        }
        self.targets = targets
    }

    /// The labelled arguments of the call whose `(` is at `open`, each as its tokens,
    /// and the index after its `)`.
    private static func arguments(_ tokens: [ManifestToken], openingAt open: Int) throws
        -> ([String: [ManifestToken]], Int) {
        var arguments: [String: [ManifestToken]] = [:]
        var depth = 0
        var label: String?
        var value: [ManifestToken] = []
        var index = open
        while index < tokens.count {
            let token = tokens[index]
            switch token {
            case .symbol("("), .symbol("["):
                depth += 1
                if depth > 1 { value.append(token) }
            case .symbol(")"), .symbol("]"):
                depth -= 1
                if depth == 0 {
                    if let label { arguments[label] = value }
                    return (arguments, index + 1)
                }
                value.append(token)
            case .symbol(",") where depth == 1:
                if let label { arguments[label] = value }
                label = nil
                value = []
            case .word(let word) where depth == 1 && label == nil && index + 1 < tokens.count
                && tokens[index + 1] == .symbol(":"):
                label = word
                index += 1
            default:
                value.append(token)
            }
            index += 1
        }
        throw ManifestError("a call in Package.swift is not closed")
    }

    private static func target(kind: Target.Kind, _ arguments: [String: [ManifestToken]]) throws -> Target? {
        guard let nameTokens = arguments["name"], nameTokens.count == 1, case .string(let name) = nameTokens[0] else {
            return nil
        }
        let folder: String
        if let path = arguments["path"]?.first, case .string(let given) = path {
            folder = given
        } else {
            switch kind {
            case .testTarget: folder = "Tests/\(name)"
            case .plugin: folder = "Plugins/\(name)"
            default: folder = "Sources/\(name)"
            }
        }
        return Target(kind: kind, name: name, dependencies: try dependencies(arguments["dependencies"] ?? []),
                      path: folder, exclude: strings(arguments["exclude"] ?? []))
    }

    /// `["Name", .target(name: "Name"), .product(name: "Name", ...), .byName(name: "Name")]`:
    /// a string directly in the list, or the one after a `name:` label.
    private static func dependencies(_ tokens: [ManifestToken]) throws -> [String] {
        var names: [String] = []
        var depth = 0
        var index = 0
        while index < tokens.count {
            switch tokens[index] {
            case .symbol("("), .symbol("["): depth += 1
            case .symbol(")"), .symbol("]"): depth -= 1
            case .string(let name) where depth == 1: names.append(name)
            case .word("name") where depth == 2 && index + 2 < tokens.count && tokens[index + 1] == .symbol(":"):
                guard case .string(let name) = tokens[index + 2] else {
                    throw ManifestError("a dependency's name in Package.swift is not a string literal")
                }
                names.append(name)
                index += 2
            default: break
            }
            index += 1
        }
        return names
    }

    private static func strings(_ tokens: [ManifestToken]) -> [String] {
        tokens.compactMap { if case .string(let text) = $0 { return text } else { return nil } }
    }
}

struct ManifestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

enum ManifestToken: Equatable {
    case word(String)
    case string(String)
    case symbol(Character)
}

/// Words, string literals and punctuation of Swift source; comments dropped.
enum ManifestTokenizer {
    static func tokens(of text: String) throws -> [ManifestToken] {
        var tokens: [ManifestToken] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "/" && index + 1 < characters.count && characters[index + 1] == "/" {
                while index < characters.count && characters[index] != "\n" { index += 1 }
            } else if character == "/" && index + 1 < characters.count && characters[index + 1] == "*" {
                index += 2
                while index + 1 < characters.count && !(characters[index] == "*" && characters[index + 1] == "/") {
                    index += 1
                }
                index += 2
            } else if character == "\"" {
                var literal = ""
                index += 1
                while index < characters.count && characters[index] != "\"" {
                    if characters[index] == "\\" { index += 1 }
                    if index < characters.count { literal.append(characters[index]) }
                    index += 1
                }
                guard index < characters.count else { throw ManifestError("a string in Package.swift is not closed") }
                tokens.append(.string(literal))
                index += 1
            } else if character.isLetter || character == "_" {
                var word = ""
                while index < characters.count && (characters[index].isLetter || characters[index].isNumber
                                                   || characters[index] == "_") {
                    word.append(characters[index])
                    index += 1
                }
                tokens.append(.word(word))
            } else {
                if !character.isWhitespace { tokens.append(.symbol(character)) }
                index += 1
            }
        }
        return tokens
    }
}
