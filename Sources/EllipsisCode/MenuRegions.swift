/// Where peek and context-menu actions are made: the arguments of a
/// `UIContextMenuConfiguration` (a peek when it has a preview provider), a
/// SwiftUI `.contextMenu` (a peek with `preview:`), `previewActionItems`,
/// and everything those reach: the app's functions and properties they
/// name, and the locals they use that were built before them. A `UIAction`
/// outside every region (a button's menu, a toolbar) is not an action of a
/// context menu and is not reported.
struct MenuRegion: Sendable {
    var file: Int
    var range: Range<Int>
    var isPeek: Bool
    var isSwiftUI: Bool
}

enum MenuRegions {
    static let maximumDepth = 4

    static func find(files: [SourceTokens], index: DeclarationIndex, resolver: ValueResolver) -> [MenuRegion] {
        var roots: [MenuRegion] = []
        for (file, source) in files.enumerated() where source.language.isApple {
            roots += self.roots(file, source, resolver)
        }
        var regions = roots
        var visited = Set<String>()
        var queue = roots.map { ($0, 0) }
        while !queue.isEmpty {
            let (region, depth) = queue.removeFirst()
            guard depth < maximumDepth else { continue }
            for reached in reachedRegions(from: region, files: files, index: index, resolver: resolver) {
                let key = "\(reached.file):\(reached.range.lowerBound):\(reached.isPeek)"
                guard visited.insert(key).inserted else { continue }
                regions.append(reached)
                queue.append((reached, depth + 1))
            }
        }
        return regions
    }

    private static func roots(_ file: Int, _ source: SourceTokens, _ resolver: ValueResolver) -> [MenuRegion] {
        var result: [MenuRegion] = []
        var index = 0
        while index < source.count {
            if source.isIdentifier(index, "UIContextMenuConfiguration"), source.isByte(index + 1, UInt8(ascii: "(")) {
                let open = index + 1
                let arguments = source.arguments(ofCallAt: open)
                let preview = arguments.first { $0.label == "previewProvider" }
                let isPeek = preview.map { !isNil($0.range, source) } ?? false
                var end = source.after(open)
                while source.isByte(end, UInt8(ascii: "{")) { end = source.after(end) }
                result.append(MenuRegion(file: file, range: open..<end, isPeek: isPeek, isSwiftUI: false))
            } else if source.language == .objectiveC, source.isByte(index, UInt8(ascii: "[")),
                      source.isIdentifier(index + 1, "UIContextMenuConfiguration"),
                      let message = source.message(at: index), message.parts.first?.name == "configurationWithIdentifier" {
                let isPeek = message.argument("previewProvider").map { !isNil($0, source) } ?? false
                result.append(MenuRegion(file: file, range: index..<source.after(index), isPeek: isPeek, isSwiftUI: false))
            } else if source.language == .swift, source.isIdentifier(index, "contextMenu"), index > 0,
                      source.isByte(index - 1, UInt8(ascii: ".")) {
                var end = index + 1
                var isPeek = false
                if source.isByte(end, UInt8(ascii: "(")) {
                    isPeek = source.arguments(ofCallAt: end).contains { $0.label == "preview" }
                    end = source.after(end)
                }
                // Trailing closures: `{ ... }`, then `preview: { ... }`.
                while true {
                    if source.isByte(end, UInt8(ascii: "{")) {
                        end = source.after(end)
                    } else if source[safe: end]?.kind == .identifier, source.isByte(end + 1, UInt8(ascii: ":")),
                              source.isByte(end + 2, UInt8(ascii: "{")) {
                        if source.isIdentifier(end, "preview") { isPeek = true }
                        end = source.after(end + 2)
                    } else {
                        break
                    }
                }
                if end > index + 1 {
                    result.append(MenuRegion(file: file, range: (index + 1)..<end, isPeek: isPeek, isSwiftUI: true))
                }
            } else if source.isIdentifier(index, "previewActionItems"), index > 0,
                      source.isIdentifier(index - 1, "var") || source.isIdentifier(index - 1, "previewActionItems") {
                if let open = source.bodyOpen(from: index + 1, limit: min(source.count, index + 40)),
                   let close = source.close(of: open) {
                    result.append(MenuRegion(file: file, range: open..<(close + 1), isPeek: true, isSwiftUI: false))
                }
            }
            index += 1
        }
        return result
    }

