import EllipsisCore

/// What the site finders share: reading a constructor's arguments into
/// values (through the callers of its function when they are parameters),
/// values into texts, and where a site stands (its multiplicity, the menu
/// region around it).
struct SiteReader: Sendable {
    /// At most this many callers are followed for one site.
    static let maximumCallers = 16

    let files: [SourceTokens]
    let paths: [String]
    let index: DeclarationIndex
    let resolver: ValueResolver
    let multiplicity: MultiplicityReader
    let callers: CallerIndex
    /// Per file, the menu regions in it.
    let regions: [[MenuRegion]]
    /// Per file, the ranges each publication of dynamic actions reaches in it, with where it is.
    let published: [[(range: Range<Int>, by: SourceLocation)]]

    init(files: [SourceTokens], paths: [String], index: DeclarationIndex, resolver: ValueResolver,
         multiplicity: MultiplicityReader, callers: CallerIndex, regions: [[MenuRegion]], publications: [Publication] = []) {
        self.files = files
        self.paths = paths
        self.index = index
        self.resolver = resolver
        self.multiplicity = multiplicity
        self.callers = callers
        self.regions = regions
        var published = Array(repeating: [(range: Range<Int>, by: SourceLocation)](), count: files.count)
        for publication in publications {
            for region in publication.regions { published[region.file].append((region.range, publication.location)) }
        }
        self.published = published
    }

    /// The publications (`shortcutItems = ...`, `setDynamicShortcuts(...)`) whose value reaches a site.
    func publishers(file: Int, token: Int) -> [SourceLocation] {
        var result: [SourceLocation] = []
        for entry in published[file] where entry.range.contains(token) && !result.contains(entry.by) { result.append(entry.by) }
        return result.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    }

    func location(_ file: Int, _ token: Int) -> SourceLocation { resolver.location(file, token) }

    /// The values of named argument ranges of a site: once per element of a
    /// written-out array its loop runs over, else once per caller of its function
    /// when one of them is a parameter (`func action(title: String) -> UIAction`).
    func values(file: Int, token: Int, _ ranges: [String: Range<Int>]) -> [[String: CodeValue]] {
        let context = resolver.context(file: file, token: token)
        if let expansion = expansion(file: file, token: token) {
            return expansion.elements.map { element in
                var bound = context
                bound.bindings[expansion.parameter] = element
                return ranges.mapValues { resolver.resolve($0, bound) }
            }
        }
        let direct = ranges.mapValues { resolver.resolve($0, context) }
        guard direct.values.contains(where: \.hasParameter), let scope = context.scope, scope.kind == .function else {
            return [direct]
        }
        var result: [[String: CodeValue]] = []
        for call in callers.calls(of: scope).prefix(Self.maximumCallers) {
            let source = files[call.file]
            let arguments: [Argument]
            if source.isByte(call.token + 1, UInt8(ascii: "(")) {
                arguments = source.arguments(ofCallAt: call.token + 1)
            } else if source.language == .objectiveC, let open = Optional(Int(source.enclosing[call.token])), open >= 0,
                      let message = source.message(at: open) {
                arguments = message.parts.map { Argument(label: $0.name, range: $0.range) }
            } else {
                continue
            }
            let callerContext = resolver.context(file: call.file, token: call.token)
            var bound = context
            for (position, parameter) in scope.parameters.enumerated() {
                let argument = arguments.first { $0.label != nil && $0.label == (parameter.label ?? parameter.name) }
                    ?? (position < arguments.count ? arguments[position] : nil)
                guard let argument else { continue }
                bound.bindings[parameter.name] = Binding(range: argument.range, context: callerContext)
            }
            result.append(ranges.mapValues { resolver.resolve($0, bound) })
        }
        return result.isEmpty ? [direct] : result
    }

    /// How many actions one reading of a site stands for: one per element of a
    /// written-out array it runs over (each read on its own), else what its loops say.
    func actionMultiplicity(file: Int, token: Int) -> ActionMultiplicity {
        expansion(file: file, token: token) != nil ? .one : multiplicity.multiplicity(file: file, token: token)
    }

    /// The texts a value can be. A plain literal is not localized, unless the
    /// API takes it as a key (SwiftUI's `LocalizedStringKey`: `table` given).
    func texts(_ value: CodeValue?, site: SourceLocation, literalTable: String? = nil,
               literalIsKey: Bool = false) -> [FoundText] {
        guard let value else { return [] }
        var result: [FoundText] = []
        for item in value.flattened {
            let text: FoundText?
            switch item {
            case .text(let found):
                text = found
            case .string(let string, let location):
                text = literalIsKey
                    ? .key(string, table: literalTable ?? "Localizable", defaultValue: nil, location: location, formatted: false)
                    : .literal(string, location: location)
            case .runTime(let pattern, let location):
                text = .userData(pattern: pattern, location: location ?? site)
            case .parameter:
                text = .userData(pattern: "%@", location: site)
            case .nothing, .icon, .alternatives:
                text = nil
            }
            if let text, !result.contains(text) { result.append(text) }
        }
        return result
    }

    /// A single string the value must be (a type, an identifier), else nil.
    func constant(_ value: CodeValue?) -> String? { value?.constantString }

    func icon(_ value: CodeValue?) -> FoundIcon? {
        for item in value?.flattened ?? [] {
            if case .icon(let icon) = item { return icon }
        }
        return nil
    }

    /// The kind of a UIKit menu element at `token`: in no region, none (a button's
    /// menu, a toolbar); a preview action when every region around it is a peek.
    func menuKind(file: Int, token: Int, swiftUI: Bool) -> ActionKind? {
        let around = regions[file].filter { $0.isSwiftUI == swiftUI && $0.range.contains(token) }
        guard !around.isEmpty else { return nil }
        return around.allSatisfy(\.isPeek) ? .previewAction : .contextMenu
    }

    /// One action per text alternative (and subtitle alternative), at most eight.
    func actions(kind: ActionKind, site: SourceLocation, type: String?, titles: [FoundText], subtitles: [FoundText] = [],
                 longTitles: [FoundText] = [], icon: FoundIcon?, multiplicity: ActionMultiplicity,
                 pinned: Bool = false, publishedBy: [SourceLocation] = []) -> [FoundAction] {
        var result: [FoundAction] = []
        for title in titles {
            for subtitle in subtitles.isEmpty ? [nil] : subtitles.map(Optional.some) {
                for long in longTitles.isEmpty ? [nil] : longTitles.map(Optional.some) {
                    guard result.count < 8 else { return result }
                    result.append(FoundAction(kind: kind, site: site, type: type, title: title, subtitle: subtitle,
                                              longTitle: long, icon: icon, multiplicity: multiplicity, isPinnedOnly: pinned,
                                              publishedBy: publishedBy))
                }
            }
        }
        return result
    }
}
