import EllipsisCore

/// Where an app hands its dynamic quick actions to the system, and which sites
/// each one reaches. An assignment to `shortcutItems` (`setShortcutItems:`) and
/// Android's `setDynamicShortcuts(...)` replace the whole list, so the actions
/// two of them (or two branches of a ternary on the right) reach are never
/// shown together. One whose value reads the current list
/// (`(shortcutItems ?? []) + [item]`) adds to it and is no publication of its own.
struct Publication: Sendable {
    /// The assignment or call (the branch, for a ternary's).
    var location: SourceLocation
    /// The value handed over and every body it reaches (as menu regions reach theirs).
    var regions: [MenuRegion]
}

enum Publications {
    static func find(files: [SourceTokens], paths: [String], index: DeclarationIndex,
                     resolver: ValueResolver) -> [Publication] {
        var result: [Publication] = []
        for (file, source) in files.enumerated() {
            for (token, value) in roots(source) where !readsCurrentList(value, source) {
                let scope = index.enclosing(file: file, token: token)?.value
                let branches = branches(value, source)
                for branch in branches {
                    // Each branch of a ternary is a list of its own, named by where it starts.
                    let location = resolver.location(file, branches.count > 1 ? branch.lowerBound : token)
                    let root = MenuRegion(file: file, range: branch, isPeek: false, isSwiftUI: false)
                    let regions = reach(root, files: files, index: index, resolver: resolver)
                    // A local built from the current list (`var items = app.shortcutItems ?? []`) adds to it too.
                    let adds = regions.contains { region in
                        region.file == file && scope.map { $0.contains(region.range.lowerBound) } == true
                            && readsCurrentList(region.range, source)
                    }
                    if !adds { result.append(Publication(location: location, regions: regions)) }
                }
            }
        }
        return result
    }

    /// The value ranges handed over, by the token that hands them over.
    private static func roots(_ source: SourceTokens) -> [(Int, Range<Int>)] {
        var result: [(Int, Range<Int>)] = []
        for token in 0..<source.count where source[token].kind == .identifier {
            // `app.shortcutItems = ...`; Kotlin's property form of `setDynamicShortcuts`, `manager.dynamicShortcuts = ...`.
            if source.isIdentifier(token, "shortcutItems") || source.language == .kotlin && source.isIdentifier(token, "dynamicShortcuts"),
               token > 0, source.isByte(token - 1, UInt8(ascii: ".")), source.isAssignment(token + 1) {
                let end = source.expressionEnd(from: token + 2, limit: source.count)
                if end > token + 2 { result.append((token, (token + 2)..<end)) }
            } else if source.language == .objectiveC, source.isIdentifier(token, "setShortcutItems"),
                      source.isByte(token + 1, UInt8(ascii: ":")), source.enclosing[token] >= 0,
                      let message = source.message(at: Int(source.enclosing[token])),
                      let value = message.argument("setShortcutItems") {
                result.append((token, value))
            } else if source.isIdentifier(token, "setDynamicShortcuts"), source.isByte(token + 1, UInt8(ascii: "(")),
                      let value = source.arguments(ofCallAt: token + 1).last?.range {
                result.append((token, value))
            }
        }
        return result
    }

    /// `(application.shortcutItems ?? []) + [item]`: adds to what is there.
    private static func readsCurrentList(_ value: Range<Int>, _ source: SourceTokens) -> Bool {
        value.contains { source.isIdentifier($0, "shortcutItems") || source.isIdentifier($0, "getDynamicShortcuts")
            || source.isIdentifier($0, "dynamicShortcuts") }
    }

    /// `condition ? a : b` (Swift, Objective-C, Java) as its two branches; anything else whole.
    private static func branches(_ value: Range<Int>, _ source: SourceTokens) -> [Range<Int>] {
        guard source.language != .kotlin else { return [value] }
        var question: Int?
        var index = value.lowerBound
        while index < value.upperBound {
            if source.isByte(index, UInt8(ascii: "?")), !source.isByte(index + 1, UInt8(ascii: "?")),
               !(index > 0 && source.isByte(index - 1, UInt8(ascii: "?"))), !(index > 0 && source.touches(index - 1, index)) {
                if question == nil { question = index }
            } else if let question, source.isByte(index, UInt8(ascii: ":")) {
                return [(question + 1)..<index, (index + 1)..<value.upperBound]
            }
            index = source.after(index)
        }
        return [value]
    }

    /// The value and everything it reaches, a few steps deep.
    private static func reach(_ root: MenuRegion, files: [SourceTokens], index: DeclarationIndex,
                              resolver: ValueResolver) -> [MenuRegion] {
        var regions = [root]
        var visited = Set<String>()
        var queue = [(root, 0)]
        while !queue.isEmpty {
            let (region, depth) = queue.removeFirst()
            guard depth < MenuRegions.maximumDepth else { continue }
            for reached in MenuRegions.reachedRegions(from: region, files: files, index: index, resolver: resolver) {
                guard visited.insert("\(reached.file):\(reached.range.lowerBound)").inserted else { continue }
                regions.append(reached)
                queue.append((reached, depth + 1))
            }
        }
        return regions
    }
}