    static func isNil(_ range: Range<Int>, _ source: SourceTokens) -> Bool {
        range.count == 1 && (source.isIdentifier(range.lowerBound, "nil") || source.isIdentifier(range.lowerBound, "NULL")
            || source.isIdentifier(range.lowerBound, "nullptr"))
    }

    /// The bodies a region names: functions it calls (in any file), properties and
    /// functions it refers to in its own file or type, the `body` of a SwiftUI view
    /// it makes, and locals built before it.
    static func reachedRegions(from region: MenuRegion, files: [SourceTokens], index: DeclarationIndex,
                                       resolver: ValueResolver) -> [MenuRegion] {
        let source = files[region.file]
        let container = index.container(file: region.file, token: region.range.lowerBound)
        let scope = index.enclosing(file: region.file, token: region.range.lowerBound)
        var result: [MenuRegion] = []
        var seenNames = Set<String>()
        for token in region.range where source[token].kind == .identifier {
            let name = source.text(token)
            guard seenNames.insert(name).inserted, name.count > 1 else { continue }
            let isCall = source.isByte(token + 1, UInt8(ascii: "("))
            for declaration in index.named(name) {
                guard let value = declaration.value else { continue }
                if declaration.kind == .type {
                    guard region.isSwiftUI, isCall else { continue }
                    for body in index.named("body", qualifier: declaration.container + [declaration.name], strict: true) {
                        if let range = body.value {
                            result.append(MenuRegion(file: body.file, range: range, isPeek: region.isPeek, isSwiftUI: true))
                        }
                    }
                    continue
                }
                // Calls reach functions anywhere; a member named after a value (`tabVC.contextActions`)
                // reaches any declaration of that name; a bare name only its own file's or type's.
                let nearby = declaration.file == region.file || declaration.container == container
                let isMember = token > 0 && source.isByte(token - 1, UInt8(ascii: "."))
                guard isCall && declaration.kind == .function || isMember || nearby else { continue }
                if declaration.file == region.file, value.contains(region.range.lowerBound) { continue }
                result.append(MenuRegion(file: declaration.file, range: value, isPeek: region.isPeek, isSwiftUI: region.isSwiftUI))
            }
            // A local of the enclosing body, built before the region (`let actions = [...]`, `menu.append(...)`).
            if !isCall, let scope, let body = scope.value, body.contains(region.range.lowerBound) {
                for range in resolver.localAssignmentRanges(Name(name), before: region.range.lowerBound, in: body,
                                                            file: region.file) {
                    result.append(MenuRegion(file: region.file, range: range, isPeek: region.isPeek,
                                             isSwiftUI: region.isSwiftUI))
                }
            }
        }
        return result
    }
}

extension SourceTokens {
    subscript(safe index: Int) -> Token? { index >= 0 && index < tokens.count ? tokens[index] : nil }
}

extension ValueResolver {
    /// Where a local gets its value before `token`: its initializer, assignments,
    /// and what is appended to it (`items.append(...)`, `items += [...]`).
    func localAssignmentRanges(_ name: Name, before token: Int, in body: Range<Int>, file: Int) -> [Range<Int>] {
        let source = files[file]
        var result: [Range<Int>] = []
        var index = body.lowerBound
        while index < token {
            guard source.isIdentifier(index, name), index == 0 || !source.isByte(index - 1, UInt8(ascii: ".")) else {
                index += 1
                continue
            }
            var next = index + 1
            if source.isByte(next, UInt8(ascii: ":")) {
                while next < token, !source.isAssignment(next), source[next].line == source[index].line { next = source.after(next) }
            }
            if source.isAssignment(next) || (source.isByte(next, UInt8(ascii: "+")) && source.isAssignment(next + 1)) {
                let start = source.isAssignment(next) ? next + 1 : next + 2
                let end = source.expressionEnd(from: start, limit: body.upperBound)
                if end > start { result.append(start..<end) }
                index = max(end, index + 1)
                continue
            }
            if source.isByte(next, UInt8(ascii: ".")), source[safe: next + 1]?.kind == .identifier,
               Words.appending.contains(where: { source.isIdentifier(next + 1, $0) }),
               source.isByte(next + 2, UInt8(ascii: "(")) {
                result.append((next + 2)..<source.after(next + 2))
            }
            index += 1
        }
        return result
    }
}
