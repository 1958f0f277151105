import Foundation

/// What a target's files use of other targets: the modules its Swift files
/// import, the headers its C files include, and the string literals that
/// name an executable it runs.
struct TargetSources {
    var swiftImports: Set<String> = []
    var cIncludes: Set<String> = []
    var stringLiterals: Set<String> = []

    /// Every file under the target's folder, less what the manifest excludes.
    init(of target: PackageManifest.Target, root: URL) throws {
        let folder = root.appendingPathComponent(target.path)
        let excluded = target.exclude.map { folder.appendingPathComponent($0).standardizedFileURL.path }
        for file in try Self.files(under: folder) {
            let path = file.standardizedFileURL.path
            if excluded.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) { continue }
            switch file.pathExtension {
            case "swift":
                let text = try String(contentsOf: file, encoding: .utf8)
                swiftImports.formUnion(Self.imports(in: text))
                stringLiterals.formUnion(Self.literals(in: text))
            case "c", "h", "m", "cpp":
                cIncludes.formUnion(Self.includes(in: try String(contentsOf: file, encoding: .utf8)))
            default:
                continue
            }
        }
    }

    static func files(under folder: URL) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        return walker.compactMap { $0 as? URL }.filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }
    }

    /// `import X`, `@testable import X`, `import struct X.Y`, `@preconcurrency import X`: X.
    /// Lines of multi-line string literals are text, not imports.
    static func imports(in text: String) -> Set<String> {
        var modules: Set<String> = []
        var inLiteral = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.components(separatedBy: "\"\"\"").count % 2 == 0 { inLiteral.toggle(); continue }
            if inLiteral { continue }
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
            guard words.first == "import", words.count >= 2 else { continue }
            let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
            let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
            if let module = path.split(separator: ".").first { modules.insert(String(module)) }
        }
        return modules
    }

    /// `#include <a/b.h>` and `#include "b.h"`: the header as written.
    static func includes(in text: String) -> Set<String> {
        var headers: Set<String> = []
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("#include") || trimmed.hasPrefix("#import") else { continue }
            let rest = trimmed.drop(while: { $0 != "<" && $0 != "\"" })
            guard let open = rest.first else { continue }
            let close: Character = open == "<" ? ">" : "\""
            let header = rest.dropFirst().prefix(while: { $0 != close })
            if !header.isEmpty { headers.insert(String(header)) }
        }
        return headers
    }

    /// The contents of simple one-line string literals (`"bake-locales"`).
    static func literals(in text: String) -> Set<String> {
        var found: Set<String> = []
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
            guard parts.count >= 3 else { continue }
            for index in stride(from: 1, to: parts.count - 1, by: 2) { found.insert(String(parts[index])) }
        }
        return found
    }
}

/// The headers a C-language target offers those that include them: a system
/// library's are the ones its module map's header includes (`<unicode/utypes.h>`
/// for ICU), a C target's are the files of its `include` folder.
enum OfferedHeaders {
    static func headers(of target: PackageManifest.Target, root: URL) throws -> [String] {
        let folder = root.appendingPathComponent(target.path)
        switch target.kind {
        case .systemLibrary:
            let map = try String(contentsOf: folder.appendingPathComponent("module.modulemap"), encoding: .utf8)
            var headers: [String] = []
            for line in map.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard words.first == "header", words.count >= 2 else { continue }
                let name = words[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                let umbrella = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                headers += TargetSources.includes(in: umbrella)
            }
            return headers
        case .target:
            let include = folder.appendingPathComponent("include")
            return try TargetSources.files(under: include).map { $0.lastPathComponent }
        default:
            return []
        }
    }

    /// Whether including `header` uses a target offering `offered`: the same header,
    /// or one from the same folder of the library (`unicode/ubrk.h` beside `unicode/utypes.h`).
    static func uses(_ header: String, offered: [String]) -> Bool {
        offered.contains { candidate in
            if candidate == header { return true }
            guard let folder = candidate.split(separator: "/").dropLast().first else { return false }
            return header.hasPrefix(folder + "/")
        }
    }
}
