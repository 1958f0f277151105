import EllipsisCore
import Foundation

/// One source file to read: its path (as locations will name it) and bytes.
public struct CodeSource: Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// What the user tells the analysis: wrappers it cannot find by their body.
public struct CodeAnalysisOptions: Sendable {
    public var wrappers: [LocalizationForm]

    public init(wrappers: [LocalizationForm] = []) {
        self.wrappers = wrappers
    }
}

/// Finds the actions an app sets in code (README.md of this module).
public enum CodeAnalysis {
    /// Larger sources are generated code, not where actions are made: skipped with a note.
    public static let maximumFileSize = 8 * 1024 * 1024

    public static func analyze(_ sources: [CodeSource], options: CodeAnalysisOptions = CodeAnalysisOptions()) -> CodeInventory {
        let lexed = Parallel.map(sources) { source -> Result<SourceTokens, CodeNote> in
            guard let language = SourceLanguage(path: source.path) else {
                return .failure(CodeNote(file: source.path, message: "not a Swift, Objective-C, Kotlin or Java source; skipped"))
            }
            if source.bytes.count > maximumFileSize {
                return .failure(CodeNote(file: source.path,
                                         message: "skipped: \(source.bytes.count) bytes, larger than the \(maximumFileSize / 1_048_576) MB read for actions set in code"))
            }
            do {
                return .success(try language.tokenize(source.bytes))
            } catch let error as LexingError {
                return .failure(CodeNote(file: source.path, line: error.line, message: "skipped: \(error.message)"))
            } catch {
                return .failure(CodeNote(file: source.path, message: "skipped: \(error)"))
            }
        }
        var files: [SourceTokens] = []
        var paths: [String] = []
        var notes: [CodeNote] = []
        for (source, result) in zip(sources, lexed) {
            switch result {
            case .success(let tokens):
                files.append(tokens)
                paths.append(source.path)
            case .failure(let note):
                notes.append(note)
            }
        }
        let index = DeclarationIndex(files: files)
        var forms: [SourceLanguage: LocalizationForms] = [:]
        for language in Set(files.map(\.language)) {
            forms[language] = LocalizationForms(language: language, extra: options.wrappers)
        }
        WrapperDetection.detect(files: files, index: index, forms: &forms)
        let resolver = ValueResolver(files: files, paths: paths, index: index, forms: forms)
        let callers = CallerIndex(files: files)
        let multiplicity = MultiplicityReader(files: files, index: index, callers: callers)
        var regions = Array(repeating: [MenuRegion](), count: files.count)
        for region in MenuRegions.find(files: files, index: index, resolver: resolver) {
            regions[region.file].append(region)
        }
        let publications = Publications.find(files: files, paths: paths, index: index, resolver: resolver)
        let reader = SiteReader(files: files, paths: paths, index: index, resolver: resolver,
                                multiplicity: multiplicity, callers: callers, regions: regions, publications: publications)
        let languages = files.map(\.language)
        let found = Parallel.map(Array(files.indices)) { file -> [FoundAction] in
            languages[file].isApple ? AppleSites.find(file: file, reader) : AndroidSites.find(file: file, reader)
        }
        var actions: [FoundAction] = []
        var seen = Set<FoundAction>()
        for action in found.joined() where seen.insert(action).inserted { actions.append(action) }
        actions.sort { ($0.site.file, $0.site.line, $0.site.column) < ($1.site.file, $1.site.line, $1.site.column) }
        return CodeInventory(actions: actions, notes: notes, files: sources.map(\.path))
    }
}

/// `map` over both cores, results in order.
enum Parallel {
    static func map<Element: Sendable, Value: Sendable>(_ elements: [Element], _ transform: @Sendable (Element) -> Value) -> [Value] {
        guard elements.count > 1 else { return elements.map(transform) }
        let results = Results<Value>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in
            results.set(index, transform(elements[index]))
        }
        return results.values
    }

    private final class Results<Value: Sendable>: @unchecked Sendable {
        private var storage: [Value?]
        private let lock = NSLock()

        init(count: Int) { storage = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: Value) { lock.withLock { storage[index] = value } }

        var values: [Value] { lock.withLock { storage.compactMap { $0 } } }
    }
}
