/// A declaration of the app's sources that a value can come from: a
/// constant, a computed property, a function, an enum case or a type.
struct Declaration: Sendable {
    enum Kind: Sendable, Equatable {
        /// `let`/`val`/`static final`/`#define`/`NSString *const`, with its initializer in `value`.
        case constant
        /// A computed property (`var x: String { ... }`, Kotlin `get() = ...`), its body in `value`.
        case computed
        /// A function or method; its body (or Kotlin `= expression`) in `value`.
        case function
        /// An enum case; `rawValue` holds its raw value when it has one.
        case enumCase
        case type
    }

    struct Parameter: Sendable, Equatable {
        /// The label callers write (`tableName`), nil for `_` or languages without labels.
        var label: String?
        /// The name the body uses.
        var name: String
    }

    var kind: Kind
    var name: String
    var hash: UInt32
    /// Enclosing types, outermost first (`String`, `Alerts`).
    var container: [String]
    var file: Int
    /// The token of the name.
    var token: Int
    var value: Range<Int>?
    var parameters: [Parameter] = []
    var rawValue: String?
    /// Objective-C methods: the whole selector (`actionWithTitle:image:`).
    var selector: String?
}

/// Every declaration of every file, by name, and for each file the bodies
/// that enclose a position (to find a site's function, its locals and its type).
struct DeclarationIndex: Sendable {
    private(set) var declarations: [Declaration] = []
    private var byName: [UInt32: [Int]] = [:]
    /// Per file, declarations with a value range, in order of where the range starts.
    private var scopes: [[Int]] = []
    /// Per file, type bodies: (body range, container path).
    private var typeBodies: [[(range: Range<Int>, container: [String])]] = []

    init(files: [SourceTokens]) {
        scopes = Array(repeating: [], count: files.count)
        typeBodies = Array(repeating: [], count: files.count)
        for (file, source) in files.enumerated() {
            var found: [Declaration] = []
            var types: [(Range<Int>, [String])] = []
            switch source.language {
            case .swift: SwiftDeclarations.scan(source, file: file, into: &found, types: &types)
            case .kotlin: KotlinDeclarations.scan(source, file: file, into: &found, types: &types)
            case .java: JavaDeclarations.scan(source, file: file, into: &found, types: &types)
            case .objectiveC: ObjectiveCDeclarations.scan(source, file: file, into: &found, types: &types)
            }
            typeBodies[file] = types.map { (range: $0.0, container: $0.1) }
            for declaration in found {
                let index = declarations.count
                declarations.append(declaration)
                byName[declaration.hash, default: []].append(index)
                if declaration.value != nil, declaration.kind != .type { scopes[file].append(index) }
            }
            scopes[file].sort { (declarations[$0].value?.lowerBound ?? 0) < (declarations[$1].value?.lowerBound ?? 0) }
        }
    }

    /// Declarations named `name` (any container).
    func named(_ name: String) -> [Declaration] {
        (byName[NameHash.of(name)] ?? []).map { declarations[$0] }.filter { $0.name == name }
    }

    /// Declarations named `name` whose container path ends with `qualifier`
    /// (`UserText.netPOpenVPNQuickAction`, `L10n.A11y.Plural`); all of that name when none does.
    func named(_ name: String, qualifier: [String], strict: Bool = false) -> [Declaration] {
        let all = named(name)
        guard !qualifier.isEmpty else { return all }
        let matching = all.filter { $0.container.count >= qualifier.count && Array($0.container.suffix(qualifier.count)) == qualifier }
        if !matching.isEmpty || strict { return matching }
        return all
    }

    /// The innermost function, computed property or initialized constant whose value holds `token`.
    func enclosing(file: Int, token: Int) -> Declaration? {
        var best: Declaration?
        for index in scopes[file] {
            let declaration = declarations[index]
            guard let range = declaration.value else { continue }
            if range.lowerBound > token { break }
            if range.contains(token), best.map({ range.lowerBound >= ($0.value?.lowerBound ?? 0) }) ?? true {
                best = declaration
            }
        }
        return best
    }

    /// The type a token is declared in (container path), innermost.
    func container(file: Int, token: Int) -> [String] {
        var best: (Range<Int>, [String])?
        for body in typeBodies[file] where body.range.contains(token) {
            if best.map({ body.range.lowerBound >= $0.0.lowerBound }) ?? true { best = (body.range, body.container) }
        }
        return best?.1 ?? []
    }

    /// Function declarations in `file` (for finding the callers of one).
    var functions: [Declaration] { declarations.filter { $0.kind == .function } }
}
